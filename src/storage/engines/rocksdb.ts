// The RocksDB engine (node.storageEngine=rocksdb): an abstract-level 3 database over the native
// binding of @nxtedition/rocksdb, so the node uses it exactly as it uses classic-level (the Db
// type of db.ts): get/getMany/getSync, put/del, array and chained batches, iterators with ranges,
// reverse and limit, clear, explicit snapshots, status, open and close.
//
// How the binding differs from classic-level, and what this file does about it:
// - getSync: RocksDB MultiGet on the JS thread (db_get_many_sync) with one key.
// - Snapshots: none in the binding; made of iterators pinned at snapshot time
//   (rocksdb-snapshot.ts explains why that is a true point-in-time view).
// - Writes: RocksDB's Write runs on the JS thread (batch_write is synchronous), so a batch is
//   applied whole before any other JS runs, and the event loop waits for it (with sync: true,
//   for the fsync too). bench/engines.ts measures what that costs.
// - Asynchronous reads (get, getMany, iterator batches) run on the thread pool; close waits for
//   those in flight before closing the native database (the binding does not).
// - After a failed write (ENOSPC) RocksDB refuses every write until the database is reopened:
//   the binding has no Resume(). The store health then asks for a restart (write-probe.ts).
import { AbstractChainedBatch, AbstractLevel } from 'abstract-level';
import type { AbstractBatchOperation, AbstractDatabaseOptions } from 'abstract-level';
import { call, rocksBinding, type Handle, type NativeOpenOptions, type RocksBinding } from './rocksdb-binding.js';
import { RocksIterator, RocksKeyIterator, RocksValueIterator, type IteratorHost, type IteratorOptions } from './rocksdb-iterator.js';
import { RocksSnapshot, SnapshotCursor } from './rocksdb-snapshot.js';

export interface RocksOptions {
  /** Block cache bytes. */
  readonly cacheSize: number;
  /** Memtable bytes before a flush (the LevelDB write buffer's counterpart). */
  readonly writeBufferSize: number;
}

const EMPTY_OPTIONS = Object.freeze({});
type ReadOptions = { readonly snapshot?: unknown; readonly fillCache?: boolean };

function pinned(options: ReadOptions | undefined): RocksSnapshot | undefined {
  const snapshot = options?.snapshot;
  if (snapshot == null) return undefined;
  if (!(snapshot instanceof RocksSnapshot)) throw new TypeError('the snapshot is not one of this RocksDB store');
  return snapshot;
}

/** Aborted or timed-out reads come back as null: only with deadlines, which are never set. */
function value(row: Buffer | undefined | null): Buffer | undefined {
  return row ?? undefined;
}

export class RocksStore extends AbstractLevel<Uint8Array, Uint8Array, Uint8Array> implements IteratorHost {
  readonly binding: RocksBinding;
  readonly location: string;
  readonly #tuning: RocksOptions;
  #handle: Handle | undefined;
  #pending = 0;
  #drained: (() => void) | undefined;

  /** `options`: abstract-level's database options (default: 'view' keys and values, as the node
   * uses them). */
  constructor(location: string, tuning: RocksOptions, options: AbstractDatabaseOptions<Uint8Array, Uint8Array> = { keyEncoding: 'view', valueEncoding: 'view' }) {
    super(
      {
        encodings: { view: true, buffer: true },
        createIfMissing: true,
        errorIfExists: true,
        explicitSnapshots: true,
        implicitSnapshots: true,
        getSync: true,
        seek: true,
        permanence: true,
      } as ConstructorParameters<typeof AbstractLevel>[0],
      options,
    );
    this.binding = rocksBinding();
    this.location = location;
    this.#tuning = tuning;
  }

  get handle(): Handle {
    if (this.#handle === undefined) throw Object.assign(new Error('Database is not open'), { code: 'LEVEL_DATABASE_NOT_OPEN' });
    return this.#handle;
  }

  async track<T>(work: Promise<T>): Promise<T> {
    this.#pending++;
    try {
      return await work;
    } finally {
      if (--this.#pending === 0) this.#drained?.();
    }
  }

  /** A RocksDB property (rocksdb.stats, rocksdb.total-sst-files-size, ...): for benchmarks. */
  getProperty(name: string): string {
    return this.binding.db_get_property(this.handle, name);
  }

  async _open(options: { createIfMissing?: boolean; errorIfExists?: boolean }): Promise<void> {
    const handle = this.binding.db_init(this.location);
    const native: NativeOpenOptions = {
      createIfMissing: options.createIfMissing !== false,
      errorIfExists: options.errorIfExists === true,
      // The binding reads it as a u32: larger sizes would wrap (to no cache at 4 GiB).
      cacheSize: Math.min(this.#tuning.cacheSize, 2 ** 32 - 1),
      // Level compaction with the memtable at the write buffer's size; L0 compacts from two files
      // and levels 0-1 stay uncompressed (ZSTD from L2): cheap flushes, small files at rest, but
      // an uncached read pays the decompression (docs/performance.md 17). The binding turns
      // compression off only without this style, i.e. with its default 64 MiB memtables.
      compaction: 'level',
      memtableMemoryBudget: this.#tuning.writeBufferSize * 4,
      // Compressing the log would cost CPU on the JS thread, where the write runs.
      walCompression: false,
      optimize: 'point-lookup',
    };
    await call((cb) => {
      // Returns the column families at once when already open (it is not: the handle is new).
      this.binding.db_open(handle, native, cb);
    });
    this.#handle = handle;
  }

  async _close(): Promise<void> {
    const handle = this.#handle;
    if (handle === undefined) return;
    if (this.#pending > 0) await new Promise<void>((resolve) => (this.#drained = resolve));
    this.#drained = undefined;
    this.#handle = undefined;
    try {
      await call<void>((cb) => this.binding.db_close(handle, cb));
    } catch {
      // After a failed write (a full disk) RocksDB reports that error again when closing; the
      // database is closed all the same (the binding releases it whatever the status), and the
      // error was reported when the write failed.
    }
  }

  async _get(key: Uint8Array, options: ReadOptions): Promise<Uint8Array | undefined> {
    const snapshot = pinned(options);
    if (snapshot !== undefined) return snapshot.get(key);
    const handle = this.handle;
    const [row] = await this.track(call<(Buffer | undefined | null)[]>((cb) => this.binding.db_get_many(handle, [key], EMPTY_OPTIONS, cb)));
    return value(row);
  }

  _getSync(key: Uint8Array, options: ReadOptions): Uint8Array | undefined {
    const snapshot = pinned(options);
    if (snapshot !== undefined) return snapshot.get(key);
    return value(this.binding.db_get_many_sync(this.handle, [key], EMPTY_OPTIONS)[0]);
  }

  async _getMany(keys: Uint8Array[], options: ReadOptions): Promise<(Uint8Array | undefined)[]> {
    const snapshot = pinned(options);
    if (snapshot !== undefined) return keys.map((k) => snapshot.get(k));
    const handle = this.handle;
    const rows = await this.track(call<(Buffer | undefined | null)[]>((cb) => this.binding.db_get_many(handle, keys, EMPTY_OPTIONS, cb)));
    return rows.map(value);
  }

  async _put(key: Uint8Array, val: Uint8Array, options: { sync?: boolean }): Promise<void> {
    this.write([{ type: 'put', key, value: val }], options);
  }

  async _del(key: Uint8Array, options: { sync?: boolean }): Promise<void> {
    this.write([{ type: 'del', key }], options);
  }

  async _batch(operations: AbstractBatchOperation<RocksStore, Uint8Array, Uint8Array>[], options: { sync?: boolean }): Promise<void> {
    this.write(operations, options);
  }

  private write(operations: readonly { type: 'put' | 'del'; key: Uint8Array; value?: Uint8Array }[], options: { sync?: boolean }): void {
    const batch = this.binding.batch_init();
    for (const op of operations) {
      if (op.type === 'put') this.binding.batch_put(batch, op.key, op.value!, EMPTY_OPTIONS);
      else this.binding.batch_del(batch, op.key, EMPTY_OPTIONS);
    }
    this.writeNative(batch, options);
  }

  /** Writes a native batch and releases its memory at once (not at the next GC). */
  writeNative(batch: Handle, options: { sync?: boolean } | undefined): void {
    try {
      this.binding.batch_write(this.handle, batch, { sync: options?.sync === true });
    } finally {
      this.binding.batch_clear(batch);
    }
  }

  async _clear(options: IteratorOptions): Promise<void> {
    const snapshot = pinned(options);
    if (snapshot !== undefined) {
      // What the snapshot sees in the range goes, whatever was written since.
      const cursor = new SnapshotCursor(snapshot, options);
      const dels: { type: 'del'; key: Uint8Array }[] = [];
      const limit = options.limit === undefined || options.limit < 0 ? Infinity : options.limit;
      for (let rows = cursor.read(1000); rows.length > 0 && dels.length < limit; rows = cursor.read(1000)) {
        for (let i = 0; i < rows.length && dels.length < limit; i += 2) dels.push({ type: 'del', key: rows[i]! });
      }
      this.write(dels, {});
      return;
    }
    const range: Record<string, unknown> = { reverse: options.reverse === true, limit: options.limit ?? -1 };
    for (const bound of ['gt', 'gte', 'lt', 'lte'] as const) if (options[bound] != null) range[bound] = options[bound];
    // Without a limit: one DeleteRange (a range tombstone); with one: deletes in batches.
    this.binding.db_clear(this.handle, range);
  }

  _chainedBatch(): RocksChainedBatch {
    return new RocksChainedBatch(this);
  }

  _iterator(options: IteratorOptions): RocksIterator<RocksStore> {
    return new RocksIterator(this, this, options);
  }

  _keys(options: IteratorOptions): RocksKeyIterator<RocksStore> {
    return new RocksKeyIterator(this, this, options);
  }

  _values(options: IteratorOptions): RocksValueIterator<RocksStore> {
    return new RocksValueIterator(this, this, options);
  }

  _snapshot(options: { owner: object }): RocksSnapshot {
    return new RocksSnapshot(this.binding, this.handle, options);
  }
}

/** A chained batch built directly in a native WriteBatch (no array of operations in between). */
class RocksChainedBatch extends AbstractChainedBatch<RocksStore, Uint8Array, Uint8Array> {
  readonly #store: RocksStore;
  #batch: Handle | undefined;

  constructor(store: RocksStore) {
    super(store);
    this.#store = store;
    this.#batch = store.binding.batch_init();
  }

  _put(key: Uint8Array, val: Uint8Array): void {
    this.#store.binding.batch_put(this.#batch!, key, val, EMPTY_OPTIONS);
  }

  _del(key: Uint8Array): void {
    this.#store.binding.batch_del(this.#batch!, key, EMPTY_OPTIONS);
  }

  _clear(): void {
    this.#store.binding.batch_clear(this.#batch!);
  }

  async _write(options: { sync?: boolean }): Promise<void> {
    const batch = this.#batch!;
    this.#batch = undefined;
    this.#store.writeNative(batch, options);
  }

  async _close(): Promise<void> {
    if (this.#batch !== undefined) this.#store.binding.batch_clear(this.#batch);
    this.#batch = undefined;
  }
}
