import { describe, it, expect } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { ed25519 } from '@noble/curves/ed25519.js';
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';
import { enableVerifiedSignatureCache, keyPairFromSecret, publicKeyFromSeed, sha256, sign, smallOrderEncodings, utf8Bytes, verify, verifyNoble } from '../../src/domain/crypto.js';
import { fromHex, toHex } from '../../src/domain/hex.js';
import { DomainError } from '../../src/domain/errors.js';
import { withNonCanonicalS } from '../helpers/ed25519.js';


function both(sig: Uint8Array, msg: Uint8Array, pk: Uint8Array): boolean {
  const a = verify(sig, msg, pk);
  const b = verifyNoble(sig, msg, pk);
  expect({ native: a, noble: b }).toEqual({ native: b, noble: a });
  return a;
}

describe('sha256', () => {
  it('matches @noble/hashes and concatenates parts', () => {
    const a = utf8Bytes('hello ');
    const b = utf8Bytes('world');
    expect(sha256(a, b)).toEqual(nobleSha256(utf8Bytes('hello world')));
    expect(sha256()).toEqual(nobleSha256(new Uint8Array(0)));
    expect(toHex(sha256(utf8Bytes('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const d = sha256(a);
    expect(d).toBeInstanceOf(Uint8Array);
    expect(d.length).toBe(32);
  });
});

describe('keys', () => {
  it('seed = SHA-256 of the UTF-8 phrase, public key from noble', () => {
    const kp = keyPairFromSecret('devnet-0');
    expect(kp.seed).toEqual(nobleSha256(utf8Bytes('devnet-0')));
    expect(kp.publicKey).toEqual(ed25519.getPublicKey(kp.seed));
    expect(publicKeyFromSeed(kp.seed)).toEqual(kp.publicKey);
    expect(keyPairFromSecret('ünïcødé').seed).toEqual(nobleSha256(new TextEncoder().encode('ünïcødé')));
    expect(() => keyPairFromSecret('')).toThrow(DomainError);
    expect(() => sign(new Uint8Array(1), new Uint8Array(31))).toThrow(DomainError);
  });
});

describe('native keys and signatures are the RFC 8032 ones (@noble computes the same bytes)', () => {
  it('public keys and signatures agree for random seeds and messages, and the cache keeps them apart', () => {
    for (let i = 0; i < 40; i++) {
      const seed = new Uint8Array(randomBytes(32));
      const message = new Uint8Array(randomBytes(i * 7));
      expect(toHex(publicKeyFromSeed(seed))).toBe(toHex(ed25519.getPublicKey(seed)));
      expect(toHex(sign(message, seed))).toBe(toHex(ed25519.sign(message, seed)));
    }
  });
});

describe('the verified-signature cache (on in simulations)', () => {
  it('answers as verify does: tampered messages, keys and signatures still fail, inputs changed after a check are not trusted', () => {
    enableVerifiedSignatureCache(8);
    try {
      for (let i = 0; i < 40; i++) {
        const seed = randomBytes(32);
        const pk = publicKeyFromSeed(seed);
        const msg = new Uint8Array(randomBytes(1 + i * 11));
        const sig = sign(msg, seed);
        // Twice: the second answer comes from the cache.
        expect(both(sig, msg, pk)).toBe(true);
        expect(both(sig, msg, pk)).toBe(true);
        const badMsg = Uint8Array.from(msg);
        badMsg[i % badMsg.length]! ^= 1;
        expect(both(sig, badMsg, pk)).toBe(false);
        expect(both(sig, msg.subarray(0, msg.length - 1), pk)).toBe(false);
        expect(both(sig, msg, publicKeyFromSeed(randomBytes(32)))).toBe(false);
        // The cache holds copies: changing the caller's bytes afterwards changes the answer.
        msg[0]! ^= 1;
        expect(both(sig, msg, pk)).toBe(false);
        msg[0]! ^= 1;
        expect(both(sig, msg, pk)).toBe(true);
        const badSig = Uint8Array.from(sig);
        badSig[i % 64]! ^= 1 << (i % 8);
        expect(both(badSig, msg, pk)).toBe(false);
      }
      // A non-canonical S never verifies, whatever was cached for the canonical one.
      const seed = randomBytes(32);
      const pk = publicKeyFromSeed(seed);
      const msg = utf8Bytes('malleable');
      const sig = sign(msg, seed);
      expect(verify(sig, msg, pk)).toBe(true);
      expect(verify(withNonCanonicalS(sig), msg, pk)).toBe(false);
    } finally {
      enableVerifiedSignatureCache(0);
    }
  });
});

describe('verify (native) and verifyNoble agree', () => {
  it('on random valid, tampered and wrong-key cases', () => {
    let valid = 0;
    for (let i = 0; i < 60; i++) {
      const seed = randomBytes(32);
      const pk = publicKeyFromSeed(seed);
      const msg = randomBytes(1 + (i * 37) % 300);
      const sig = sign(msg, seed);
      expect(ed25519.verify(sig, msg, pk)).toBe(true);
      if (both(sig, msg, pk)) valid++;

      const badMsg = Uint8Array.from(msg);
      badMsg[i % badMsg.length]! ^= 1 << (i % 8);
      expect(both(sig, badMsg, pk)).toBe(false);

      const badSig = Uint8Array.from(sig);
      badSig[i % 64]! ^= 1 << (i % 8);
      expect(both(badSig, msg, pk)).toBe(false);

      const otherPk = publicKeyFromSeed(randomBytes(32));
      expect(both(sig, msg, otherPk)).toBe(false);

      const badPk = Uint8Array.from(pk);
      badPk[i % 32]! ^= 1 << (i % 8);
      expect(both(sig, msg, badPk)).toBe(false);
    }
    expect(valid).toBe(60);
  });

  it('on random garbage', () => {
    for (let i = 0; i < 60; i++) {
      expect(both(randomBytes(64), randomBytes(i), randomBytes(32))).toBe(false);
    }
  });

  it('on malformed shapes, never throwing', () => {
    const seed = randomBytes(32);
    const pk = publicKeyFromSeed(seed);
    const msg = utf8Bytes('m');
    const sig = sign(msg, seed);
    expect(both(sig.subarray(0, 63), msg, pk)).toBe(false);
    expect(both(new Uint8Array(65), msg, pk)).toBe(false);
    expect(both(sig, msg, pk.subarray(0, 31))).toBe(false);
    expect(both(sig, msg, new Uint8Array(33))).toBe(false);
    expect(both(new Uint8Array(0), new Uint8Array(0), new Uint8Array(0))).toBe(false);
    const junk = [null, undefined, 'abc', 42, {}, [1, 2]] as unknown as Uint8Array[];
    for (const j of junk) {
      expect(verify(j, msg, pk)).toBe(false);
      expect(verifyNoble(j, msg, pk)).toBe(false);
      expect(verify(sig, j, pk)).toBe(false);
      expect(verifyNoble(sig, j, pk)).toBe(false);
      expect(verify(sig, msg, j)).toBe(false);
      expect(verifyNoble(sig, msg, j)).toBe(false);
    }
  });

  it('refuse a non-canonical S (S + L) that the equation alone would accept', () => {
    const seed = randomBytes(32);
    const pk = publicKeyFromSeed(seed);
    const msg = utf8Bytes('malleable');
    const sig = sign(msg, seed);
    const mall = withNonCanonicalS(sig);
    expect(both(mall, msg, pk)).toBe(false);
    expect(both(sig, msg, pk)).toBe(true);
  });

  it('refuse small-order public keys, including the all-messages forgery', () => {
    const encodings = smallOrderEncodings();
    expect(encodings.length).toBeGreaterThanOrEqual(8);
    const identity = fromHex('0100000000000000000000000000000000000000000000000000000000000000');
    // R = identity, S = 0 satisfies [S]B = R + [k]A for A = identity and any message.
    const forged = new Uint8Array(64);
    forged.set(identity, 0);
    for (const hex of encodings) {
      const pk = fromHex(hex);
      expect(both(forged, utf8Bytes('anything'), pk)).toBe(false);
      expect(both(randomBytes(64), utf8Bytes('x'), pk)).toBe(false);
    }
  });

  it('refuse off-curve keys and non-canonical R', () => {
    const seed = randomBytes(32);
    const pk = publicKeyFromSeed(seed);
    const msg = utf8Bytes('r');
    const sig = sign(msg, seed);
    const offCurve = new Uint8Array(32);
    offCurve[0] = 2;
    expect(both(sig, msg, offCurve)).toBe(false);
    const badR = Uint8Array.from(sig);
    badR[31]! ^= 0x80; // flips the sign bit of R's encoding
    expect(both(badR, msg, pk)).toBe(false);
  });
});
