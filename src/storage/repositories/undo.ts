// Undo records by height (format in codecs.ts). They are bookkeeping of the store itself, so they
// are written and removed untracked (an undo record is never part of another undo record).

import { Bucket } from '../buckets.js';
import { decodeUndo, encodeUndo, type UndoEntry } from '../codecs.js';
import type { Db } from '../db.js';
import { bucketRange, heightFromKey, undoKey } from '../keys.js';
import type { UndoableBatch } from '../undoable-batch.js';

export class UndoRepository {
  constructor(private readonly db: Db) {}

  async get(height: number): Promise<UndoEntry[] | undefined> {
    const value = await this.db.get(undoKey(height));
    return value === undefined ? undefined : decodeUndo(value);
  }

  /** Heights that have an undo record, ascending. */
  async heights(): Promise<number[]> {
    const heights: number[] = [];
    for await (const key of this.db.keys(bucketRange(Bucket.UNDO))) heights.push(heightFromKey(key));
    return heights;
  }

  stagePut(batch: UndoableBatch, height: number, entries: readonly UndoEntry[]): void {
    batch.putUntracked(undoKey(height), encodeUndo(entries));
  }

  stageDelete(batch: UndoableBatch, height: number): void {
    batch.delUntracked(undoKey(height));
  }

  /** Removes every undo record below `height` (used at open when the rollback depth shrank). */
  async deleteBelow(height: number): Promise<void> {
    if (height <= 0) return;
    await this.db.clear({ gte: undoKey(0), lt: undoKey(height) });
  }
}
