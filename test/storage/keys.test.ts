import { describe, it, expect } from '@jest/globals';
import { Bucket } from '../../src/storage/buckets.js';
import { ACCOUNTS } from '../../src/domain/state/accounts.js';
import {
  accountBlockKey,
  accountBlockRange,
  accountTxKey,
  accountTxRange,
  blockAtHeightKey,
  bucketRange,
  heightFromKey,
  idFromKey,
  peerKey,
  textFromKey,
  txByIdKey,
} from '../../src/storage/keys.js';

const compare = (a: Uint8Array, b: Uint8Array): number => Buffer.compare(a, b);
const within = (key: Uint8Array, r: { gte: Uint8Array; lt: Uint8Array }): boolean => compare(key, r.gte) >= 0 && compare(key, r.lt) < 0;

describe('keys', () => {
  it('start with their bucket number and decode back', () => {
    const id = (1n << 64n) - 2n;
    const key = txByIdKey(id);
    expect(key[0]).toBe(Bucket.TX_BY_ID);
    expect(idFromKey(key)).toBe(id);
    expect(heightFromKey(blockAtHeightKey(0xfffffffe))).toBe(0xfffffffe);
    expect(textFromKey(peerKey('10.0.0.1:7874'))).toBe('10.0.0.1:7874');
  });

  it('sort heights numerically', () => {
    const heights = [0, 1, 255, 256, 65_535, 70_000, 2 ** 31, 2 ** 32 - 1];
    const keys = heights.map(blockAtHeightKey);
    const sorted = [...keys].sort(compare);
    expect(sorted.map(heightFromKey)).toEqual(heights);
  });

  it('account history ranges hold exactly that account from the given height', () => {
    const a = 0x0102030405060708n;
    const b = a + 1n;
    const r = accountTxRange(a, 10);
    expect(within(accountTxKey(a, 10, 0), r)).toBe(true);
    expect(within(accountTxKey(a, 0xffffffff, 0xffffffff), r)).toBe(true);
    expect(within(accountTxKey(a, 9, 0xffffffff), r)).toBe(false);
    expect(within(accountTxKey(b, 10, 0), r)).toBe(false);
    expect(within(accountTxKey(a - 1n, 0xffffffff, 0), r)).toBe(false);
    const g = accountBlockRange(a);
    expect(within(accountBlockKey(a, 0), g)).toBe(true);
    expect(within(accountBlockKey(a, 0xffffffff), g)).toBe(true);
    expect(within(accountBlockKey(b, 0), g)).toBe(false);
  });

  it('bucket ranges do not overlap their neighbours', () => {
    const r = bucketRange(ACCOUNTS.bucket);
    expect(within(Uint8Array.of(ACCOUNTS.bucket, 0xff, 0xff), r)).toBe(true);
    expect(within(Uint8Array.of(ACCOUNTS.bucket + 1), r)).toBe(false);
    expect(within(Uint8Array.of(ACCOUNTS.bucket - 1, 0xff), r)).toBe(false);
  });
});
