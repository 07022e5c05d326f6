// One atomic write that remembers, for every key it changes, the value that key had before (or
// that it was absent). That list becomes the block's undo record; popping the block replays it
// in reverse. Keys whose prior absence is guaranteed by an invariant (everything keyed by the
// new height or by a new id) are added with `create`, so no read is needed to build the undo.

import type { AbstractChainedBatch } from 'abstract-level';
import type { UndoEntry } from './codecs.js';
import type { Db } from './db.js';

export class UndoableBatch {
  private readonly batch: AbstractChainedBatch<Db, Uint8Array, Uint8Array>;
  private readonly entries: UndoEntry[] = [];

  constructor(db: Db) {
    this.batch = db.batch();
  }

  /** The undo entries so far, in the order the keys were changed. */
  get undo(): readonly UndoEntry[] {
    return this.entries;
  }

  get length(): number {
    return this.batch.length;
  }

  /** Writes a key that did not exist before this batch. */
  create(key: Uint8Array, value: Uint8Array): void {
    this.batch.put(key, value);
    this.entries.push({ key, prior: undefined });
  }

  /** Writes a key whose prior value (undefined: absent) the caller knows. */
  replace(key: Uint8Array, value: Uint8Array, prior: Uint8Array | undefined): void {
    this.batch.put(key, value);
    this.entries.push({ key, prior });
  }

  /** Deletes a key whose prior value the caller knows. */
  remove(key: Uint8Array, prior: Uint8Array): void {
    this.batch.del(key);
    this.entries.push({ key, prior });
  }

  /** A write that is not undone (the undo bucket's own bookkeeping). */
  putUntracked(key: Uint8Array, value: Uint8Array): void {
    this.batch.put(key, value);
  }

  /** A delete that is not undone. */
  delUntracked(key: Uint8Array): void {
    this.batch.del(key);
  }

  async write(opts: { sync?: boolean } = {}): Promise<void> {
    await this.batch.write({ sync: opts.sync ?? false });
  }

  /** Releases a batch that will not be written. */
  async discard(): Promise<void> {
    await this.batch.close();
  }
}
