// Appendices: optional parts after the attachment, one flag bit each, in bit order.
//
// Byte forms (each starts with its version byte, always 1):
//   bit 0 message:                 u8 version, u32 length | 0x80000000 when text, data
//   bit 1 prunable message:        signed form: u8 version, SHA-256(isText byte || data)
//                                  wire form:   u8 version, u32 length | text bit, data
//   bit 2 encrypted message:       u8 version, u32 length | text bit, data, u8 nonce length, nonce
//   bit 3 public key announcement: u8 version, 32-byte recipient public key
// Only the prunable message's hash enters the signed bytes (signature, full hash, payload
// hash), so the data can be dropped later without changing any id; the wire form used for
// storage and gossip carries the data itself.
import type { Appendices } from './types.js';
import type { ByteReader, ByteWriter } from './bytes.js';
import {
  HASH_LENGTH,
  MAX_ENCRYPTED_MESSAGE_LENGTH,
  MAX_ENCRYPTED_MESSAGE_NONCE_LENGTH,
  MAX_MESSAGE_LENGTH,
  MAX_PRUNABLE_MESSAGE_LENGTH,
  ONE_COIN,
  PUBLIC_KEY_LENGTH,
} from './constants.js';
import { invalidParameter, TransactionRejectedError, TxRejectReason } from './errors.js';
import { sha256, utf8Bytes } from './crypto.js';
import { fromHex, toHex } from './hex.js';

export const FLAG_MESSAGE = 1;
export const FLAG_PRUNABLE_MESSAGE = 2;
export const FLAG_ENCRYPTED_MESSAGE = 4;
export const FLAG_PUBLIC_KEY_ANNOUNCEMENT = 8;
export const KNOWN_FLAGS = 0xf;
export const APPENDIX_VERSION = 1;

const TEXT_BIT = 0x80000000;
const LENGTH_MASK = 0x7fffffff;

export function appendixFlags(a: Appendices): number {
  let f = 0;
  if (a.message) f |= FLAG_MESSAGE;
  if (a.prunableMessage) f |= FLAG_PRUNABLE_MESSAGE;
  if (a.encryptedMessage) f |= FLAG_ENCRYPTED_MESSAGE;
  if (a.publicKeyAnnouncement) f |= FLAG_PUBLIC_KEY_ANNOUNCEMENT;
  return f;
}

/** Hash standing for a prunable message in the signed bytes. */
export function prunableMessageHash(m: { data: Uint8Array; isText: boolean }): Uint8Array {
  return sha256(Uint8Array.of(m.isText ? 1 : 0), m.data);
}

function writeData(w: ByteWriter, data: Uint8Array, isText: boolean): void {
  if (data.length > LENGTH_MASK) throw invalidParameter('appendix data too long');
  w.u32((data.length | (isText ? TEXT_BIT : 0)) >>> 0);
  w.bytes(data);
}

function readData(r: ByteReader): { data: Uint8Array; isText: boolean } {
  const v = r.u32();
  const length = v & LENGTH_MASK;
  return { isText: (v & TEXT_BIT) !== 0, data: r.bytes(length) };
}

/** Writes the appendices; `signed` selects the signed form (prunable data replaced by its hash). */
export function writeAppendices(w: ByteWriter, a: Appendices, signed: boolean): void {
  if (a.message) {
    w.u8(APPENDIX_VERSION);
    writeData(w, a.message.data, a.message.isText);
  }
  if (a.prunableMessage) {
    w.u8(APPENDIX_VERSION);
    if (signed) w.bytes(prunableMessageHash(a.prunableMessage), HASH_LENGTH);
    else writeData(w, a.prunableMessage.data, a.prunableMessage.isText);
  }
  if (a.encryptedMessage) {
    const e = a.encryptedMessage;
    w.u8(APPENDIX_VERSION);
    writeData(w, e.data, e.isText);
    w.u8(e.nonce.length);
    w.bytes(e.nonce);
  }
  if (a.publicKeyAnnouncement) {
    w.u8(APPENDIX_VERSION);
    w.bytes(a.publicKeyAnnouncement.publicKey, PUBLIC_KEY_LENGTH);
  }
}

function readVersion(r: ByteReader, name: string): void {
  const v = r.u8();
  if (v !== APPENDIX_VERSION) throw invalidParameter(`unsupported ${name} version ${v}`);
}

/** Reads the wire form of the appendices named by flags. */
export function readAppendices(r: ByteReader, flags: number): Appendices {
  const a: { -readonly [K in keyof Appendices]: Appendices[K] } = {};
  if (flags & FLAG_MESSAGE) {
    readVersion(r, 'message');
    a.message = readData(r);
  }
  if (flags & FLAG_PRUNABLE_MESSAGE) {
    readVersion(r, 'prunable message');
    a.prunableMessage = readData(r);
  }
  if (flags & FLAG_ENCRYPTED_MESSAGE) {
    readVersion(r, 'encrypted message');
    const { data, isText } = readData(r);
    const nonce = r.bytes(r.u8());
    a.encryptedMessage = { data, nonce, isText };
  }
  if (flags & FLAG_PUBLIC_KEY_ANNOUNCEMENT) {
    readVersion(r, 'public key announcement');
    a.publicKeyAnnouncement = { publicKey: r.bytes(PUBLIC_KEY_LENGTH) };
  }
  return a;
}

/** Fee of the appendices, in MTA:
 *  - message: first 32 bytes free, +1 coin per started 32 bytes after that;
 *  - encrypted message: 1 coin, +1 coin per started 32 bytes after the first 32;
 *  - prunable message: 0.1 coin per started KiB (at least 0.1 coin);
 *  - public key announcement: free. */
export function appendixFeeMTA(a: Appendices): bigint {
  let fee = 0n;
  const per32 = (len: number): bigint => (len <= 0 ? 0n : BigInt(Math.floor((len - 1) / 32)) * ONE_COIN);
  if (a.message) fee += per32(a.message.data.length);
  if (a.encryptedMessage) fee += ONE_COIN + per32(a.encryptedMessage.data.length);
  if (a.prunableMessage) fee += BigInt(Math.max(1, Math.ceil(a.prunableMessage.data.length / 1024))) * (ONE_COIN / 10n);
  return fee;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function isUtf8(data: Uint8Array): boolean {
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

/** Ledger-free appendix rules. `recipientId` is 0n when the transaction has no recipient;
 * `recipientIdOfKey` derives an account id from a public key (passed in to keep this module
 * free of the account-id import cycle). */
export function validateAppendices(a: Appendices, recipientId: bigint, recipientIdOfKey: (pk: Uint8Array) => bigint): void {
  if (a.message) {
    if (a.message.data.length > MAX_MESSAGE_LENGTH) reject(`message longer than ${MAX_MESSAGE_LENGTH} bytes`, 'message');
    if (a.message.isText && !isUtf8(a.message.data)) reject('text message is not valid UTF-8', 'message');
  }
  if (a.prunableMessage) {
    if (a.message) reject('a transaction cannot carry both a message and a prunable message', 'message');
    if (a.prunableMessage.data.length > MAX_PRUNABLE_MESSAGE_LENGTH) reject(`prunable message longer than ${MAX_PRUNABLE_MESSAGE_LENGTH} bytes`, 'message');
    if (a.prunableMessage.isText && !isUtf8(a.prunableMessage.data)) reject('text message is not valid UTF-8', 'message');
  }
  if (a.encryptedMessage) {
    const e = a.encryptedMessage;
    if (recipientId === 0n) reject('an encrypted message needs a recipient', 'encryptedMessage');
    if (e.data.length === 0 || e.data.length > MAX_ENCRYPTED_MESSAGE_LENGTH) reject('encrypted message length out of range', 'encryptedMessage');
    if (e.nonce.length === 0 || e.nonce.length > MAX_ENCRYPTED_MESSAGE_NONCE_LENGTH) reject('encrypted message nonce length out of range', 'encryptedMessage');
  }
  if (a.publicKeyAnnouncement) {
    const pk = a.publicKeyAnnouncement.publicKey;
    if (pk.length !== PUBLIC_KEY_LENGTH) reject('announced public key must be 32 bytes', 'recipientPublicKey');
    if (recipientId === 0n || recipientIdOfKey(pk) !== recipientId) reject('announced public key does not match the recipient', 'recipientPublicKey');
  }
}

const textDecoder = new TextDecoder();

function messageToJSON(m: { data: Uint8Array; isText: boolean }): string {
  return m.isText ? textDecoder.decode(m.data) : toHex(m.data);
}

/** JSON fields of the appendices, merged into the transaction's `attachment` object. */
export function appendicesToJSON(a: Appendices): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (a.message) {
    out['version.Message'] = APPENDIX_VERSION;
    out['message'] = messageToJSON(a.message);
    out['messageIsText'] = a.message.isText;
  }
  if (a.prunableMessage) {
    out['version.PrunablePlainMessage'] = APPENDIX_VERSION;
    out['message'] = messageToJSON(a.prunableMessage);
    out['messageIsText'] = a.prunableMessage.isText;
    out['messageHash'] = toHex(prunableMessageHash(a.prunableMessage));
  }
  if (a.encryptedMessage) {
    out['version.EncryptedMessage'] = APPENDIX_VERSION;
    out['encryptedMessage'] = {
      data: toHex(a.encryptedMessage.data),
      nonce: toHex(a.encryptedMessage.nonce),
      isText: a.encryptedMessage.isText,
    };
  }
  if (a.publicKeyAnnouncement) {
    out['version.PublicKeyAnnouncement'] = APPENDIX_VERSION;
    out['recipientPublicKey'] = toHex(a.publicKeyAnnouncement.publicKey);
  }
  return out;
}

function jsonVersion(json: Readonly<Record<string, unknown>>, key: string): boolean {
  const v = json[key];
  if (v === undefined) return false;
  if (v !== APPENDIX_VERSION) throw invalidParameter(`unsupported ${key}`, 'attachment');
  return true;
}

function jsonBool(v: unknown, param: string): boolean {
  if (typeof v !== 'boolean') throw invalidParameter('boolean expected', param);
  return v;
}

function jsonMessage(json: Readonly<Record<string, unknown>>): { data: Uint8Array; isText: boolean } {
  const isText = jsonBool(json['messageIsText'], 'messageIsText');
  const m = json['message'];
  if (typeof m !== 'string') throw invalidParameter('string expected', 'message');
  return { isText, data: isText ? utf8Bytes(m) : fromHex(m, 'message') };
}

/** Inverse of appendicesToJSON. */
export function appendicesFromJSON(json: Readonly<Record<string, unknown>>): Appendices {
  const a: { -readonly [K in keyof Appendices]: Appendices[K] } = {};
  if (jsonVersion(json, 'version.Message')) a.message = jsonMessage(json);
  if (jsonVersion(json, 'version.PrunablePlainMessage')) {
    a.prunableMessage = jsonMessage(json);
    const h = json['messageHash'];
    if (h !== undefined && (typeof h !== 'string' || h.toLowerCase() !== toHex(prunableMessageHash(a.prunableMessage)))) {
      throw invalidParameter('messageHash does not match the message', 'messageHash');
    }
  }
  if (jsonVersion(json, 'version.EncryptedMessage')) {
    const e = json['encryptedMessage'];
    if (typeof e !== 'object' || e === null) throw invalidParameter('object expected', 'encryptedMessage');
    const o = e as Record<string, unknown>;
    a.encryptedMessage = {
      data: fromHex(o['data'] as string, 'encryptedMessage.data'),
      nonce: fromHex(o['nonce'] as string, 'encryptedMessage.nonce'),
      isText: jsonBool(o['isText'], 'encryptedMessage.isText'),
    };
  }
  if (jsonVersion(json, 'version.PublicKeyAnnouncement')) {
    a.publicKeyAnnouncement = { publicKey: fromHex(json['recipientPublicKey'] as string, 'recipientPublicKey', PUBLIC_KEY_LENGTH) };
  }
  return a;
}
