// combineSecret: restores a secret phrase from pieces made by splitSecret
// (src/domain/shamir.ts, docs/split-secrets.md). Only the client's pieces are used: the
// pieces a node holds in its configuration (node.sharedPieces) sign transactions but are never
// combined into a phrase that leaves the node.
//
// Also the one place that turns `sharedPiece` parameters into a key pair for the signing
// operations (create-transaction.ts): the pieces are combined in memory, checked against
// sharedPieceAccount, and only the key pair is kept.
import { accountIdFromPublicKey } from '../../../domain/account-id.js';
import { keyPairFromSecret, type KeyPair } from '../../../domain/crypto.js';
import { idToString } from '../../../domain/ids.js';
import { encodeRS, parseAccountId } from '../../../domain/reed-solomon.js';
import { MAX_PIECES, PIECE_BYTES, ShamirError, combineSecret as combinePieces, distinctPieces, pieceFromText, pieceInfo, pieceToText } from '../../../domain/shamir.js';
import { apiErrors } from '../../errors.js';
import { ApiTag, defineHandler } from '../../types.js';
import { R, object, str } from '../../response-schema.js';

/** The `sharedPiece` parameter: repeated and/or comma-separated pieces, as splitSecret gave them. */
export const SHARED_PIECE_PARAM = {
  name: 'sharedPiece',
  type: 'hexList',
  bytes: PIECE_BYTES,
  maxItems: MAX_PIECES * 2,
  secret: true,
  description: `A piece of a split secret (splitSecret): ${PIECE_BYTES * 2} hex digits. Repeat the parameter (or separate pieces with commas) to give several.`,
} as const;

async function combineOrRefuse(pieces: readonly Uint8Array[]): Promise<string> {
  try {
    return await combinePieces(pieces);
  } catch (err) {
    if (err instanceof ShamirError) throw apiErrors.invalidParam('sharedPiece', err.reason);
    throw err;
  }
}

export const combineSecret = defineHandler({
  requestType: 'combineSecret',
  tags: [ApiTag.UTILS],
  description: 'Restores the secret phrase from at least the minimum number of pieces of one split (sharedPiece, repeated). Answers the phrase and its account. Too few pieces, pieces of different splits or a damaged piece: errorCode 7 naming sharedPiece. See docs/split-secrets.md.',
  method: 'POST',
  requirePost: true,
  requirePassword: false,
  requireBlockchain: false,
  response: object({ secretPhrase: str('The restored secret phrase.'), account: R.id, accountRS: R.accountRS }),
  params: [{ ...SHARED_PIECE_PARAM, required: true }],
  async handler({ sharedPiece }) {
    const secretPhrase = await combineOrRefuse(sharedPiece);
    const account = accountIdFromPublicKey(keyPairFromSecret(secretPhrase).publicKey);
    return { secretPhrase, account: idToString(account), accountRS: encodeRS(account) };
  },
});

/** One configured entry of node.sharedPieces: `account:piece`. */
export interface HeldPiece {
  readonly account: bigint;
  readonly piece: Uint8Array;
}

/** Parses node.sharedPieces. Errors name the entry's position only, never its text. */
export function parseHeldPieces(entries: readonly string[]): HeldPiece[] {
  return entries.map((entry, i) => {
    const colon = entry.lastIndexOf(':');
    try {
      if (colon <= 0) throw new ShamirError('expected account:piece');
      const account = parseAccountId(entry.slice(0, colon).trim(), 'sharedPieces');
      return { account, piece: pieceFromText(entry.slice(colon + 1)) };
    } catch (err) {
      const reason = err instanceof ShamirError ? err.reason : 'the account is not a numeric id or RS address';
      throw new Error(`node.sharedPieces entry ${i + 1}: ${reason}`);
    }
  });
}

/** The key pair of sharedPiece (+ the node's held pieces of sharedPieceAccount). Refusals are
 * errorCode 7 naming sharedPiece: no client piece, pieces of different splits, too few, a
 * damaged piece, or a phrase whose account is not sharedPieceAccount. */
export async function keyPairFromPieces(clientPieces: readonly Uint8Array[], account: bigint, heldEntries: readonly string[]): Promise<KeyPair> {
  const given = distinctPieces(clientPieces);
  if (given.length === 0) throw apiErrors.invalidParam('sharedPiece', 'at least one piece is required');
  let setId: string;
  try {
    setId = pieceInfo(given[0]!).setId;
  } catch (err) {
    if (err instanceof ShamirError) throw apiErrors.invalidParam('sharedPiece', err.reason);
    throw err;
  }
  let held: Uint8Array[] = [];
  if (heldEntries.length > 0) {
    let parsed: HeldPiece[];
    try {
      parsed = parseHeldPieces(heldEntries);
    } catch {
      throw apiErrors.invalidParam('sharedPiece', 'the node\'s configured pieces (node.sharedPieces) do not parse');
    }
    held = distinctPieces(parsed.filter((h) => h.account === account && pieceInfo(h.piece).setId === setId).map((h) => h.piece));
  }
  const heldTexts = new Set(held.map(pieceToText));
  if (held.length > 0) {
    const threshold = pieceInfo(held[0]!).threshold;
    if (held.length >= threshold) throw apiErrors.invalidParam('sharedPiece', 'the node holds enough pieces by itself; refused');
    if (given.every((p) => heldTexts.has(pieceToText(p)))) throw apiErrors.invalidParam('sharedPiece', 'give at least one piece the node does not hold');
  }
  const phrase = await combineOrRefuse([...given, ...held]);
  const keyPair = keyPairFromSecret(phrase);
  if (accountIdFromPublicKey(keyPair.publicKey) !== account) {
    throw apiErrors.invalidParam('sharedPiece', `the pieces do not restore the secret phrase of sharedPieceAccount ${idToString(account)}`);
  }
  return keyPair;
}
