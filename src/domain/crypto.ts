// Hashing, keys and Ed25519 signatures. Keys, signatures and the hot-path `verify` use
// node:crypto's native Ed25519 (RFC 8032: deterministic, so the same bytes as any other
// implementation; a native signature costs ~60 µs against ~1.5 ms in JavaScript, and deriving
// the devnet's keys no longer spends ~0.2 s of a node's start on @noble's first precomputation). `verifyNoble` implements exactly the
// same acceptance rule with noble primitives so both always agree (tests cross-check them):
//   - lengths: signature 64 bytes, public key 32 bytes;
//   - S (second half of the signature) must be canonical (< L);
//   - the public key must decode to a curve point that is not of small order (an all-torsion key
//     would accept forged signatures for any message, and OpenSSL does not refuse it itself);
//   - cofactorless equation, compared on encodings: encode([S]B - [k]A) == R, with
//     k = SHA-512(R || A || M) mod L over the exact bytes given (what OpenSSL does).
import { createHash, createPrivateKey, createPublicKey, hash as oneShotHash, sign as nodeSign, verify as nodeVerify, type KeyObject } from 'node:crypto';
import { ed25519, ED25519_TORSION_SUBGROUP } from '@noble/curves/ed25519.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { PUBLIC_KEY_LENGTH, SIGNATURE_LENGTH } from './constants.js';
import { bytesEqual, fromHex, toHex } from './hex.js';
import { invalidParameter } from './errors.js';

export interface KeyPair {
  /** 32-byte Ed25519 private seed = SHA-256(UTF-8 secret phrase). */
  readonly seed: Uint8Array;
  readonly publicKey: Uint8Array;
}

/** Parts up to this many bytes in all are hashed from one reused buffer (ids, full hashes,
 * account ids: several per transaction); longer input streams through a Hash object. */
const SHA256_SCRATCH = 4096;
const sha256Scratch = new Uint8Array(SHA256_SCRATCH);

/** SHA-256 over the concatenation of the parts (node:crypto). */
export function sha256(...parts: Uint8Array[]): Uint8Array {
  let total = 0;
  for (const p of parts) total += p.length;
  if (total > SHA256_SCRATCH) {
    const h = createHash('sha256');
    for (const p of parts) h.update(p);
    const d = h.digest();
    return new Uint8Array(d.buffer, d.byteOffset, d.byteLength);
  }
  // The one-shot crypto.hash with a string output: on Node 20 its 'buffer' output costs ~2 µs
  // and a Hash object ~3 µs for two parts, while a latin1 string (one char per byte, exact)
  // copied into a Uint8Array costs ~1 µs.
  let input: Uint8Array;
  if (parts.length === 1) input = parts[0]!;
  else {
    let at = 0;
    for (const p of parts) {
      sha256Scratch.set(p, at);
      at += p.length;
    }
    input = sha256Scratch.subarray(0, total);
  }
  const digest = oneShotHash('sha256', input, 'binary'); // 'binary' is latin1
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++) out[i] = digest.charCodeAt(i);
  return out;
}

const utf8 = new TextEncoder();

export function utf8Bytes(s: string): Uint8Array {
  return utf8.encode(s);
}

/** Derives the key pair of a secret phrase. The phrase itself is never kept. */
export function keyPairFromSecret(secretPhrase: string): KeyPair {
  if (typeof secretPhrase !== 'string' || secretPhrase.length === 0) throw invalidParameter('secret phrase must be a non-empty string', 'secretPhrase');
  const seed = sha256(utf8Bytes(secretPhrase));
  return { seed, publicKey: publicKeyFromSeed(seed) };
}

/** A secret phrase, or the key pair already derived from one (a split secret's, combined by the
 * API; docs/split-secrets.md). Services that keep a signing key take either. */
export type SecretOrKeyPair = string | KeyPair;

export function toKeyPair(secret: SecretOrKeyPair): KeyPair {
  return typeof secret === 'string' ? keyPairFromSecret(secret) : secret;
}

export function publicKeyFromSeed(seed: Uint8Array): Uint8Array {
  if (seed.length !== 32) throw invalidParameter('seed must be 32 bytes');
  const jwk = createPublicKey(privateKey(seed)).export({ format: 'jwk' });
  return new Uint8Array(Buffer.from(jwk.x!, 'base64url'));
}

/** Ed25519 signature (64 bytes) of message with the private seed. */
export function sign(message: Uint8Array, seed: Uint8Array): Uint8Array {
  if (seed.length !== 32) throw invalidParameter('seed must be 32 bytes');
  const signature = nodeSign(null, message, privateKey(seed));
  return new Uint8Array(signature.buffer, signature.byteOffset, signature.byteLength);
}

// PKCS#8 wrapping of a raw 32-byte Ed25519 seed (RFC 8410): the fixed prefix, then the seed.
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
// Importing a key costs ~0.8 ms, a signature with it ~60 µs: the keys of the few accounts that
// sign (forgers, the API's signers) are kept, least recently used dropped first. The seeds are
// already in the callers' memory; a KeyObject holds the same secret in native memory.
const PRIVATE_KEY_CACHE_LIMIT = 256;
const privateKeys = new Map<string, KeyObject>();

function privateKey(seed: Uint8Array): KeyObject {
  const id = toHex(seed);
  let key = privateKeys.get(id);
  if (key !== undefined) {
    privateKeys.delete(id);
  } else {
    key = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]), format: 'der', type: 'pkcs8' });
    if (privateKeys.size >= PRIVATE_KEY_CACHE_LIMIT) privateKeys.delete(privateKeys.keys().next().value!);
  }
  privateKeys.set(id, key);
  return key;
}

const Point = ed25519.Point;
const L = Point.Fn.ORDER;

function numberLE(bytes: Uint8Array): bigint {
  let v = 0n;
  for (let i = bytes.length - 1; i >= 0; i--) v = (v << 8n) | BigInt(bytes[i]!);
  return v;
}

// L = 2^252 + 27742317777372353535851937790883648493 as 32 little-endian bytes, to compare S
// without a bigint conversion on the hot path.
const L_BYTES = (() => {
  const out = new Uint8Array(32);
  let v = L;
  for (let i = 0; i < 32; i++) {
    out[i] = Number(v & 0xffn);
    v >>= 8n;
  }
  return out;
})();

/** True when the 32-byte little-endian scalar is < L. */
function scalarIsCanonical(s: Uint8Array): boolean {
  for (let i = 31; i >= 0; i--) {
    if (s[i]! < L_BYTES[i]!) return true;
    if (s[i]! > L_BYTES[i]!) return false;
  }
  return false; // equal to L
}

// Every 32-byte encoding that decodes (leniently, as OpenSSL does) to a point of small order:
// the 8 canonical torsion encodings, their sign-flipped x=0 forms and their y+p forms.
const SMALL_ORDER_ENCODINGS: ReadonlySet<string> = (() => {
  const P = 2n ** 255n - 19n;
  const found = new Set<string>();
  for (const hex of ED25519_TORSION_SUBGROUP) {
    const canonical = fromHex(hex);
    const y = numberLE(canonical) & ((1n << 255n) - 1n);
    const sign = canonical[31]! & 0x80;
    const ys = y + P < 2n ** 255n ? [y, y + P] : [y];
    for (const yy of ys) {
      for (const s of [0, 0x80]) {
        const enc = new Uint8Array(32);
        let v = yy;
        for (let i = 0; i < 32; i++) {
          enc[i] = Number(v & 0xffn);
          v >>= 8n;
        }
        enc[31]! |= s === 0 ? sign : sign ^ 0x80;
        try {
          if (Point.fromBytes(enc, true).isSmallOrder()) found.add(toHex(enc));
        } catch {
          // not a point at all: refused by both paths anyway
        }
      }
    }
  }
  return found;
})();

/** The small-order public key encodings refused by both verifiers (for tests and audits). */
export function smallOrderEncodings(): string[] {
  return [...SMALL_ORDER_ENCODINGS];
}

function basicShapeOk(signature: unknown, message: unknown, publicKey: unknown): boolean {
  return (
    signature instanceof Uint8Array &&
    signature.length === SIGNATURE_LENGTH &&
    publicKey instanceof Uint8Array &&
    publicKey.length === PUBLIC_KEY_LENGTH &&
    message instanceof Uint8Array
  );
}

function base64url(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64url');
}

/** Imported native keys of recent senders. Importing costs ~5-15% of a verification; senders
 * repeat, so a FIFO-bounded cache pays. It never changes a result (a key object is a pure
 * function of the 32 bytes) and never holds more than KEY_CACHE_LIMIT entries. The bound must
 * exceed the number of active senders: a FIFO cycled by more senders than it holds misses on
 * every lookup (5,000 senders in a 4,096-entry cache did). 65,536 keys cost a few tens of MB at
 * most and only when that many distinct senders are seen. */
export const KEY_CACHE_LIMIT = 65_536;
const keyCache = new Map<string, KeyObject>();

function nativeKey(hex: string, publicKey: Uint8Array): KeyObject {
  let key = keyCache.get(hex);
  if (key === undefined) {
    // JWK import is ~10x cheaper than SPKI/DER import for a raw 32-byte key.
    key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: base64url(publicKey) }, format: 'jwk' });
    if (keyCache.size >= KEY_CACHE_LIMIT) keyCache.delete(keyCache.keys().next().value!);
    keyCache.set(hex, key);
  }
  return key;
}

/**
 * Signatures that verified, for a process that checks the same signature many times: a
 * simulation runs every node of a network in one process, so each transaction's signature is
 * checked once per node (its pool, then its block), ~20 times over at 20 nodes. Off unless
 * `enableVerifiedSignatureCache` turns it on (a node verifies a signature about once, and the
 * benchmarks compare verification costs). It never changes a result: only a success is
 * remembered, under the signature, with copies of the exact public key and message it verified
 * against, and a lookup answers true only when all three match byte for byte (verify is a pure
 * function of those bytes). Messages above VERIFIED_MESSAGE_LIMIT bytes are not remembered.
 */
const verified = new Map<string, { readonly publicKey: Uint8Array; readonly message: Uint8Array }>();
let verifiedLimit = 0;
const VERIFIED_MESSAGE_LIMIT = 4096;

/** Remembers up to `limit` verified signatures (FIFO); 0 turns the cache off and empties it. */
export function enableVerifiedSignatureCache(limit = 65_536): void {
  verifiedLimit = Math.max(0, Math.floor(limit));
  if (verifiedLimit === 0) verified.clear();
  while (verified.size > verifiedLimit) verified.delete(verified.keys().next().value!);
}

/** Native (OpenSSL) Ed25519 verification. Never throws: malformed input verifies as false. */
export function verify(signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array): boolean {
  if (!basicShapeOk(signature, message, publicKey)) return false;
  let sigHex: string | undefined;
  if (verifiedLimit > 0 && message.length <= VERIFIED_MESSAGE_LIMIT) {
    sigHex = toHex(signature);
    const hit = verified.get(sigHex);
    if (hit !== undefined && bytesEqual(hit.publicKey, publicKey) && bytesEqual(hit.message, message)) return true;
  }
  if (!scalarIsCanonical(signature.subarray(32))) return false;
  const hex = toHex(publicKey);
  if (SMALL_ORDER_ENCODINGS.has(hex)) return false;
  let ok: boolean;
  try {
    ok = nodeVerify(null, message, nativeKey(hex, publicKey), signature);
  } catch {
    return false;
  }
  if (ok && sigHex !== undefined && verifiedLimit > 0) {
    if (verified.size >= verifiedLimit) verified.delete(verified.keys().next().value!);
    // Copies (a Buffer's slice would be a view of memory that may change).
    verified.set(sigHex, { publicKey: new Uint8Array(publicKey), message: new Uint8Array(message) });
  }
  return ok;
}

/** The same rule as `verify`, computed with @noble primitives (browser-portable, slower). */
export function verifyNoble(signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array): boolean {
  if (!basicShapeOk(signature, message, publicKey)) return false;
  try {
    const r = signature.subarray(0, 32);
    const s = numberLE(signature.subarray(32));
    if (s >= L) return false;
    const A = Point.fromBytes(publicKey, true);
    if (A.isSmallOrder()) return false;
    const k = numberLE(sha512.create().update(r).update(publicKey).update(message).digest()) % L;
    const R = Point.BASE.multiplyUnsafe(s).subtract(A.multiplyUnsafe(k));
    return bytesEqual(R.toBytes(), r);
  } catch {
    return false;
  }
}
