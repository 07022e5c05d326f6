// Appendix rules that need no ledger: sizes, combinations, UTF-8 text, recipients, and fees.
import type { Appendices, EncryptedPart, PlainPart, PrunedPart } from './types.js';
import {
  MAX_ENCRYPTED_MESSAGE_LENGTH,
  ENCRYPTED_MESSAGE_NONCE_LENGTH,
  MAX_MESSAGE_LENGTH,
  MAX_PRUNABLE_MESSAGE_LENGTH,
  ONE_COIN,
  PUBLIC_KEY_LENGTH,
} from './constants.js';
import { TransactionRejectedError, TxRejectReason } from './errors.js';
import { isPruned } from './appendix-codec.js';
import { phasingFeeMTA, validatePhasing } from './phasing.js';

/** Fee of the appendices, in MTA:
 *  - message: first 32 bytes free, +1 coin per started 32 bytes after that;
 *  - encrypted message, encrypt-to-self message: 1 coin, +1 coin per started 32 bytes of
 *    ciphertext after the first 32;
 *  - prunable message (plain or encrypted): 0.1 coin per started KiB (at least 0.1 coin), counted
 *    on the signed length, so a pruned part costs what it cost when it was whole;
 *  - public key announcement: free;
 *  - phasing: phasing.ts's phasingFeeMTA. */
export function appendixFeeMTA(a: Appendices): bigint {
  let fee = 0n;
  const per32 = (len: number): bigint => (len <= 0 ? 0n : BigInt(Math.floor((len - 1) / 32)) * ONE_COIN);
  const perKiB = (part: PlainPart | EncryptedPart | PrunedPart): bigint => {
    const length = isPruned(part) ? part.length : part.data.length;
    return BigInt(Math.max(1, Math.ceil(length / 1024))) * (ONE_COIN / 10n);
  };
  if (a.message) fee += per32(a.message.data.length);
  if (a.encryptedMessage) fee += ONE_COIN + per32(a.encryptedMessage.data.length);
  if (a.encryptToSelfMessage) fee += ONE_COIN + per32(a.encryptToSelfMessage.data.length);
  if (a.prunableMessage) fee += perKiB(a.prunableMessage);
  if (a.prunableEncryptedMessage) fee += perKiB(a.prunableEncryptedMessage);
  if (a.phasing) fee += phasingFeeMTA(a.phasing);
  return fee;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

export function isUtf8(data: Uint8Array): boolean {
  try {
    strictUtf8.decode(data);
    return true;
  } catch {
    return false;
  }
}

function reject(reason: string, param: string): never {
  throw new TransactionRejectedError(TxRejectReason.INVALID_APPENDIX, reason, param);
}

function checkLength(e: EncryptedPart | PrunedPart, max: number, param: string): void {
  const length = isPruned(e) ? e.length : e.data.length;
  if (length === 0 || length > max) reject(`encrypted message length must be 1..${max} bytes`, param);
}

function checkNonce(e: EncryptedPart, param: string): void {
  if (e.nonce.length !== ENCRYPTED_MESSAGE_NONCE_LENGTH) reject(`encrypted message nonce must be ${ENCRYPTED_MESSAGE_NONCE_LENGTH} bytes`, param);
}

/** Ledger-free appendix rules, part of every node's validity of a block. `recipientId` is 0n when
 * the transaction has no recipient; `recipientIdOfKey` derives an account id from a public key
 * (passed in to keep this module free of the account-id import cycle). Prunable parts are checked
 * only on what their signed form keeps (lengths, combinations), never on their data: a node may
 * lack the data, and a block's validity must not depend on holding it. Their content rules are
 * validatePrunableContent's, run where a transaction enters the pool. */
export function validateAppendices(a: Appendices, recipientId: bigint, recipientIdOfKey: (pk: Uint8Array) => bigint): void {
  if (a.message) {
    if (a.message.data.length > MAX_MESSAGE_LENGTH) reject(`message longer than ${MAX_MESSAGE_LENGTH} bytes`, 'message');
    if (a.message.isText && !isUtf8(a.message.data)) reject('text message is not valid UTF-8', 'message');
  }
  if (a.prunableMessage) {
    const m = a.prunableMessage;
    if (a.message) reject('a transaction cannot carry both a message and a prunable message', 'message');
    if ((isPruned(m) ? m.length : m.data.length) > MAX_PRUNABLE_MESSAGE_LENGTH) reject(`prunable message longer than ${MAX_PRUNABLE_MESSAGE_LENGTH} bytes`, 'message');
  }
  if (a.encryptedMessage) {
    if (recipientId === 0n) reject('an encrypted message needs a recipient', 'recipient');
    checkLength(a.encryptedMessage, MAX_ENCRYPTED_MESSAGE_LENGTH, 'messageToEncrypt');
    checkNonce(a.encryptedMessage, 'messageToEncrypt');
  }
  if (a.encryptToSelfMessage) {
    checkLength(a.encryptToSelfMessage, MAX_ENCRYPTED_MESSAGE_LENGTH, 'messageToEncryptToSelf');
    checkNonce(a.encryptToSelfMessage, 'messageToEncryptToSelf');
  }
  if (a.prunableEncryptedMessage) {
    if (recipientId === 0n) reject('an encrypted message needs a recipient', 'recipient');
    if (a.encryptedMessage) reject('a transaction cannot carry both an encrypted message and a prunable encrypted message', 'messageToEncrypt');
    checkLength(a.prunableEncryptedMessage, MAX_PRUNABLE_MESSAGE_LENGTH, 'messageToEncrypt');
  }
  if (a.publicKeyAnnouncement) {
    const pk = a.publicKeyAnnouncement.publicKey;
    if (pk.length !== PUBLIC_KEY_LENGTH) reject('announced public key must be 32 bytes', 'recipientPublicKey');
    if (recipientId === 0n || recipientIdOfKey(pk) !== recipientId) reject('announced public key does not match the recipient', 'recipientPublicKey');
  }
  if (a.phasing) validatePhasing(a.phasing);
}

/** The content rules of prunable parts held whole: text is UTF-8, an encrypted part's nonce has
 * the scheme's length. Run where a transaction enters the pool (and on data fetched from peers),
 * never as part of a block's validity (see validateAppendices). */
export function validatePrunableContent(a: Appendices): void {
  const m = a.prunableMessage;
  if (m && !isPruned(m) && m.isText && !isUtf8(m.data)) reject('text message is not valid UTF-8', 'message');
  const e = a.prunableEncryptedMessage;
  if (e && !isPruned(e)) checkNonce(e, 'messageToEncrypt');
}

/** Bytes of prunable data the transaction commits to (pruned parts count their signed length). */
export function prunableLength(a: Appendices): number {
  const length = (p: PlainPart | EncryptedPart | PrunedPart | undefined): number => (p === undefined ? 0 : isPruned(p) ? p.length : p.data.length);
  return length(a.prunableMessage) + length(a.prunableEncryptedMessage);
}

/** True when some prunable part is held only as its hash. */
export function hasPrunedPart(a: Appendices): boolean {
  return (a.prunableMessage !== undefined && isPruned(a.prunableMessage)) || (a.prunableEncryptedMessage !== undefined && isPruned(a.prunableEncryptedMessage));
}

/** True when some prunable part is held whole (its data is here to keep or prune). */
export function holdsPrunableData(a: Appendices): boolean {
  return (a.prunableMessage !== undefined && !isPruned(a.prunableMessage)) || (a.prunableEncryptedMessage !== undefined && !isPruned(a.prunableEncryptedMessage));
}
