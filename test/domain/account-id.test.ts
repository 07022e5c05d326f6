import { describe, it, expect } from '@jest/globals';
import { ACCOUNT_ID_MEMO_LIMIT, accountIdFromPublicKey } from '../../src/domain/account-id.js';
import { sha256, keyPairFromSecret } from '../../src/domain/crypto.js';
import { DomainError } from '../../src/domain/errors.js';

describe('accountIdFromPublicKey', () => {
  it('is the first 8 bytes of SHA-256(pk), little-endian', () => {
    const pk = keyPairFromSecret('devnet-1').publicKey;
    const h = sha256(pk);
    let expected = 0n;
    for (let i = 7; i >= 0; i--) expected = (expected << 8n) | BigInt(h[i]!);
    expect(accountIdFromPublicKey(pk)).toBe(expected);
    expect(accountIdFromPublicKey(pk)).toBeGreaterThan(0n);
    expect(accountIdFromPublicKey(pk)).toBeLessThan(2n ** 64n);
  });

  it('the memo never answers for a different key: same first six bytes, same memo slot', () => {
    const idOf = (pk: Uint8Array) => {
      const h = sha256(pk);
      let id = 0n;
      for (let i = 7; i >= 0; i--) id = (id << 8n) | BigInt(h[i]!);
      return id;
    };
    const a = new Uint8Array(32).fill(7);
    const b = a.slice();
    b[31] = 8; // differs after the six bytes the memo is keyed by
    for (let round = 0; round < 3; round++) {
      expect(accountIdFromPublicKey(a)).toBe(idOf(a));
      expect(accountIdFromPublicKey(b)).toBe(idOf(b));
    }
    // The memo copies the key: changing the caller's bytes later does not poison it.
    const c = new Uint8Array(32).fill(9);
    const cId = accountIdFromPublicKey(c);
    c[20] = 1;
    expect(accountIdFromPublicKey(c)).toBe(idOf(c));
    expect(accountIdFromPublicKey(new Uint8Array(32).fill(9))).toBe(cId);
  });

  it('stays right past the memo limit (it starts over)', () => {
    const pk = new Uint8Array(32);
    for (let i = 0; i <= ACCOUNT_ID_MEMO_LIMIT + 10; i++) {
      pk[0] = i & 0xff;
      pk[1] = (i >> 8) & 0xff;
      pk[2] = (i >> 16) & 0xff;
      const got = accountIdFromPublicKey(pk);
      if (i % 997 !== 0 && i < ACCOUNT_ID_MEMO_LIMIT) continue;
      const h = sha256(pk);
      let id = 0n;
      for (let k = 7; k >= 0; k--) id = (id << 8n) | BigInt(h[k]!);
      expect(got).toBe(id);
      expect(accountIdFromPublicKey(pk)).toBe(id);
    }
  });

  it('requires 32 bytes', () => {
    expect(() => accountIdFromPublicKey(new Uint8Array(31))).toThrow(DomainError);
  });
});
