// The pieces of split secrets a node holds in its configuration (node.sharedPieces, entries
// `account:piece`), so that a client signing for the account supplies only the rest
// (docs/split-secrets.md). Parsed at start-up, where a bad entry stops the node naming its
// position (never its text), and again by each signing request that gives pieces.
import { parseAccountId } from './reed-solomon.js';
import { ShamirError, distinctPieces, pieceFromText, pieceInfo, pieceToText } from './shamir.js';

/** One configured entry of node.sharedPieces. */
export interface HeldPiece {
  readonly account: bigint;
  readonly piece: Uint8Array;
}

/** Parses the entries. Errors name the entry's position only, never its text. */
export function parseHeldPieces(entries: readonly string[]): HeldPiece[] {
  return entries.map((entry, i) => {
    const colon = entry.lastIndexOf(':');
    try {
      if (colon <= 0) throw new ShamirError('expected account:piece');
      const account = parseAccountId(entry.slice(0, colon).trim(), 'sharedPieces');
      return { account, piece: pieceFromText(entry.slice(colon + 1)) };
    } catch (err) {
      const reason = err instanceof ShamirError ? err.reason : 'the account is not a numeric id or RS address';
      throw new Error(`entry ${i + 1}: ${reason}`);
    }
  });
}

/** The distinct held pieces of `account` that belong to the split `setId`. */
export function heldPiecesOf(held: readonly HeldPiece[], account: bigint, setId: string): Uint8Array[] {
  return distinctPieces(held.filter((h) => h.account === account && pieceInfo(h.piece).setId === setId).map((h) => h.piece));
}

/** A split of which the node holds as many pieces as its threshold: it could sign for the account
 * with no piece from anyone, which defeats splitting. The node refuses to start with one, and a
 * signing request refuses to use one. */
export interface WholeSplit {
  readonly account: bigint;
  readonly held: number;
  readonly threshold: number;
}

export function wholeSplits(held: readonly HeldPiece[]): WholeSplit[] {
  const groups = new Map<string, { account: bigint; pieces: Set<string>; threshold: number }>();
  for (const h of held) {
    const info = pieceInfo(h.piece);
    const key = `${h.account}/${info.setId}`;
    const group = groups.get(key) ?? { account: h.account, pieces: new Set<string>(), threshold: info.threshold };
    group.pieces.add(pieceToText(h.piece));
    groups.set(key, group);
  }
  return [...groups.values()]
    .filter((g) => g.pieces.size >= g.threshold)
    .map((g) => ({ account: g.account, held: g.pieces.size, threshold: g.threshold }));
}
