// The chain and ledger store. Each block goes to disk as ONE atomic LevelDB batch holding the
// block record, its indexes, the changed accounts, the new tip and the block's undo record (the
// prior value, or absence, of every key the batch changes). Popping replays an undo record in
// reverse, again as one batch. The tip lives in the same batch as its block, so the store is at
// a block boundary at every instant: after a crash (even SIGKILL mid-write: LevelDB's log
// replays whole batches or drops them) reopening needs no repair step.
//
// State is tables (src/domain/state/table.ts): the chain core's (accounts, schedule, deferred) and
// every registered capability's, each in its own bucket. Commit and pop treat every table alike:
// the block's overlay lists its changed records, each becomes a put or delete with its prior
// bytes in the undo record; popping restores the prior bytes and each table's cache and indexes.
//
// Memory: per table, a cache of decoded records (accounts: preloaded at open up to its size;
// while it holds the whole table, a miss means "no such record" with no read) and its committed
// index trees; the block ids of recent heights; and a filter of the confirmed transaction ids
// (confirmed-ids.ts: ~5 bytes per id, persisted, so open reads no id list of the whole chain)
// that answers "not confirmed" for almost every new id without touching LevelDB (a miss there
// costs 2-10 us depending on how many level-0 tables it must consult); its "maybe" is settled by
// the TX_BY_ID index. Everything else is read on demand; synchronous reads (LedgerState,
// ChainView) use LevelDB getSync for accounts outside the cache, full-hash lookups and old
// heights.
// While a batch is in flight, synchronous reads go through a snapshot taken just before it, and
// the in-memory state (cache, tip, heights) changes only after the batch succeeded, so readers
// see either the whole previous block or the whole new one, never a mix; a failed batch leaves
// memory exactly as it was.

import type { Account, ChainView } from '../domain/types.js';
import { ACCOUNTS } from '../domain/state/accounts.js';
import { CORE_TABLES } from '../domain/capability.js';
import { StateOverlay } from '../domain/state/overlay.js';
import type { CommittedState, IndexRange, PageOptions, ScanOptions, StateSource } from '../domain/state/state.js';
import { scanIndex } from '../domain/state/scan.js';
import type { AnyTable, IndexTree, StateKey, Table } from '../domain/state/table.js';
import { StateError, StateErrorCode } from '../domain/state/errors.js';
import { closeDatabase, openDatabase, type Db, type StorageEngine } from './db.js';
import { MetaKind, SCHEMA_VERSION } from './buckets.js';
import { StorageError, StorageErrorCode } from './errors.js';
import type { AbstractSnapshot } from 'abstract-level';
import type { ChainTip, PrunableEntry, StoredBlock, StoredTransactionIndex } from './interface.js';
import { metaKey } from './keys.js';
import { StoreHealth, type StoreHealthOptions } from './health.js';
import { writeProbe } from './write-probe.js';
import { WriteGate } from './write-gate.js';
import type { Logger } from '../log/index.js';
import { ConfirmedIds, type ConfirmedIdsLoad } from './confirmed-ids.js';
import { StorageDefaults } from './options.js';
import { checkCommit } from './commit-checks.js';
import { StateDigests, type StateDigest } from './state-digest.js';
import type { TableStore } from './tables/table-store.js';
import { StateTables } from './tables/state-tables.js';
import { BlockRepository } from './repositories/blocks.js';
import { BlocksByGeneratorRepository } from './repositories/blocks-by-generator.js';
import { KeyValueRepository } from './repositories/key-value.js';
import { MempoolRepository } from './repositories/mempool.js';
import type { JournalFs } from './pool-journal.js';
import { MetaRepository } from './repositories/meta.js';
import { PeerRepository } from './repositories/peers.js';
import { TransactionRepository } from './repositories/transactions.js';
import { PrunableRepository } from './repositories/prunable.js';
import { UndoRepository } from './repositories/undo.js';
import { UndoableBatch } from './undoable-batch.js';
import { replayUndo, type Replayed } from './undo-replay.js';

export interface ChainStoreOptions {
  /** LevelDB directory; omit for an in-memory store. */
  readonly path?: string;
  /** Blocks that can be popped (undo records kept); default 720, at least 1. */
  readonly maxRollback?: number;
  /** Accounts in the hot cache. */
  readonly accountCacheSize?: number;
  /** Recent heights whose block ids are kept in memory. */
  readonly heightWindow?: number;
  /** LevelDB block cache and write buffer sizes in bytes. */
  readonly cacheSize?: number;
  readonly writeBufferSize?: number;
  /** Engine of the store at `path` (db.ts); default leveldb. */
  readonly engine?: StorageEngine;
  /** fsync each block batch: survives power loss, not only process crashes. Default false. */
  readonly syncWrites?: boolean;
  /** Fill the table caches at open (up to their sizes) instead of warming them on demand.
   * Default true: with the whole ledger cached, account reads never touch LevelDB. */
  readonly preloadAccounts?: boolean;
  /** New confirmed ids between two writes of the id filter's table (a crash costs re-reading at
   * most this many ids at the next open). */
  readonly txIdSnapshotEvery?: number;
  /** How the store health probes and logs while writes fail (storage/health.ts). */
  readonly health?: StoreHealthOptions;
}

export interface ChainStoreModules {
  /** An open database to use instead of opening one; the caller keeps ownership (close). */
  readonly db?: Db;
  /** Every table of the chain's rules (ChainRules.tables); default the core tables only. */
  readonly tables?: readonly AnyTable[];
  /** Where failed writes and the recovery are logged (also settable later: health.use). */
  readonly logger?: Logger;
  /** File operations of the pool journal (tests inject failures; default node:fs). */
  readonly journalFs?: JournalFs;
}

export interface ChainStoreStats {
  readonly cachedAccounts: number;
  /** True while the cache holds every account (misses need no read). */
  readonly accountCacheComplete: boolean;
  readonly recentHeights: number;
  /** Confirmed transactions (exact). */
  readonly transactionIds: number;
  /** Bytes of the confirmed-id filter's table. */
  readonly transactionIdBytes: number;
  /** How the last open found the confirmed ids. */
  readonly transactionIdLoad: ConfirmedIdsLoad;
  readonly busy: boolean;
}

export class ChainStore implements ChainView, StateSource, CommittedState {
  readonly maxRollback: number;
  readonly meta: MetaRepository;
  readonly blocks: BlockRepository;
  readonly transactions: TransactionRepository;
  /** Which confirmed transactions hold prunable data (pruning and the prunable listings). */
  readonly prunable: PrunableRepository;
  /** The accounts table (the core's hot table). */
  readonly accounts: TableStore<bigint, Account>;
  /** Every table of state. */
  private readonly state: StateTables;
  readonly undo: UndoRepository;
  readonly generators: BlocksByGeneratorRepository;
  readonly peers: PeerRepository;
  readonly keyValues: KeyValueRepository;
  readonly mempool: MempoolRepository;
  /** Whether writes work (block, pop and pool writes report to it). */
  readonly health: StoreHealth;

  private readonly heightWindow: number;
  /** One write at a time, readers pinned while it is in flight (write-gate.ts). */
  private readonly gate: WriteGate;
  private currentTip: ChainTip | undefined;
  /** Block ids of the last `heightWindow` heights. */
  private readonly recentIds = new Map<number, bigint>();
  /** Which transaction ids are confirmed (a filter in memory, the TX_BY_ID index behind it). */
  private readonly txIds: ConfirmedIds;
  /** Bumped by every commit and pop: an overlay begun under another generation is stale. */
  private generation = 0;
  private readonly overlays = new WeakMap<StateOverlay, number>();
  private readonly digests: StateDigests;

  private constructor(
    opts: ChainStoreOptions,
    readonly db: Db,
    private readonly ownsDb: boolean,
    tables: readonly AnyTable[],
    logger: Logger | undefined,
    journalFs: JournalFs | undefined,
  ) {
    this.maxRollback = opts.maxRollback ?? StorageDefaults.maxRollback;
    this.heightWindow = Math.max(1, opts.heightWindow ?? StorageDefaults.heightWindow);
    this.state = new StateTables(db, tables, opts.accountCacheSize ?? StorageDefaults.accountCacheSize);
    this.accounts = this.state.accounts;
    this.digests = new StateDigests(db, () => this.state.tables);
    this.meta = new MetaRepository(db);
    this.blocks = new BlockRepository(db);
    this.transactions = new TransactionRepository(db);
    this.prunable = new PrunableRepository(db);
    this.undo = new UndoRepository(db);
    this.generators = new BlocksByGeneratorRepository(db);
    this.peers = new PeerRepository(db);
    this.keyValues = new KeyValueRepository(db);
    // The pool's journal lives in the database directory; its folds are store writes like any other.
    this.mempool = new MempoolRepository(db, opts.path !== undefined ? { path: opts.path, ...(journalFs ? { fs: journalFs } : {}) } : {}, {
      track: (write) => this.health.track('pool', write),
    });
    this.txIds = new ConfirmedIds(db, this.transactions, {
      snapshotEvery: Math.max(1, opts.txIdSnapshotEvery ?? StorageDefaults.txIdSnapshotEvery),
      ...(logger !== undefined ? { logger } : {}),
    });
    const probe = writeProbe(db, {
      ...(opts.path !== undefined ? { path: opts.path } : {}),
      spaceBytes: opts.writeBufferSize ?? StorageDefaults.writeBufferSize,
      key: metaKey(MetaKind.STORE_PROBE),
    });
    this.health = new StoreHealth(opts.health ?? {}, { probe, ...(logger !== undefined ? { logger } : {}) });
    this.gate = new WriteGate(db, this.health, opts.syncWrites ?? false);
  }

  static async open(opts: ChainStoreOptions = {}, modules: ChainStoreModules = {}): Promise<ChainStore> {
    const maxRollback = opts.maxRollback ?? StorageDefaults.maxRollback;
    if (!Number.isInteger(maxRollback) || maxRollback < 1) {
      throw new StorageError(StorageErrorCode.OUT_OF_RANGE, `maxRollback must be a positive integer, got ${maxRollback}`);
    }
    const db =
      modules.db ??
      (await openDatabase({
        ...(opts.path !== undefined ? { path: opts.path } : {}),
        ...(opts.cacheSize !== undefined ? { cacheSize: opts.cacheSize } : {}),
        ...(opts.writeBufferSize !== undefined ? { writeBufferSize: opts.writeBufferSize } : {}),
        ...(opts.engine !== undefined ? { engine: opts.engine } : {}),
      }));
    const store = new ChainStore(opts, db, modules.db === undefined, modules.tables ?? CORE_TABLES, modules.logger, modules.journalFs);
    try {
      await store.load(opts.preloadAccounts ?? true);
    } catch (err) {
      await store.mempool.abandon();
      if (store.ownsDb) await closeDatabase(db);
      throw err;
    }
    return store;
  }

  private async load(preloadAccounts: boolean): Promise<void> {
    await this.mempool.open();
    const version = await this.meta.getSchemaVersion();
    const tip = await this.meta.getTip();
    if (version === undefined && tip === undefined) {
      await this.meta.putSchemaVersion(SCHEMA_VERSION);
    } else if (version !== SCHEMA_VERSION) {
      throw new StorageError(StorageErrorCode.SCHEMA_MISMATCH, `store schema ${version ?? 'none'}, this node reads ${SCHEMA_VERSION}`);
    }
    this.currentTip = tip;
    if (tip === undefined) {
      this.state.markEmpty(); // no records yet
      return;
    }
    // The rollback depth may have shrunk since the last run: drop undo records beyond it.
    await this.undo.deleteBelow(tip.height - this.maxRollback + 1);
    const from = Math.max(0, tip.height - this.heightWindow + 1);
    const ids = await this.blocks.idsInRange(from, tip.height);
    if (ids.length !== tip.height - from + 1 || ids[ids.length - 1] !== tip.blockId) {
      throw new StorageError(StorageErrorCode.CORRUPT_RECORD, `height index does not end at the tip ${tip.height}`);
    }
    ids.forEach((id, i) => this.recentIds.set(from + i, id));
    await this.txIds.load(tip);
    await this.state.load(preloadAccounts);
  }

  async close(): Promise<void> {
    if (this.gate.isClosed) return;
    await this.health.close();
    await this.gate.close();
    await this.mempool.close();
    // The id filter's table goes to disk now that no block can change it (the next open reads it).
    await this.txIds.close(this.currentTip);
    // A digest in progress reads through an iterator: let it finish before the database closes.
    await this.digests.settled();
    this.state.clear();
    if (this.ownsDb) await closeDatabase(this.db);
  }

  // ------------------------------------------------------------------------------------------
  // ChainView and ledger reads (synchronous)

  tip(): ChainTip | undefined {
    return this.currentTip;
  }

  /** Height of the tip; -1 on an empty store. */
  get height(): number {
    return this.currentTip?.height ?? -1;
  }

  get lastBlockTimestamp(): number {
    return this.currentTip?.timestamp ?? 0;
  }

  getBlockIdAtHeight(height: number): bigint | undefined {
    const tip = this.currentTip;
    if (tip === undefined || !Number.isInteger(height) || height < 0 || height > tip.height) return undefined;
    return this.recentIds.get(height) ?? this.blocks.getIdAtHeightSync(height, this.gate.readOptions);
  }

  /** Block ids at heights fromHeight..toHeight (inclusive, capped at the tip) as they are at this
   * call: read from a snapshot taken before it returns, whatever is pushed or popped while the
   * read goes on (so a caller need not hold the chain's mailbox for the read). */
  blockIdsNow(fromHeight: number, toHeight: number): Promise<bigint[]> {
    return this.fromSnapshotNow((snapshot) => this.blocks.idsInRange(fromHeight, Math.min(toHeight, this.height), snapshot));
  }

  /** Blocks at heights fromHeight..toHeight (inclusive, capped at the tip) as stored, as they are
   * at this call (see blockIdsNow). */
  blocksNow(fromHeight: number, toHeight: number): Promise<StoredBlock[]> {
    return this.fromSnapshotNow((snapshot) => this.blocks.range(fromHeight, Math.min(toHeight, this.height), snapshot));
  }

  /** Runs `read` on a snapshot taken synchronously (now), closed when the read settles. */
  private async fromSnapshotNow<T>(read: (snapshot: AbstractSnapshot) => Promise<T>): Promise<T> {
    this.gate.assertOpen();
    const snapshot = this.db.snapshot();
    try {
      return await read(snapshot);
    } finally {
      await snapshot.close().catch(() => undefined);
    }
  }

  hasTransaction(id: bigint): boolean {
    this.gate.assertOpen();
    return this.txIds.has(id, this.gate.readOptions);
  }

  hasTransactionFullHash(fullHash: Uint8Array): boolean {
    this.gate.assertOpen();
    return this.transactions.hasFullHashSync(fullHash, this.gate.readOptions, { has: this.txIds.mayHave });
  }

  // ------------------------------------------------------------------------------------------
  // StateSource: committed records of every table (synchronous)

  read<K extends StateKey, V>(table: Table<K, V>, key: K): V | undefined {
    this.gate.assertOpen();
    // The accounts table is read on every step of the apply and admission paths.
    const store = (table as AnyTable) === ACCOUNTS ? this.accounts : this.state.of(table);
    return (store as TableStore<K, V>).read(key, this.gate.readOptions);
  }

  /** StateReader: the committed record. */
  get<K extends StateKey, V>(table: Table<K, V>, key: K): V | undefined {
    return this.read(table, key);
  }

  /** StateReader: an index of committed records. */
  scan<K extends StateKey, V>(table: Table<K, V>, index: string, opts?: ScanOptions): Array<readonly [K, V]> {
    return scanIndex(this.indexTree(table, index), table, (key) => this.read(table, key), opts);
  }

  /** IndexPages: a page of a table's indexes from one snapshot (tables/table-store.ts). */
  page<K extends StateKey, V>(table: Table<K, V>, ranges: IndexRange | readonly IndexRange[], opts?: PageOptions<K, V>): Promise<Array<readonly [K, V]>> {
    this.gate.assertOpen();
    return (this.state.of(table) as TableStore<K, V>).page(ranges, opts);
  }

  /** IndexPages: how many records the ranges name. */
  count<K extends StateKey, V>(table: Table<K, V>, ranges: IndexRange | readonly IndexRange[], opts?: Pick<PageOptions<K, V>, 'keep' | 'takeWhile'>): Promise<number> {
    this.gate.assertOpen();
    return (this.state.of(table) as TableStore<K, V>).countRanges(ranges, opts);
  }

  indexTree(table: AnyTable, index: string): IndexTree {
    const tree = this.state.of(table).indexTree(index);
    if (tree === undefined) throw new StateError(StateErrorCode.UNKNOWN_TABLE, `table ${table.name} has no index ${index}`);
    return tree;
  }

  /** The store of one table (its records, cache and indexes). */
  tableOf(table: AnyTable): TableStore {
    return this.state.of(table);
  }

  /** Every table, in bucket order. */
  get tables(): readonly AnyTable[] {
    return this.state.tables;
  }

  /** The committed account (the cached object: accounts are immutable, so it is shared). */
  getAccount(id: bigint): Account | undefined {
    return this.read(ACCOUNTS, id);
  }

  /** Same as getAccount (the name readers of the hot path use). */
  readAccount(id: bigint): Account | undefined {
    return this.read(ACCOUNTS, id);
  }

  /** The cached account without loading or touching recency (debug and tests). */
  peekCachedAccount(id: bigint): Account | undefined {
    return this.accounts.peek(id);
  }

  /** SHA-256 over every table's committed records at the tip (see state-digest.ts). Waits for a
   * block write in flight, so the digest and the tip belong together. */
  async stateDigest(): Promise<StateDigest> {
    this.gate.assertOpen();
    await this.gate.idle();
    this.gate.assertOpen();
    return this.digests.of(this.requireTip(), this.generation);
  }

  stats(): ChainStoreStats {
    return {
      cachedAccounts: this.accounts.cachedRecords,
      accountCacheComplete: this.accounts.cacheComplete,
      recentHeights: this.recentIds.size,
      transactionIds: this.txIds.count,
      transactionIdBytes: this.txIds.filterBytes,
      transactionIdLoad: this.txIds.loaded,
      busy: this.gate.busy,
    };
  }

  // ------------------------------------------------------------------------------------------
  // Writes

  /** An overlay for applying the block at `height` (the tip's height + 1; 0 on an empty store). */
  beginBlock(height: number, blockTimestamp: number): StateOverlay {
    this.gate.assertIdle();
    const expected = this.height + 1;
    if (height !== expected) {
      throw new StorageError(StorageErrorCode.NOT_NEXT_BLOCK, `next block is at height ${expected}, not ${height}`);
    }
    const overlay = new StateOverlay({ height, blockTimestamp }, { source: this });
    this.overlays.set(overlay, this.generation);
    return overlay;
  }

  /** Writes the block, its transaction indexes, the overlay's changes to every table, the undo
   * record and the new tip as one atomic batch; memory is updated only once the batch succeeded. */
  async commitBlock(overlay: StateOverlay, block: StoredBlock, txs: readonly StoredTransactionIndex[]): Promise<void> {
    await this.gate.exclusive(async () => {
      this.checkOverlay(overlay);
      checkCommit(block, txs, { tip: this.currentTip, hasTransaction: (id) => this.txIds.has(id, undefined), hasBlock: (id) => this.blocks.hasSync(id), overlay });
      const batch = new UndoableBatch(this.db);
      const ids = txs.map((tx) => tx.id);
      let committed!: () => void;
      const newTip: ChainTip = {
        height: block.height,
        blockId: block.id,
        timestamp: block.timestamp,
        cumulativeDifficulty: block.cumulativeDifficulty,
      };
      try {
        this.blocks.stageNew(batch, block);
        this.generators.stageNew(batch, block);
        for (const tx of txs) {
          this.transactions.stageNew(batch, tx);
          this.prunable.stageNew(batch, tx);
        }
        this.txIds.stage(batch, block.height, ids);
        committed = this.state.stage(batch, overlay);
        this.meta.stageTip(batch, newTip, this.currentTip);
        // The genesis block is never popped, so it needs no undo record.
        if (block.height > 0) this.undo.stagePut(batch, block.height, batch.undo);
        const expired = block.height - this.maxRollback;
        if (expired >= 1) this.undo.stageDelete(batch, expired);
      } catch (err) {
        await batch.discard();
        throw err;
      }
      await this.gate.writeBatch('block', batch, () => {
        this.generation++;
        committed();
        this.currentTip = newTip;
        this.txIds.committed(block.height, ids);
        this.recentIds.set(block.height, block.id);
        this.recentIds.delete(block.height - this.heightWindow);
      });
    });
  }

  /** Replaces a stored block by the same block with prunable data dropped: its record, its
   * transactions' byte ranges, and the prunable index entries of `removed`. Outside any undo
   * record (ids and hashes do not change, and popping the block deletes these keys anyway). */
  async rewritePruned(block: StoredBlock | undefined, txs: readonly StoredTransactionIndex[], removed: readonly PrunableEntry[]): Promise<void> {
    await this.gate.exclusive(async () => {
      const batch = new UndoableBatch(this.db);
      if (block !== undefined) this.blocks.stageRewrite(batch, block);
      for (const tx of txs) this.transactions.stageRewrite(batch, tx);
      this.prunable.stageRemove(batch, removed);
      await this.gate.writeBatch('prune', batch, () => undefined);
    });
  }

  /** Pops the tip block by replaying its undo record in reverse (one atomic batch). The genesis
   * block is never popped. Returns the popped block (its bytes carry its transactions). */
  async popBlock(): Promise<StoredBlock> {
    return this.gate.exclusive(() => this.popTip());
  }

  /** Pops blocks until the tip is at `height`; returns the popped blocks, newest first. Refuses
   * up front when the undo records do not reach that deep. */
  async popTo(height: number): Promise<StoredBlock[]> {
    return this.gate.exclusive(async () => {
      const tip = this.requireTip();
      if (!Number.isInteger(height) || height < 0 || height > tip.height) {
        throw new StorageError(StorageErrorCode.OUT_OF_RANGE, `cannot pop to height ${height} from ${tip.height}`);
      }
      if (height < tip.height && (await this.undo.get(height + 1)) === undefined) {
        throw new StorageError(StorageErrorCode.ROLLBACK_TOO_DEEP, `no undo record at height ${height + 1} (maximum rollback ${this.maxRollback})`);
      }
      const popped: StoredBlock[] = [];
      while (this.height > height) popped.push(await this.popTip());
      return popped;
    });
  }

  private async popTip(): Promise<StoredBlock> {
    const tip = this.requireTip();
    if (tip.height === 0) throw new StorageError(StorageErrorCode.GENESIS_POP, 'the genesis block is never popped');
    const [entries, block] = await Promise.all([this.undo.get(tip.height), this.blocks.getById(tip.blockId)]);
    if (entries === undefined) {
      throw new StorageError(StorageErrorCode.ROLLBACK_TOO_DEEP, `no undo record at height ${tip.height} (maximum rollback ${this.maxRollback})`);
    }
    if (block === undefined) throw new StorageError(StorageErrorCode.CORRUPT_RECORD, `tip block ${tip.blockId} is missing`);
    const batch = new UndoableBatch(this.db);
    const restored = this.state.restorer();
    let replayed: Replayed;
    try {
      await this.txIds.stagePop(batch, tip.height);
      replayed = replayUndo(batch, entries, block, tip.height, restored);
      this.undo.stageDelete(batch, tip.height);
    } catch (err) {
      await batch.discard();
      throw err;
    }
    await this.gate.writeBatch('pop', batch, () => {
      this.generation++;
      restored.apply();
      this.txIds.popped(tip.height, replayed.removedTxIds.length);
      this.currentTip = replayed.priorTip;
      this.recentIds.delete(tip.height);
    });
    return block;
  }

  // ------------------------------------------------------------------------------------------
  // Internals

  private checkOverlay(overlay: StateOverlay): void {
    const began = this.overlays.get(overlay);
    if (began === undefined) throw new StorageError(StorageErrorCode.FOREIGN_OVERLAY, 'overlay was not begun by this store');
    if (began !== this.generation) {
      throw new StorageError(StorageErrorCode.STALE_OVERLAY, 'overlay was begun before another commit or pop');
    }
  }

  private requireTip(): ChainTip {
    if (this.currentTip === undefined) throw new StorageError(StorageErrorCode.EMPTY_CHAIN, 'the store holds no block');
    return this.currentTip;
  }
}
