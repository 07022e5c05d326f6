// The state interfaces every rule is written against: read and write records of any table, scan
// an ordered index, and emit block events. Implemented by the overlay (block application, trial
// application, the mempool's pending state) and, read-only, by the store's committed view.
import type { AnyTable, IndexKey, IndexTree, StateKey, Table } from './table.js';

export interface ScanOptions {
  /** Only entries whose sort key starts with these elements (default: all). */
  readonly prefix?: IndexKey;
  /** Entries to skip first (a page's firstIndex; default 0): skipped without reading records. */
  readonly offset?: number;
  /** At most this many records (default: all). */
  readonly limit?: number;
}

export interface StateReader {
  get<K extends StateKey, V>(table: Table<K, V>, key: K): V | undefined;
  /** Records of an ordered index, in order, read at one instant (an array, so the caller may
   * write while it walks the result). */
  scan<K extends StateKey, V>(table: Table<K, V>, index: string, opts?: ScanOptions): Array<readonly [K, V]>;
}

export interface StateWriter extends StateReader {
  /** Replaces the record with this object, which the state keeps as it is: records are
   * immutable, so callers build a new object for every change. */
  put<K extends StateKey, V>(table: Table<K, V>, key: K, value: V): void;
  delete<K extends StateKey, V>(table: Table<K, V>, key: K): void;
}

/** One range of an ordered index: the entries whose sort key starts with `prefix` (default: every
 * entry). */
export interface IndexRange {
  readonly index: string;
  readonly prefix?: IndexKey;
  /** Only the entries whose sort key, after the prefix, is at or after these elements (a history
   * read from a height on). */
  readonly from?: IndexKey;
}

/** Which records of the ranges a page holds: the list is cut at `takeWhile`, filtered by `keep`,
 * then `offset` records are skipped and at most `limit` kept. */
export interface PageOptions<K extends StateKey, V> {
  /** Records to skip (a page's firstIndex; default 0). */
  readonly offset?: number;
  /** At most this many records (default: all). */
  readonly limit?: number;
  /** Only the records it keeps (they count against offset and limit; the others do not). */
  readonly keep?: (value: V, key: K) => boolean;
  /** The list ends before the first record it refuses (e.g. a newest-first history read back to
   * a timestamp). */
  readonly takeWhile?: (value: V, key: K) => boolean;
}

/** Committed state read a page at a time, from one snapshot, without loading a whole list: how
 * queries read the indexes of tables that grow with the chain (persistIndexes: on disk), and any
 * other index alike. Several ranges of one table are merged in the order of their sort keys after
 * each range's prefix, then by primary key, and a record two ranges name at the same place
 * (a trade whose seller is its buyer, in bySeller and byBuyer) is listed once. */
export interface IndexPages {
  page<K extends StateKey, V>(table: Table<K, V>, ranges: IndexRange | readonly IndexRange[], opts?: PageOptions<K, V>): Promise<Array<readonly [K, V]>>;
  /** How many records the ranges name (each once), after `takeWhile` and `keep`. */
  count<K extends StateKey, V>(table: Table<K, V>, ranges: IndexRange | readonly IndexRange[], opts?: Pick<PageOptions<K, V>, 'keep' | 'takeWhile'>): Promise<number>;
}

/** The committed state at the tip as queries read it: records by key and in-memory index scans
 * synchronously, every index a page at a time. */
export interface CommittedState extends StateReader, IndexPages {}

/** What a block changed, for the shuffler, contract events and event streams. Cosmos-style: a
 * capability names the event and gives typed attributes. */
export interface BlockEvent {
  /** Capability that emitted it (e.g. 'payments'). */
  readonly capability: string;
  /** Event name within the capability (e.g. 'transfer'). */
  readonly name: string;
  /** The transaction whose application emitted it; absent for block-phase work. */
  readonly transactionId?: bigint;
  readonly attributes: Readonly<Record<string, bigint | number | string | boolean>>;
}

/** Where an overlay reads what it has not staged: the store's committed tables or a parent. */
export interface StateSource {
  /** The record (shared and immutable: never mutate it). */
  read<K extends StateKey, V>(table: Table<K, V>, key: K): V | undefined;
  /** The ordered index as it stands; the caller must not modify it (clone before writing). */
  indexTree(table: AnyTable, index: string): IndexTree;
}

/** One changed record: its value before (undefined: absent) and after (undefined: deleted). */
export interface RecordChange<K extends StateKey = StateKey, V = unknown> {
  readonly table: Table<K, V>;
  readonly key: K;
  readonly prior: V | undefined;
  readonly next: V | undefined;
}
