import { describe, it, expect } from '@jest/globals';
import type { Account } from '../../../src/domain/types.js';
import { ACCOUNTS, decodeAccount, encodeAccount } from '../../../src/domain/state/accounts.js';
import { StateError, StateErrorCode } from '../../../src/domain/state/errors.js';
import { sha256, utf8Bytes } from '../../../src/domain/crypto.js';

const MAX_I64 = (1n << 63n) - 1n;

function account(over: Partial<Account> = {}): Account {
  return {
    id: 0xfedcba9876543210n,
    publicKey: sha256(utf8Bytes('pk')),
    balanceMTA: 12_345n,
    forgedBalanceMTA: 0n,
    creationHeight: 7,
    balanceHistory: [],
    ...over,
  };
}

describe('account codec', () => {
  it('round-trips an account with a public key and history', () => {
    const a = account({ balanceHistory: [[10, 5n], [10, 6n], [1_000_000, MAX_I64 - 1n]] });
    expect(decodeAccount(encodeAccount(a), a.id)).toEqual(a);
  });

  it('round-trips a null public key', () => {
    const a = account({ publicKey: null });
    const decoded = decodeAccount(encodeAccount(a), a.id);
    expect(decoded.publicKey).toBeNull();
    expect(decoded).toEqual(a);
  });

  it('round-trips balances at the edges of the signed 64-bit range', () => {
    for (const balance of [MAX_I64, MAX_I64 - 1n, (1n << 62n) + 12345n, 0n, -1n, -(1n << 63n)]) {
      const a = account({ balanceMTA: balance, forgedBalanceMTA: balance >= 0n ? MAX_I64 - balance / 2n : balance / 2n, balanceHistory: [[3, balance]] });
      expect(decodeAccount(encodeAccount(a), a.id)).toEqual(a);
    }
  });

  it('rejects balances that do not fit 64 bits rather than wrapping', () => {
    expect(() => encodeAccount(account({ balanceMTA: 1n << 63n }))).toThrow(StateError);
  });

  it('is compact: a funded account with a key and no history fits in under 50 bytes', () => {
    const bytes = encodeAccount(account({ balanceMTA: 100_000_000n * 100_000_000n }));
    expect(bytes.length).toBeLessThan(50);
    expect(encodeAccount(account({ publicKey: null, balanceMTA: 0n })).length).toBeLessThan(8);
  });

  it('rejects a history out of height order and a public key of the wrong size', () => {
    expect(() => encodeAccount(account({ balanceHistory: [[5, 1n], [4, 2n]] }))).toThrow(StateError);
    expect(() => encodeAccount(account({ publicKey: new Uint8Array(31) }))).toThrow(StateError);
  });

  it('rejects corrupt records', () => {
    const bytes = encodeAccount(account());
    const badFlags = bytes.slice();
    badFlags[0] = 0x80;
    expect(() => decodeAccount(badFlags, 1n)).toThrow(expect.objectContaining({ code: StateErrorCode.CORRUPT_RECORD }));
    expect(() => decodeAccount(bytes.subarray(0, bytes.length - 1), 1n)).toThrow(StateError);
    expect(() => decodeAccount(new Uint8Array([...bytes, 0]), 1n)).toThrow(StateError);
  });
});

describe('accounts table', () => {
  it('is bucket 6 keyed by the 8-byte big-endian id, with the account codec', () => {
    expect(ACCOUNTS.name).toBe('accounts');
    expect(ACCOUNTS.bucket).toBe(6);
    expect(ACCOUNTS.key.encode(0x0102030405060708n)).toEqual(Uint8Array.of(1, 2, 3, 4, 5, 6, 7, 8));
    expect(ACCOUNTS.key.decode(Uint8Array.of(0xff, 0, 0, 0, 0, 0, 0, 1))).toBe(0xff00000000000001n);
    expect(() => ACCOUNTS.key.encode(-1n)).toThrow(StateError);
    expect(() => ACCOUNTS.key.encode(1n << 64n)).toThrow(StateError);
    const a = account();
    expect(ACCOUNTS.value.decode(ACCOUNTS.value.encode(a), a.id)).toEqual(a);
    expect(Object.isFrozen(ACCOUNTS)).toBe(true);
  });
});
