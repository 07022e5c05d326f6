// Message encryption between two accounts (docs/encryption.md states the scheme byte by byte).
//
//   X25519 secret  = ed25519.utils.toMontgomerySecret(seed)     (the clamped Ed25519 scalar)
//   X25519 public  = ed25519.utils.toMontgomery(theirPublicKey) (birational map u = (1+y)/(1-y))
//   shared         = X25519(secret, public)                     (the same for both parties)
//   key            = HKDF-SHA256(ikm = shared, salt = nonce, info = 'totem-message-v1', 32 bytes)
//   aad            = one byte: 0x01 compressed, 0x00 not
//   data           = XChaCha20-Poly1305(key, nonce, aad).encrypt(plaintext') = ciphertext || tag
//   plaintext'     = deflateRaw(plaintext) when compressed, else plaintext
//
// Unlike Nxt's AES-CBC the AEAD tag makes any change to data, nonce or the compression flag (and
// a wrong key) fail decryption instead of yielding garbage. The nonce salts the key derivation
// as well as the cipher, so every message has a key of its own (a nonce must still never repeat
// between the same two accounts: that would repeat the key and the keystream).
// Pure computation: node:zlib is used for its deflate/inflate functions only, no I/O.
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { xchacha20poly1305 } from '@noble/ciphers/chacha.js';
import { randomBytes } from '@noble/ciphers/utils.js';
import { ed25519, x25519 } from '@noble/curves/ed25519.js';
import { hkdf } from '@noble/hashes/hkdf.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { PUBLIC_KEY_LENGTH } from './constants.js';
import { DomainError, invalidParameter } from './errors.js';

export interface EncryptedData {
  readonly data: Uint8Array;
  readonly nonce: Uint8Array;
}

/** XChaCha20's extended nonce: 24 random bytes are safe to draw per message for any volume. */
export const ENCRYPTION_NONCE_LENGTH = 24;
/** Poly1305 tag appended to every ciphertext. */
export const ENCRYPTION_TAG_LENGTH = 16;
/** Longest plaintext encrypted or returned by decryption (after decompression): 1 MiB. It
 * bounds what a compressed message may inflate to (a decompression bomb of a few KiB of
 * ciphertext could otherwise expand to gigabytes) and is far above every message limit the
 * chain allows (the largest, a prunable message, is 42 KiB of ciphertext). */
export const MAX_DECRYPTED_LENGTH = 1024 * 1024;
/** HKDF `info`: separates these keys from any other use of the same shared secret. */
export const ENCRYPTION_KEY_LABEL = 'totem-message-v1';

const LABEL_BYTES = new TextEncoder().encode(ENCRYPTION_KEY_LABEL);
const AAD_COMPRESSED = Uint8Array.of(1);
const AAD_UNCOMPRESSED = Uint8Array.of(0);

export interface EncryptOptions {
  readonly compress: boolean;
  /** A fixed nonce, for known-answer tests only: a nonce must never repeat under one key pair. */
  readonly nonce?: Uint8Array;
  /** Parameter named when the plaintext is too long (default 'messageToEncrypt'). */
  readonly param?: string;
  /** Parameter named when theirPublicKey is not a usable key (default 'publicKey'). */
  readonly keyParam?: string;
}

export interface DecryptOptions {
  readonly compressed: boolean;
  /** Parameter named when decryption fails (default 'data'). */
  readonly param?: string;
  /** Parameter named when theirPublicKey is not a usable key (default 'publicKey'). */
  readonly keyParam?: string;
}

function checkSeed(seed: Uint8Array): void {
  if (!(seed instanceof Uint8Array) || seed.length !== 32) throw invalidParameter('seed must be 32 bytes');
}

/** The X25519 shared secret of our Ed25519 seed and their Ed25519 public key (symmetric: the
 * other party computes the same from its seed and our public key). A key that is not the
 * canonical encoding of a curve point, or is a point of small order (whose shared secret would
 * be predictable), is refused naming `keyParam`. */
export function sharedSecret(seed: Uint8Array, theirPublicKey: Uint8Array, keyParam = 'publicKey'): Uint8Array {
  checkSeed(seed);
  if (!(theirPublicKey instanceof Uint8Array) || theirPublicKey.length !== PUBLIC_KEY_LENGTH) {
    throw invalidParameter(`public key must be ${PUBLIC_KEY_LENGTH} bytes`, keyParam);
  }
  let theirs: Uint8Array;
  try {
    // Strict RFC 8032 decoding (zip215 = false): a non-canonical y is refused too.
    const point = ed25519.Point.fromBytes(theirPublicKey, false);
    if (point.isSmallOrder()) throw new Error('small order');
    theirs = ed25519.utils.toMontgomery(theirPublicKey);
  } catch {
    throw invalidParameter('public key is not a valid Ed25519 point', keyParam);
  }
  try {
    return x25519.getSharedSecret(ed25519.utils.toMontgomerySecret(seed), theirs);
  } catch {
    // noble refuses an all-zero shared secret; unreachable for a point that is not of small order.
    throw invalidParameter('public key gives no usable shared secret', keyParam);
  }
}

/** The 32-byte XChaCha20-Poly1305 key of one message. */
export function messageKey(shared: Uint8Array, nonce: Uint8Array): Uint8Array {
  return hkdf(sha256, shared, nonce, LABEL_BYTES, 32);
}

function checkNonce(nonce: Uint8Array, param: string): void {
  if (!(nonce instanceof Uint8Array) || nonce.length !== ENCRYPTION_NONCE_LENGTH) {
    throw invalidParameter(`nonce must be ${ENCRYPTION_NONCE_LENGTH} bytes`, param);
  }
}

/** Encrypts `plaintext` from the owner of `seed` to the owner of `theirPublicKey` (either can
 * decrypt). seed = the sender's Ed25519 private seed (SHA-256 of the secret phrase; see
 * keyPairFromSecret in crypto.ts). */
export function encryptData(plaintext: Uint8Array, seed: Uint8Array, theirPublicKey: Uint8Array, opts: EncryptOptions): EncryptedData {
  if (plaintext.length > MAX_DECRYPTED_LENGTH) {
    throw invalidParameter(`message longer than ${MAX_DECRYPTED_LENGTH} bytes`, opts.param ?? 'messageToEncrypt');
  }
  const nonce = opts.nonce ?? randomBytes(ENCRYPTION_NONCE_LENGTH);
  checkNonce(nonce, 'nonce');
  const shared = sharedSecret(seed, theirPublicKey, opts.keyParam);
  const body = opts.compress ? new Uint8Array(deflateRawSync(plaintext)) : plaintext;
  const data = xchacha20poly1305(messageKey(shared, nonce), nonce, opts.compress ? AAD_COMPRESSED : AAD_UNCOMPRESSED).encrypt(body);
  return { data, nonce: nonce.slice() };
}

/** Decrypts what encryptData produced, for either party. Throws DomainError (errorCode 7 naming
 * `param`, default 'data') when the tag does not verify (tampered data, nonce or compression
 * flag; wrong key), when the plaintext does not inflate, or when it would inflate beyond
 * MAX_DECRYPTED_LENGTH. A nonce of the wrong length is refused naming 'nonce'. */
export function decryptData(enc: EncryptedData, seed: Uint8Array, theirPublicKey: Uint8Array, opts: DecryptOptions): Uint8Array {
  const param = opts.param ?? 'data';
  checkNonce(enc.nonce, 'nonce');
  if (!(enc.data instanceof Uint8Array) || enc.data.length < ENCRYPTION_TAG_LENGTH) {
    throw invalidParameter(`encrypted data shorter than its ${ENCRYPTION_TAG_LENGTH}-byte tag`, param);
  }
  const shared = sharedSecret(seed, theirPublicKey, opts.keyParam);
  let body: Uint8Array;
  try {
    body = xchacha20poly1305(messageKey(shared, enc.nonce), enc.nonce, opts.compressed ? AAD_COMPRESSED : AAD_UNCOMPRESSED).decrypt(enc.data);
  } catch {
    // One answer for every cause: which of key, nonce, flag or data was wrong is not knowable.
    throw invalidParameter('decryption failed: the data was altered, or was not encrypted between these accounts with this nonce and compression flag', param);
  }
  if (!opts.compressed) {
    if (body.length > MAX_DECRYPTED_LENGTH) throw invalidParameter(`decrypted message longer than ${MAX_DECRYPTED_LENGTH} bytes`, param);
    return body;
  }
  return inflate(body, param);
}

function inflate(body: Uint8Array, param: string): Uint8Array {
  try {
    // maxOutputLength stops inflation as soon as the output would pass the cap, so a bomb costs
    // at most MAX_DECRYPTED_LENGTH bytes of work and memory before it is refused.
    const out = inflateRawSync(body, { maxOutputLength: MAX_DECRYPTED_LENGTH });
    return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
  } catch (e) {
    if (e instanceof DomainError) throw e;
    const tooLarge = e instanceof RangeError || (e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
    throw invalidParameter(
      tooLarge ? `decrypted message inflates beyond ${MAX_DECRYPTED_LENGTH} bytes` : 'decrypted message is not valid compressed data',
      param,
    );
  }
}
