// Every table of the store, by bucket: what the ChainStore does for state, the same way for each
// table. Staging a block's changes returns what memory must take once the batch is written;
// restoring collects an undo record's table keys and applies them once the pop's batch is
// written.
import type { Account } from '../../domain/types.js';
import { ACCOUNTS } from '../../domain/state/accounts.js';
import type { StateOverlay } from '../../domain/state/overlay.js';
import { checkTables, type AnyTable, type StateKey } from '../../domain/state/table.js';
import { ALL_BUCKETS } from '../buckets.js';
import type { Db } from '../db.js';
import { StorageError, StorageErrorCode } from '../errors.js';
import { StateError, StateErrorCode } from '../../domain/state/errors.js';
import type { UndoableBatch } from '../undoable-batch.js';
import { TableStore, type StagedRecord } from './table-store.js';

export class StateTables {
  /** By bucket number (a dense array: looked up on every read of the apply and admission paths). */
  private readonly byBucket: Array<TableStore | undefined> = [];
  private readonly all: TableStore[] = [];
  readonly accounts: TableStore<bigint, Account>;

  /** `accountCacheSize` overrides the accounts table's own cache size. */
  constructor(db: Db, tables: readonly AnyTable[], accountCacheSize: number) {
    checkTables(tables, ALL_BUCKETS);
    for (const table of tables) {
      const capacity = table === ACCOUNTS ? accountCacheSize : table.cache === 'all' ? Number.POSITIVE_INFINITY : (table.cache ?? 0);
      const store = new TableStore(table, db, capacity);
      this.byBucket[table.bucket] = store;
      this.all.push(store);
    }
    const accounts = this.byBucket[ACCOUNTS.bucket];
    if (accounts?.table !== ACCOUNTS) throw new StorageError(StorageErrorCode.OUT_OF_RANGE, 'the accounts table is missing from the tables');
    this.accounts = accounts as TableStore<bigint, Account>;
  }

  /** The store of one table; throws for a table this store was not opened with. */
  of(table: AnyTable): TableStore {
    const store = this.byBucket[table.bucket];
    if (store === undefined || store.table !== table) throw new StateError(StateErrorCode.UNKNOWN_TABLE, `table ${table.name} is not in this store`);
    return store;
  }

  /** Every table, in bucket order. */
  get tables(): readonly AnyTable[] {
    return [...this.all].map((t) => t.table).sort((a, b) => a.bucket - b.bucket);
  }

  async load(preload: boolean): Promise<void> {
    for (const table of this.all) await table.load(preload);
  }

  markEmpty(): void {
    for (const table of this.all) table.markEmpty();
  }

  clear(): void {
    for (const table of this.all) table.clear();
  }

  /** Stages the overlay's changes of every table into the batch (with their undo entries);
   * returns what to apply to memory once the batch is written. */
  stage(batch: UndoableBatch, overlay: StateOverlay): () => void {
    const written = new Map<TableStore, StagedRecord[]>();
    for (const { table, key, prior, next } of overlay.changes()) {
      const store = this.of(table);
      if (!store.stage(batch, key, prior, next)) continue;
      let list = written.get(store);
      if (list === undefined) written.set(store, (list = []));
      list.push({ key, next });
    }
    return () => {
      for (const store of this.all) {
        const trees = overlay.indexTreesOf(store.table);
        const changes = written.get(store);
        if (changes !== undefined || trees !== undefined) store.committed(changes ?? [], trees);
      }
    };
  }

  /** A restorer for one undo record: `add` each replayed entry (true when it was a table key),
   * then `apply` once the pop's batch is written. */
  restorer(): { add(key: Uint8Array, prior: Uint8Array | undefined): boolean; apply(): void } {
    const restored = new Map<TableStore, Array<readonly [StateKey, unknown]>>();
    return {
      add: (key, prior) => {
        const store = this.byBucket[key[0]!];
        if (store === undefined) return false;
        const recordKey = store.decodeKey(key);
        let list = restored.get(store);
        if (list === undefined) restored.set(store, (list = []));
        list.push([recordKey, prior === undefined ? undefined : store.table.value.decode(prior, recordKey)]);
        return true;
      },
      apply: () => {
        for (const [store, records] of restored) store.restored(records);
      },
    };
  }
}
