// Shuffling onions: the layered encryption that lets n participants shuffle n recipient keys
// so that nobody (not even the participants) can link a recipient to the account that named it
// (issue 16, "Onion encryption (ours, documented)"). Pure computation, no I/O, nothing registers
// this module yet. It reuses the primitives of the message scheme (src/domain/encryption.ts,
// docs/encryption.md): X25519, HKDF-SHA256 and XChaCha20-Poly1305 from @noble; no new crypto.
//
// KEYS
//   shufflingIdBytes = 8 bytes, little-endian, of BigInt.asUintN(64, shufflingId)
//   layer seed       = SHA-256("totem-shuffling-layer-seed-v1" || privateSeed(32) || shufflingIdBytes)
//                      privateSeed = the account's Ed25519 private seed (SHA-256 of the secret phrase)
//   layer key pair   = X25519: privateKey = layer seed (X25519 clamps it), publicKey = X25519(seed, 9)
//   Each participant publishes its layer public key; earlier participants encrypt to it. In blame a
//   participant reveals its layer seed (never its account seed): the seed is a one-way hash, so
//   revealing it exposes only this shuffling.
//
// ONION FORMAT (depth d = number of layers still around the core)
//   depth 0 (core)   = the recipient's Ed25519 public key, 32 bytes
//   depth d >= 1     = ephPub_d(32) || XChaCha20-Poly1305(key_d, nonce_d, aad = empty).encrypt(onion at depth d-1)
//                      length = 32 + 48·d (32 ephemeral key + 16 tag per layer)
//   ephSeed_d        = SHA-256("totem-shuffling-ephemeral-v1" || senderLayerSeed || shufflingIdBytes || u32le(d))
//   ephPub_d         = X25519(ephSeed_d, 9)
//   nonce_d          = SHA-256("totem-shuffling-nonce-v1" || shufflingIdBytes || u32le(d))[0..24]
//   shared_d         = X25519(ephSeed_d, layerPub) = X25519(layerSeed, ephPub_d)   (all-zero refused)
//   key_d            = HKDF-SHA256(ikm = shared_d, salt = nonce_d, info = "totem-shuffling-layer-v1" || ephPub_d || layerPub, 32)
// The ephemeral key travels in the blob so that the peeler learns nothing about who made a layer
// (a static sender key would name the sender and defeat the shuffle). It is derived from the
// sender's layer seed, so an onion is deterministic (the same inputs give the same bytes) and a
// revealed layer seed lets any node re-derive the sender's ephemeral keys and open the sender's
// own onion to the core, as well as peel the layers addressed to that participant. The nonce is
// deterministic from the shuffling id and the depth: the key is unique per (sender seed, receiver
// key, shuffling, depth), and a sender wraps exactly one onion per shuffling. A participant must
// therefore never wrap two different recipient keys in one shuffling (the same key and nonce would
// then encrypt two plaintexts); the shuffler refuses a changed recipient for that reason too.
//
// Participant i of n (0-based) receives i blobs of depth n-i from participant i-1 (none for i = 0),
// peels each to depth n-i-1, wraps its own recipient key for participants i+1..n-1 (outermost
// layer = participant i+1), and outputs the i+1 blobs sorted ascending, bytewise unsigned (shorter
// first on a common prefix; all blobs of one step have the same length). Sorting is the shuffle.
// The last participant (i = n-1) peels to bare recipient keys and adds its own (wrap with no layers
// is the key itself), so its output is the sorted list of the n recipient keys.
//
// BLAME (verifyLayer) checks one participant's step from its input list, its output list, its
// revealed layer seed, its published layer public key and the layer public keys of the
// participants after it. Rules, checked in this order; the first that fails is returned:
//   SEED_MISMATCH        the revealed seed does not give the published layer public key  -> participant
//   INPUT_UNDECRYPTABLE  an input (index = input index) is not 32+48·(L+1) bytes or does not peel
//                        with the seed                                                      -> not the participant
//   PEELED_DUPLICATE     two inputs (index = the later one) peel to the same bytes           -> not the participant
//   OUTPUT_DUPLICATE     two outputs are equal (index = the later one)                        -> participant
//   OUTPUT_NOT_SORTED    outputs are not strictly ascending (index = first out of order)      -> participant
//   UNKNOWN_BLOB         an output (index = output index) is neither a peeled input nor the
//                        participant's own onion (corrupted, substituted or extra data)       -> participant
//   DROPPED_BLOB         a peeled input (index = input index) is missing from the outputs    -> participant
//   OWN_ONION_MISSING    no output is the participant's own onion                             -> participant
//   OWN_ONION_INVALID    its own onion does not open to the core with its ephemeral keys and
//                        the later layer keys, or the core is not a valid Ed25519 key         -> participant
// (L = number of later participants.) When all pass, the output is exactly the sorted set of the
// peeled inputs plus one onion made with this seed that opens, layer by layer, to a valid key.
// The two "not the participant" rules say the participant rightly stopped: the fault lies with an
// earlier participant (a node checks the steps in participant order and blames the first step
// that fails with a participant rule; with every earlier step passing, an undecryptable or
// duplicated input can only come from an earlier onion whose core duplicates another's, which the
// caller resolves by the onion's creator). Whether a recipient key is already in use is a chain
// question and not checked here.
import { xchacha20poly1305 } from '@noble/ciphers/chacha.js';
import { ed25519, x25519 } from '@noble/curves/ed25519.js';
import { hkdf } from '@noble/hashes/hkdf.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { ENCRYPTION_NONCE_LENGTH, ENCRYPTION_TAG_LENGTH } from '../../domain/encryption.js';
import { invalidParameter } from '../../domain/errors.js';

export const ONION_KEY_LENGTH = 32;
/** Bytes each layer adds: the 32-byte ephemeral public key and the 16-byte AEAD tag. */
export const ONION_LAYER_OVERHEAD = ONION_KEY_LENGTH + ENCRYPTION_TAG_LENGTH;
export const LAYER_SEED_TAG = 'totem-shuffling-layer-seed-v1';
export const EPHEMERAL_SEED_TAG = 'totem-shuffling-ephemeral-v1';
export const LAYER_NONCE_TAG = 'totem-shuffling-nonce-v1';
export const LAYER_KEY_LABEL = 'totem-shuffling-layer-v1';

const enc = new TextEncoder();
const LAYER_SEED_TAG_BYTES = enc.encode(LAYER_SEED_TAG);
const EPHEMERAL_SEED_TAG_BYTES = enc.encode(EPHEMERAL_SEED_TAG);
const LAYER_NONCE_TAG_BYTES = enc.encode(LAYER_NONCE_TAG);
const LAYER_KEY_LABEL_BYTES = enc.encode(LAYER_KEY_LABEL);
const EMPTY = new Uint8Array(0);
const P = 2n ** 255n - 19n;

export interface LayerKeyPair {
  /** The layer seed: the X25519 private key (clamped by X25519 itself). */
  readonly privateKey: Uint8Array;
  readonly publicKey: Uint8Array;
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

function u32le(n: number): Uint8Array {
  const b = new Uint8Array(4);
  new DataView(b.buffer).setUint32(0, n, true);
  return b;
}

/** 8 bytes little-endian of the id taken as an unsigned 64-bit value (a signed id gives the same bytes). */
export function shufflingIdBytes(shufflingId: bigint): Uint8Array {
  if (typeof shufflingId !== 'bigint') throw invalidParameter('shuffling id must be a bigint', 'shuffling');
  const b = new Uint8Array(8);
  new DataView(b.buffer).setBigUint64(0, BigInt.asUintN(64, shufflingId), true);
  return b;
}

function checkSeed(seed: Uint8Array, param: string): void {
  if (!(seed instanceof Uint8Array) || seed.length !== 32) throw invalidParameter('seed must be 32 bytes', param);
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let d = 0;
  for (let i = 0; i < a.length; i++) d |= a[i]! ^ b[i]!;
  return d === 0;
}

/** Bytewise unsigned lexicographic order; on a common prefix the shorter sorts first. */
export function compareBlobs(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

/** The participant's layer seed for one shuffling (see the header). */
export function layerKeySeed(privateSeed: Uint8Array, shufflingId: bigint): Uint8Array {
  checkSeed(privateSeed, 'secretPhrase');
  // No participant index: an account takes part at most once in a shuffling, and its index is
  // not known when it registers (registrations in one block are ordered by the block).
  return sha256(concat(LAYER_SEED_TAG_BYTES, privateSeed, shufflingIdBytes(shufflingId)));
}

/** The X25519 key pair of a layer seed. */
export function layerKeyPair(seed: Uint8Array): LayerKeyPair {
  checkSeed(seed, 'seed');
  return { privateKey: seed.slice(), publicKey: x25519.getPublicKey(seed) };
}

/** Whether `pk` is a canonical X25519 public key encoding (32 bytes, u < 2^255-19). Small-order
 * keys pass this check and are refused when the shared secret comes out all-zero. */
export function isCanonicalLayerPublicKey(pk: Uint8Array): boolean {
  if (!(pk instanceof Uint8Array) || pk.length !== ONION_KEY_LENGTH) return false;
  let u = 0n;
  for (let i = pk.length - 1; i >= 0; i--) u = (u << 8n) | BigInt(pk[i]!);
  return u < P;
}

function isValidRecipientKey(pk: Uint8Array): boolean {
  if (pk.length !== ONION_KEY_LENGTH) return false;
  try {
    return !ed25519.Point.fromBytes(pk, false).isSmallOrder();
  } catch {
    return false;
  }
}

function layerNonce(idBytes: Uint8Array, depth: number): Uint8Array {
  return sha256(concat(LAYER_NONCE_TAG_BYTES, idBytes, u32le(depth))).slice(0, ENCRYPTION_NONCE_LENGTH);
}

function ephemeralSeed(senderSeed: Uint8Array, idBytes: Uint8Array, depth: number): Uint8Array {
  return sha256(concat(EPHEMERAL_SEED_TAG_BYTES, senderSeed, idBytes, u32le(depth)));
}

function layerCipher(shared: Uint8Array, nonce: Uint8Array, ephPub: Uint8Array, layerPub: Uint8Array) {
  const key = hkdf(sha256, shared, nonce, concat(LAYER_KEY_LABEL_BYTES, ephPub, layerPub), 32);
  return xchacha20poly1305(key, nonce, EMPTY);
}

/** X25519, or undefined when the result is all-zero (a small-order key). */
function x25519Shared(priv: Uint8Array, pub: Uint8Array): Uint8Array | undefined {
  try {
    return x25519.getSharedSecret(priv, pub);
  } catch {
    return undefined;
  }
}

/** The depth of a blob from its length, or undefined when the length is not 32 + 48·d. */
export function onionDepth(blob: Uint8Array): number | undefined {
  if (!(blob instanceof Uint8Array) || blob.length < ONION_KEY_LENGTH) return undefined;
  const rest = blob.length - ONION_KEY_LENGTH;
  return rest % ONION_LAYER_OVERHEAD === 0 ? rest / ONION_LAYER_OVERHEAD : undefined;
}

/** The onion a participant adds: `recipientPublicKey` wrapped for `layerPublicKeys` (the
 * participants after the sender, in order; the first is the outermost layer). `senderSeed` is the
 * sender's layer seed (layerKeySeed). Deterministic. Throws DomainError naming
 * `recipientPublicKey` or `layerPublicKeys` for an unusable key. */
export function wrap(recipientPublicKey: Uint8Array, layerPublicKeys: readonly Uint8Array[], shufflingId: bigint, senderSeed: Uint8Array): Uint8Array {
  checkSeed(senderSeed, 'seed');
  if (!(recipientPublicKey instanceof Uint8Array) || !isValidRecipientKey(recipientPublicKey)) {
    throw invalidParameter('recipient public key is not a valid Ed25519 public key', 'recipientPublicKey');
  }
  const idBytes = shufflingIdBytes(shufflingId);
  const count = layerPublicKeys.length;
  let blob: Uint8Array = recipientPublicKey.slice();
  for (let k = count - 1; k >= 0; k--) {
    const layerPub = layerPublicKeys[k]!;
    if (!isCanonicalLayerPublicKey(layerPub)) throw invalidParameter(`layer public key ${k} is not a canonical X25519 key`, 'layerPublicKeys');
    const depth = count - k;
    const eph = ephemeralSeed(senderSeed, idBytes, depth);
    const ephPub = x25519.getPublicKey(eph);
    const shared = x25519Shared(eph, layerPub);
    if (shared === undefined) throw invalidParameter(`layer public key ${k} is of small order`, 'layerPublicKeys');
    const nonce = layerNonce(idBytes, depth);
    blob = concat(ephPub, layerCipher(shared, nonce, ephPub, layerPub).encrypt(blob));
  }
  return blob;
}

/** Removes the outer layer with the participant's layer seed; undefined when the blob is not a
 * layered onion (wrong length, depth 0) or does not decrypt (corrupt, or not addressed to it). */
export function peel(blob: Uint8Array, participantSeed: Uint8Array, shufflingId: bigint, participantLayerPublicKey?: Uint8Array): Uint8Array | undefined {
  checkSeed(participantSeed, 'seed');
  const depth = onionDepth(blob);
  if (depth === undefined || depth === 0) return undefined;
  const idBytes = shufflingIdBytes(shufflingId);
  const ephPub = blob.subarray(0, ONION_KEY_LENGTH);
  const shared = x25519Shared(participantSeed, ephPub);
  if (shared === undefined) return undefined;
  // The caller peeling many blobs passes its public key once (one X25519 base multiplication less per blob).
  const layerPub = participantLayerPublicKey ?? x25519.getPublicKey(participantSeed);
  try {
    return layerCipher(shared, layerNonce(idBytes, depth), ephPub, layerPub).decrypt(blob.subarray(ONION_KEY_LENGTH));
  } catch {
    return undefined;
  }
}

/** A sorted copy (compareBlobs order): sorting is what shuffles the blobs. */
export function shuffleBlobs(blobs: readonly Uint8Array[]): Uint8Array[] {
  return [...blobs].sort(compareBlobs);
}

/** Opens the sender's own onion with its ephemeral keys: the core, or undefined. */
function openOwnOnion(blob: Uint8Array, senderSeed: Uint8Array, layerPublicKeys: readonly Uint8Array[], idBytes: Uint8Array): Uint8Array | undefined {
  const count = layerPublicKeys.length;
  if (blob.length !== ONION_KEY_LENGTH + ONION_LAYER_OVERHEAD * count) return undefined;
  let cur = blob;
  for (let k = 0; k < count; k++) {
    const depth = count - k;
    const layerPub = layerPublicKeys[k]!;
    if (!isCanonicalLayerPublicKey(layerPub)) return undefined;
    const eph = ephemeralSeed(senderSeed, idBytes, depth);
    const ephPub = x25519.getPublicKey(eph);
    if (!equalBytes(cur.subarray(0, ONION_KEY_LENGTH), ephPub)) return undefined;
    const shared = x25519Shared(eph, layerPub);
    if (shared === undefined) return undefined;
    try {
      cur = layerCipher(shared, layerNonce(idBytes, depth), ephPub, layerPub).decrypt(cur.subarray(ONION_KEY_LENGTH));
    } catch {
      return undefined;
    }
  }
  return isValidRecipientKey(cur) ? cur : undefined;
}

export type LayerRule =
  | 'SEED_MISMATCH'
  | 'INPUT_UNDECRYPTABLE'
  | 'PEELED_DUPLICATE'
  | 'OUTPUT_DUPLICATE'
  | 'OUTPUT_NOT_SORTED'
  | 'UNKNOWN_BLOB'
  | 'DROPPED_BLOB'
  | 'OWN_ONION_MISSING'
  | 'OWN_ONION_INVALID';

/** Rules whose failure is the checked participant's fault; the others mean it rightly stopped. */
export const PARTICIPANT_FAULT_RULES: ReadonlySet<LayerRule> = new Set<LayerRule>([
  'SEED_MISMATCH', 'OUTPUT_DUPLICATE', 'OUTPUT_NOT_SORTED', 'UNKNOWN_BLOB', 'DROPPED_BLOB', 'OWN_ONION_MISSING', 'OWN_ONION_INVALID',
]);

export type LayerVerdict =
  | { readonly ok: true; readonly ownOnion: Uint8Array; readonly recipientPublicKey: Uint8Array }
  | {
      readonly ok: false;
      readonly rule: LayerRule;
      /** true when the failure is the checked participant's fault (PARTICIPANT_FAULT_RULES). */
      readonly participantAtFault: boolean;
      /** Input index (INPUT_UNDECRYPTABLE, PEELED_DUPLICATE, DROPPED_BLOB) or output index
       * (OUTPUT_DUPLICATE, OUTPUT_NOT_SORTED, UNKNOWN_BLOB, OWN_ONION_INVALID); absent otherwise. */
      readonly index?: number;
    };

export interface LayerKeys {
  /** The layer public key the participant published: the revealed seed must give it. */
  readonly layerPublicKey: Uint8Array;
  /** The layer public keys of the participants after it, in order (empty for the last one). */
  readonly laterLayerPublicKeys: readonly Uint8Array[];
}

function fail(rule: LayerRule, index?: number): LayerVerdict {
  return index === undefined
    ? { ok: false, rule, participantAtFault: PARTICIPANT_FAULT_RULES.has(rule) }
    : { ok: false, rule, participantAtFault: PARTICIPANT_FAULT_RULES.has(rule), index };
}

/** Checks one participant's processing step for blame (rules and order in the file header).
 * `inputBlobs` = what it received (the previous participant's output, empty for the first),
 * `outputBlobs` = what it submitted, `revealedSeed` = its layer seed. Deterministic. */
export function verifyLayer(
  inputBlobs: readonly Uint8Array[],
  outputBlobs: readonly Uint8Array[],
  revealedSeed: Uint8Array,
  shufflingId: bigint,
  keys: LayerKeys,
): LayerVerdict {
  if (!(revealedSeed instanceof Uint8Array) || revealedSeed.length !== 32) return fail('SEED_MISMATCH');
  if (!equalBytes(x25519.getPublicKey(revealedSeed), keys.layerPublicKey)) return fail('SEED_MISMATCH');
  const idBytes = shufflingIdBytes(shufflingId);
  const later = keys.laterLayerPublicKeys;
  const outLength = ONION_KEY_LENGTH + ONION_LAYER_OVERHEAD * later.length;

  const peeled: Uint8Array[] = [];
  for (let i = 0; i < inputBlobs.length; i++) {
    const input = inputBlobs[i]!;
    const p = input instanceof Uint8Array && input.length === outLength + ONION_LAYER_OVERHEAD ? peel(input, revealedSeed, shufflingId, keys.layerPublicKey) : undefined;
    if (p === undefined) return fail('INPUT_UNDECRYPTABLE', i);
    peeled.push(p);
  }
  for (let i = 1; i < peeled.length; i++) {
    for (let j = 0; j < i; j++) if (equalBytes(peeled[i]!, peeled[j]!)) return fail('PEELED_DUPLICATE', i);
  }

  for (let i = 1; i < outputBlobs.length; i++) {
    for (let j = 0; j < i; j++) if (equalBytes(outputBlobs[i]!, outputBlobs[j]!)) return fail('OUTPUT_DUPLICATE', i);
  }
  for (let i = 1; i < outputBlobs.length; i++) {
    if (compareBlobs(outputBlobs[i - 1]!, outputBlobs[i]!) >= 0) return fail('OUTPUT_NOT_SORTED', i);
  }

  // Outputs that are not peeled inputs: exactly one must be the participant's own onion.
  const extras: number[] = [];
  for (let i = 0; i < outputBlobs.length; i++) {
    if (!peeled.some((p) => equalBytes(p, outputBlobs[i]!))) extras.push(i);
  }
  let own: number | undefined;
  if (later.length === 0) {
    // The last participant's own "onion" is its bare recipient key: nothing marks it as its own.
    if (extras.length === 1) own = extras[0];
  } else {
    const outerEph = x25519.getPublicKey(ephemeralSeed(revealedSeed, idBytes, later.length));
    own = extras.find((i) => {
      const b = outputBlobs[i]!;
      return b.length === outLength && equalBytes(b.subarray(0, ONION_KEY_LENGTH), outerEph);
    });
  }
  const unknown = extras.find((i) => i !== own);
  if (unknown !== undefined) return fail('UNKNOWN_BLOB', unknown);
  for (let i = 0; i < peeled.length; i++) {
    if (!outputBlobs.some((o) => equalBytes(o, peeled[i]!))) return fail('DROPPED_BLOB', i);
  }
  if (own === undefined) return fail('OWN_ONION_MISSING');
  const ownOnion = outputBlobs[own]!;
  const core = openOwnOnion(ownOnion, revealedSeed, later, idBytes);
  if (core === undefined) return fail('OWN_ONION_INVALID', own);
  return { ok: true, ownOnion: ownOnion.slice(), recipientPublicKey: core.slice() };
}
