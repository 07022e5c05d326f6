// Which transaction ids are confirmed: the duplicate check of the validation hot path
// (ChainView.hasTransaction, the mempool, commits), answered exactly without holding every id
// and without reading every id at open.
//
// In memory: an IdFilter (id-filter.ts), 4 bytes per slot, that says "not confirmed" for almost
// every id never confirmed; a "maybe" is settled by the TX_BY_ID index (LevelDB getSync), so the
// answer is always exact. The filter only ever gains ids: after a pop, the popped ids stay in it
// as false positives that the index answers.
//
// On disk: the filter's table, written every `snapshotEvery` new ids and at close (one batch of
// its own, outside block batches), and per height the block's ids with the running count
// (written in the block's batch). A pop below the table's tip records, in its own batch, the
// lowest height it reached. At open the table is read back and the ids of every height above
// min(its tip, that low-water mark) are added again from the per-height lists: after a clean
// close none, after a crash at most `snapshotEvery` ids' worth; an id is never missed. A store without a usable table (written by a version that kept none, or whose lists do
// not reach back far enough) is scanned once, as every store was at every open before.

import type { Logger } from '../log/index.js';
import { Bucket } from './buckets.js';
import type { Db } from './db.js';
import { IdFilter } from './id-filter.js';
import type { ChainTip } from './interface.js';
import { bucketRange, idFromKey } from './keys.js';
import type { SyncReadOptions } from './repositories/read-options.js';
import type { TransactionRepository } from './repositories/transactions.js';
import { TxIdRepository, type HeightIds } from './repositories/tx-ids.js';
import type { UndoableBatch } from './undoable-batch.js';

export interface ConfirmedIdsOptions {
  /** New ids between two writes of the filter's table. */
  readonly snapshotEvery: number;
  readonly logger?: Logger;
}

/** How the last open found the confirmed ids (for logs, stats and benchmarks). */
export interface ConfirmedIdsLoad {
  /** 'empty' store, 'snapshot' (table read back, recent heights re-added) or 'scan' (every id read). */
  readonly source: 'empty' | 'snapshot' | 'scan';
  /** Ids read from the per-height lists (snapshot) or from the index (scan). */
  readonly idsRead: number;
}

export class ConfirmedIds {
  private readonly repo: TxIdRepository;
  private filter = IdFilter.create();
  /** Transactions confirmed up to the tip. */
  private confirmed = 0;
  /** Slots of the table on disk (chunks beyond a smaller new table are deleted). */
  private persistedSlots = 0;
  /** Ids added since the table on disk was written (Infinity: it has never been). */
  private unsaved = Number.POSITIVE_INFINITY;
  /** The tip height of the table on disk (or being written); -1: none. */
  private persistedHeight = -1;
  /** The low-water mark on disk, while below persistedHeight. */
  private persistedLow = Number.POSITIVE_INFINITY;
  private writing: Promise<void> | undefined;
  private loadedAs: ConfirmedIdsLoad = { source: 'empty', idsRead: 0 };

  constructor(
    private readonly db: Db,
    private readonly transactions: TransactionRepository,
    private readonly opts: ConfirmedIdsOptions,
  ) {
    this.repo = new TxIdRepository(db);
  }

  get count(): number {
    return this.confirmed;
  }

  get filterBytes(): number {
    return this.filter.byteLength;
  }

  get loaded(): ConfirmedIdsLoad {
    return this.loadedAs;
  }

  async load(tip: ChainTip | undefined): Promise<void> {
    if (tip === undefined) return; // empty store: empty filter, nothing to write yet
    const restored = await this.restore(tip);
    if (restored !== undefined) {
      this.loadedAs = { source: 'snapshot', idsRead: restored };
      return;
    }
    const filter = IdFilter.create();
    let n = 0;
    for await (const key of this.db.keys(bucketRange(Bucket.TX_BY_ID))) {
      filter.add(idFromKey(key));
      n++;
    }
    this.filter = filter;
    this.confirmed = n;
    this.loadedAs = { source: 'scan', idsRead: n };
    this.opts.logger?.info('confirmed transaction ids read from the index (no usable id filter on disk)', { ids: n });
    // So that the next open reads the table instead.
    await this.save(tip.height);
  }

  /** Exact: is a transaction with this id confirmed? */
  has(id: bigint, read: SyncReadOptions): boolean {
    return this.filter.mayHave(id) && this.transactions.hasIdSync(id, read);
  }

  /** A pre-filter for lookups by id (false: certainly not confirmed). */
  readonly mayHave = (id: bigint): boolean => this.filter.mayHave(id);

  /** Stages the block's id list (with the running count) into its batch. */
  stage(batch: UndoableBatch, height: number, ids: readonly bigint[]): void {
    this.repo.stageNew(batch, height, this.confirmed + ids.length, ids);
  }

  /** After the block's batch is written: its ids join the filter; the table is written anew
   * once enough ids were added (in the background: the block does not wait for it). */
  committed(tipHeight: number, ids: readonly bigint[]): void {
    for (const id of ids) this.filter.add(id);
    this.confirmed += ids.length;
    this.unsaved += ids.length;
    if (this.unsaved >= this.opts.snapshotEvery && this.writing === undefined) {
      const write = this.save(tipHeight).finally(() => {
        if (this.writing === write) this.writing = undefined;
      });
      this.writing = write;
    }
  }

  /** Before a pop of the block at `height` is staged: waits for a table write in flight (it must
   * not land after the pop's mark, which it would erase), then stages the mark when the table
   * on disk covers that height. */
  async stagePop(batch: UndoableBatch, height: number): Promise<void> {
    await this.writing;
    if (height <= this.persistedHeight && height - 1 < this.persistedLow) this.repo.stageLowWater(batch, height - 1);
  }

  /** After a pop's batch is written. The popped ids stay in the filter (the index answers them). */
  popped(height: number, removed: number): void {
    this.confirmed -= removed;
    if (height <= this.persistedHeight) this.persistedLow = Math.min(this.persistedLow, height - 1);
  }

  /** Waits for a table write in flight, then writes the table when ids were added since. */
  async close(tip: ChainTip | undefined): Promise<void> {
    await this.writing;
    if (tip !== undefined && this.unsaved > 0) await this.save(tip.height);
  }

  /** The table on disk plus the ids of the heights that may have changed since it was written;
   * undefined when there is no table or a list it needs is missing. Returns the ids re-read. */
  private async restore(tip: ChainTip): Promise<number | undefined> {
    const stored = await this.repo.readFilter();
    if (stored === undefined) return undefined;
    let filter: IdFilter;
    try {
      filter = IdFilter.restore(stored.seed, stored.slots, stored.used);
    } catch {
      return undefined;
    }
    const from = Math.min(stored.validThrough, tip.height) + 1;
    const lists: HeightIds[] = await this.repo.range(from, tip.height);
    if (lists.length !== tip.height - from + 1) return undefined;
    const last = lists.length > 0 ? lists[lists.length - 1] : await this.repo.at(tip.height);
    if (last === undefined) return undefined;
    let n = 0;
    for (const list of lists) {
      for (const id of list.ids) filter.add(id);
      n += list.ids.length;
    }
    this.filter = filter;
    this.confirmed = last.countThrough;
    this.persistedSlots = stored.slots.length;
    this.persistedHeight = stored.height;
    this.persistedLow = stored.validThrough < stored.height ? stored.validThrough : Number.POSITIVE_INFINITY;
    this.unsaved = n;
    return n;
  }

  /** Writes the table as it is now, for the tip at `height`. A failed write leaves the previous
   * table (or none), which open handles: it is logged, not thrown. */
  private async save(height: number): Promise<void> {
    const filter = this.filter;
    // A copy: the live table keeps changing while the batch is built and written.
    const slots = filter.table.slice();
    const used = filter.size;
    const unsavedBefore = this.unsaved;
    const before = { height: this.persistedHeight, low: this.persistedLow };
    this.unsaved = 0;
    // Counted as on disk from now: a pop waits for this write before it reads these.
    this.persistedHeight = height;
    this.persistedLow = Number.POSITIVE_INFINITY;
    try {
      await this.repo.writeFilter({ seed: filter.seed, used, slots, height }, this.persistedSlots);
      this.persistedSlots = slots.length;
    } catch (err) {
      this.unsaved += unsavedBefore;
      this.persistedHeight = before.height;
      this.persistedLow = before.low;
      this.opts.logger?.warn('the transaction id filter could not be written (the next open reads more ids)', {
        error: err instanceof Error ? err.message : String(err),
      });
    }
  }
}
