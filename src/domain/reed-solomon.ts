// Reed-Solomon account addresses (the Nxt-family "RS" form), written from the algorithm:
//
// - The id's base-32 digits, least significant first, are 13 data symbols d0..d12 over GF(32)
//   (field polynomial x^5 + x^2 + 1, alpha = 2).
// - The code has the roots alpha^1..alpha^4 (4 parity symbols, minimum distance 5, so any one or
//   two wrong characters are detected). Data sits at polynomial degrees 0..12 and parity at
//   degrees 27..30 of the length-31 cyclic code: that is the usual systematic codeword
//   m(x)*x^4 + (m(x)*x^4 mod g(x)) rotated by x^27, so parity p_k = coefficient k of the
//   remainder.
// - Printed order: d3 d2 d1 d0 - d7 d6 d5 d4 - p0 p1 p2 p3 - d12 d8 d9 d10 d11, alphabet below.
import { ACCOUNT_RS_PREFIX, MAX_UNSIGNED_LONG } from './constants.js';
import { invalidParameter } from './errors.js';
import { parseUnsignedId } from './ids.js';

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const SYMBOL_OF = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) SYMBOL_OF[ALPHABET.charCodeAt(i)] = i;

const DATA_SYMBOLS = 13;
const PARITY_SYMBOLS = 4;
const PARITY_DEGREE = 27;
/** Printed position -> codeword index (0..12 data, 13..16 parity). */
const PRINT_ORDER = [3, 2, 1, 0, 7, 6, 5, 4, 13, 14, 15, 16, 12, 8, 9, 10, 11];

// GF(32) log/antilog tables.
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

function gmul(a: number, b: number): number {
  return a === 0 || b === 0 ? 0 : EXP[LOG[a]! + LOG[b]!]!;
}

/** g(x) = (x - a)(x - a^2)(x - a^3)(x - a^4), coefficients low degree first (g[4] = 1). */
const GENERATOR: number[] = (() => {
  let g = [1];
  for (let i = 1; i <= PARITY_SYMBOLS; i++) {
    const root = EXP[i]!;
    const next = new Array<number>(g.length + 1).fill(0);
    for (let j = 0; j < g.length; j++) {
      next[j + 1]! ^= g[j]!; // x * g
      next[j]! ^= gmul(g[j]!, root); // root * g (minus = plus in characteristic 2)
    }
    g = next;
  }
  return g;
})();

/** The generator polynomial's coefficients (low degree first), exposed for tests. */
export function rsGeneratorPolynomial(): number[] {
  return [...GENERATOR];
}

/** Parity of the data symbols: remainder of m(x)*x^4 divided by g(x). */
function parity(data: number[]): number[] {
  // Long division from the highest degree down, keeping a 4-symbol remainder register.
  const rem = [0, 0, 0, 0];
  for (let i = DATA_SYMBOLS - 1; i >= 0; i--) {
    const factor = data[i]! ^ rem[3]!;
    rem[3] = rem[2]! ^ gmul(factor, GENERATOR[3]!);
    rem[2] = rem[1]! ^ gmul(factor, GENERATOR[2]!);
    rem[1] = rem[0]! ^ gmul(factor, GENERATOR[1]!);
    rem[0] = gmul(factor, GENERATOR[0]!);
  }
  return rem;
}

/** Evaluates the codeword (data at degrees 0..12, parity at 27..30) at alpha^1..alpha^4. */
function syndromesZero(codeword: number[]): boolean {
  for (let j = 1; j <= PARITY_SYMBOLS; j++) {
    let sum = 0;
    for (let i = 0; i < DATA_SYMBOLS + PARITY_SYMBOLS; i++) {
      const degree = i < DATA_SYMBOLS ? i : PARITY_DEGREE + (i - DATA_SYMBOLS);
      sum ^= gmul(codeword[i]!, EXP[(j * degree) % 31]!);
    }
    if (sum !== 0) return false;
  }
  return true;
}

function encodeBody(id: bigint): string {
  // The 5-bit symbols from two plain numbers: a bigint shift and mask per symbol allocated 26
  // bigints per address (~1 µs; every answer naming an account encodes one or more).
  const lo = Number(BigInt.asUintN(32, id));
  const hi = Number(id >> 32n); // < 2^33 (the 65-bit data space): exact as a number
  const data: number[] = [];
  for (let i = 0; i < DATA_SYMBOLS; i++) {
    const bit = 5 * i;
    if (bit + 5 <= 32) data.push((lo >>> bit) & 31);
    else if (bit >= 32) data.push(Math.floor(hi / 2 ** (bit - 32)) % 32);
    else data.push(((lo >>> bit) | ((hi % 2 ** (bit - 27)) * 2 ** (32 - bit))) & 31);
  }
  const codeword = data.concat(parity(data));
  let out = '';
  for (let i = 0; i < PRINT_ORDER.length; i++) {
    out += ALPHABET[codeword[PRINT_ORDER[i]!]!];
    if ((i & 3) === 3 && i < DATA_SYMBOLS) out += '-';
  }
  return out;
}

/** The code over its whole 65-bit data space (13 x 5 bits), without the prefix and without the
 * 64-bit range check of encodeRS: for tests and tools that need out-of-range codewords. */
export function encodeRSBody(value: bigint): string {
  if (value < 0n || value >= 1n << 65n) throw invalidParameter('value outside the 65-bit RS data space');
  return encodeBody(value);
}

/** `PREFIX-XXXX-XXXX-XXXX-XXXXX` for an unsigned 64-bit id. */
export function encodeRS(id: bigint, prefix: string = ACCOUNT_RS_PREFIX): string {
  if (id < 0n || id > MAX_UNSIGNED_LONG) throw invalidParameter(`id out of range: ${id}`);
  return `${prefix}-${encodeBody(id)}`;
}

/** Decodes an RS address (case-insensitive; the prefix is optional on input). Refuses bad
 * characters, bad checksums, ids beyond 64 bits and anything that does not re-encode to the
 * same text. */
export function decodeRS(s: string, prefix: string = ACCOUNT_RS_PREFIX, param = 'account'): bigint {
  if (typeof s !== 'string') throw invalidParameter('address must be a string', param);
  let body = s.trim().toUpperCase();
  const p = prefix.toUpperCase() + '-';
  if (body.startsWith(p)) body = body.slice(p.length);
  if (body.length !== 20) throw invalidParameter('malformed address', param);
  const codeword = new Array<number>(DATA_SYMBOLS + PARITY_SYMBOLS).fill(0);
  let k = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    if (c === 45 /* '-' */) continue;
    const sym = c < 128 ? SYMBOL_OF[c]! : -1;
    if (sym < 0 || k >= PRINT_ORDER.length) throw invalidParameter('malformed address', param);
    codeword[PRINT_ORDER[k++]!] = sym;
  }
  if (k !== PRINT_ORDER.length) throw invalidParameter('malformed address', param);
  if (!syndromesZero(codeword)) throw invalidParameter('address checksum mismatch', param);
  let id = 0n;
  for (let i = DATA_SYMBOLS - 1; i >= 0; i--) id = (id << 5n) | BigInt(codeword[i]!);
  if (id > MAX_UNSIGNED_LONG) throw invalidParameter('address out of range', param);
  if (encodeBody(id) !== body) throw invalidParameter('malformed address', param);
  return id;
}

/** Account parameter: a numeric id (unsigned or Nxt-style negative) or an RS address. */
export function parseAccountId(s: string, param = 'account'): bigint {
  if (typeof s !== 'string') throw invalidParameter('account must be a string', param);
  const t = s.trim();
  if (/^-?[0-9]+$/.test(t)) return parseUnsignedId(t, param);
  const id = decodeRS(t, ACCOUNT_RS_PREFIX, param);
  if (id === 0n) throw invalidParameter('account id must not be 0', param);
  return id;
}
