// Unsigned 64-bit ids: bigint in code, unsigned decimal strings at the JSON edge.
import { MAX_UNSIGNED_LONG, TWO_64, MIN_LONG } from './constants.js';
import { invalidParameter } from './errors.js';
import { readU64LE } from './bytes.js';

export { readU64LE, writeU64LE } from './bytes.js';

const UNSIGNED_DECIMAL = /^[0-9]{1,20}$/;
const NEGATIVE_DECIMAL = /^-[0-9]{1,19}$/;

/** Parses an id: an unsigned decimal 1..2^64-1, or (like Nxt) the negative signed-64 decimal of
 * the same bits. 0, junk, signs other than '-', whitespace and out-of-range values are refused. */
export function parseUnsignedId(s: string, param = 'id'): bigint {
  if (typeof s !== 'string') throw invalidParameter('id must be a decimal string', param);
  let v: bigint;
  if (UNSIGNED_DECIMAL.test(s)) {
    v = BigInt(s);
    if (v > MAX_UNSIGNED_LONG) throw invalidParameter('id out of range', param);
  } else if (NEGATIVE_DECIMAL.test(s)) {
    const n = BigInt(s);
    if (n < MIN_LONG) throw invalidParameter('id out of range', param);
    v = n < 0n ? n + TWO_64 : n; // "-0" stays 0 and is refused below
  } else {
    throw invalidParameter('id must be a decimal string', param);
  }
  if (v === 0n) throw invalidParameter('id must not be 0', param);
  return v;
}

/** Unsigned decimal form of an id (0 allowed: the "zero id", e.g. nextBlock at the tip). */
export function idToString(id: bigint): string {
  if (id < 0n || id > MAX_UNSIGNED_LONG) throw invalidParameter(`id out of range: ${id}`);
  return id.toString();
}

/** Id = first 8 bytes of a hash, little-endian unsigned. */
export function idFromHashPrefix(hash: Uint8Array): bigint {
  return readU64LE(hash, 0);
}
