// Replaying a block's undo record into a batch (popping the tip): every entry's prior bytes go
// back (a put, or a delete where the key did not exist), newest change first. What the replay
// meets on the way is collected for the memory update after the write: the tip it restores, the
// table records (through the state tables' restorer) and the transaction ids it removes.
import { decodeTip, type UndoEntry } from './codecs.js';
import { Bucket } from './buckets.js';
import { StorageError, StorageErrorCode } from './errors.js';
import type { ChainTip, StoredBlock } from './interface.js';
import { idFromKey } from './keys.js';
import { MetaRepository } from './repositories/meta.js';
import type { UndoableBatch } from './undoable-batch.js';

export interface TableRestorer {
  /** True when the key is a table record (its cache and indexes follow after the write). */
  add(key: Uint8Array, prior: Uint8Array | undefined): boolean;
}

export interface Replayed {
  /** The tip before the popped block. */
  readonly priorTip: ChainTip;
  /** Confirmed transaction ids the pop removes. */
  readonly removedTxIds: readonly bigint[];
}

/** Stages the undo record of `block` (the tip at `tipHeight`) into `batch`; throws
 * CORRUPT_RECORD when it does not restore the previous tip. */
export function replayUndo(batch: UndoableBatch, entries: readonly UndoEntry[], block: StoredBlock, tipHeight: number, restored: TableRestorer): Replayed {
  let priorTip: ChainTip | undefined;
  const removedTxIds: bigint[] = [];
  for (let i = entries.length - 1; i >= 0; i--) {
    const { key, prior } = entries[i]!;
    if (prior === undefined) batch.delUntracked(key);
    else batch.putUntracked(key, prior);
    if (MetaRepository.isTipKey(key)) {
      priorTip = prior === undefined ? undefined : decodeTip(prior);
    } else if (restored.add(key, prior)) {
      // a table record: its cache and indexes follow once the batch is written
    } else if (key[0] === Bucket.TX_BY_ID && prior === undefined) {
      removedTxIds.push(idFromKey(key));
    }
  }
  if (priorTip === undefined || priorTip.height !== tipHeight - 1 || priorTip.blockId !== block.previousBlockId) {
    throw new StorageError(StorageErrorCode.CORRUPT_RECORD, `undo record at height ${tipHeight} does not restore the previous tip`);
  }
  return { priorTip, removedTxIds };
}
