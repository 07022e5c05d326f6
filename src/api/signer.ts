// Who signs (or decrypts) for an operation: `secretPhrase`, or the pieces of a split secret
// (`sharedPiece`, repeated, with `sharedPieceAccount`; docs/split-secrets.md). Every operation
// that needs a private key resolves it here, so each takes the pieces the same way and refuses
// them the same way (errorCode 7 naming sharedPiece). Pieces are combined in memory with the
// node's held pieces of that account (node.sharedPieces); only the key pair leaves this module,
// and neither the phrase nor a piece is logged, stored or answered.
import { accountIdFromPublicKey } from '../domain/account-id.js';
import { keyPairFromSecret, type KeyPair } from '../domain/crypto.js';
import { heldPiecesOf, parseHeldPieces, type HeldPiece } from '../domain/held-pieces.js';
import { idToString } from '../domain/ids.js';
import { MAX_PIECES, PIECE_BYTES, ShamirError, combineSecret, distinctPieces, pieceInfo, pieceToText } from '../domain/shamir.js';
import type { NodeApiContext } from './context.js';
import { apiErrors } from './errors.js';

/** The `sharedPiece` parameter: repeated and/or comma-separated pieces, as splitSecret gave them. */
export const SHARED_PIECE_PARAM = {
  name: 'sharedPiece',
  type: 'hexList',
  bytes: PIECE_BYTES,
  maxItems: MAX_PIECES * 2,
  secret: true,
  description: `A piece of a split secret (splitSecret): ${PIECE_BYTES * 2} hex digits. Repeat the parameter (or separate pieces with commas) to give several.`,
} as const;

/** sharedPiece and sharedPieceAccount as every signing operation takes them, after secretPhrase. */
export const SIGNER_PIECE_PARAMS = [
  { ...SHARED_PIECE_PARAM, description: 'Instead of secretPhrase: pieces of the account\'s split secret (splitSecret), repeated or comma-separated, with sharedPieceAccount. The node adds the pieces it holds for that account (node.sharedPieces), combines them in memory, checks the account, uses the key and forgets it. See docs/split-secrets.md.' },
  { name: 'sharedPieceAccount', type: 'account', description: 'The account whose split secret sharedPiece belongs to (numeric id or RS address); required with sharedPiece.' },
] as const;

/** secretPhrase (described for the operation), then the piece parameters. */
export function signerParams<const D extends string>(secretPhraseDescription: D) {
  return [
    { name: 'secretPhrase', type: 'string', secret: true, description: secretPhraseDescription },
    ...SIGNER_PIECE_PARAMS,
  ] as const;
}

export interface SignerInput {
  readonly secretPhrase?: string | undefined;
  readonly sharedPiece?: readonly Uint8Array[] | undefined;
  readonly sharedPieceAccount?: bigint | undefined;
}

export interface Signer {
  readonly keyPair: KeyPair;
  readonly account: bigint;
  /** The parameter the key came from: the one to name when the key is refused. */
  readonly param: 'secretPhrase' | 'sharedPiece';
}

/** The signer given, or undefined when neither secretPhrase nor sharedPiece is. */
export async function signerOf(ctx: Pick<NodeApiContext, 'config'>, p: SignerInput): Promise<Signer | undefined> {
  if (p.sharedPiece !== undefined) {
    if (p.secretPhrase !== undefined) throw apiErrors.invalidParam('sharedPiece', 'give secretPhrase or sharedPiece, not both');
    if (p.sharedPieceAccount === undefined) throw apiErrors.missingParam('sharedPieceAccount');
    const keyPair = await keyPairFromPieces(p.sharedPiece, p.sharedPieceAccount, ctx.config.sharedPieces ?? []);
    return { keyPair, account: p.sharedPieceAccount, param: 'sharedPiece' };
  }
  if (p.sharedPieceAccount !== undefined) throw apiErrors.missingParam('sharedPiece');
  if (p.secretPhrase === undefined) return undefined;
  const keyPair = keyPairFromSecret(p.secretPhrase);
  return { keyPair, account: accountIdFromPublicKey(keyPair.publicKey), param: 'secretPhrase' };
}

/** The signer of an operation that cannot go without one: absent is errorCode 1 naming secretPhrase. */
export async function requireSigner(ctx: Pick<NodeApiContext, 'config'>, p: SignerInput): Promise<Signer> {
  const signer = await signerOf(ctx, p);
  if (signer === undefined) throw apiErrors.missingParam('secretPhrase');
  return signer;
}

/** Combines pieces; a refusal is errorCode 7 naming sharedPiece (its reason holds no secret). */
export async function combineOrRefuse(pieces: readonly Uint8Array[]): Promise<string> {
  try {
    return await combineSecret(pieces);
  } catch (err) {
    if (err instanceof ShamirError) throw apiErrors.invalidParam('sharedPiece', err.reason);
    throw err;
  }
}

/** node.sharedPieces parsed once per configuration (the setting is read at start and checked
 * there; a node built without that check still gets a clear refusal). */
const parsedHeldCache = new WeakMap<readonly string[], HeldPiece[]>();
function parsedHeld(entries: readonly string[]): HeldPiece[] {
  let parsed = parsedHeldCache.get(entries);
  if (parsed === undefined) {
    try {
      parsed = parseHeldPieces(entries);
    } catch {
      throw apiErrors.invalidParam('sharedPiece', 'the node\'s configured pieces (node.sharedPieces) do not parse');
    }
    parsedHeldCache.set(entries, parsed);
  }
  return parsed;
}

/** The key pair of sharedPiece (+ the node's held pieces of the account). Refusals are errorCode
 * 7 naming sharedPiece: no client piece, pieces of different splits, too few, a damaged piece, a
 * node holding the whole split, or a phrase whose account is not `account`. */
async function keyPairFromPieces(clientPieces: readonly Uint8Array[], account: bigint, heldEntries: readonly string[]): Promise<KeyPair> {
  const given = distinctPieces(clientPieces);
  if (given.length === 0) throw apiErrors.invalidParam('sharedPiece', 'at least one piece is required');
  let setId: string;
  try {
    setId = pieceInfo(given[0]!).setId;
  } catch (err) {
    if (err instanceof ShamirError) throw apiErrors.invalidParam('sharedPiece', err.reason);
    throw err;
  }
  const held = heldEntries.length > 0 ? heldPiecesOf(parsedHeld(heldEntries), account, setId) : [];
  if (held.length > 0) {
    // A node holding a whole split could sign with anyone's single piece: refuse to use it.
    if (held.length >= pieceInfo(held[0]!).threshold) throw apiErrors.invalidParam('sharedPiece', 'the node holds enough pieces by itself; refused');
    const heldTexts = new Set(held.map(pieceToText));
    if (given.every((p) => heldTexts.has(pieceToText(p)))) throw apiErrors.invalidParam('sharedPiece', 'give at least one piece the node does not hold');
  }
  const phrase = await combineOrRefuse([...given, ...held]);
  const keyPair = keyPairFromSecret(phrase);
  if (accountIdFromPublicKey(keyPair.publicKey) !== account) {
    throw apiErrors.invalidParam('sharedPiece', `the pieces do not restore the secret phrase of sharedPieceAccount ${idToString(account)}`);
  }
  return keyPair;
}
