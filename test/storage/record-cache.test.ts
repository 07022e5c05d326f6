import { describe, it, expect } from '@jest/globals';
import type { Account } from '../../src/domain/types.js';
import { RecordCache } from '../../src/storage/tables/record-cache.js';

const acc = (id: bigint): Account => ({ id, publicKey: null, balanceMTA: id, forgedBalanceMTA: 0n, creationHeight: 0, balanceHistory: [] });

describe('RecordCache', () => {
  it('evicts the least recently used account beyond its capacity', () => {
    const cache = new RecordCache<bigint, Account>(2);
    cache.set(1n, acc(1n));
    cache.set(2n, acc(2n));
    expect(cache.get(1n)?.id).toBe(1n); // 1 is now more recent than 2
    cache.set(3n, acc(3n));
    expect(cache.size).toBe(2);
    expect(cache.has(2n)).toBe(false);
    expect(cache.has(1n)).toBe(true);
    expect(cache.has(3n)).toBe(true);
  });

  it('replaces, deletes and peeks without changing recency', () => {
    const cache = new RecordCache<bigint, Account>(2);
    cache.set(1n, acc(1n));
    cache.set(2n, acc(2n));
    expect(cache.peek(1n)?.id).toBe(1n);
    cache.set(2n, { ...acc(2n), balanceMTA: 9n });
    expect(cache.peek(2n)?.balanceMTA).toBe(9n);
    cache.set(3n, acc(3n)); // 1 was only peeked, so it is the oldest
    expect(cache.has(1n)).toBe(false);
    cache.delete(3n);
    expect(cache.get(3n)).toBeUndefined();
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
