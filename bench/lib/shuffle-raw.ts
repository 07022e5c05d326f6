// The raw crypto an honest shuffling participant must do at minimum, for the shuffling bench's
// baseline: participant i of n peels the i blobs it receives (X25519 shared secret + HKDF-SHA256 +
// XChaCha20-Poly1305 decrypt each) and wraps its own recipient key in n-i-1 layers (X25519 keygen
// of the ephemeral key + X25519 shared secret + HKDF-SHA256 + XChaCha20-Poly1305 encrypt each),
// called directly on @noble's primitives (the ones src/capabilities/shuffling/onion.ts uses) on
// blobs of the same sizes as the onion's (32 + 48 per layer). Everything else is prepared before
// the timed call: the input blobs (real ciphertexts to this participant's key, so the tags
// verify), the nonces, the ephemeral seeds and the participant's own layer public key (computed
// once, as a participant need do it only once). No sorting, no checks, no hashing of the output.
import { xchacha20poly1305 } from '@noble/ciphers/chacha.js';
import { x25519 } from '@noble/curves/ed25519.js';
import { hkdf } from '@noble/hashes/hkdf.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { LAYER_KEY_LABEL, ONION_KEY_LENGTH, ONION_LAYER_OVERHEAD } from '../../src/capabilities/shuffling/onion.js';

const LABEL = new TextEncoder().encode(LAYER_KEY_LABEL);
const EMPTY = new Uint8Array(0);

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

const seedOf = (label: string): Uint8Array => sha256(new TextEncoder().encode(label));
const nonceOf = (depth: number): Uint8Array => seedOf(`raw-nonce-${depth}`).slice(0, 24);
const keyOf = (shared: Uint8Array, nonce: Uint8Array, ephPub: Uint8Array, layerPub: Uint8Array): Uint8Array =>
  hkdf(sha256, shared, nonce, concat(LABEL, ephPub, layerPub), 32);

/** Bytes of a blob at `depth` layers. */
export const blobLength = (depth: number): number => ONION_KEY_LENGTH + ONION_LAYER_OVERHEAD * depth;

export interface RawWork {
  readonly n: number;
  readonly i: number;
  /** The participant's layer seed and public key (the peels' X25519 private key). */
  readonly seed: Uint8Array;
  readonly layerPub: Uint8Array;
  /** Its i input blobs, depth n-i each: ephPub || ciphertext. */
  readonly inputs: readonly Uint8Array[];
  readonly inputNonce: Uint8Array;
  /** The later participants' layer public keys and this participant's ephemeral seeds (one per layer). */
  readonly laterPubs: readonly Uint8Array[];
  readonly ephSeeds: readonly Uint8Array[];
  /** The wrap's nonce per layer index k (depth n-i-1-k). */
  readonly wrapNonces: readonly Uint8Array[];
  readonly core: Uint8Array;
}

/** Prepares participant i of n's work (untimed): valid input blobs of depth n-i to its key. */
export function prepareRaw(n: number, i: number): RawWork {
  const seed = seedOf(`raw-participant-${i}`);
  const layerPub = x25519.getPublicKey(seed);
  const depth = n - i;
  const inputNonce = nonceOf(depth);
  const inputs = Array.from({ length: i }, (_, k) => {
    const eph = seedOf(`raw-sender-${i}-${k}`);
    const ephPub = x25519.getPublicKey(eph);
    const key = keyOf(x25519.getSharedSecret(eph, layerPub), inputNonce, ephPub, layerPub);
    const inner = new Uint8Array(blobLength(depth - 1)).fill(k + 1);
    return concat(ephPub, xchacha20poly1305(key, inputNonce, EMPTY).encrypt(inner));
  });
  const laterPubs = Array.from({ length: n - i - 1 }, (_, k) => x25519.getPublicKey(seedOf(`raw-participant-${i + 1 + k}`)));
  const ephSeeds = laterPubs.map((_, k) => seedOf(`raw-ephemeral-${i}-${k}`));
  const wrapNonces = laterPubs.map((_, k) => nonceOf(laterPubs.length - k));
  return { n, i, seed, layerPub, inputs, inputNonce, laterPubs, ephSeeds, wrapNonces, core: seedOf(`raw-recipient-${i}`) };
}

export interface RawOutput {
  readonly peeled: Uint8Array[];
  readonly onion: Uint8Array;
}

/** The timed part: i peels and n-i-1 wraps, nothing else. */
export function runRaw(w: RawWork): RawOutput {
  const peeled: Uint8Array[] = [];
  for (const blob of w.inputs) {
    const ephPub = blob.subarray(0, ONION_KEY_LENGTH);
    const key = keyOf(x25519.getSharedSecret(w.seed, ephPub), w.inputNonce, ephPub, w.layerPub);
    peeled.push(xchacha20poly1305(key, w.inputNonce, EMPTY).decrypt(blob.subarray(ONION_KEY_LENGTH)));
  }
  let onion = w.core;
  for (let k = w.laterPubs.length - 1; k >= 0; k--) {
    const nonce = w.wrapNonces[k]!;
    const eph = w.ephSeeds[k]!;
    const ephPub = x25519.getPublicKey(eph);
    const key = keyOf(x25519.getSharedSecret(eph, w.laterPubs[k]!), nonce, ephPub, w.laterPubs[k]!);
    onion = concat(ephPub, xchacha20poly1305(key, nonce, EMPTY).encrypt(onion));
  }
  return { peeled, onion };
}

/** Checked after the timed part: every input peeled to a blob one layer thinner, and the onion
 * has n-i-1 layers. */
export function checkRaw(w: RawWork, out: RawOutput): void {
  const depth = w.n - w.i;
  if (out.peeled.length !== w.i || out.peeled.some((p, k) => p.length !== blobLength(depth - 1) || p[0] !== k + 1)) throw new Error(`raw work of participant ${w.i}: a peel is missing or wrong`);
  if (out.onion.length !== blobLength(w.n - w.i - 1)) throw new Error(`raw work of participant ${w.i}: the onion has the wrong length`);
}
