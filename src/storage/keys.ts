// Key builders, one per bucket. Fixed-width big-endian fields so that LevelDB's byte order is the
// numeric order (height ranges and newest-first scans are plain iterator bounds).

import { Bucket, type MetaKind } from './buckets.js';
import { checkU32, checkU64 } from '../domain/state/record-bytes.js';

const utf8 = new TextEncoder();
const utf8Decoder = new TextDecoder();

function putU64(key: Uint8Array, offset: number, value: bigint): void {
  checkU64(value, 'u64 key field');
  const hi = Number(value >> 32n);
  const lo = Number(value & 0xffffffffn);
  key[offset] = hi >>> 24;
  key[offset + 1] = hi >>> 16;
  key[offset + 2] = hi >>> 8;
  key[offset + 3] = hi;
  key[offset + 4] = lo >>> 24;
  key[offset + 5] = lo >>> 16;
  key[offset + 6] = lo >>> 8;
  key[offset + 7] = lo;
}

function putU32(key: Uint8Array, offset: number, value: number): void {
  checkU32(value, 'u32 key field');
  key[offset] = value >>> 24;
  key[offset + 1] = value >>> 16;
  key[offset + 2] = value >>> 8;
  key[offset + 3] = value;
}

export function readU64(key: Uint8Array, offset: number): bigint {
  const hi = ((key[offset]! << 24) | (key[offset + 1]! << 16) | (key[offset + 2]! << 8) | key[offset + 3]!) >>> 0;
  const lo = ((key[offset + 4]! << 24) | (key[offset + 5]! << 16) | (key[offset + 6]! << 8) | key[offset + 7]!) >>> 0;
  return (BigInt(hi) << 32n) | BigInt(lo);
}

export function readU32(key: Uint8Array, offset: number): number {
  return ((key[offset]! << 24) | (key[offset + 1]! << 16) | (key[offset + 2]! << 8) | key[offset + 3]!) >>> 0;
}

function idKey(bucket: number, id: bigint): Uint8Array {
  const key = new Uint8Array(9);
  key[0] = bucket;
  putU64(key, 1, id);
  return key;
}

function heightKey(bucket: number, height: number): Uint8Array {
  const key = new Uint8Array(5);
  key[0] = bucket;
  putU32(key, 1, height);
  return key;
}

function textKey(bucket: number, text: string): Uint8Array {
  const body = utf8.encode(text);
  const key = new Uint8Array(1 + body.length);
  key[0] = bucket;
  key.set(body, 1);
  return key;
}

/** [bucket] .. [bucket + 1): every key of one bucket. */
export function bucketRange(bucket: number): { gte: Uint8Array; lt: Uint8Array } {
  return { gte: Uint8Array.of(bucket), lt: Uint8Array.of(bucket + 1) };
}

export const metaKey = (kind: MetaKind): Uint8Array => Uint8Array.of(Bucket.META, kind);
export const blockKey = (id: bigint): Uint8Array => idKey(Bucket.BLOCKS, id);
export const blockAtHeightKey = (height: number): Uint8Array => heightKey(Bucket.BLOCK_AT_HEIGHT, height);
export const txByIdKey = (id: bigint): Uint8Array => idKey(Bucket.TX_BY_ID, id);
export const undoKey = (height: number): Uint8Array => heightKey(Bucket.UNDO, height);
export const mempoolKey = (id: bigint): Uint8Array => idKey(Bucket.MEMPOOL, id);
export const peerKey = (address: string): Uint8Array => textKey(Bucket.PEERS, address);
export const nodeKeyKey = (name: string): Uint8Array => textKey(Bucket.NODE_KEYS, name);

/** [ACCOUNT_TXS, account u64, height u32, index u32] */
export function accountTxKey(accountId: bigint, height: number, index: number): Uint8Array {
  const key = new Uint8Array(17);
  key[0] = Bucket.ACCOUNT_TXS;
  putU64(key, 1, accountId);
  putU32(key, 9, height);
  putU32(key, 13, index);
  return key;
}

/** Keys of one account's history from `fromHeight` on. */
export function accountTxRange(accountId: bigint, fromHeight = 0): { gte: Uint8Array; lt: Uint8Array } {
  return accountHistoryRange(Bucket.ACCOUNT_TXS, accountId, fromHeight);
}

/** [ACCOUNT_BLOCKS, generator u64, height u32] */
export function accountBlockKey(generatorId: bigint, height: number): Uint8Array {
  return accountHeightKey(Bucket.ACCOUNT_BLOCKS, generatorId, height);
}

export function accountBlockRange(generatorId: bigint, fromHeight = 0): { gte: Uint8Array; lt: Uint8Array } {
  return accountHistoryRange(Bucket.ACCOUNT_BLOCKS, generatorId, fromHeight);
}

/** [bucket, account u64, height u32]: sorts before every key of the account's history at that
 * height or above. */
function accountHeightKey(bucket: number, account: bigint, height: number): Uint8Array {
  const key = new Uint8Array(13);
  key[0] = bucket;
  putU64(key, 1, account);
  putU32(key, 9, height);
  return key;
}

/** Every key of a bucket keyed [bucket, account, height, ...] for one account from `fromHeight` on. */
function accountHistoryRange(bucket: number, account: bigint, fromHeight: number): { gte: Uint8Array; lt: Uint8Array } {
  return { gte: accountHeightKey(bucket, account, fromHeight), lt: accountUpperBound(bucket, account) };
}

/** The first key after every key that starts with [bucket, account]. */
function accountUpperBound(bucket: number, account: bigint): Uint8Array {
  // [bucket, account] followed by 0xff.. sorts after every [bucket, account, ...] key.
  const lt = new Uint8Array(1 + 8 + 9);
  lt[0] = bucket;
  putU64(lt, 1, account);
  lt.fill(0xff, 9);
  return lt;
}

export const idFromKey = (key: Uint8Array): bigint => readU64(key, 1);
export const heightFromKey = (key: Uint8Array): number => readU32(key, 1);
export const textFromKey = (key: Uint8Array): string => utf8Decoder.decode(key.subarray(1));

/** [PRUNABLE_BY_TIME, timestamp u32, id u64] */
export function prunableByTimeKey(timestamp: number, id: bigint): Uint8Array {
  const key = new Uint8Array(13);
  key[0] = Bucket.PRUNABLE_BY_TIME;
  putU32(key, 1, timestamp);
  putU64(key, 5, id);
  return key;
}

/** Keys of PRUNABLE_BY_TIME with timestamps in [from, to). */
export function prunableByTimeRange(from: number, to: number): { gte: Uint8Array; lt: Uint8Array } {
  return { gte: prunableByTimeKey(Math.max(0, from), 0n), lt: prunableByTimeKey(Math.min(to, 0xffffffff), 0n) };
}

/** [PRUNABLE_BY_ACCOUNT, account u64, timestamp u32, id u64] */
export function prunableByAccountKey(account: bigint, timestamp: number, id: bigint): Uint8Array {
  const key = new Uint8Array(21);
  key[0] = Bucket.PRUNABLE_BY_ACCOUNT;
  putU64(key, 1, account);
  putU32(key, 9, timestamp);
  putU64(key, 13, id);
  return key;
}

/** Keys of one account's PRUNABLE_BY_ACCOUNT entries with timestamps from `from` on. */
export function prunableByAccountRange(account: bigint, from: number): { gte: Uint8Array; lt: Uint8Array } {
  // Laid out as the account histories ([bucket, account u64, u32, ...]): the same range serves.
  return accountHistoryRange(Bucket.PRUNABLE_BY_ACCOUNT, account, Math.max(0, from));
}
