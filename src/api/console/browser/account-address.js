// Account ids and Reed-Solomon addresses, in the browser (index.html), written again from the
// algorithm of src/domain/reed-solomon.ts (the page cannot import TypeScript; a test checks both
// agree on random ids). The page needs them to know, without trusting the node, which account a
// public key is and which account the bytes it is about to sign pay.
import { sha256 } from '@noble/hashes/sha2.js';

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const DATA_SYMBOLS = 13;
/** Printed position -> codeword index (0..12 data, 13..16 parity). */
const PRINT_ORDER = [3, 2, 1, 0, 7, 6, 5, 4, 13, 14, 15, 16, 12, 8, 9, 10, 11];
const TWO_64 = 1n << 64n;

// GF(32) with x^5 + x^2 + 1, alpha = 2.
const EXP = new Uint8Array(62);
const LOG = new Uint8Array(32);
{
  let v = 1;
  for (let i = 0; i < 31; i++) {
    EXP[i] = v;
    EXP[i + 31] = v;
    LOG[v] = i;
    v <<= 1;
    if (v & 32) v ^= 0b100101;
  }
}
const gmul = (a, b) => (a === 0 || b === 0 ? 0 : EXP[LOG[a] + LOG[b]]);

/** g(x) = (x - a)(x - a^2)(x - a^3)(x - a^4), low degree first. */
const GENERATOR = (() => {
  let g = [1];
  for (let i = 1; i <= 4; i++) {
    const next = new Array(g.length + 1).fill(0);
    for (let j = 0; j < g.length; j++) {
      next[j + 1] ^= g[j];
      next[j] ^= gmul(g[j], EXP[i]);
    }
    g = next;
  }
  return g;
})();

/** `PREFIX-XXXX-XXXX-XXXX-XXXXX` of an unsigned 64-bit id (bigint). */
export function encodeRS(id, prefix) {
  if (typeof id !== 'bigint' || id < 0n || id >= TWO_64) throw new Error(`account id out of range: ${id}`);
  const data = [];
  let v = id;
  for (let i = 0; i < DATA_SYMBOLS; i++) {
    data.push(Number(v & 31n));
    v >>= 5n;
  }
  const rem = [0, 0, 0, 0];
  for (let i = DATA_SYMBOLS - 1; i >= 0; i--) {
    const factor = data[i] ^ rem[3];
    rem[3] = rem[2] ^ gmul(factor, GENERATOR[3]);
    rem[2] = rem[1] ^ gmul(factor, GENERATOR[2]);
    rem[1] = rem[0] ^ gmul(factor, GENERATOR[1]);
    rem[0] = gmul(factor, GENERATOR[0]);
  }
  const codeword = data.concat(rem);
  let out = '';
  for (let i = 0; i < PRINT_ORDER.length; i++) {
    out += ALPHABET[codeword[PRINT_ORDER[i]]];
    if ((i & 3) === 3 && i < DATA_SYMBOLS) out += '-';
  }
  return `${prefix}-${out}`;
}

/** Unsigned little-endian 64-bit integer at `offset`. */
export function readU64LE(bytes, offset) {
  let v = 0n;
  for (let i = 7; i >= 0; i--) v = (v << 8n) | BigInt(bytes[offset + i]);
  return v;
}

/** Account id of a 32-byte public key: the first 8 bytes of its SHA-256, little-endian. */
export function accountIdOf(publicKey) {
  return readU64LE(sha256(publicKey), 0);
}

/**
 * The account a recipient text names, as the node reads it: a decimal id (negative ones are the
 * Nxt spelling of ids >= 2^63) or an RS address, with or without the prefix, any case. Returns
 * `{ id }` for a decimal id and `{ rs }` (normalized, with prefix) for an address; an address is
 * checked by encoding the id found in the bytes, so no decoder is needed here. Null when the
 * text is neither.
 */
export function parseRecipient(text, prefix) {
  const t = text.trim();
  if (/^-?[0-9]+$/.test(t)) {
    let id = BigInt(t);
    if (id < 0n) id += TWO_64;
    return id >= 0n && id < TWO_64 ? { id } : null;
  }
  let body = t.toUpperCase();
  const p = `${prefix.toUpperCase()}-`;
  if (body.startsWith(p)) body = body.slice(p.length);
  if (!/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{5}$/.test(body)) return null;
  return { rs: `${prefix}-${body}` };
}

/** Whether account `id` is the one `recipient` (from parseRecipient) names. */
export function isRecipient(id, recipient, prefix) {
  return recipient.id !== undefined ? recipient.id === id : encodeRS(id, prefix) === recipient.rs;
}
