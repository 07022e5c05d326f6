// Keys made of two u64 ids (an account and a holding, a transaction and an order) and the
// whole-record decode helper that capability tables share.
import { StateError, StateErrorCode } from './errors.js';
import { ByteReader } from './record-bytes.js';
import { u64Key, type KeyCodec } from './table.js';

export const U64_MASK = (1n << 64n) - 1n;

// Why the in-memory key is mixed: V8 hashes a BigInt by its least significant 64-bit digit only,
// so Map keys that share their low 64 bits (every holder of one currency, (account << 64) |
// currency) all land in one hash chain and a lookup walks it: ~70 µs instead of ~0.05 µs at
// 20,000 keys (measured; docs/performance.md). The low digit is therefore XORed with a hash of
// the high one: reversible, so the stored bytes are still (high, low) big-endian and byte order
// is still (high, low) order; only the bigint the state layer's Maps see differs.
const MIX = 0x9e3779b97f4a7c15n;

/** A well-spread 64-bit hash of `high` (multiplicative hashing by the golden ratio). */
export function mix64(high: bigint): bigint {
  return (high * MIX) & U64_MASK;
}

/** The in-memory key of (high, low): high in the upper 64 bits, low XOR mix64(high) below. */
export function pair(high: bigint, low: bigint): bigint {
  return (high << 64n) | (low ^ mix64(high));
}

/** The (high, low) ids of a key made by `pair`. */
export function unpair(key: bigint): readonly [bigint, bigint] {
  const high = key >> 64n;
  return [high, (key & U64_MASK) ^ mix64(high)];
}

/** Two u64 ids as one key: stored as 16 big-endian bytes (high, low), so byte order is (high,
 * low) order; in memory the bigint of `pair`. */
export const pairKey: KeyCodec<bigint> = Object.freeze({
  encode(key: bigint): Uint8Array {
    if (key < 0n || key >> 128n !== 0n) throw new StateError(StateErrorCode.OUT_OF_RANGE, `pair key out of range: ${key}`);
    const [high, low] = unpair(key);
    const out = new Uint8Array(16);
    out.set(u64Key.encode(high), 0);
    out.set(u64Key.encode(low), 8);
    return out;
  },
  decode(bytes: Uint8Array): bigint {
    if (bytes.length !== 16) throw new StateError(StateErrorCode.CORRUPT_RECORD, `pair key of ${bytes.length} bytes`);
    return pair(u64Key.decode(bytes.subarray(0, 8)), u64Key.decode(bytes.subarray(8)));
  },
});

/** Decodes a whole record with `read`; trailing bytes are corruption. */
export function decodeWith<V>(bytes: Uint8Array, read: (r: ByteReader) => V): V {
  const r = new ByteReader(bytes);
  const value = read(r);
  r.end();
  return value;
}
