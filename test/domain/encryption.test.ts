// The message encryption scheme (src/domain/encryption.ts, docs/encryption.md): round trips,
// both parties, tamper detection bit by bit, key checks, the decompression cap, and the
// known-answer vectors that docs/encryption.md publishes.
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import { xchacha20poly1305 } from '@noble/ciphers/chacha.js';
import { ed25519, x25519 } from '@noble/curves/ed25519.js';
import {
  decryptData,
  ENCRYPTION_KEY_LABEL,
  ENCRYPTION_NONCE_LENGTH,
  ENCRYPTION_TAG_LENGTH,
  encryptData,
  MAX_DECRYPTED_LENGTH,
  messageKey,
  sharedSecret,
  type EncryptedData,
} from '../../src/domain/encryption.js';
import { keyPairFromSecret, smallOrderEncodings, utf8Bytes } from '../../src/domain/crypto.js';
import { MAX_ENCRYPTED_MESSAGE_LENGTH, ENCRYPTED_MESSAGE_NONCE_LENGTH } from '../../src/domain/constants.js';
import { DomainError, ErrorCode } from '../../src/domain/errors.js';
import { fromHex, toHex } from '../../src/domain/hex.js';

const alice = keyPairFromSecret('encryption vector sender');
const bob = keyPairFromSecret('encryption vector recipient');
const eve = keyPairFromSecret('encryption test eavesdropper');
const FIXED_NONCE = Uint8Array.from({ length: ENCRYPTION_NONCE_LENGTH }, (_, i) => i);

/** The DomainError `fn` throws (fails the test when it throws nothing or something else). */
function domainErrorOf(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (e) {
    if (e instanceof DomainError) return e;
    throw e;
  }
  throw new Error('expected a DomainError, nothing was thrown');
}

function expectInvalid(fn: () => unknown, param: string): void {
  const e = domainErrorOf(fn);
  expect({ code: e.code, param: e.param }).toEqual({ code: ErrorCode.INVALID_PARAMETER, param });
}

function flipBit(bytes: Uint8Array, bit: number): Uint8Array {
  const out = bytes.slice();
  out[bit >> 3]! ^= 1 << (bit & 7);
  return out;
}

describe('encryptData / decryptData', () => {
  const texts = ['', 'hi', 'Hello, Bob! ünïcödé ✓', 'x'.repeat(5000)];

  it('round-trips text and binary, compressed and not', () => {
    const binary = [new Uint8Array(0), Uint8Array.of(0, 255, 1, 254), Uint8Array.from({ length: 3000 }, (_, i) => (i * 7919) & 0xff)];
    for (const plain of [...texts.map(utf8Bytes), ...binary]) {
      for (const compress of [false, true]) {
        const enc = encryptData(plain, alice.seed, bob.publicKey, { compress });
        expect(enc.nonce).toHaveLength(ENCRYPTION_NONCE_LENGTH);
        if (!compress) expect(enc.data).toHaveLength(plain.length + ENCRYPTION_TAG_LENGTH);
        expect(toHex(decryptData(enc, bob.seed, alice.publicKey, { compressed: compress }))).toBe(toHex(plain));
      }
    }
  });

  it('compresses repetitive text: a 5000-byte repeat fits in a few dozen bytes', () => {
    const enc = encryptData(utf8Bytes('x'.repeat(5000)), alice.seed, bob.publicKey, { compress: true });
    expect(enc.data.length).toBeLessThan(64);
  });

  it('lets both parties decrypt: the recipient with the sender key, the sender with the recipient key', () => {
    const plain = utf8Bytes('for both of us');
    const enc = encryptData(plain, alice.seed, bob.publicKey, { compress: true });
    expect(decryptData(enc, bob.seed, alice.publicKey, { compressed: true })).toEqual(plain);
    expect(decryptData(enc, alice.seed, bob.publicKey, { compressed: true })).toEqual(plain);
    expect(toHex(sharedSecret(alice.seed, bob.publicKey))).toBe(toHex(sharedSecret(bob.seed, alice.publicKey)));
  });

  it('encrypts to self (both keys are the sender own)', () => {
    const plain = utf8Bytes('note to self');
    const enc = encryptData(plain, alice.seed, alice.publicKey, { compress: false });
    expect(decryptData(enc, alice.seed, alice.publicKey, { compressed: false })).toEqual(plain);
  });

  it('refuses a third party, whichever key it pairs with its own seed', () => {
    const enc = encryptData(utf8Bytes('not for eve'), alice.seed, bob.publicKey, { compress: true });
    expectInvalid(() => decryptData(enc, eve.seed, alice.publicKey, { compressed: true }), 'data');
    expectInvalid(() => decryptData(enc, eve.seed, bob.publicKey, { compressed: true }), 'data');
    expectInvalid(() => decryptData(enc, bob.seed, eve.publicKey, { compressed: true }), 'data');
  });

  it('draws a fresh random nonce per message: the same plaintext never encrypts the same', () => {
    const plain = utf8Bytes('same words');
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const enc = encryptData(plain, alice.seed, bob.publicKey, { compress: false });
      seen.add(toHex(enc.nonce));
      seen.add(toHex(enc.data));
    }
    expect(seen.size).toBe(40);
  });

  describe('tampering', () => {
    const plain = utf8Bytes('tamper with me');
    const flag = true;
    const enc = encryptData(plain, alice.seed, bob.publicKey, { compress: flag });
    const decrypt = (e: EncryptedData, compressed = flag) => decryptData(e, bob.seed, alice.publicKey, { compressed });

    it('the untouched message decrypts (the cases below differ from it by one bit each)', () => {
      expect(decrypt(enc)).toEqual(plain);
    });

    it('refuses every single-bit flip of the data', () => {
      const accepted: number[] = [];
      for (let bit = 0; bit < enc.data.length * 8; bit++) {
        try {
          decrypt({ data: flipBit(enc.data, bit), nonce: enc.nonce });
          accepted.push(bit);
        } catch (e) {
          expect(e).toBeInstanceOf(DomainError);
          expect((e as DomainError).param).toBe('data');
        }
      }
      expect(accepted).toEqual([]);
    });

    it('refuses every single-bit flip of the nonce', () => {
      const accepted: number[] = [];
      for (let bit = 0; bit < ENCRYPTION_NONCE_LENGTH * 8; bit++) {
        try {
          decrypt({ data: enc.data, nonce: flipBit(enc.nonce, bit) });
          accepted.push(bit);
        } catch (e) {
          expect((e as DomainError).param).toBe('data');
        }
      }
      expect(accepted).toEqual([]);
    });

    it('refuses a flipped compression flag, both ways', () => {
      expectInvalid(() => decrypt(enc, !flag), 'data');
      const plainEnc = encryptData(plain, alice.seed, bob.publicKey, { compress: false });
      expectInvalid(() => decryptData(plainEnc, bob.seed, alice.publicKey, { compressed: true }), 'data');
    });

    it('refuses truncated or extended data, and names the parameter it is told to', () => {
      expectInvalid(() => decrypt({ data: enc.data.subarray(0, enc.data.length - 1), nonce: enc.nonce }), 'data');
      expectInvalid(() => decrypt({ data: Uint8Array.of(...enc.data, 0), nonce: enc.nonce }), 'data');
      expectInvalid(() => decrypt({ data: enc.data.subarray(0, ENCRYPTION_TAG_LENGTH - 1), nonce: enc.nonce }), 'data');
      expectInvalid(() => decryptData({ data: flipBit(enc.data, 0), nonce: enc.nonce }, bob.seed, alice.publicKey, { compressed: true, param: 'encryptedMessage' }), 'encryptedMessage');
    });
  });

  it('refuses a nonce of the wrong length, on both sides', () => {
    const enc = encryptData(utf8Bytes('nonce'), alice.seed, bob.publicKey, { compress: false });
    for (const length of [0, 12, 23, 25, 32]) {
      expectInvalid(() => decryptData({ data: enc.data, nonce: new Uint8Array(length) }, bob.seed, alice.publicKey, { compressed: false }), 'nonce');
      expectInvalid(() => encryptData(utf8Bytes('nonce'), alice.seed, bob.publicKey, { compress: false, nonce: new Uint8Array(length) }), 'nonce');
    }
  });

  it('refuses keys that are not usable Ed25519 public keys, naming the key parameter', () => {
    const notAPoint = new Uint8Array(32);
    notAPoint[0] = 2; // y = 2: x^2 = (y^2 - 1) / (d y^2 + 1) has no square root
    const nonCanonical = new Uint8Array(32).fill(0xff);
    nonCanonical[0] = 0xed;
    nonCanonical[31] = 0x7f; // y = p, the non-canonical encoding of y = 0
    const smallOrder = smallOrderEncodings().map((h) => fromHex(h));
    expect(smallOrder.length).toBeGreaterThanOrEqual(8);
    for (const key of [notAPoint, nonCanonical, new Uint8Array(31), new Uint8Array(33), ...smallOrder]) {
      expectInvalid(() => encryptData(utf8Bytes('x'), alice.seed, key, { compress: false }), 'publicKey');
      expectInvalid(() => encryptData(utf8Bytes('x'), alice.seed, key, { compress: false, keyParam: 'recipientPublicKey' }), 'recipientPublicKey');
      expectInvalid(() => decryptData({ data: new Uint8Array(40), nonce: FIXED_NONCE }, bob.seed, key, { compressed: false, keyParam: 'account' }), 'account');
    }
  });

  it('refuses a plaintext longer than MAX_DECRYPTED_LENGTH and encrypts one of exactly that length', () => {
    expectInvalid(() => encryptData(new Uint8Array(MAX_DECRYPTED_LENGTH + 1), alice.seed, bob.publicKey, { compress: true }), 'messageToEncrypt');
    expectInvalid(() => encryptData(new Uint8Array(MAX_DECRYPTED_LENGTH + 1), alice.seed, bob.publicKey, { compress: false, param: 'messageToEncryptToSelf' }), 'messageToEncryptToSelf');
    const enc = encryptData(new Uint8Array(MAX_DECRYPTED_LENGTH), alice.seed, bob.publicKey, { compress: true });
    expect(decryptData(enc, bob.seed, alice.publicKey, { compressed: true })).toHaveLength(MAX_DECRYPTED_LENGTH);
  });

  /** What a malicious party could send: a properly encrypted (authenticated) compressed body. */
  function craftCompressed(body: Uint8Array): EncryptedData {
    const key = messageKey(sharedSecret(alice.seed, bob.publicKey), FIXED_NONCE);
    return { data: xchacha20poly1305(key, FIXED_NONCE, Uint8Array.of(1)).encrypt(body), nonce: FIXED_NONCE };
  }

  it('refuses a decompression bomb: authentic data that inflates past MAX_DECRYPTED_LENGTH', () => {
    const bomb = new Uint8Array(deflateRawSync(new Uint8Array(64 * MAX_DECRYPTED_LENGTH)));
    expect(bomb.length).toBeLessThan(100_000);
    const e = domainErrorOf(() => decryptData(craftCompressed(bomb), bob.seed, alice.publicKey, { compressed: true }));
    expect({ code: e.code, param: e.param }).toEqual({ code: ErrorCode.INVALID_PARAMETER, param: 'data' });
    expect(e.reason).toContain('inflates beyond');
    // One byte over the cap is refused too; the cap itself passes (checked above).
    const justOver = new Uint8Array(deflateRawSync(new Uint8Array(MAX_DECRYPTED_LENGTH + 1)));
    expectInvalid(() => decryptData(craftCompressed(justOver), bob.seed, alice.publicKey, { compressed: true }), 'data');
  });

  it('refuses authentic data flagged compressed that is not a deflate stream', () => {
    const e = domainErrorOf(() => decryptData(craftCompressed(Uint8Array.of(1, 2, 3, 4, 5)), bob.seed, alice.publicKey, { compressed: true }));
    expect(e.param).toBe('data');
    expect(e.reason).toContain('not valid compressed data');
  });
});

describe('known-answer vectors (published in docs/encryption.md)', () => {
  it('derives the documented keys: seeds, Ed25519 and X25519 keys, shared secret, message key', () => {
    expect(toHex(alice.seed)).toBe('dd552f06ff16973c48b34cd4ff0989912c913b48236090b51f93e4267c87cc24');
    expect(toHex(bob.seed)).toBe('2e27d8250955845d8d184a313b9ab55113250af66f581f04b1f5f3465eeaa6fa');
    expect(toHex(alice.publicKey)).toBe('c618d97adacd4927c69241d0b885dc96c788830cb34b3368cc724a8ac5a24036');
    expect(toHex(bob.publicKey)).toBe('83d0882c87035809c0d1fc6f80877e384d84551af10d37889c649b2853b51869');
    const xSecret = ed25519.utils.toMontgomerySecret(alice.seed);
    expect(toHex(xSecret)).toBe('b8ae0d6369ec0eea2344d8fa4335242ac14d9932e2f5270feaff67e72bcc697b');
    expect(toHex(ed25519.utils.toMontgomery(bob.publicKey))).toBe('cb0e5521c6323fe8e4a22e2b77b5c5f3626a8a418521190b74876c3aeb7f7d7d');
    // The birational map of the Ed25519 public key is the X25519 public key of the converted secret.
    expect(toHex(ed25519.utils.toMontgomery(alice.publicKey))).toBe(toHex(x25519.getPublicKey(xSecret)));
    expect(toHex(sharedSecret(alice.seed, bob.publicKey))).toBe('aff84985a4aab0d487fa28baffbecc26e9711af1d8a344dd73df1119460c1218');
    expect(ENCRYPTION_KEY_LABEL).toBe('totem-message-v1');
    expect(toHex(messageKey(sharedSecret(alice.seed, bob.publicKey), FIXED_NONCE))).toBe('5e02a0c42ee1ae7668dfa2d8ef46946f94bb9e9af0b40d839c50391edbd3141e');
  });

  it('uncompressed: encrypts to the documented bytes and decrypts them', () => {
    const plain = utf8Bytes('Hello, recipient!');
    const enc = encryptData(plain, alice.seed, bob.publicKey, { compress: false, nonce: FIXED_NONCE });
    expect(toHex(enc.nonce)).toBe('000102030405060708090a0b0c0d0e0f1011121314151617');
    expect(toHex(enc.data)).toBe('19345be06740bd480131a1537e40981f2fba9397a52e69551a0dd6e6cb2e5ee31e');
    expect(decryptData({ data: fromHex('19345be06740bd480131a1537e40981f2fba9397a52e69551a0dd6e6cb2e5ee31e'), nonce: FIXED_NONCE }, bob.seed, alice.publicKey, { compressed: false })).toEqual(plain);
  });

  it('compressed: decrypts the documented bytes (deflate output may vary between zlib builds, so only this direction is pinned)', () => {
    const data = fromHex('7a9860c44239d5f4ab7fe0693a0bb8265f93e170c536a2155406fb1815d9a82d3a5dc0282dc5');
    const plain = decryptData({ data, nonce: FIXED_NONCE }, bob.seed, alice.publicKey, { compressed: true });
    expect(new TextDecoder().decode(plain)).toBe('to be compressed to be compressed to be compressed');
    expectInvalid(() => decryptData({ data, nonce: FIXED_NONCE }, bob.seed, alice.publicKey, { compressed: false }), 'data');
  });
});

describe('fits the chain limits (constants.ts)', () => {
  it('the appendix limits admit our nonce and tag', () => {
    expect(ENCRYPTED_MESSAGE_NONCE_LENGTH).toBe(ENCRYPTION_NONCE_LENGTH);
    // A 1000-byte message, incompressible, still fits with its tag.
    const enc = encryptData(Uint8Array.from({ length: 1000 }, (_, i) => (i * 131 + 17) & 0xff), alice.seed, bob.publicKey, { compress: false });
    expect(enc.data.length).toBe(1000 + ENCRYPTION_TAG_LENGTH);
    expect(enc.data.length).toBeLessThanOrEqual(MAX_ENCRYPTED_MESSAGE_LENGTH);
  });
});
