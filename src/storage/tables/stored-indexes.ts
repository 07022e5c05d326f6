// The indexes of a table kept on disk (persistIndexes; layout in index-keys.ts and
// docs/storage.md, "Indexes on disk"): each entry is a key written in the block's batch with its
// record, with its undo entry, and read back a page at a time for queries. A page is read from one
// snapshot: the keys of each range in batches, merged, and the records they name with getMany from
// the same snapshot (not through the table's cache, which may already hold a later block's
// records).
import type { AbstractSnapshot } from 'abstract-level';
import type { AnyTable, IndexKey, StateKey } from '../../domain/state/table.js';
import { compareIndexKeys } from '../../domain/state/table.js';
import type { IndexRange, PageOptions } from '../../domain/state/state.js';
import { countOfAsync, mergeEntriesAsync, pageOfAsync, type IndexEntry } from '../../domain/state/pages.js';
import type { Db } from '../db.js';
import type { UndoableBatch } from '../undoable-batch.js';
import { compareBytes, decodeSortKey, indexEntryKey, indexHead, indexRange } from './index-keys.js';

/** Index keys read per round trip to the store while walking a range. */
const STORED_BATCH = 256;

/** The value of a stored index entry (the key says everything). */
const NO_VALUE = new Uint8Array(0);

/** A stored index entry; it carries its record key's bytes (equal sort keys are in their order).
 * Decoded on demand: what a merge of one range never compares is never decoded. */
class DiskEntry<K extends StateKey> implements IndexEntry<K> {
  private sortKey: { readonly elements: IndexKey; readonly end: number } | undefined;
  private decodedKey: { readonly key: K } | undefined;

  constructor(
    private readonly stored: Uint8Array,
    /** Where the sort key after the range's prefix starts. */
    private readonly restAt: number,
    private readonly decodeKey: (bytes: Uint8Array) => K,
  ) {}

  private decoded(): { readonly elements: IndexKey; readonly end: number } {
    return (this.sortKey ??= decodeSortKey(this.stored, this.restAt));
  }

  get rest(): IndexKey {
    return this.decoded().elements;
  }

  get keyBytes(): Uint8Array {
    return this.stored.subarray(this.decoded().end);
  }

  get key(): K {
    return (this.decodedKey ??= { key: this.decodeKey(this.keyBytes) }).key;
  }
}

const diskOrder = <K extends StateKey>(a: DiskEntry<K>, b: DiskEntry<K>): number => compareIndexKeys(a.rest, b.rest) || compareBytes(a.keyBytes, b.keyBytes);

export class StoredIndexes<K extends StateKey, V> {
  /** Key heads by index position. */
  private readonly heads: readonly Uint8Array[];
  private readonly numbers: ReadonlyMap<string, number>;

  constructor(
    private readonly table: AnyTable,
    private readonly db: Db,
    /** The record's full store key (bucket byte first). */
    private readonly keyBytes: (key: K) => Uint8Array,
  ) {
    const indexes = table.indexes ?? [];
    this.heads = indexes.map((_, i) => indexHead(table.bucket, i));
    this.numbers = new Map(indexes.map((index, i) => [index.name, i]));
  }

  /** The record's index entries from `prior` to `next` (`keyBytes`: its store key): an entry
   * that moved is deleted and created again. Its old key had to exist (the prior is the committed
   * record, whose entries were written with it); the new one cannot (it names this record, whose
   * only entry in that index was the old one). */
  stage(batch: UndoableBatch, key: K, keyBytes: Uint8Array, prior: V | undefined, next: V | undefined): void {
    const recordKey = keyBytes.subarray(1);
    const indexes = this.table.indexes!;
    for (let i = 0; i < indexes.length; i++) {
      const spec = indexes[i]!;
      const old = prior === undefined ? undefined : spec.entry(prior, key);
      const entry = next === undefined ? undefined : spec.entry(next, key);
      if (old !== undefined && entry !== undefined && compareIndexKeys(old, entry) === 0) continue;
      if (old !== undefined) batch.remove(indexEntryKey(this.heads[i]!, old, recordKey), NO_VALUE);
      if (entry !== undefined) batch.create(indexEntryKey(this.heads[i]!, entry, recordKey), NO_VALUE);
    }
  }

  /** A page of the ranges (IndexPages.page; the ranges name indexes of this table). */
  async page(ranges: readonly IndexRange[], opts: PageOptions<K, V>): Promise<Array<readonly [K, V]>> {
    const snapshot = this.db.snapshot();
    try {
      // One range without filters: its offset is skipped inside the key batches, without an entry
      // per key skipped.
      const skip = ranges.length === 1 && opts.keep === undefined && opts.takeWhile === undefined ? (opts.offset ?? 0) : 0;
      const entries = this.entries(ranges, snapshot, skip);
      return await pageOfAsync(entries, (keys) => this.readMany(keys, snapshot), skip > 0 ? { ...opts, offset: 0 } : opts);
    } finally {
      await snapshot.close().catch(() => undefined);
    }
  }

  /** How many records the ranges name (IndexPages.count). */
  async count(ranges: readonly IndexRange[], opts: Pick<PageOptions<K, V>, 'keep' | 'takeWhile'>): Promise<number> {
    const snapshot = this.db.snapshot();
    try {
      if (ranges.length === 1 && opts.keep === undefined && opts.takeWhile === undefined) return await this.countKeys(ranges[0]!, snapshot);
      return await countOfAsync(this.entries(ranges, snapshot), (keys) => this.readMany(keys, snapshot), opts);
    } finally {
      await snapshot.close().catch(() => undefined);
    }
  }

  private bounds(range: IndexRange): { gte: Uint8Array; lt: Uint8Array; rest: number } {
    return indexRange(this.heads[this.numbers.get(range.index)!]!, range.prefix ?? [], range.from ?? []);
  }

  /** The ranges' entries merged; `skip` (one range only) drops its first entries unread. */
  private entries(ranges: readonly IndexRange[], snapshot: AbstractSnapshot, skip = 0): AsyncIterable<IndexEntry<K>> {
    const sources = ranges.map((range) => this.rangeEntries(range, snapshot, skip));
    return sources.length === 1 ? sources[0]! : mergeEntriesAsync(sources, diskOrder);
  }

  private async *rangeEntries(range: IndexRange, snapshot: AbstractSnapshot, skip: number): AsyncGenerator<DiskEntry<K>> {
    const { gte, lt, rest } = this.bounds(range);
    const decodeKey = (bytes: Uint8Array) => this.table.key.decode(bytes) as K;
    const keys = this.db.keys({ gte, lt, snapshot });
    try {
      for (let batch = await keys.nextv(STORED_BATCH); batch.length > 0; batch = await keys.nextv(STORED_BATCH)) {
        if (skip >= batch.length) {
          skip -= batch.length;
          continue;
        }
        for (let i = skip; i < batch.length; i++) yield new DiskEntry(batch[i]!, rest, decodeKey);
        skip = 0;
      }
    } finally {
      await keys.close();
    }
  }

  /** The keys of one range, counted in batches. */
  private async countKeys(range: IndexRange, snapshot: AbstractSnapshot): Promise<number> {
    const { gte, lt } = this.bounds(range);
    const keys = this.db.keys({ gte, lt, snapshot });
    let n = 0;
    try {
      for (let batch = await keys.nextv(STORED_BATCH); batch.length > 0; batch = await keys.nextv(STORED_BATCH)) n += batch.length;
    } finally {
      await keys.close();
    }
    return n;
  }

  private async readMany(keys: readonly K[], snapshot: AbstractSnapshot): Promise<Array<V | undefined>> {
    const values = await this.db.getMany(
      keys.map((key) => this.keyBytes(key)),
      { snapshot },
    );
    return values.map((bytes, i) => (bytes === undefined ? undefined : (this.table.value.decode(bytes, keys[i]!) as V)));
  }
}
