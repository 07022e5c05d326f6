// The native RocksDB binding of @nxtedition/rocksdb, used directly rather than through its
// RocksLevel class: RocksLevel is built on abstract-level 1 (callbacks, its own encodings), the
// node on abstract-level 3, and wrapping one in the other would transcode every key twice. The
// binding is loaded on first use only, so a node on LevelDB never maps the RocksDB library.
//
// Loaded with a require made here rather than an import: node-gyp-build finds the prebuilt
// .node file relative to the package's own directory, which must stay in node_modules (the
// esbuild bundle in dist/ resolves it from there at run time, as it does classic-level).
// The package's install script (node-gyp-build, which would build from source only when no
// prebuild fits) is not run: package.json's allowScripts says so, and the prebuild for
// linux-x64 ships inside the package.
import { createRequire } from 'node:module';

/** An opaque handle from the binding (napi external). */
export type Handle = { readonly __native: unique symbol };

export interface NativeReadOptions {
  readonly fillCache?: boolean;
}

export interface NativeRangeOptions {
  readonly gt?: Uint8Array;
  readonly gte?: Uint8Array;
  readonly lt?: Uint8Array;
  readonly lte?: Uint8Array;
  readonly reverse?: boolean;
  /** -1: no limit. */
  readonly limit?: number;
}

export interface NativeIteratorOptions extends NativeRangeOptions {
  readonly keys?: boolean;
  readonly values?: boolean;
  readonly fillCache?: boolean;
  /** 'buffer' for both: the binding's other encoding is utf8 strings. */
  readonly keyEncoding: 'buffer';
  readonly valueEncoding: 'buffer';
}

/** Rows interleave keys and values (undefined where not asked for); `finished`: no more rows. */
export interface NativeRows {
  readonly rows: (Buffer | undefined)[];
  readonly finished: boolean;
}

/** The options RocksDB is opened with (binding.cc, db_open and InitOptions). */
export interface NativeOpenOptions {
  readonly createIfMissing: boolean;
  readonly errorIfExists: boolean;
  /** Block cache bytes. */
  readonly cacheSize: number;
  /** 'level': write buffer = memtableMemoryBudget / 4, L0 compaction from 2 files, ZSTD from L2. */
  readonly compaction?: 'level' | 'universal';
  readonly memtableMemoryBudget?: number;
  /** ZSTD on every level when no compaction style is given. */
  readonly compression?: boolean;
  readonly walCompression?: boolean;
  /** 'point-lookup': hash index in data blocks and a ribbon filter. */
  readonly optimize?: 'point-lookup';
  /** Background threads for flushes and compactions. */
  readonly parallelism?: number;
}

type Callback<T> = (err: Error | null, value: T) => void;

export interface RocksBinding {
  db_init(location: string): Handle;
  db_open(db: Handle, options: NativeOpenOptions, callback: Callback<unknown>): unknown;
  db_close(db: Handle, callback: Callback<void>): void;
  db_get_many_sync(db: Handle, keys: readonly Uint8Array[], options: NativeReadOptions): (Buffer | undefined | null)[];
  db_get_many(db: Handle, keys: readonly Uint8Array[], options: NativeReadOptions, callback: Callback<(Buffer | undefined | null)[]>): void;
  db_clear(db: Handle, options: NativeRangeOptions): void;
  db_get_property(db: Handle, property: string): string;
  iterator_init(db: Handle, options: NativeIteratorOptions): Handle;
  iterator_seek(iterator: Handle, target: Uint8Array): void;
  iterator_close(iterator: Handle): void;
  iterator_nextv(iterator: Handle, count: number, callback: Callback<NativeRows>): void;
  iterator_nextv_sync(iterator: Handle, count: number): NativeRows;
  batch_init(): Handle;
  batch_put(batch: Handle, key: Uint8Array, value: Uint8Array, options: object): void;
  batch_del(batch: Handle, key: Uint8Array, options: object): void;
  batch_clear(batch: Handle): void;
  /** Synchronous: RocksDB's Write runs on the calling (JS) thread. */
  batch_write(db: Handle, batch: Handle, options: { sync?: boolean }): void;
  batch_count(batch: Handle): number;
}

let loaded: RocksBinding | undefined;

export function rocksBinding(): RocksBinding {
  if (loaded === undefined) {
    const requireNative = createRequire(import.meta.url);
    loaded = requireNative('@nxtedition/rocksdb/binding.js') as RocksBinding;
  }
  return loaded;
}

/** Runs a callback-style binding call as a promise. */
export function call<T>(start: (callback: Callback<T>) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    start((err, value) => (err ? reject(err) : resolve(value)));
  });
}
