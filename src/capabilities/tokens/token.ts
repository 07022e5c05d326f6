// Tokens: proof that the holder of an account's key vouched for a website at a time (the TOKENS
// operations generateToken and decodeToken; docs/tokens.md). Nxt's layout re-done with Ed25519:
//
//   token bytes (100) = publicKey(32) || timestamp(u32 LE, epoch seconds) || signature(64)
//   signature         = Ed25519 over UTF-8(website.trim()) || publicKey || timestamp(u32 LE)
//   token text (160)  = 20 groups of 5 bytes; each group read as a 40-bit little-endian integer
//                       and written in base 32 (digits 0-9a-v), left-padded with '0' to 8 chars
//
// 8 base-32 digits hold exactly 40 bits, so every well-formed group is in range: a token is
// malformed only by its length or a character outside the alphabet. The text is Nxt's, so tools
// that split or validate Nxt tokens still recognise ours (the signatures differ: Ed25519).
import { PUBLIC_KEY_LENGTH, SIGNATURE_LENGTH } from '../../domain/constants.js';
import { sign, utf8Bytes, verify, type KeyPair } from '../../domain/crypto.js';
import { invalidParameter } from '../../domain/errors.js';
import { bytesEqual } from '../../domain/hex.js';

export const TOKEN_BYTES = PUBLIC_KEY_LENGTH + 4 + SIGNATURE_LENGTH;
/** Characters of a token's text: 20 groups of 8 base-32 digits. */
export const TOKEN_TEXT_LENGTH = (TOKEN_BYTES / 5) * 8;

const GROUP_BYTES = 5;
const GROUP_CHARS = 8;
const MAX_U32 = 0xffffffff;

/** A parsed token. Its account is accountIdFromPublicKey(publicKey). */
export interface Token {
  readonly publicKey: Uint8Array;
  /** Epoch seconds the token was made at (unsigned 32-bit). */
  readonly timestamp: number;
  readonly signature: Uint8Array;
}

/** The website as signed: trimmed, and never empty (a token for nothing vouches for nothing). */
function signedWebsite(website: string): Uint8Array {
  const trimmed = website.trim();
  if (trimmed === '') throw invalidParameter('website is empty after trimming white space', 'website');
  return utf8Bytes(trimmed);
}

function checkTimestamp(timestamp: number): void {
  if (!Number.isInteger(timestamp) || timestamp < 0 || timestamp > MAX_U32) {
    throw invalidParameter(`token timestamp must be an unsigned 32-bit integer, got ${timestamp}`, 'timestamp');
  }
}

function u32LE(value: number): Uint8Array {
  return new Uint8Array([value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, value >>> 24]);
}

/** The signed message: UTF-8(website.trim()) || publicKey || timestamp (u32 LE). */
export function tokenMessage(website: string, publicKey: Uint8Array, timestamp: number): Uint8Array {
  checkTimestamp(timestamp);
  const site = signedWebsite(website);
  const out = new Uint8Array(site.length + publicKey.length + 4);
  out.set(site, 0);
  out.set(publicKey, site.length);
  out.set(u32LE(timestamp), site.length + publicKey.length);
  return out;
}

/** Signs a token for `website` at `timestamp` with the key pair. */
export function createToken(website: string, keyPair: KeyPair, timestamp: number): Token {
  const signature = sign(tokenMessage(website, keyPair.publicKey, timestamp), keyPair.seed);
  return { publicKey: keyPair.publicKey, timestamp, signature };
}

/** The 100 token bytes. */
export function tokenBytes(token: Token): Uint8Array {
  if (token.publicKey.length !== PUBLIC_KEY_LENGTH || token.signature.length !== SIGNATURE_LENGTH) {
    throw invalidParameter('token key must be 32 bytes and its signature 64', 'token');
  }
  checkTimestamp(token.timestamp);
  const out = new Uint8Array(TOKEN_BYTES);
  out.set(token.publicKey, 0);
  out.set(u32LE(token.timestamp), PUBLIC_KEY_LENGTH);
  out.set(token.signature, PUBLIC_KEY_LENGTH + 4);
  return out;
}

/** The token's 160-character text (lower-case base 32). */
export function encodeToken(token: Token): string {
  const bytes = tokenBytes(token);
  let text = '';
  for (let i = 0; i < TOKEN_BYTES; i += GROUP_BYTES) {
    // 40 bits fit a double exactly, so plain number arithmetic is exact here.
    let value = 0;
    for (let k = GROUP_BYTES - 1; k >= 0; k--) value = value * 256 + bytes[i + k]!;
    text += value.toString(32).padStart(GROUP_CHARS, '0');
  }
  return text;
}

const GROUP_PATTERN = /^[0-9a-v]{8}$/i;

/** Parses a token's text. Surrounding white space is ignored (a pasted line); base-32 digits
 * may be upper or lower case (Nxt's parser accepts both). Anything else that is not exactly 160
 * base-32 digits is refused: errorCode 7 naming `token`. */
export function parseToken(text: string): Token {
  const t = text.trim();
  if (t.length !== TOKEN_TEXT_LENGTH) {
    throw invalidParameter(`a token is ${TOKEN_TEXT_LENGTH} base-32 characters, got ${t.length}`, 'token');
  }
  const bytes = new Uint8Array(TOKEN_BYTES);
  for (let g = 0; g < TOKEN_TEXT_LENGTH / GROUP_CHARS; g++) {
    const group = t.slice(g * GROUP_CHARS, (g + 1) * GROUP_CHARS);
    if (!GROUP_PATTERN.test(group)) {
      throw invalidParameter(`token group ${g + 1} (${JSON.stringify(group)}) is not 8 base-32 digits (0-9, a-v)`, 'token');
    }
    let value = parseInt(group, 32);
    for (let k = 0; k < GROUP_BYTES; k++) {
      bytes[g * GROUP_BYTES + k] = value % 256;
      value = Math.floor(value / 256);
    }
  }
  const timestamp = (bytes[32]! | (bytes[33]! << 8) | (bytes[34]! << 16) | (bytes[35]! << 24)) >>> 0;
  return {
    publicKey: bytes.slice(0, PUBLIC_KEY_LENGTH),
    timestamp,
    signature: bytes.slice(PUBLIC_KEY_LENGTH + 4),
  };
}

/** Whether the token's signature verifies for this website (trimmed as when signing). */
export function tokenSignatureValid(token: Token, website: string): boolean {
  return verify(token.signature, tokenMessage(website, token.publicKey, token.timestamp), token.publicKey);
}

/** The validity rule: the signature verifies for the website AND the account has no announced
 * key or announced exactly the token's key. `announcedKey` is the chain's key for the token's
 * account: null or undefined when none is known (the account never signed, or never appeared).
 * The account id is derived from the token's key, so a differing announced key means two keys
 * share a 64-bit account id: a token must not speak for an account whose key is another. */
export function tokenValid(token: Token, website: string, announcedKey: Uint8Array | null | undefined): boolean {
  if (announcedKey != null && !bytesEqual(announcedKey, token.publicKey)) return false;
  return tokenSignatureValid(token, website);
}
