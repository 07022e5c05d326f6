// The state interfaces every rule is written against: read and write records of any table, scan
// an ordered index, and emit block events. Implemented by the overlay (block application, trial
// application, the mempool's pending state) and, read-only, by the store's committed view.
import type { AnyTable, IndexKey, IndexTree, StateKey, Table } from './table.js';

export interface ScanOptions {
  /** Only entries whose sort key starts with these elements (default: all). */
  readonly prefix?: IndexKey;
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
