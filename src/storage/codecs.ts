// Binary record formats of the store (values; keys are in keys.ts). Compact and JSON-free
// because they sit on the block-apply hot path. Fixed widths where a field is an index or id,
// LEB128 varints where small values dominate (balances, heights in history, lengths).
// Every decoder checks it consumed the whole record, so a layout drift fails loudly.

import { ByteReader, ByteWriter } from '../domain/state/record-bytes.js';
import { StorageError, StorageErrorCode } from './errors.js';
import type { ChainTip, StoredBlock, StoredTransactionIndex } from './interface.js';

const PUBLIC_KEY_LENGTH = 32;
const FULL_HASH_LENGTH = 32;

// One writer per process, reused record after record (JS is single-threaded and encoders never
// call each other while writing).
const writer = new ByteWriter(1024);

export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

// ---------------------------------------------------------------------------------------------
// Unsigned bigint of any size (cumulative difficulty outgrows 64 bits): length-prefixed
// big-endian magnitude, no leading zeros (0n is the empty string).

function writeBigMagnitude(w: ByteWriter, value: bigint): void {
  if (value < 0n) throw new StorageError(StorageErrorCode.OUT_OF_RANGE, `negative magnitude ${value}`);
  if (value === 0n) {
    w.varUint(0);
    return;
  }
  let hex = value.toString(16);
  if (hex.length % 2 === 1) hex = '0' + hex;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  w.lengthPrefixed(bytes);
}

function readBigMagnitude(r: ByteReader): bigint {
  const bytes = r.lengthPrefixed();
  let value = 0n;
  for (const b of bytes) value = (value << 8n) | BigInt(b);
  return value;
}

// ---------------------------------------------------------------------------------------------
// Block record (the id is the key):
//   u32 height, u32 timestamp, u64 previousBlockId, u64 generatorId,
//   magnitude cumulativeDifficulty, then the block bytes to the end of the record.

export function encodeBlockRecord(block: StoredBlock): Uint8Array {
  const w = writer.reset();
  w.u32(block.height).u32(block.timestamp).u64(block.previousBlockId).u64(block.generatorId);
  writeBigMagnitude(w, block.cumulativeDifficulty);
  w.bytes(block.bytes);
  return w.finish();
}

export function decodeBlockRecord(id: bigint, bytes: Uint8Array): StoredBlock {
  const r = new ByteReader(bytes);
  const height = r.u32();
  const timestamp = r.u32();
  const previousBlockId = r.u64();
  const generatorId = r.u64();
  const cumulativeDifficulty = readBigMagnitude(r);
  return { id, height, timestamp, previousBlockId, generatorId, cumulativeDifficulty, bytes: r.rest() };
}

// ---------------------------------------------------------------------------------------------
// Chain tip (META/TIP): u32 height, u64 blockId, u32 timestamp, magnitude cumulativeDifficulty.

export function encodeTip(tip: ChainTip): Uint8Array {
  const w = writer.reset();
  w.u32(tip.height).u64(tip.blockId).u32(tip.timestamp);
  writeBigMagnitude(w, tip.cumulativeDifficulty);
  return w.finish();
}

export function decodeTip(bytes: Uint8Array): ChainTip {
  const r = new ByteReader(bytes);
  const height = r.u32();
  const blockId = r.u64();
  const timestamp = r.u32();
  const cumulativeDifficulty = readBigMagnitude(r);
  r.end();
  return { height, blockId, timestamp, cumulativeDifficulty };
}

// ---------------------------------------------------------------------------------------------
// Transaction index (TX_BY_ID; the id is the key), fixed 70 bytes plus an optional byte range:
//   [32] fullHash, u32 height, u64 blockId, u32 index, u32 blockTimestamp, u64 senderId,
//   u64 recipientId, u8 type, u8 subtype, [varuint offset, varuint length] when known.

export function encodeTxIndex(tx: StoredTransactionIndex): Uint8Array {
  if (tx.fullHash.length !== FULL_HASH_LENGTH) {
    throw new StorageError(StorageErrorCode.OUT_OF_RANGE, `full hash of transaction ${tx.id} has ${tx.fullHash.length} bytes`);
  }
  checkByte(tx.type, 'type');
  checkByte(tx.subtype, 'subtype');
  const w = writer.reset();
  w.bytes(tx.fullHash).u32(tx.height).u64(tx.blockId).u32(tx.index).u32(tx.blockTimestamp);
  w.u64(tx.senderId).u64(tx.recipientId).u8(tx.type).u8(tx.subtype);
  if (tx.byteRange !== undefined) w.varUint(tx.byteRange.offset).varUint(tx.byteRange.length);
  return w.finish();
}

/** The full hash stored in a transaction index value (its first 32 bytes), without decoding
 * the rest. */
export function txIndexFullHash(bytes: Uint8Array): Uint8Array {
  if (bytes.length < FULL_HASH_LENGTH) throw new StorageError(StorageErrorCode.CORRUPT_RECORD, 'transaction index too short');
  return bytes.subarray(0, FULL_HASH_LENGTH);
}

/** The ids a full hash can belong to: its first 8 bytes read little- or big-endian (the domain
 * codec picks the byte order; storage only relies on the prefix). */
export function idCandidates(fullHash: Uint8Array): bigint[] {
  if (fullHash.length < 8) return [];
  const view = new DataView(fullHash.buffer, fullHash.byteOffset, 8);
  const le = view.getBigUint64(0, true);
  const be = view.getBigUint64(0, false);
  return le === be ? [le] : [le, be];
}

export function decodeTxIndex(id: bigint, bytes: Uint8Array): StoredTransactionIndex {
  const r = new ByteReader(bytes);
  const fullHash = r.bytes(FULL_HASH_LENGTH);
  const height = r.u32();
  const blockId = r.u64();
  const index = r.u32();
  const blockTimestamp = r.u32();
  const senderId = r.u64();
  const recipientId = r.u64();
  const type = r.u8();
  const subtype = r.u8();
  const base = { id, fullHash, height, blockId, index, blockTimestamp, senderId, recipientId, type, subtype };
  if (r.remaining === 0) return base;
  const offset = r.varUint();
  const length = r.varUint();
  r.end();
  return { ...base, byteRange: { offset, length } };
}

function checkByte(value: number, what: string): void {
  if (!Number.isInteger(value) || value < 0 || value > 0xff) {
    throw new StorageError(StorageErrorCode.OUT_OF_RANGE, `transaction ${what} ${value} does not fit a byte`);
  }
}

// ---------------------------------------------------------------------------------------------
// Per-account history entry (ACCOUNT_TXS): u64 txId, u8 type, u8 subtype. Type and subtype are
// repeated here so a filtered history scan needs no second read per entry.

export interface AccountTxEntry {
  readonly txId: bigint;
  readonly type: number;
  readonly subtype: number;
}

export function encodeAccountTx(txId: bigint, type: number, subtype: number): Uint8Array {
  const value = new Uint8Array(10);
  const view = new DataView(value.buffer);
  view.setBigUint64(0, txId);
  value[8] = type;
  value[9] = subtype;
  return value;
}

export function decodeAccountTx(bytes: Uint8Array): AccountTxEntry {
  if (bytes.length !== 10) throw new StorageError(StorageErrorCode.CORRUPT_RECORD, `account history entry of ${bytes.length} bytes`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { txId: view.getBigUint64(0), type: bytes[8]!, subtype: bytes[9]! };
}

// ---------------------------------------------------------------------------------------------
// Plain u64 values (BLOCK_AT_HEIGHT and ACCOUNT_BLOCKS hold an id).

export function encodeId(id: bigint): Uint8Array {
  const value = new Uint8Array(8);
  new DataView(value.buffer).setBigUint64(0, id);
  return value;
}

export function decodeId(bytes: Uint8Array): bigint {
  if (bytes.length !== 8) throw new StorageError(StorageErrorCode.CORRUPT_RECORD, `id value of ${bytes.length} bytes`);
  return new DataView(bytes.buffer, bytes.byteOffset, 8).getBigUint64(0);
}

export function encodeU32(value: number): Uint8Array {
  return writer.reset().u32(value).finish();
}

export function decodeU32(bytes: Uint8Array): number {
  const r = new ByteReader(bytes);
  const v = r.u32();
  r.end();
  return v;
}

// ---------------------------------------------------------------------------------------------
// Undo record (UNDO, keyed by height): the prior value, or absence, of every key the block's
// batch changed, in the order the batch changed them (pop replays them in reverse).
//   u8 format (1), varuint count, then per entry:
//   u8 present (0|1), length-prefixed key, [length-prefixed prior value when present]

export interface UndoEntry {
  readonly key: Uint8Array;
  /** undefined: the key did not exist before the block. */
  readonly prior: Uint8Array | undefined;
}

const UNDO_FORMAT = 1;

export function encodeUndo(entries: readonly UndoEntry[]): Uint8Array {
  const w = writer.reset();
  w.u8(UNDO_FORMAT).varUint(entries.length);
  for (const { key, prior } of entries) {
    w.u8(prior === undefined ? 0 : 1).lengthPrefixed(key);
    if (prior !== undefined) w.lengthPrefixed(prior);
  }
  return w.finish();
}

export function decodeUndo(bytes: Uint8Array): UndoEntry[] {
  const r = new ByteReader(bytes);
  const format = r.u8();
  if (format !== UNDO_FORMAT) throw new StorageError(StorageErrorCode.CORRUPT_RECORD, `undo record format ${format}`);
  const count = r.varUint();
  const entries: UndoEntry[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const present = r.u8();
    if (present > 1) throw new StorageError(StorageErrorCode.CORRUPT_RECORD, `undo entry flag ${present}`);
    const key = r.lengthPrefixed();
    entries[i] = { key, prior: present === 1 ? r.lengthPrefixed() : undefined };
  }
  r.end();
  return entries;
}
