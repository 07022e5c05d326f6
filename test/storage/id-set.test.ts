import { describe, it, expect } from '@jest/globals';
import { IdSet } from '../../src/storage/id-set.js';

/** Deterministic 64-bit ids (xorshift), with low-entropy and edge values mixed in. */
function* ids(n: number, seed = 0x9e3779b97f4a7c15n): Generator<bigint> {
  let x = seed;
  for (let i = 0; i < n; i++) {
    x ^= (x << 13n) & 0xffffffffffffffffn;
    x ^= x >> 7n;
    x ^= (x << 17n) & 0xffffffffffffffffn;
    yield i % 5 === 0 ? BigInt(i) : i % 7 === 0 ? (BigInt(i) << 32n) : x;
  }
}

describe('IdSet', () => {
  it('agrees with a Set<bigint> under adds and deletes, across growth', () => {
    const set = new IdSet();
    const reference = new Set<bigint>();
    const all = [...ids(20_000)];
    all.forEach((id, i) => {
      expect(set.add(id)).toBe(!reference.has(id));
      reference.add(id);
      if (i % 3 === 0) {
        const victim = all[Math.floor(i / 2)]!;
        expect(set.delete(victim)).toBe(reference.delete(victim));
      }
    });
    expect(set.size).toBe(reference.size);
    for (const id of all) expect(set.has(id)).toBe(reference.has(id));
    for (const id of ids(2_000, 12345n)) expect(set.has(id)).toBe(reference.has(id));
    expect(set.byteLength).toBeLessThanOrEqual(16 * 2 * reference.size + 16 * 1024);
  });

  it('handles id 0 and the largest id', () => {
    const set = new IdSet();
    const max = (1n << 64n) - 1n;
    expect(set.has(0n)).toBe(false);
    expect(set.add(0n)).toBe(true);
    expect(set.add(0n)).toBe(false);
    expect(set.add(max)).toBe(true);
    expect([set.has(0n), set.has(max), set.size]).toEqual([true, true, 2]);
    expect(set.delete(0n)).toBe(true);
    expect(set.delete(0n)).toBe(false);
    expect(set.delete(max)).toBe(true);
    expect(set.delete(max)).toBe(false);
    expect(set.size).toBe(0);
  });

  it('keeps every probe run intact when deleting from dense clusters', () => {
    const set = new IdSet();
    // Sequential ids fill the minimum table to just under half, deleting in several orders.
    const dense = Array.from({ length: 500 }, (_, i) => BigInt(i + 1));
    for (const id of dense) set.add(id);
    for (const id of dense.filter((_, i) => i % 2 === 1)) expect(set.delete(id)).toBe(true);
    dense.forEach((id, i) => expect(set.has(id)).toBe(i % 2 === 0));
    for (const id of [...dense].reverse().filter((_, i) => i % 2 === 1)) set.delete(id);
    for (const id of dense) expect(set.has(id)).toBe(false);
    expect(set.size).toBe(0);
  });
});
