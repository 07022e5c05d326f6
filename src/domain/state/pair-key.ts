// Keys made of two u64 ids (an account and a holding, a transaction and an order) and the
// whole-record decode helper that capability tables share.
import { StateError, StateErrorCode } from './errors.js';
import { ByteReader } from './record-bytes.js';
import { u64Key, type KeyCodec } from './table.js';

export const U64_MASK = (1n << 64n) - 1n;

/** Two u64 ids as one 128-bit key: 16 big-endian bytes, so byte order is (high, low) order. */
export const pairKey: KeyCodec<bigint> = Object.freeze({
  encode(key: bigint): Uint8Array {
    if (key < 0n || key >> 128n !== 0n) throw new StateError(StateErrorCode.OUT_OF_RANGE, `pair key out of range: ${key}`);
    const out = new Uint8Array(16);
    out.set(u64Key.encode(key >> 64n), 0);
    out.set(u64Key.encode(key & U64_MASK), 8);
    return out;
  },
  decode(bytes: Uint8Array): bigint {
    if (bytes.length !== 16) throw new StateError(StateErrorCode.CORRUPT_RECORD, `pair key of ${bytes.length} bytes`);
    return (u64Key.decode(bytes.subarray(0, 8)) << 64n) | u64Key.decode(bytes.subarray(8));
  },
});

export function pair(high: bigint, low: bigint): bigint {
  return (high << 64n) | low;
}

/** Decodes a whole record with `read`; trailing bytes are corruption. */
export function decodeWith<V>(bytes: Uint8Array, read: (r: ByteReader) => V): V {
  const r = new ByteReader(bytes);
  const value = read(r);
  r.end();
  return value;
}
