// Iterators of the RocksDB store (abstract-level 3's entry, key and value iterators), over one of
// two cursors: a native RocksDB iterator bounded to the range (which reads the store as it was
// when it was made: RocksDB iterators are implicit snapshots), read in batches on the thread
// pool; or, with an explicit snapshot, batches read through the snapshot's pins
// (rocksdb-snapshot.ts). Rows come in batches (1 first, as a first read is often all a caller
// wants, then 1000) and are handed out one by one.
import { AbstractIterator, AbstractKeyIterator, AbstractValueIterator } from 'abstract-level';
import type { AbstractIteratorOptions } from 'abstract-level';
import { call, type Handle, type NativeIteratorOptions, type NativeRows, type RocksBinding } from './rocksdb-binding.js';
import { RocksSnapshot, SnapshotCursor, type KeyRange } from './rocksdb-snapshot.js';

type Row = Buffer | undefined;

/** What the store gives its iterators. */
export interface IteratorHost {
  readonly binding: RocksBinding;
  /** The open database handle. */
  readonly handle: Handle;
  /** Counts an asynchronous native call, so close waits for it. */
  track<T>(work: Promise<T>): Promise<T>;
}

interface Cursor {
  /** Up to `size` rows (key, value interleaved); none at the end. */
  read(size: number): Promise<Row[]>;
  seek(target: Uint8Array): void;
  close(): void;
}

/** The options abstract-level passes to _iterator, _keys and _values. */
export type IteratorOptions = KeyRange & { readonly limit?: number; readonly snapshot?: unknown; readonly fillCache?: boolean };

function nativeOptions(options: IteratorOptions, keys: boolean, values: boolean): NativeIteratorOptions {
  const range: { gt?: Uint8Array; gte?: Uint8Array; lt?: Uint8Array; lte?: Uint8Array } = {};
  if (options.gt != null) range.gt = options.gt;
  if (options.gte != null) range.gte = options.gte;
  if (options.lt != null) range.lt = options.lt;
  if (options.lte != null) range.lte = options.lte;
  return {
    ...range,
    reverse: options.reverse === true,
    limit: options.limit ?? -1,
    keys,
    values,
    fillCache: options.fillCache === true,
    keyEncoding: 'buffer',
    valueEncoding: 'buffer',
  };
}

class NativeCursor implements Cursor {
  #iterator: Handle | undefined;
  /** Reading again past the end is not allowed: the prebuilt library asserts (and aborts). */
  #finished = false;

  constructor(
    private readonly host: IteratorHost,
    options: IteratorOptions,
    keys: boolean,
    values: boolean,
  ) {
    this.#iterator = host.binding.iterator_init(host.handle, nativeOptions(options, keys, values));
  }

  async read(size: number): Promise<Row[]> {
    const iterator = this.#iterator;
    if (iterator === undefined || this.#finished) return [];
    const { rows, finished } = await this.host.track(call<NativeRows>((cb) => this.host.binding.iterator_nextv(iterator, size, cb)));
    this.#finished = finished;
    return rows;
  }

  seek(target: Uint8Array): void {
    if (this.#iterator === undefined) return;
    this.host.binding.iterator_seek(this.#iterator, target);
    this.#finished = false;
  }

  close(): void {
    if (this.#iterator !== undefined) this.host.binding.iterator_close(this.#iterator);
    this.#iterator = undefined;
  }
}

class PinnedCursor implements Cursor {
  readonly #cursor: SnapshotCursor;

  constructor(snapshot: RocksSnapshot, options: IteratorOptions) {
    this.#cursor = new SnapshotCursor(snapshot, options);
  }

  async read(size: number): Promise<Row[]> {
    return this.#cursor.read(size);
  }

  seek(target: Uint8Array): void {
    this.#cursor.seek(target);
  }

  close(): void {}
}

function openCursor(host: IteratorHost, options: IteratorOptions, keys: boolean, values: boolean): Cursor {
  const snapshot = options.snapshot;
  if (snapshot == null) return new NativeCursor(host, options, keys, values);
  if (!(snapshot instanceof RocksSnapshot)) throw new TypeError('the snapshot is not one of this RocksDB store');
  return new PinnedCursor(snapshot, options);
}

/** Rows read ahead from a cursor, handed out one entry at a time. */
class RowBuffer {
  #rows: Row[] = [];
  #at = 0;
  #first = true;

  constructor(readonly cursor: Cursor) {}

  /** The index of the next entry's key in `rows`, or -1 at the end. */
  async next(): Promise<number> {
    if (this.#at >= this.#rows.length) {
      this.#rows = await this.cursor.read(this.#first ? 1 : 1000);
      this.#first = false;
      this.#at = 0;
      if (this.#rows.length === 0) return -1;
    }
    const at = this.#at;
    this.#at += 2;
    return at;
  }

  get rows(): Row[] {
    return this.#rows;
  }

  /** Up to `size` rows: what is buffered first, else a fresh read. */
  async nextv(size: number): Promise<Row[]> {
    this.#first = false;
    if (this.#at < this.#rows.length) {
      const chunk = this.#rows.slice(this.#at, this.#at + size * 2);
      this.#at += chunk.length;
      return chunk;
    }
    return this.cursor.read(size);
  }

  seek(target: Uint8Array): void {
    this.#rows = [];
    this.#at = 0;
    this.#first = true;
    this.cursor.seek(target);
  }

  close(): void {
    this.#rows = [];
    this.cursor.close();
  }
}

type Store = AbstractIteratorOptions<Uint8Array, Uint8Array>;

export class RocksIterator<TDb> extends AbstractIterator<TDb, Uint8Array, Uint8Array> {
  readonly #buffer: RowBuffer;

  constructor(db: TDb, host: IteratorHost, options: IteratorOptions) {
    super(db, options as Store);
    this.#buffer = new RowBuffer(openCursor(host, options, true, true));
  }

  async _next(): Promise<[Uint8Array, Uint8Array] | undefined> {
    const at = await this.#buffer.next();
    return at < 0 ? undefined : [this.#buffer.rows[at]!, this.#buffer.rows[at + 1]!];
  }

  async _nextv(size: number): Promise<[Uint8Array, Uint8Array][]> {
    const rows = await this.#buffer.nextv(size);
    const out: [Uint8Array, Uint8Array][] = [];
    for (let i = 0; i < rows.length; i += 2) out.push([rows[i]!, rows[i + 1]!]);
    return out;
  }

  _seek(target: Uint8Array): void {
    this.#buffer.seek(target);
  }

  async _close(): Promise<void> {
    this.#buffer.close();
  }
}

export class RocksKeyIterator<TDb> extends AbstractKeyIterator<TDb, Uint8Array> {
  readonly #buffer: RowBuffer;

  constructor(db: TDb, host: IteratorHost, options: IteratorOptions) {
    super(db, options as Store);
    this.#buffer = new RowBuffer(openCursor(host, options, true, false));
  }

  async _next(): Promise<Uint8Array | undefined> {
    const at = await this.#buffer.next();
    return at < 0 ? undefined : this.#buffer.rows[at]!;
  }

  async _nextv(size: number): Promise<Uint8Array[]> {
    const rows = await this.#buffer.nextv(size);
    const out: Uint8Array[] = [];
    for (let i = 0; i < rows.length; i += 2) out.push(rows[i]!);
    return out;
  }

  _seek(target: Uint8Array): void {
    this.#buffer.seek(target);
  }

  async _close(): Promise<void> {
    this.#buffer.close();
  }
}

export class RocksValueIterator<TDb> extends AbstractValueIterator<TDb, Uint8Array, Uint8Array> {
  readonly #buffer: RowBuffer;

  constructor(db: TDb, host: IteratorHost, options: IteratorOptions) {
    super(db, options as Store);
    this.#buffer = new RowBuffer(openCursor(host, options, false, true));
  }

  async _next(): Promise<Uint8Array | undefined> {
    const at = await this.#buffer.next();
    return at < 0 ? undefined : this.#buffer.rows[at + 1]!;
  }

  async _nextv(size: number): Promise<Uint8Array[]> {
    const rows = await this.#buffer.nextv(size);
    const out: Uint8Array[] = [];
    for (let i = 1; i < rows.length; i += 2) out.push(rows[i]!);
    return out;
  }

  _seek(target: Uint8Array): void {
    this.#buffer.seek(target);
  }

  async _close(): Promise<void> {
    this.#buffer.close();
  }
}
