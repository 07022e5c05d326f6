// One table in the store: its bucket's records, its cache of decoded records, and its committed
// index trees. The ChainStore holds one per table and does the same four things for every one:
// synchronous reads for overlays, staging a block's changes into the batch with their undo
// entries, updating memory once the batch is written, and restoring records when a block is
// popped.
import type { AnyTable, IndexTree, StateKey } from '../../domain/state/table.js';
import { emptyIndexTree } from '../../domain/state/table.js';
import { equalBytes } from '../codecs.js';
import type { Db } from '../db.js';
import { bucketRange } from '../keys.js';
import { syncGet, type SyncReadOptions } from '../repositories/read-options.js';
import type { UndoableBatch } from '../undoable-batch.js';
import { RecordCache } from './record-cache.js';

/** A change staged into a batch, applied to memory once the batch is written. */
export interface StagedRecord {
  readonly key: StateKey;
  readonly next: unknown;
}

export class TableStore<K extends StateKey = StateKey, V = unknown> {
  private readonly cache: RecordCache<K, V> | undefined;
  /** Committed index trees (replaced by an overlay's trees on commit). */
  private trees = new Map<string, IndexTree>();

  constructor(
    readonly table: AnyTable,
    private readonly db: Db,
    /** Decoded records kept in memory (0: none); Infinity keeps the whole table. */
    cacheCapacity: number,
  ) {
    this.cache = cacheCapacity > 0 ? new RecordCache<K, V>(cacheCapacity) : undefined;
    for (const index of table.indexes ?? []) this.trees.set(index.name, emptyIndexTree());
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
      this.index(key, undefined, value);
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
    return this.trees.get(name);
  }

  /** Stages one changed record (with its undo entry); false when its bytes did not change. */
  stage(batch: UndoableBatch, key: K, prior: V | undefined, next: V | undefined): boolean {
    if (next === prior) return false; // put back unchanged
    const codec = this.table.value;
    const priorBytes = prior === undefined ? undefined : codec.encode(prior);
    if (next === undefined) {
      if (priorBytes === undefined) return false; // created and deleted in the same block
      batch.remove(this.keyBytes(key), priorBytes);
      return true;
    }
    const encoded = codec.encode(next);
    // A read-modify-write that changed nothing needs neither a write nor an undo entry.
    if (priorBytes !== undefined && equalBytes(encoded, priorBytes)) return false;
    batch.replace(this.keyBytes(key), encoded, priorBytes);
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
