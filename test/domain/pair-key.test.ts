// Pair keys: the stored bytes are (high, low) big-endian whatever the in-memory mixing, the
// mixing is reversible, and keys sharing one low id no longer share their low 64-bit digit (the
// only part of a BigInt V8 hashes: see src/domain/state/pair-key.ts).
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { pair, pairKey, U64_MASK, unpair } from '../../src/domain/state/pair-key.js';
import { u64Key } from '../../src/domain/state/table.js';

const u64 = fc.bigInt({ min: 0n, max: U64_MASK });

describe('pair keys', () => {
  it('round-trip through unpair and through their bytes, which are (high, low) big-endian', () => {
    fc.assert(
      fc.property(u64, u64, (high, low) => {
        const key = pair(high, low);
        expect(unpair(key)).toEqual([high, low]);
        const bytes = pairKey.encode(key);
        expect(bytes.subarray(0, 8)).toEqual(u64Key.encode(high));
        expect(bytes.subarray(8)).toEqual(u64Key.encode(low));
        expect(pairKey.decode(bytes)).toBe(key);
      }),
    );
  });

  it('order their bytes as (high, low)', () => {
    fc.assert(
      fc.property(u64, u64, u64, u64, (h1, l1, h2, l2) => {
        const a = Buffer.from(pairKey.encode(pair(h1, l1)));
        const b = Buffer.from(pairKey.encode(pair(h2, l2)));
        const expected = h1 === h2 ? Math.sign(Number(l1 - l2)) : Math.sign(Number(h1 - h2));
        expect(Math.sign(Buffer.compare(a, b))).toBe(expected);
      }),
    );
  });

  it('give keys with one low id distinct low digits', () => {
    const lows = new Set(Array.from({ length: 1000 }, (_, i) => pair(BigInt(i + 1) * 7919n, 42n) & U64_MASK));
    expect(lows.size).toBe(1000);
  });
});
