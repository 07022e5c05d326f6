// Table descriptors: the one description of a kind of consensus record that every part of the
// node works from. A table names its store bucket, its key and value codecs, how much of it stays
// in memory, and its ordered indexes. The generic overlay (overlay.ts), the store (commit, undo,
// pop, caches, index trees) and the state digest all work over any table, so a capability adds
// state by declaring tables, never by editing the store.
//
// Keys are JS primitives (bigint, number or string) so overlays can hold them in Maps; the key
// codec turns them into the bytes after the bucket byte (big-endian, so byte order is key order).
import { BTree } from './btree.js';
import { StateError, StateErrorCode } from './errors.js';

export type StateKey = bigint | number | string;

/** A sort key of an ordered index: compared element by element (see compareIndexKeys). */
export type IndexKey = readonly StateKey[];

export interface KeyCodec<K extends StateKey> {
  /** The key's bytes after the bucket byte; byte order must be the order scans expect. */
  encode(key: K): Uint8Array;
  decode(bytes: Uint8Array): K;
}

export interface ValueCodec<K extends StateKey, V> {
  encode(value: V): Uint8Array;
  /** Decodes a record; the key is given because records need not repeat it. */
  decode(bytes: Uint8Array, key: K): V;
}

export interface IndexSpec<K extends StateKey, V> {
  readonly name: string;
  /** The record's sort key in this index, or undefined to leave the record out. The primary key
   * is appended by the index, so entries with equal sort keys are ordered by primary key. */
  entry(value: V, key: K): IndexKey | undefined;
}

export interface Table<K extends StateKey = StateKey, V = unknown> {
  /** Unique name (digest order, errors, docs). */
  readonly name: string;
  /** Store bucket (1..255), unique among every table and the store's own buckets. */
  readonly bucket: number;
  readonly key: KeyCodec<K>;
  readonly value: ValueCodec<K, V>;
  /** Records kept decoded in memory: a number (least recently used are evicted and read back
   * from the store on demand) or 'all' (the whole table, loaded at open). Default: none. */
  readonly cache?: number | 'all';
  /** Ordered indexes. In memory (the default) they are answered synchronously during block
   * application, and the table keeps all its records in memory (cache 'all'). Never reorder a
   * table's indexes once it has records on disk: with `persistIndexes`, an index's position in
   * this list is its number in the stored keys. */
  readonly indexes?: ReadonlyArray<IndexSpec<K, V>>;
  /** Indexes on disk instead of in memory, for a table that grows with the chain and whose
   * indexes only queries read (histories): every index entry is a key in the store, written in
   * the block's batch with the records (and undone with them), read a page at a time through
   * IndexPages (state.ts). Block application may read such a table by key but never scan it,
   * and its cache may be bounded. */
  readonly persistIndexes?: boolean;
  /** Each record is written by the block that creates it and changed or deleted by no later
   * block (popping that block removes it): a history whose keys derive from the transaction or
   * block that writes them, which the chain applies once. The overlay then takes a record's value
   * before the block to be "absent" without asking the store, which saves a store read per new
   * record once the cache no longer holds the whole table (a LevelDB miss, and the compactions
   * its seeks trigger). Declaring it on a table whose records a later block rewrites would make
   * that block's undo record wrong: the store refuses such a commit when it still caches the
   * record, and cannot see it otherwise. */
  readonly appendOnly?: boolean;
}

/** Any table, whatever its key and value types (registries and stores hold these). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTable = Table<any, any>;

/** An ordered index in memory: sort key + primary key -> primary key. Copy-on-write clones make
 * an overlay's private copy O(1) until it writes. */
export type IndexTree = BTree<IndexKey, StateKey>;

function rank(value: StateKey): number {
  return typeof value === 'bigint' ? 0 : typeof value === 'number' ? 1 : 2;
}

function compareElements(a: StateKey, b: StateKey): number {
  if (typeof a !== typeof b) return rank(a) - rank(b);
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Element-wise order; a key that is a prefix of another sorts first (so scanning from a prefix
 * finds every key that starts with it). */
export function compareIndexKeys(a: IndexKey, b: IndexKey): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = compareElements(a[i]!, b[i]!);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

export function startsWith(key: IndexKey, prefix: IndexKey): boolean {
  if (key.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (compareElements(key[i]!, prefix[i]!) !== 0) return false;
  return true;
}

export function emptyIndexTree(): IndexTree {
  return new BTree<IndexKey, StateKey>(undefined, compareIndexKeys);
}

/** Checks a descriptor once, where it is declared, and freezes it. */
export function defineTable<K extends StateKey, V>(table: Table<K, V>): Table<K, V> {
  checkTable(table);
  return Object.freeze({ ...table, ...(table.indexes ? { indexes: Object.freeze([...table.indexes]) } : {}) });
}

/** The rules of a descriptor (defineTable, and again at registration: a literal descriptor must
 * not slip through, e.g. in-memory indexes without the whole table in memory would not survive a
 * restart). */
export function checkTable(table: AnyTable): void {
  const bad = (why: string): never => {
    throw new StateError(StateErrorCode.BAD_TABLE, `table ${table.name}: ${why}`);
  };
  if (!/^[a-z][a-zA-Z0-9]*$/.test(table.name)) bad('name must be a camelCase identifier');
  if (!Number.isInteger(table.bucket) || table.bucket < 1 || table.bucket > 255) bad(`bucket ${table.bucket} is not 1..255`);
  const cache = table.cache;
  if (cache !== undefined && cache !== 'all' && (!Number.isInteger(cache) || cache < 1)) bad(`cache must be 'all' or a positive integer`);
  const names = new Set<string>();
  for (const index of table.indexes ?? []) {
    if (names.has(index.name)) bad(`index ${index.name} is declared twice`);
    names.add(index.name);
  }
  if (table.persistIndexes === true) {
    if (names.size === 0) bad('persistIndexes without indexes');
    // The index number is one byte of every stored index key.
    if (names.size > 255) bad('more than 255 indexes');
  } else if (names.size > 0 && cache !== 'all') {
    bad("a table with in-memory indexes keeps all its records in memory (cache: 'all'; or persistIndexes)");
  }
}

/** True when the table's indexes are held in memory (trees the overlay keeps in step). */
export function hasMemoryIndexes(table: AnyTable): boolean {
  return table.indexes !== undefined && table.indexes.length > 0 && table.persistIndexes !== true;
}

/** Checks that table names and buckets are unique, also against buckets reserved by the store. */
export function checkTables(tables: readonly AnyTable[], reservedBuckets: ReadonlyArray<readonly [string, number]> = []): void {
  const buckets = new Map<number, string>(reservedBuckets.map(([name, bucket]) => [bucket, name]));
  const names = new Set<string>();
  for (const table of tables) {
    checkTable(table);
    if (names.has(table.name)) throw new StateError(StateErrorCode.BAD_TABLE, `table name ${table.name} is used twice`);
    const holder = buckets.get(table.bucket);
    if (holder !== undefined) throw new StateError(StateErrorCode.BAD_TABLE, `table ${table.name} claims bucket ${table.bucket}, already ${holder}'s`);
    names.add(table.name);
    buckets.set(table.bucket, table.name);
  }
}

// ---------------------------------------------------------------------------------------------
// Key codecs most tables need.

const U64_MAX = (1n << 64n) - 1n;

/** An unsigned 64-bit id as 8 big-endian bytes (on the apply hot path: no writer, no view). */
export const u64Key: KeyCodec<bigint> = Object.freeze({
  encode(key: bigint): Uint8Array {
    if (key < 0n || key > U64_MAX) throw new StateError(StateErrorCode.OUT_OF_RANGE, `u64 key out of range: ${key}`);
    const out = new Uint8Array(8);
    const hi = Number(key >> 32n);
    const lo = Number(key & 0xffffffffn);
    out[0] = hi >>> 24;
    out[1] = hi >>> 16;
    out[2] = hi >>> 8;
    out[3] = hi;
    out[4] = lo >>> 24;
    out[5] = lo >>> 16;
    out[6] = lo >>> 8;
    out[7] = lo;
    return out;
  },
  decode(bytes: Uint8Array): bigint {
    if (bytes.length !== 8) throw new StateError(StateErrorCode.CORRUPT_RECORD, `u64 key of ${bytes.length} bytes`);
    const hi = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
    const lo = ((bytes[4]! << 24) | (bytes[5]! << 16) | (bytes[6]! << 8) | bytes[7]!) >>> 0;
    return (BigInt(hi) << 32n) | BigInt(lo);
  },
});

/** A UTF-8 string key (ordered by its bytes). */
export const stringKey: KeyCodec<string> = Object.freeze({
  encode(key: string): Uint8Array {
    return new TextEncoder().encode(key);
  },
  decode(bytes: Uint8Array): string {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  },
});
