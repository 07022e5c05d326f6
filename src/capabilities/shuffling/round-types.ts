// ShufflingProcessing (7/2), ShufflingRecipients (7/3) and ShufflingVerification (7/4): the
// rules are in common.ts's header.
import type { LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import type { ByteReader, ByteWriter } from '../../domain/bytes.js';
import type { RegistryHooks } from '../../domain/tx-types/hooks.js';
import { attachmentOf, type TransactionType, type TxValidationContext } from '../../domain/tx-types/registry.js';
import { MIN_TRANSACTION_FEE_MTA } from '../../domain/constants.js';
import { toHex } from '../../domain/hex.js';
import { accountIdFromPublicKey } from '../../domain/account-id.js';
import { setPublicKeyIfUnset } from '../../domain/ledger.js';
import { ACCOUNTS } from '../../domain/state/accounts.js';
import { adjustHoldingOf, COIN } from '../../domain/holding-ref.js';
import { unschedule } from '../../domain/state/schedule.js';
import { compareBlobs, ONION_KEY_LENGTH, ONION_LAYER_OVERHEAD } from './onion.js';
import { participantIndexOf, type Shuffling } from './records.js';
import { SHUFFLINGS } from './tables.js';

import { MAX_PARTICIPANTS, MIN_PARTICIPANTS, OWNER, SHUFFLING_TURN_BLOCKS, type ShufflingProcessingAttachment, type ShufflingRecipientsAttachment, type ShufflingRefAttachment, TIMEOUT, checkVersion, commonStateless, equalBytes, hexListOf, hexOf, idOf, isValidRecipientKey, refuse, refuseNow, requireShuffling, setDeadline, shufflingDataHash, shufflingType } from './common.js';

function turnOf(tx: Transaction, s: Shuffling, id: bigint): number {
  if (s.stage !== 'PROCESSING') refuseNow(`shuffling ${id} is ${s.stage}, not PROCESSING`, 'shuffling');
  if (s.assignee !== tx.senderId) refuseNow('it is not the sender\'s turn to process', 'shuffling');
  return participantIndexOf(s, tx.senderId);
}

function checkProcessing(tx: Transaction, state: LedgerState, a: ShufflingProcessingAttachment): [Shuffling, number] {
  const s = requireShuffling(state, a.shuffling);
  const i = turnOf(tx, s, a.shuffling);
  const n = s.participantCount;
  if (i === n - 1) refuseNow('the last participant submits the recipients, not processing data', 'shuffling');
  if (a.data.length !== i + 1) refuseNow(`data must have ${i + 1} blobs`, 'data');
  const length = ONION_KEY_LENGTH + ONION_LAYER_OVERHEAD * (n - i - 1);
  if (a.data.some((b) => b.length !== length)) refuseNow(`each blob must be ${length} bytes`, 'data');
  for (let k = 1; k < a.data.length; k++) if (compareBlobs(a.data[k - 1]!, a.data[k]!) >= 0) refuseNow('blobs must be strictly ascending', 'data');
  return [s, i];
}

export const shufflingProcessing: TransactionType<ShufflingProcessingAttachment> = Object.freeze({
  ...shufflingType(2, 'ShufflingProcessing'),
  parseAttachment(r: ByteReader, version: number): ShufflingProcessingAttachment {
    checkVersion('ShufflingProcessing', version);
    const shuffling = r.u64();
    const dataHash = r.bytes(32);
    const data: Uint8Array[] = [];
    for (let n = r.u8(), i = 0; i < n; i++) data.push(r.bytes(r.u16()));
    return { version, shuffling, dataHash, data };
  },
  writeAttachment(w: ByteWriter, a: ShufflingProcessingAttachment): void {
    w.u64(a.shuffling).bytes(a.dataHash, 32).u8(a.data.length);
    for (const b of a.data) w.u16(b.length).bytes(b);
  },
  attachmentFromJSON(json: Readonly<Record<string, unknown>>, version: number): ShufflingProcessingAttachment {
    checkVersion('ShufflingProcessing', version);
    return { version, shuffling: idOf(json, 'shuffling'), dataHash: hexOf(json, 'dataHash', 32), data: hexListOf(json, 'data') };
  },
  attachmentToJSON: (a: ShufflingProcessingAttachment) => ({ shuffling: a.shuffling.toString(), dataHash: toHex(a.dataHash), data: a.data.map(toHex) }),
  validateStateless(tx: Transaction): void {
    commonStateless(tx);
    const a = attachmentOf(tx, shufflingProcessing);
    if (a.data.length < 1 || a.data.length > MAX_PARTICIPANTS - 1) refuse(`data must have 1 to ${MAX_PARTICIPANTS - 1} blobs`, 'data');
    if (a.data.some((b) => b.length > 0xffff)) refuse('a blob is too long', 'data');
    if (!equalBytes(shufflingDataHash(a.data), a.dataHash)) refuse('dataHash is not the SHA-256 of the data', 'dataHash');
  },
  validate(tx: Transaction, { state }: TxValidationContext): void {
    checkProcessing(tx, state, attachmentOf(tx, shufflingProcessing));
  },
  apply(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, shufflingProcessing);
    const [s, i] = checkProcessing(tx, state, a);
    const participants = s.participants.map((p, k) => (k === i ? { ...p, state: 'PROCESSED' as const, processed: true, data: a.data.map((b) => b.slice()) } : p));
    const deadline = state.height + SHUFFLING_TURN_BLOCKS;
    state.put(SHUFFLINGS, a.shuffling, { ...s, participants, assignee: participants[i + 1]!.account, deadline });
    setDeadline(state, a.shuffling, deadline);
    state.emit({ capability: OWNER, name: 'shufflingProcessed', transactionId: tx.id, attributes: { shuffling: a.shuffling, account: tx.senderId } });
  },
  minimumFeeMTA: () => MIN_TRANSACTION_FEE_MTA,
});

function checkRecipients(tx: Transaction, state: LedgerState, a: ShufflingRecipientsAttachment): [Shuffling, number] {
  const s = requireShuffling(state, a.shuffling);
  const i = turnOf(tx, s, a.shuffling);
  if (i !== s.participantCount - 1) refuseNow('only the last participant submits the recipients', 'shuffling');
  if (a.recipientPublicKeys.length !== s.participantCount) refuseNow(`recipientPublicKeys must have ${s.participantCount} keys`, 'recipientPublicKeys');
  for (const k of a.recipientPublicKeys) {
    if (state.get(ACCOUNTS, accountIdFromPublicKey(k)) !== undefined) refuseNow(`recipient key ${toHex(k)} is already in use by an account`, 'recipientPublicKeys');
  }
  return [s, i];
}

export const shufflingRecipients: TransactionType<ShufflingRecipientsAttachment> = Object.freeze({
  ...shufflingType(3, 'ShufflingRecipients'),
  parseAttachment(r: ByteReader, version: number): ShufflingRecipientsAttachment {
    checkVersion('ShufflingRecipients', version);
    const shuffling = r.u64();
    const recipientPublicKeys: Uint8Array[] = [];
    for (let n = r.u8(), i = 0; i < n; i++) recipientPublicKeys.push(r.bytes(32));
    return { version, shuffling, recipientPublicKeys };
  },
  writeAttachment(w: ByteWriter, a: ShufflingRecipientsAttachment): void {
    w.u64(a.shuffling).u8(a.recipientPublicKeys.length);
    for (const k of a.recipientPublicKeys) w.bytes(k, 32);
  },
  attachmentFromJSON(json: Readonly<Record<string, unknown>>, version: number): ShufflingRecipientsAttachment {
    checkVersion('ShufflingRecipients', version);
    return { version, shuffling: idOf(json, 'shuffling'), recipientPublicKeys: hexListOf(json, 'recipientPublicKeys') };
  },
  attachmentToJSON: (a: ShufflingRecipientsAttachment) => ({ shuffling: a.shuffling.toString(), recipientPublicKeys: a.recipientPublicKeys.map(toHex) }),
  validateStateless(tx: Transaction): void {
    commonStateless(tx);
    const keys = attachmentOf(tx, shufflingRecipients).recipientPublicKeys;
    if (keys.length < MIN_PARTICIPANTS || keys.length > MAX_PARTICIPANTS) refuse(`recipientPublicKeys must have ${MIN_PARTICIPANTS} to ${MAX_PARTICIPANTS} keys`, 'recipientPublicKeys');
    if (!keys.every(isValidRecipientKey)) refuse('a recipient key is not a valid Ed25519 public key', 'recipientPublicKeys');
    for (let k = 1; k < keys.length; k++) if (compareBlobs(keys[k - 1]!, keys[k]!) >= 0) refuse('recipientPublicKeys must be strictly ascending', 'recipientPublicKeys');
    const ids = new Set(keys.map((k) => accountIdFromPublicKey(k)));
    if (ids.size !== keys.length) refuse('two recipient keys give the same account', 'recipientPublicKeys');
  },
  validate(tx: Transaction, { state }: TxValidationContext): void {
    checkRecipients(tx, state, attachmentOf(tx, shufflingRecipients));
  },
  apply(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, shufflingRecipients);
    const [s, i] = checkRecipients(tx, state, a);
    const participants = s.participants.map((p, k) => (k === i ? { ...p, state: 'VERIFIED' as const, processed: true } : p));
    const deadline = state.height + SHUFFLING_TURN_BLOCKS + s.participantCount;
    state.put(SHUFFLINGS, a.shuffling, { ...s, participants, recipientPublicKeys: a.recipientPublicKeys.map((k) => k.slice()), stage: 'VERIFICATION', assignee: 0n, deadline });
    setDeadline(state, a.shuffling, deadline);
    state.emit({ capability: OWNER, name: 'shufflingProcessingFinished', transactionId: tx.id, attributes: { shuffling: a.shuffling } });
  },
  minimumFeeMTA: () => MIN_TRANSACTION_FEE_MTA,
});

// ---- verification -----------------------------------------------------------------------------

function checkVerification(tx: Transaction, state: LedgerState, id: bigint): [Shuffling, number] {
  const s = requireShuffling(state, id);
  if (s.stage !== 'VERIFICATION') refuseNow(`shuffling ${id} is ${s.stage}, not VERIFICATION`, 'shuffling');
  const i = participantIndexOf(s, tx.senderId);
  if (i < 0) refuseNow('the sender is not a participant', 'shuffling');
  if (s.participants[i]!.state !== 'PROCESSED') refuseNow('the sender has already verified', 'shuffling');
  return [s, i];
}

function distribute(state: LedgerState, hooks: RegistryHooks | undefined, id: bigint, s: Shuffling): void {
  for (const p of s.participants) adjustHoldingOf(state, hooks, COIN, p.account, s.deposit, 'shuffling');
  for (const key of s.recipientPublicKeys) {
    const account = accountIdFromPublicKey(key);
    adjustHoldingOf(state, hooks, s.holding, account, s.amount, 'shuffling');
    if (state.getAccount(account) !== undefined) setPublicKeyIfUnset(state, account, key);
  }
  state.put(SHUFFLINGS, id, { ...s, stage: 'DONE', assignee: 0n, deadline: 0, closedHeight: state.height });
  unschedule(state, OWNER, `${TIMEOUT}${id}`);
  state.emit({ capability: OWNER, name: 'shufflingDone', attributes: { shuffling: id } });
}

export const shufflingVerification: TransactionType<ShufflingRefAttachment> = Object.freeze({
  ...shufflingType(4, 'ShufflingVerification'),
  parseAttachment(r: ByteReader, version: number): ShufflingRefAttachment {
    checkVersion('ShufflingVerification', version);
    return { version, shuffling: r.u64() };
  },
  writeAttachment(w: ByteWriter, a: ShufflingRefAttachment): void {
    w.u64(a.shuffling);
  },
  attachmentFromJSON(json: Readonly<Record<string, unknown>>, version: number): ShufflingRefAttachment {
    checkVersion('ShufflingVerification', version);
    return { version, shuffling: idOf(json, 'shuffling') };
  },
  attachmentToJSON: (a: ShufflingRefAttachment) => ({ shuffling: a.shuffling.toString() }),
  validateStateless: commonStateless,
  validate(tx: Transaction, { state }: TxValidationContext): void {
    checkVerification(tx, state, attachmentOf(tx, shufflingVerification).shuffling);
  },
  apply(tx: Transaction, state: LedgerState, hooks?: RegistryHooks): void {
    const id = attachmentOf(tx, shufflingVerification).shuffling;
    const [s, i] = checkVerification(tx, state, id);
    const participants = s.participants.map((p, k) => (k === i ? { ...p, state: 'VERIFIED' as const } : p));
    state.emit({ capability: OWNER, name: 'shufflingVerified', transactionId: tx.id, attributes: { shuffling: id, account: tx.senderId } });
    if (participants.every((p) => p.state === 'VERIFIED')) distribute(state, hooks, id, { ...s, participants });
    else state.put(SHUFFLINGS, id, { ...s, participants });
  },
  minimumFeeMTA: () => MIN_TRANSACTION_FEE_MTA,
});

// ---- cancellation and blame -------------------------------------------------------------------

/** The published layer key; the issuer's (none published) is the one its revealed seed gives. */
