// Appendices in bytes: optional parts after the attachment, one flag bit each, in bit order.
//
// Each starts with its version byte (always 1), then a u32 word: length of the data (low 29
// bits), bit 31 text, bit 29 compressed (encrypted parts), bit 30 pruned (wire form only).
//   bit 0 message:                   u8 version, word, data
//   bit 1 prunable plain message:    signed form: u8 version, word, SHA-256(isText || data)
//                                    wire form:   u8 version, word, data
//                                                 (pruned: word | PRUNED, the 32-byte hash)
//   bit 2 encrypted message:         u8 version, word, data, u8 nonce length, nonce
//   bit 3 public key announcement:   u8 version, 32-byte recipient public key
//   bit 4 encrypt-to-self message:   as the encrypted message
//   bit 5 prunable encrypted message: signed form: u8 version, word,
//                                                 SHA-256(isText || isCompressed || nonce || data)
//                                    wire form:   as the encrypted message
//                                                 (pruned: word | PRUNED, the 32-byte hash)
//   bit 6 phasing:                   u8 version, then phasing.ts's layout
// Only a prunable part's hash enters the signed bytes (signature, full hash, payload hash), so its
// data can be dropped without changing any id. The signed word keeps its length, so fees and
// limits are checked even on a pruned part. The wire form (storage, gossip) carries the data
// while the node holds it, else the hash with the PRUNED bit.
import type { Appendices, EncryptedPart, PlainPart, PrunedPart } from './types.js';
import type { ByteReader, ByteWriter } from './bytes.js';
import { HASH_LENGTH, PUBLIC_KEY_LENGTH } from './constants.js';
import { invalidParameter } from './errors.js';
import { sha256 } from './crypto.js';
import { bytesEqual } from './hex.js';
import { readPhasing, writePhasing } from './phasing.js';

export const FLAG_MESSAGE = 1;
export const FLAG_PRUNABLE_MESSAGE = 2;
export const FLAG_ENCRYPTED_MESSAGE = 4;
export const FLAG_PUBLIC_KEY_ANNOUNCEMENT = 8;
export const FLAG_ENCRYPT_TO_SELF_MESSAGE = 16;
export const FLAG_PRUNABLE_ENCRYPTED_MESSAGE = 32;
export const FLAG_PHASING = 64;
export const KNOWN_FLAGS = 0x7f;
export const APPENDIX_VERSION = 1;

const TEXT_BIT = 0x80000000;
const PRUNED_BIT = 0x40000000;
const COMPRESSED_BIT = 0x20000000;
const LENGTH_MASK = 0x1fffffff;

/** True for a prunable part whose data this node does not hold. */
export function isPruned(part: PlainPart | EncryptedPart | PrunedPart): part is PrunedPart {
  return (part as PrunedPart).hash !== undefined;
}

export function appendixFlags(a: Appendices): number {
  let f = 0;
  if (a.message) f |= FLAG_MESSAGE;
  if (a.prunableMessage) f |= FLAG_PRUNABLE_MESSAGE;
  if (a.encryptedMessage) f |= FLAG_ENCRYPTED_MESSAGE;
  if (a.publicKeyAnnouncement) f |= FLAG_PUBLIC_KEY_ANNOUNCEMENT;
  if (a.encryptToSelfMessage) f |= FLAG_ENCRYPT_TO_SELF_MESSAGE;
  if (a.prunableEncryptedMessage) f |= FLAG_PRUNABLE_ENCRYPTED_MESSAGE;
  if (a.phasing) f |= FLAG_PHASING;
  return f;
}

/** Hash standing for a prunable plain message in the signed bytes. */
export function prunableMessageHash(m: PlainPart | PrunedPart): Uint8Array {
  if (isPruned(m)) return m.hash;
  return sha256(Uint8Array.of(m.isText ? 1 : 0), m.data);
}

/** Hash standing for a prunable encrypted message in the signed bytes. */
export function prunableEncryptedHash(m: EncryptedPart | PrunedPart): Uint8Array {
  if (isPruned(m)) return m.hash;
  return sha256(Uint8Array.of(m.isText ? 1 : 0, m.isCompressed ? 1 : 0), m.nonce, m.data);
}

/** The same part with only what the signed bytes keep of it. */
export function prunedOf(part: PlainPart | EncryptedPart | PrunedPart, hash: Uint8Array): PrunedPart {
  if (isPruned(part)) return part;
  return { hash, length: part.data.length, isText: part.isText, isCompressed: 'nonce' in part ? part.isCompressed : false };
}

/** The same appendices with every prunable part reduced to its hash (what pruning keeps). */
export function withoutPrunableData(a: Appendices): Appendices {
  const out: Appendices = { ...a };
  if (a.prunableMessage) out.prunableMessage = prunedOf(a.prunableMessage, prunableMessageHash(a.prunableMessage));
  if (a.prunableEncryptedMessage) out.prunableEncryptedMessage = prunedOf(a.prunableEncryptedMessage, prunableEncryptedHash(a.prunableEncryptedMessage));
  return out;
}

function word(length: number, isText: boolean, isCompressed: boolean, pruned: boolean): number {
  if (length > LENGTH_MASK) throw invalidParameter('appendix data too long');
  return (length | (isText ? TEXT_BIT : 0) | (isCompressed ? COMPRESSED_BIT : 0) | (pruned ? PRUNED_BIT : 0)) >>> 0;
}

interface Word {
  readonly length: number;
  readonly isText: boolean;
  readonly isCompressed: boolean;
  readonly pruned: boolean;
}

function readWord(r: ByteReader): Word {
  const v = r.u32();
  return { length: v & LENGTH_MASK, isText: (v & TEXT_BIT) !== 0, isCompressed: (v & COMPRESSED_BIT) !== 0, pruned: (v & PRUNED_BIT) !== 0 };
}

function writePlain(w: ByteWriter, m: PlainPart): void {
  w.u32(word(m.data.length, m.isText, false, false));
  w.bytes(m.data);
}

function writeEncrypted(w: ByteWriter, e: EncryptedPart): void {
  w.u32(word(e.data.length, e.isText, e.isCompressed, false));
  w.bytes(e.data);
  w.u8(e.nonce.length);
  w.bytes(e.nonce);
}

function writePrunable(w: ByteWriter, part: PlainPart | EncryptedPart | PrunedPart, hash: Uint8Array, signed: boolean): void {
  w.u8(APPENDIX_VERSION);
  if (signed || isPruned(part)) {
    const compressed = isPruned(part) || 'nonce' in part ? part.isCompressed : false;
    const length = isPruned(part) ? part.length : part.data.length;
    w.u32(word(length, part.isText, compressed, !signed));
    w.bytes(hash, HASH_LENGTH);
  } else if ('nonce' in part) {
    writeEncrypted(w, part);
  } else {
    writePlain(w, part);
  }
}

/** Writes the appendices; `signed` selects the signed form (prunable data replaced by its hash). */
export function writeAppendices(w: ByteWriter, a: Appendices, signed: boolean): void {
  if (a.message) {
    w.u8(APPENDIX_VERSION);
    writePlain(w, a.message);
  }
  if (a.prunableMessage) writePrunable(w, a.prunableMessage, prunableMessageHash(a.prunableMessage), signed);
  if (a.encryptedMessage) {
    w.u8(APPENDIX_VERSION);
    writeEncrypted(w, a.encryptedMessage);
  }
  if (a.publicKeyAnnouncement) {
    w.u8(APPENDIX_VERSION);
    w.bytes(a.publicKeyAnnouncement.publicKey, PUBLIC_KEY_LENGTH);
  }
  if (a.encryptToSelfMessage) {
    w.u8(APPENDIX_VERSION);
    writeEncrypted(w, a.encryptToSelfMessage);
  }
  if (a.prunableEncryptedMessage) writePrunable(w, a.prunableEncryptedMessage, prunableEncryptedHash(a.prunableEncryptedMessage), signed);
  if (a.phasing) {
    w.u8(APPENDIX_VERSION);
    writePhasing(w, a.phasing);
  }
}

function readVersion(r: ByteReader, name: string): void {
  const v = r.u8();
  if (v !== APPENDIX_VERSION) throw invalidParameter(`unsupported ${name} version ${v}`);
}

function readPlain(r: ByteReader, name: string, prunable: boolean): PlainPart | PrunedPart {
  const w = readWord(r);
  if (w.isCompressed) throw invalidParameter(`${name} cannot be compressed`);
  if (w.pruned) {
    if (!prunable) throw invalidParameter(`${name} cannot be pruned`);
    return { hash: r.bytes(HASH_LENGTH), length: w.length, isText: w.isText, isCompressed: false };
  }
  return { isText: w.isText, data: r.bytes(w.length) };
}

function readEncrypted(r: ByteReader, name: string, prunable: boolean): EncryptedPart | PrunedPart {
  const w = readWord(r);
  if (w.pruned) {
    if (!prunable) throw invalidParameter(`${name} cannot be pruned`);
    return { hash: r.bytes(HASH_LENGTH), length: w.length, isText: w.isText, isCompressed: w.isCompressed };
  }
  const data = r.bytes(w.length);
  const nonce = r.bytes(r.u8());
  return { data, nonce, isText: w.isText, isCompressed: w.isCompressed };
}

/** Reads the wire form of the appendices named by flags. */
export function readAppendices(r: ByteReader, flags: number): Appendices {
  const a: Appendices = {};
  if (flags & FLAG_MESSAGE) {
    readVersion(r, 'message');
    a.message = readPlain(r, 'message', false) as PlainPart;
  }
  if (flags & FLAG_PRUNABLE_MESSAGE) {
    readVersion(r, 'prunable message');
    a.prunableMessage = readPlain(r, 'prunable message', true);
  }
  if (flags & FLAG_ENCRYPTED_MESSAGE) {
    readVersion(r, 'encrypted message');
    a.encryptedMessage = readEncrypted(r, 'encrypted message', false) as EncryptedPart;
  }
  if (flags & FLAG_PUBLIC_KEY_ANNOUNCEMENT) {
    readVersion(r, 'public key announcement');
    a.publicKeyAnnouncement = { publicKey: r.bytes(PUBLIC_KEY_LENGTH) };
  }
  if (flags & FLAG_ENCRYPT_TO_SELF_MESSAGE) {
    readVersion(r, 'encrypt-to-self message');
    a.encryptToSelfMessage = readEncrypted(r, 'encrypt-to-self message', false) as EncryptedPart;
  }
  if (flags & FLAG_PRUNABLE_ENCRYPTED_MESSAGE) {
    readVersion(r, 'prunable encrypted message');
    a.prunableEncryptedMessage = readEncrypted(r, 'prunable encrypted message', true);
  }
  if (flags & FLAG_PHASING) {
    readVersion(r, 'phasing');
    a.phasing = readPhasing(r);
  }
  return a;
}

/** `a` with its pruned parts filled from `source` where source holds the data whose hash (and
 * signed length and flags) they stand for; parts that do not match stay pruned. The result signs
 * exactly as `a` does. */
export function fillPruned(a: Appendices, source: Appendices): Appendices {
  const out: Appendices = { ...a };
  const pm = a.prunableMessage;
  const sm = source.prunableMessage;
  if (pm && isPruned(pm) && sm && !isPruned(sm) && sm.data.length === pm.length && sm.isText === pm.isText && bytesEqual(prunableMessageHash(sm), pm.hash)) {
    out.prunableMessage = sm;
  }
  const pe = a.prunableEncryptedMessage;
  const se = source.prunableEncryptedMessage;
  if (pe && isPruned(pe) && se && !isPruned(se) && se.data.length === pe.length && se.isText === pe.isText && se.isCompressed === pe.isCompressed && bytesEqual(prunableEncryptedHash(se), pe.hash)) {
    out.prunableEncryptedMessage = se;
  }
  return out;
}
