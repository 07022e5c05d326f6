import { describe, it, expect } from '@jest/globals';
import { ALL_BUCKETS, Bucket, MetaKind, ReservedBucket } from '../../src/storage/buckets.js';

describe('buckets', () => {
  it('numbers are unique across used and reserved buckets', () => {
    const numbers = ALL_BUCKETS.map(([, n]) => n);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('names are unique and every bucket is listed', () => {
    const names = ALL_BUCKETS.map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
    expect(ALL_BUCKETS.length).toBe(Object.keys(Bucket).length + Object.keys(ReservedBucket).length);
  });

  it('numbers fit the one-byte key prefix and leave room for range ends', () => {
    for (const [, n] of ALL_BUCKETS) {
      expect(Number.isInteger(n)).toBe(true);
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThan(255);
    }
  });

  it('meta kinds are unique', () => {
    const kinds = Object.values(MetaKind);
    expect(new Set(kinds).size).toBe(kinds.length);
  });
});
