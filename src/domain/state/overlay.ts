// The state overlay: one block's (or one trial's) view of every table. Reads go through the
// overlay's own staged records, then to its source (the store's committed tables, or a parent
// overlay). Writes are staged here with the value each key had in the source before its first
// write (its prior), which is what the store turns into the block's byte-level undo record.
//
// fork()/merge(): a child reads through its parent; the forger, the mempool and block
// application try one transaction's effects in a child and merge it on success or drop it on
// failure, so a failed transaction leaves nothing behind.
//
// Ordered indexes: an overlay that writes a table with in-memory indexes takes a copy-on-write
// clone of the source's index tree (O(1)) and keeps it in step with its writes, so scans see the
// overlay's own changes, synchronously, during block application. A merge adopts the child's
// trees. A table whose indexes are on disk (persistIndexes) is read here by key only: the store
// writes its index entries from each change's prior and next record at commit, and scanning it
// throws (its source has no tree to give).
//
// No copies of records: records are immutable, so the overlay hands out the objects it has and
// keeps the objects it is given.
import type { Account, LedgerState } from '../types.js';
import { ACCOUNTS } from './accounts.js';
import { StateError, StateErrorCode } from './errors.js';
import type { BlockEvent, RecordChange, ScanOptions, StateSource } from './state.js';
import { compareIndexKeys, hasMemoryIndexes, type AnyTable, type IndexTree, type StateKey, type Table } from './table.js';
import { scanIndex } from './scan.js';

/** Marks a staged delete (undefined would be ambiguous with "not staged"). */
const DELETED: unique symbol = Symbol('deleted');
type Staged = unknown;

class TableStage {
  /** Written keys -> value (or DELETED), in first-write order. */
  readonly values = new Map<StateKey, Staged>();
  /** The source's value of every written key at its first write. */
  readonly priors = new Map<StateKey, unknown>();
  /** Private index trees, cloned from the source at the first write (in-memory indexes only). */
  trees: Map<string, IndexTree> | undefined;
  /** The table's indexes are trees kept in step with the writes (not on disk: persistIndexes). */
  readonly indexed: boolean;
  /** A record written here for the first time did not exist before the block (appendOnly). */
  readonly created: boolean;
  constructor(readonly table: AnyTable) {
    this.indexed = hasMemoryIndexes(table);
    this.created = table.appendOnly === true;
  }
}

export interface StateOverlayOptions {
  /** Height of the block being applied (or validated against). */
  readonly height: number;
  readonly blockTimestamp: number;
  /** Record each written key's prior value (default true): a block's overlay needs them for its
   * undo record; an overlay that is never committed (the mempool's pending state) can skip the
   * read and the bookkeeping. */
  readonly keepPriors?: boolean;
}

export interface StateOverlayModules {
  readonly source: StateSource;
}

export class StateOverlay implements LedgerState, StateSource {
  readonly height: number;
  readonly blockTimestamp: number;
  private readonly source: StateSource;
  /** Stages by bucket number (a small dense array beats a Map keyed by table on the hot path). */
  private readonly stages: Array<TableStage | undefined> = [];
  /** Tables in first-write order. */
  private readonly order: TableStage[] = [];
  private readonly emitted: BlockEvent[] = [];
  /** Bumped by every write: a fork remembers it to detect a parent written behind its back. */
  private version = 0;
  private readonly parentVersion: number | undefined;
  private readonly keepPriors: boolean;

  constructor(opts: StateOverlayOptions, modules: StateOverlayModules, parentVersion?: number) {
    this.height = opts.height;
    this.blockTimestamp = opts.blockTimestamp;
    this.keepPriors = opts.keepPriors ?? true;
    this.source = modules.source;
    this.parentVersion = parentVersion;
  }

  // -------------------------------------------------------------------------------------------
  // StateReader / StateWriter

  get<K extends StateKey, V>(table: Table<K, V>, key: K): V | undefined {
    const stage = this.stages[table.bucket];
    if (stage !== undefined) {
      const staged = stage.values.get(key);
      if (staged !== undefined) return staged === DELETED ? undefined : (staged as V);
    }
    return this.source.read(table, key);
  }

  put<K extends StateKey, V>(table: Table<K, V>, key: K, value: V): void {
    this.write(table, key, value);
  }

  delete<K extends StateKey, V>(table: Table<K, V>, key: K): void {
    this.write(table, key, DELETED);
  }

  scan<K extends StateKey, V>(table: Table<K, V>, index: string, opts?: ScanOptions): Array<readonly [K, V]> {
    return scanIndex(this.indexTree(table, index), table, (key) => this.get(table, key), opts);
  }

  // -------------------------------------------------------------------------------------------
  // StateSource (for forks)

  read<K extends StateKey, V>(table: Table<K, V>, key: K): V | undefined {
    return this.get(table, key);
  }

  indexTree(table: AnyTable, index: string): IndexTree {
    const tree = this.stages[table.bucket]?.trees?.get(index);
    return tree ?? this.source.indexTree(table, index);
  }

  // -------------------------------------------------------------------------------------------
  // Accounts (the core table every transaction touches)

  /** The account as it stands (shared and immutable: no copy is made). */
  getAccount(id: bigint): Account | undefined {
    return this.get(ACCOUNTS, id);
  }

  /** Returns the account, creating an empty one at the current height when missing. */
  getOrCreateAccount(id: bigint): Account {
    const existing = this.get(ACCOUNTS, id);
    if (existing !== undefined) return existing;
    const created: Account = { id, publicKey: null, balanceMTA: 0n, forgedBalanceMTA: 0n, creationHeight: this.height, balanceHistory: [] };
    // Creating is a write: the account exists from now on even if the caller never puts it.
    this.put(ACCOUNTS, id, created);
    return created;
  }

  putAccount(account: Account): void {
    this.put(ACCOUNTS, account.id, account);
  }

  // -------------------------------------------------------------------------------------------
  // Events

  emit(event: BlockEvent): void {
    this.emitted.push(event);
    // An event is a write too: a fork merged after its parent emitted would misorder events.
    this.version++;
  }

  /** Events emitted here (and by merged forks), in order. */
  get events(): readonly BlockEvent[] {
    return this.emitted;
  }

  // -------------------------------------------------------------------------------------------
  // Changes, fork and merge

  /** Number of records written. */
  get changeCount(): number {
    let n = 0;
    for (const stage of this.order) n += stage.values.size;
    return n;
  }

  /** Every written record with its value before this overlay, tables in first-write order
   * (priors are undefined in an overlay made with keepPriors false). */
  *changes(): IterableIterator<RecordChange> {
    for (const stage of this.order) {
      for (const [key, staged] of stage.values) {
        yield { table: stage.table, key, prior: stage.priors.get(key), next: staged === DELETED ? undefined : staged };
      }
    }
  }

  /** Keys of one table written here (e.g. the accounts a block touched). */
  changedKeys<K extends StateKey>(table: Table<K, unknown>): IterableIterator<K> {
    const stage = this.stages[table.bucket];
    return (stage?.values.keys() ?? [].values()) as IterableIterator<K>;
  }

  /** The index trees this overlay keeps for a table (the store adopts them on commit); undefined
   * when it never wrote the table. */
  indexTreesOf(table: AnyTable): ReadonlyMap<string, IndexTree> | undefined {
    return this.stages[table.bucket]?.trees;
  }

  /** A child overlay reading through this one: try a transaction's effects there, then `merge`
   * it on success or drop it on failure. Do not write to this overlay before merging it. */
  fork(): StateOverlay {
    return new StateOverlay({ height: this.height, blockTimestamp: this.blockTimestamp, keepPriors: this.keepPriors }, { source: this }, this.version);
  }

  /** Adopts the writes, index trees and events of a child made by `fork()` of this overlay. */
  merge(child: StateOverlay): void {
    if (child.source !== this) throw new StateError(StateErrorCode.FOREIGN_OVERLAY, 'merge: the overlay is not a fork of this one');
    if (child.parentVersion !== this.version) throw new StateError(StateErrorCode.STALE_FORK, 'merge: this overlay was written after the fork');
    for (const childStage of child.order) {
      const stage = this.stageOf(childStage.table);
      for (const [key, staged] of childStage.values) {
        // The child's prior is this overlay's value at the time; only a first write here needs it.
        if (this.keepPriors && !stage.values.has(key)) stage.priors.set(key, childStage.priors.get(key));
        stage.values.set(key, staged);
      }
      if (childStage.trees !== undefined) stage.trees = childStage.trees;
    }
    for (const event of child.emitted) this.emitted.push(event);
    this.version++;
  }

  // -------------------------------------------------------------------------------------------
  // Internals

  private write(table: AnyTable, key: StateKey, staged: Staged): void {
    const stage = this.stageOf(table);
    const indexed = stage.indexed;
    if (this.keepPriors || indexed) {
      const before = stage.values.get(key);
      // An append-only table's record is new in the block that writes it: nothing to read. (In a
      // fork, the prior matters only when the parent has not written the key either.)
      const current = before === undefined ? (stage.created ? undefined : this.source.read(table, key)) : before === DELETED ? undefined : before;
      if (before === undefined && this.keepPriors) stage.priors.set(key, current);
      if (indexed) this.reindex(stage, key, current, staged === DELETED ? undefined : staged);
    }
    stage.values.set(key, staged);
    this.version++;
  }

  private reindex(stage: TableStage, key: StateKey, before: unknown, after: unknown): void {
    const table = stage.table;
    if (stage.trees === undefined) {
      stage.trees = new Map(table.indexes!.map((index) => [index.name, this.source.indexTree(table, index.name).clone()]));
    }
    for (const index of table.indexes!) {
      const tree = stage.trees.get(index.name)!;
      const old = before === undefined ? undefined : index.entry(before, key);
      const entry = after === undefined ? undefined : index.entry(after, key);
      // Most rewrites leave a record's place in an index as it was (a holding's quantity changes,
      // its account and totem do not): the tree already holds that entry, and deleting and
      // re-inserting it would copy its path for nothing.
      if (old !== undefined && entry !== undefined && compareIndexKeys(old, entry) === 0) continue;
      if (old !== undefined) tree.delete([...old, key]);
      if (entry !== undefined) tree.set([...entry, key], key);
    }
  }

  private stageOf(table: AnyTable): TableStage {
    let stage = this.stages[table.bucket];
    if (stage === undefined) {
      stage = new TableStage(table);
      this.stages[table.bucket] = stage;
      this.order.push(stage);
    } else if (stage.table !== table) {
      throw new StateError(StateErrorCode.BAD_TABLE, `tables ${stage.table.name} and ${table.name} share bucket ${table.bucket}`);
    }
    return stage;
  }
}
