// Fixture keys that sign fast. The domain signs with @noble/curves (portable, ~1k signatures/s
// here); fixtures need 10^5 signatures, so they sign with node:crypto's native Ed25519 from the
// same seed. Ed25519 is deterministic: both produce the same public key and the same signature
// bytes (checked once per process by `assertSameAsDomain`).
import { createPrivateKey, createPublicKey, sign, type KeyObject } from 'node:crypto';
import { keyPairFromSecret, sha256, sign as nobleSign, utf8Bytes } from '../../src/domain/crypto.js';
import { accountIdFromPublicKey } from '../../src/domain/account-id.js';
import { bytesEqual } from '../../src/domain/hex.js';
import type { KeyPair } from '../../src/domain/crypto.js';

// DER prefix of a PKCS#8 Ed25519 private key; the 32-byte seed follows.
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export interface BenchKey extends KeyPair {
  readonly accountId: bigint;
  /** Native Ed25519 signature of `message`. */
  sign(message: Uint8Array): Uint8Array;
}

function fromSeed(seed: Uint8Array): BenchKey {
  const privateKey: KeyObject = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]), format: 'der', type: 'pkcs8' });
  const x = createPublicKey(privateKey).export({ format: 'jwk' }).x;
  if (typeof x !== 'string') throw new Error('no public key in the exported JWK');
  const publicKey = new Uint8Array(Buffer.from(x, 'base64url'));
  return {
    seed,
    publicKey,
    accountId: accountIdFromPublicKey(publicKey),
    sign: (message) => new Uint8Array(sign(null, message, privateKey)),
  };
}

/** The key of a secret phrase, as keyPairFromSecret derives it (seed = SHA-256 of the phrase). */
export function benchKey(secretPhrase: string): BenchKey {
  return fromSeed(sha256(utf8Bytes(secretPhrase)));
}

/** `count` keys with phrases `${prefix}-0`, `${prefix}-1`, ... */
export function benchKeys(prefix: string, count: number): BenchKey[] {
  return Array.from({ length: count }, (_, i) => benchKey(`${prefix}-${i}`));
}

let checked = false;

/** Throws unless native and domain (noble) keys and signatures agree on a sample. */
export function assertSameAsDomain(): void {
  if (checked) return;
  const phrase = 'bench-self-check';
  const native = benchKey(phrase);
  const domain = keyPairFromSecret(phrase);
  if (!bytesEqual(native.publicKey, domain.publicKey)) throw new Error('native and noble public keys differ');
  const message = utf8Bytes('bench self-check message');
  if (!bytesEqual(native.sign(message), nobleSign(message, domain.seed))) throw new Error('native and noble signatures differ');
  checked = true;
}
