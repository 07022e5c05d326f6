import { describe, it, expect } from '@jest/globals';
import { accountIdFromPublicKey } from '../../src/domain/account-id.js';
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

  it('requires 32 bytes', () => {
    expect(() => accountIdFromPublicKey(new Uint8Array(31))).toThrow(DomainError);
  });
});
