// What commitBlock checks before it writes: the block continues the tip, fits its overlay, and
// every index key the batch creates is new. These keep the undo record exact (a key it records
// as "absent before" must really have been absent).
import type { StateOverlay } from '../domain/state/overlay.js';
import { idCandidates } from './codecs.js';
import { StorageError, StorageErrorCode } from './errors.js';
import type { ChainTip, StoredBlock, StoredTransactionIndex } from './interface.js';

export interface CommitCheckContext {
  readonly tip: ChainTip | undefined;
  /** Whether a transaction with this id is confirmed (exact). */
  readonly hasTransaction: (id: bigint) => boolean;
  readonly hasBlock: (id: bigint) => boolean;
  readonly overlay: StateOverlay;
}

export function checkCommit(block: StoredBlock, txs: readonly StoredTransactionIndex[], ctx: CommitCheckContext): void {
  const height = ctx.tip?.height ?? -1;
  const expectedPrevious = ctx.tip?.blockId ?? 0n;
  if (block.height !== height + 1 || block.previousBlockId !== expectedPrevious) {
    throw new StorageError(
      StorageErrorCode.NOT_NEXT_BLOCK,
      `block ${block.id} at height ${block.height} after ${block.previousBlockId} does not continue the tip (height ${height}, id ${expectedPrevious})`,
    );
  }
  if (block.height !== ctx.overlay.height || block.timestamp !== ctx.overlay.blockTimestamp) {
    throw new StorageError(StorageErrorCode.NOT_NEXT_BLOCK, `block ${block.id} does not match its overlay (height or timestamp)`);
  }
  if (ctx.hasBlock(block.id)) throw new StorageError(StorageErrorCode.DUPLICATE_BLOCK, `block ${block.id} is already stored`);
  // Ids are checked against the confirmed ids (confirmed-ids.ts). Full hashes need no store lookup: a transaction
  // id is the first 8 bytes of its full hash (DESIGN.md), checked here in either byte order, so a
  // stored full hash implies a stored id, which is refused.
  const ids = new Set<bigint>();
  const hashes = new Set<string>();
  const indexes = new Set<number>();
  for (const tx of txs) {
    if (tx.height !== block.height || tx.blockId !== block.id || tx.blockTimestamp !== block.timestamp || indexes.has(tx.index)) {
      throw new StorageError(StorageErrorCode.TRANSACTION_MISMATCH, `transaction ${tx.id} does not fit block ${block.id} (location or repeated index ${tx.index})`);
    }
    if (!idCandidates(tx.fullHash).includes(tx.id)) {
      throw new StorageError(StorageErrorCode.TRANSACTION_MISMATCH, `transaction id ${tx.id} is not the first 8 bytes of its full hash`);
    }
    indexes.add(tx.index);
    const hash = Buffer.from(tx.fullHash.buffer, tx.fullHash.byteOffset, tx.fullHash.byteLength).toString('hex');
    if (ids.has(tx.id) || hashes.has(hash) || ctx.hasTransaction(tx.id)) {
      throw new StorageError(StorageErrorCode.DUPLICATE_TRANSACTION, `transaction ${tx.id} is already stored or repeated in the block`);
    }
    ids.add(tx.id);
    hashes.add(hash);
  }
}
