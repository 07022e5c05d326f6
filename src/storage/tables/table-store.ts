// One table in the store: its bucket's records, its cache of decoded records, and its indexes
// (committed trees in memory, or entries on disk for a table with persistIndexes:
// stored-indexes.ts). The ChainStore holds one per table and does the same things for every one:
// synchronous reads for overlays, staging a block's changes into the batch with their undo
// entries (index entries on disk included), updating memory once the batch is written, restoring
// records when a block is popped, and reading pages of its indexes for queries.
import type { AnyTable, IndexKey, IndexTree, StateKey } from '../../domain/state/table.js';
import { compareIndexKeys, emptyIndexTree, hasMemoryIndexes, startsWith } from '../../domain/state/table.js';
import type { IndexRange, PageOptions } from '../../domain/state/state.js';
import { countOf, mergeEntries, pageOf, type IndexEntry } from '../../domain/state/pages.js';
import { StateError, StateErrorCode } from '../../domain/state/errors.js';
import { equalBytes } from '../codecs.js';
import type { Db } from '../db.js';
import { bucketRange } from '../keys.js';
import { syncGet, type SyncReadOptions } from '../repositories/read-options.js';
import type { UndoableBatch } from '../undoable-batch.js';
import { RecordCache } from './record-cache.js';
import { StoredIndexes } from './stored-indexes.js';

/** In-memory entries carry the primary key as the last element of `rest` (the trees' order). */
const memoryOrder = (a: IndexEntry<StateKey>, b: IndexEntry<StateKey>): number => compareIndexKeys(a.rest, b.rest);

/** A change staged into a batch, applied to memory once the batch is written. */
export interface StagedRecord {
  readonly key: StateKey;
  readonly next: unknown;
}

export class TableStore<K extends StateKey = StateKey, V = unknown> {
  private readonly cache: RecordCache<K, V> | undefined;
  /** Committed index trees (replaced by an overlay's trees on commit); in-memory indexes only. */
  private trees = new Map<string, IndexTree>();
  /** The indexes on disk (persistIndexes), else undefined. Typed over any key and value so that
   * a TableStore of one table's types still converts to and from the generic one. */
  private readonly stored: StoredIndexes<StateKey, unknown> | undefined;
  private readonly indexNumbers = new Map<string, number>();

  constructor(
    readonly table: AnyTable,
    private readonly db: Db,
    /** Decoded records kept in memory (0: none); Infinity keeps the whole table. */
    cacheCapacity: number,
  ) {
    this.cache = cacheCapacity > 0 ? new RecordCache<K, V>(cacheCapacity) : undefined;
    const indexes = table.indexes ?? [];
    indexes.forEach((index, i) => this.indexNumbers.set(index.name, i));
    if (hasMemoryIndexes(table)) for (const index of indexes) this.trees.set(index.name, emptyIndexTree());
    this.stored = table.persistIndexes === true ? new StoredIndexes<StateKey, unknown>(table, db, (key) => this.keyBytes(key as K)) : undefined;
  }

  /** True when the table's indexes are stored keys (persistIndexes). */
  get indexesOnDisk(): boolean {
    return this.stored !== undefined;
  }

  get bucket(): number {
    return this.table.bucket;
  }

  /** The full store key: bucket byte, then the table's key bytes. */
  keyBytes(key: K): Uint8Array {
    const body = this.table.key.encode(key);
    const out = new Uint8Array(body.length + 1);
    out[0] = this.table.bucket;
    out.set(body, 1);
    return out;
  }

  decodeKey(storeKey: Uint8Array): K {
    return this.table.key.decode(storeKey.subarray(1)) as K;
  }

  /** Fills the cache (and the index trees) from the bucket. A table with indexes, or cached
   * 'all', is always loaded whole; others only when `preload`, up to the cache's capacity. */
  async load(preload: boolean): Promise<void> {
    const cache = this.cache;
    const whole = this.table.cache === 'all';
    if (cache === undefined || (!preload && !whole)) return;
    let all = true;
    for await (const [storeKey, bytes] of this.db.iterator(bucketRange(this.table.bucket))) {
      if (cache.size >= cache.capacity) {
        all = false;
        break;
      }
      const key = this.decodeKey(storeKey);
      const value = this.table.value.decode(bytes, key) as V;
      cache.set(key, value);
      if (this.trees.size > 0) this.index(key, undefined, value);
    }
    cache.complete = all;
  }

  /** Marks an empty table's cache as complete (a fresh store has no records). */
  markEmpty(): void {
    if (this.cache !== undefined) this.cache.complete = true;
  }

  /** The committed record (the cached object: records are immutable, so it is shared). */
  read(key: K, opts: SyncReadOptions): V | undefined {
    const cache = this.cache;
    if (cache !== undefined) {
      const cached = cache.get(key);
      if (cached !== undefined || cache.complete) return cached;
    }
    const bytes = syncGet(this.db, this.keyBytes(key), opts);
    if (bytes === undefined) return undefined;
    const value = this.table.value.decode(bytes, key) as V;
    // Safe even mid-write: the snapshot value is the pre-write truth, and a successful write
    // replaces every record it changed in the cache afterwards.
    cache?.set(key, value);
    return value;
  }

  /** The cached record without loading it or touching recency (debug and tests). */
  peek(key: K): V | undefined {
    return this.cache?.peek(key);
  }

  indexTree(name: string): IndexTree | undefined {
    if (this.indexesOnDisk && this.indexNumbers.has(name)) {
      throw new StateError(StateErrorCode.UNKNOWN_TABLE, `index ${name} of table ${this.table.name} is on disk: it is read a page at a time (IndexPages), never scanned while a block is applied`);
    }
    return this.trees.get(name);
  }

  /** Stages one changed record (with its undo entry, and its index entries on disk with
   * theirs); false when its bytes did not change. */
  stage(batch: UndoableBatch, key: K, prior: V | undefined, next: V | undefined): boolean {
    if (next === prior) return false; // put back unchanged
    if (prior === undefined && this.table.appendOnly === true && this.cache?.peek(key) !== undefined) {
      // The overlay took the record for new without reading it (appendOnly), and it is not.
      throw new StateError(StateErrorCode.BAD_TABLE, `table ${this.table.name} is append-only, but the block rewrites its record ${String(key)} of an earlier block`);
    }
    const codec = this.table.value;
    const priorBytes = prior === undefined ? undefined : codec.encode(prior);
    if (next === undefined) {
      if (priorBytes === undefined) return false; // created and deleted in the same block
      const keyBytes = this.keyBytes(key);
      batch.remove(keyBytes, priorBytes);
      this.stored?.stage(batch, key, keyBytes, prior, undefined);
      return true;
    }
    const encoded = codec.encode(next);
    // A read-modify-write that changed nothing needs neither a write nor an undo entry.
    if (priorBytes !== undefined && equalBytes(encoded, priorBytes)) return false;
    const keyBytes = this.keyBytes(key);
    batch.replace(keyBytes, encoded, priorBytes);
    this.stored?.stage(batch, key, keyBytes, prior, next);
    return true;
  }

  /** After a committed batch: the new values (the overlay's trees, when it kept any, already
   * hold every change of the block). */
  committed(changes: readonly StagedRecord[], trees: ReadonlyMap<string, IndexTree> | undefined): void {
    const cache = this.cache;
    if (cache !== undefined) {
      for (const { key, next } of changes) {
        if (next === undefined) cache.delete(key as K);
        else cache.set(key as K, next as V);
      }
    }
    if (trees !== undefined) this.trees = new Map(trees);
  }

  /** After a pop's batch: each key back to its prior value (undefined: absent). */
  restored(records: ReadonlyArray<readonly [K, V | undefined]>): void {
    for (const [key, prior] of records) {
      if (this.trees.size > 0) {
        // Indexed tables are cached whole, so the current value is in the cache.
        this.index(key, this.cache?.peek(key), prior);
      }
      if (prior === undefined) this.cache?.delete(key);
      else this.cache?.set(key, prior);
    }
  }

  // -------------------------------------------------------------------------------------------
  // Pages (IndexPages): in-memory indexes in one synchronous pass over the committed trees and
  // cache (no commit can land in the middle); indexes on disk from one snapshot
  // (stored-indexes.ts).

  /** A page of one or more ranges of this table's indexes (IndexPages.page). */
  async page(ranges: IndexRange | readonly IndexRange[], opts: PageOptions<K, V> = {}): Promise<Array<readonly [K, V]>> {
    const list = this.rangesOf(ranges);
    if (this.stored !== undefined) return this.stored.page(list, opts as PageOptions<StateKey, unknown>) as Promise<Array<readonly [K, V]>>;
    return pageOf(this.memoryEntries(list), (key) => this.read(key, undefined), opts);
  }

  /** How many records the ranges name (IndexPages.count). */
  async countRanges(ranges: IndexRange | readonly IndexRange[], opts: Pick<PageOptions<K, V>, 'keep' | 'takeWhile'> = {}): Promise<number> {
    const list = this.rangesOf(ranges);
    if (this.stored !== undefined) return this.stored.count(list, opts as Pick<PageOptions<StateKey, unknown>, 'keep' | 'takeWhile'>);
    return countOf(this.memoryEntries(list), (key) => this.read(key, undefined), opts);
  }

  private rangesOf(ranges: IndexRange | readonly IndexRange[]): readonly IndexRange[] {
    const list = Array.isArray(ranges) ? (ranges as readonly IndexRange[]) : [ranges as IndexRange];
    for (const range of list) {
      if (!this.indexNumbers.has(range.index)) throw new StateError(StateErrorCode.UNKNOWN_TABLE, `table ${this.table.name} has no index ${range.index}`);
    }
    return list;
  }

  private memoryEntries(ranges: readonly IndexRange[]): Iterable<IndexEntry<K>> {
    const sources = ranges.map((range) => this.treeEntries(this.trees.get(range.index)!, range.prefix ?? [], range.from ?? []));
    return mergeEntries(sources, memoryOrder);
  }

  private *treeEntries(tree: IndexTree, prefix: IndexKey, from: IndexKey): Generator<IndexEntry<K>> {
    for (const [entry, key] of tree.entries(from.length === 0 ? prefix : [...prefix, ...from])) {
      if (!startsWith(entry, prefix)) return;
      // A tree key ends with the primary key, which `from` must not be compared with: a sort key
      // shorter than prefix + from lands past the start when its primary key is greater.
      if (from.length > 0 && compareIndexKeys(entry.slice(prefix.length, -1), from) < 0) continue;
      yield { rest: entry.slice(prefix.length), key: key as K };
    }
  }

  /** Every record, in key order. */
  async *all(): AsyncGenerator<V> {
    for await (const [storeKey, bytes] of this.db.iterator(bucketRange(this.table.bucket))) {
      yield this.table.value.decode(bytes, this.decodeKey(storeKey)) as V;
    }
  }

  async count(): Promise<number> {
    let n = 0;
    for await (const _ of this.db.keys(bucketRange(this.table.bucket))) n++;
    return n;
  }

  get cachedRecords(): number {
    return this.cache?.size ?? 0;
  }

  get cacheComplete(): boolean {
    return this.cache?.complete ?? false;
  }

  clear(): void {
    this.cache?.clear();
  }

  private index(key: K, before: V | undefined, after: V | undefined): void {
    for (const spec of this.table.indexes ?? []) {
      const tree = this.trees.get(spec.name)!;
      const old = before === undefined ? undefined : spec.entry(before, key);
      if (old !== undefined) tree.delete([...old, key]);
      const entry = after === undefined ? undefined : spec.entry(after, key);
      if (entry !== undefined) tree.set([...entry, key], key);
    }
  }
}
