// Split secrets: Shamir secret sharing over GF(256) of a secret phrase, so that any
// `threshold` of `total` pieces restore it and fewer tell nothing about it. The field
// arithmetic is the audited `shamir-secret-sharing` package (Privy; zero dependencies); this
// module only frames its shares as pieces (docs/split-secrets.md):
//
//   piece  = version (1 byte, 1) | threshold (1 byte) | setId (4 bytes) | share (161 bytes)
//   share  = the library's share of the 160-byte payload: 160 y bytes then the x byte
//   payload = length (1 byte) | UTF-8 secret (length bytes) | zeros | check (4 bytes)
//   check  = SHA-256("totem-split-secret-v1" | UTF-8 secret)[0..4]
//
// A piece's text form is its 167 bytes as lower-case hex (334 digits). Every piece has that
// size whatever the secret, so a piece does not reveal how long the phrase is. The setId is
// random per split: pieces of different splits are refused before combining. The threshold in
// the header says how many are needed. The check lies inside the shared payload (so it is
// as hidden as the secret) and catches a damaged piece after combining.
import { combine, split } from 'shamir-secret-sharing';
import { randomBytes } from 'node:crypto';
import { sha256, utf8Bytes } from './crypto.js';

export const PIECE_VERSION = 1;
/** Bytes of the padded payload that is shared. */
export const PAYLOAD_BYTES = 160;
const CHECK_BYTES = 4;
const HEADER_BYTES = 6;
/** Longest secret phrase that can be split, in UTF-8 bytes. */
export const MAX_SECRET_BYTES = PAYLOAD_BYTES - 1 - CHECK_BYTES;
/** Bytes of one piece (its hex text is twice as long). */
export const PIECE_BYTES = HEADER_BYTES + PAYLOAD_BYTES + 1;
export const MIN_PIECES = 2;
export const MAX_PIECES = 16;

const CHECK_DOMAIN = utf8Bytes('totem-split-secret-v1');

/** A refusal of split or combine input; `reason` is safe to show (never holds secret data). */
export class ShamirError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'ShamirError';
  }
}

/** The parts of a piece's header (the share itself stays opaque). */
export interface PieceInfo {
  readonly version: number;
  readonly threshold: number;
  /** 8 hex digits, the same for every piece of one split. */
  readonly setId: string;
  /** The share's x coordinate (1..255), distinct within a split. */
  readonly index: number;
}

function checkOf(secret: Uint8Array): Uint8Array {
  return sha256(CHECK_DOMAIN, secret).subarray(0, CHECK_BYTES);
}

function hex(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex');
}

/** Splits `secretPhrase` into `total` pieces of which any `threshold` restore it. */
export async function splitSecret(secretPhrase: string, total: number, threshold: number): Promise<Uint8Array[]> {
  if (!Number.isInteger(total) || total < MIN_PIECES || total > MAX_PIECES) {
    throw new ShamirError(`the number of pieces must be between ${MIN_PIECES} and ${MAX_PIECES}`);
  }
  if (!Number.isInteger(threshold) || threshold < MIN_PIECES || threshold > total) {
    throw new ShamirError(`the minimum number of pieces must be between ${MIN_PIECES} and the number of pieces (${total})`);
  }
  const secret = utf8Bytes(secretPhrase);
  if (secret.length === 0) throw new ShamirError('the secret phrase is empty');
  if (secret.length > MAX_SECRET_BYTES) throw new ShamirError(`the secret phrase is longer than ${MAX_SECRET_BYTES} UTF-8 bytes`);
  const payload = new Uint8Array(PAYLOAD_BYTES);
  try {
    payload[0] = secret.length;
    payload.set(secret, 1);
    payload.set(checkOf(secret), PAYLOAD_BYTES - CHECK_BYTES);
    const shares = await split(payload, total, threshold);
    const setId = randomBytes(4);
    return shares.map((share) => {
      const piece = new Uint8Array(PIECE_BYTES);
      piece[0] = PIECE_VERSION;
      piece[1] = threshold;
      piece.set(setId, 2);
      piece.set(share, HEADER_BYTES);
      share.fill(0);
      return piece;
    });
  } finally {
    payload.fill(0);
    secret.fill(0);
  }
}

/** Reads a piece's header; throws ShamirError when it is not a piece of this format. */
export function pieceInfo(piece: Uint8Array): PieceInfo {
  if (piece.length !== PIECE_BYTES) throw new ShamirError(`a piece is ${PIECE_BYTES} bytes (${PIECE_BYTES * 2} hex digits)`);
  if (piece[0] !== PIECE_VERSION) throw new ShamirError(`unknown piece version ${piece[0]}`);
  const threshold = piece[1]!;
  if (threshold < MIN_PIECES || threshold > MAX_PIECES) throw new ShamirError('a piece has an impossible minimum number of pieces');
  const index = piece[PIECE_BYTES - 1]!;
  if (index === 0) throw new ShamirError('a piece has index 0');
  return { version: PIECE_VERSION, threshold, setId: hex(piece.subarray(2, HEADER_BYTES)), index };
}

/** Identical pieces given twice count once. */
export function distinctPieces(pieces: readonly Uint8Array[]): Uint8Array[] {
  const seen = new Set<string>();
  const out: Uint8Array[] = [];
  for (const p of pieces) {
    const key = hex(p);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(p);
  }
  return out;
}

/** Restores the secret phrase from pieces of one split (duplicates ignored). Throws ShamirError
 * for pieces of different splits, too few pieces, or pieces that do not combine (damaged). */
export async function combineSecret(pieces: readonly Uint8Array[]): Promise<string> {
  const unique = distinctPieces(pieces);
  if (unique.length === 0) throw new ShamirError('no pieces given');
  const infos = unique.map(pieceInfo);
  const first = infos[0]!;
  if (infos.some((i) => i.setId !== first.setId || i.threshold !== first.threshold)) {
    throw new ShamirError('the pieces belong to different split secrets');
  }
  if (new Set(infos.map((i) => i.index)).size !== infos.length) throw new ShamirError('two different pieces have the same index');
  if (unique.length < first.threshold) {
    throw new ShamirError(`too few pieces: ${unique.length} given, ${first.threshold} needed`);
  }
  const shares = unique.map((p) => p.slice(HEADER_BYTES));
  let payload: Uint8Array | undefined;
  try {
    payload = await combine(shares);
    const length = payload[0]!;
    if (payload.length !== PAYLOAD_BYTES || length === 0 || length > MAX_SECRET_BYTES) throw new ShamirError('the pieces do not combine into a secret (a piece is damaged)');
    const secret = payload.subarray(1, 1 + length);
    const padding = payload.subarray(1 + length, PAYLOAD_BYTES - CHECK_BYTES);
    const check = payload.subarray(PAYLOAD_BYTES - CHECK_BYTES);
    const expected = checkOf(secret);
    let diff = 0;
    for (let i = 0; i < CHECK_BYTES; i++) diff |= check[i]! ^ expected[i]!;
    for (const b of padding) diff |= b;
    if (diff !== 0) throw new ShamirError('the pieces do not combine into a secret (a piece is damaged)');
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(secret);
    } catch {
      throw new ShamirError('the pieces do not combine into a secret (a piece is damaged)');
    }
  } catch (err) {
    if (err instanceof ShamirError) throw err;
    throw new ShamirError('the pieces do not combine into a secret');
  } finally {
    payload?.fill(0);
    for (const s of shares) s.fill(0);
  }
}

/** A piece as text: lower-case hex. */
export function pieceToText(piece: Uint8Array): string {
  return hex(piece);
}

/** A piece from its text (hex, surrounding blanks ignored). */
export function pieceFromText(text: string): Uint8Array {
  const t = text.trim();
  if (!/^[0-9a-fA-F]*$/.test(t) || t.length !== PIECE_BYTES * 2) throw new ShamirError(`a piece is ${PIECE_BYTES * 2} hex digits`);
  const piece = Uint8Array.from(Buffer.from(t, 'hex'));
  pieceInfo(piece);
  return piece;
}
