// The chain and ledger store. Each block goes to disk as ONE atomic LevelDB batch holding the
// block record, its indexes, the changed accounts, the new tip and the block's undo record (the
// prior value, or absence, of every key the batch changes). Popping replays an undo record in
// reverse, again as one batch. The tip lives in the same batch as its block, so the store is at
// a block boundary at every instant: after a crash (even SIGKILL mid-write: LevelDB's log
// replays whole batches or drops them) reopening needs no repair step.
//
// Memory: the hot account cache (preloaded at open up to its size; while it holds the whole
// ledger, a cache miss means "no such account" with no read), the block ids of recent heights,
// and an exact compact set of all confirmed transaction ids (16 bytes per transaction, loaded by a
// key scan at open) so duplicate checks on the validation hot path never touch LevelDB: a LevelDB
// miss costs 2-10 us depending on how many level-0 tables it must consult. Everything else is
// read on demand; synchronous reads (LedgerState, ChainView) use LevelDB getSync for accounts
// outside the cache, full-hash lookups and old heights.
// While a batch is in flight, synchronous reads go through a snapshot taken just before it, and
// the in-memory state (cache, tip, heights) changes only after the batch succeeded, so readers
// see either the whole previous block or the whole new one, never a mix; a failed batch leaves
// memory exactly as it was.

import type { Account, ChainView } from '../domain/types.js';
import { AccountCache } from './account-cache.js';
import { decodeAccount, decodeTip, encodeAccount, equalBytes, idCandidates } from './codecs.js';
import { closeDatabase, openDatabase, type Db } from './db.js';
import { Bucket, SCHEMA_VERSION } from './buckets.js';
import { StorageError, StorageErrorCode } from './errors.js';
import type { ChainTip, StoredBlock, StoredTransactionIndex } from './interface.js';
import { bucketRange, idFromKey } from './keys.js';
import { IdSet } from './id-set.js';
import { LedgerOverlay, type AccountSource } from './ledger-overlay.js';
import { StorageDefaults } from './options.js';
import { AccountRepository } from './repositories/accounts.js';
import { BlockRepository } from './repositories/blocks.js';
import { BlocksByGeneratorRepository } from './repositories/blocks-by-generator.js';
import { KeyValueRepository } from './repositories/key-value.js';
import { MempoolRepository } from './repositories/mempool.js';
import { MetaRepository } from './repositories/meta.js';
import { PeerRepository } from './repositories/peers.js';
import type { SyncReadOptions } from './repositories/read-options.js';
import { TransactionRepository } from './repositories/transactions.js';
import { UndoRepository } from './repositories/undo.js';
import { UndoableBatch } from './undoable-batch.js';

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
  /** fsync each block batch: survives power loss, not only process crashes. Default false. */
  readonly syncWrites?: boolean;
  /** Fill the account cache at open (up to its size) instead of warming it on demand. Default
   * true: with the whole ledger cached, account reads never touch LevelDB. */
  readonly preloadAccounts?: boolean;
}

export interface ChainStoreModules {
  /** An open database to use instead of opening one; the caller keeps ownership (close). */
  readonly db?: Db;
}

export interface ChainStoreStats {
  readonly cachedAccounts: number;
  /** True while the cache holds every account (misses need no read). */
  readonly accountCacheComplete: boolean;
  readonly recentHeights: number;
  readonly transactionIds: number;
  readonly transactionIdBytes: number;
  readonly busy: boolean;
}

export class ChainStore implements ChainView, AccountSource {
  readonly maxRollback: number;
  readonly meta: MetaRepository;
  readonly blocks: BlockRepository;
  readonly transactions: TransactionRepository;
  readonly accounts: AccountRepository;
  readonly undo: UndoRepository;
  readonly generators: BlocksByGeneratorRepository;
  readonly peers: PeerRepository;
  readonly keyValues: KeyValueRepository;
  readonly mempool: MempoolRepository;

  private readonly cache: AccountCache;
  private readonly heightWindow: number;
  private readonly syncWrites: boolean;
  private currentTip: ChainTip | undefined;
  /** Block ids of the last `heightWindow` heights. */
  private readonly recentIds = new Map<number, bigint>();
  /** Every confirmed transaction id. */
  private readonly txIds = new IdSet();
  /** Bumped by every commit and pop: an overlay begun under another generation is stale. */
  private generation = 0;
  private readonly overlays = new WeakMap<LedgerOverlay, number>();
  private busy = false;
  private pending: Promise<void> | undefined;
  /** Set while a batch is in flight: synchronous reads see the state before it. */
  private read: SyncReadOptions;
  private closed = false;

  private constructor(
    opts: ChainStoreOptions,
    readonly db: Db,
    private readonly ownsDb: boolean,
  ) {
    this.maxRollback = opts.maxRollback ?? StorageDefaults.maxRollback;
    this.heightWindow = Math.max(1, opts.heightWindow ?? StorageDefaults.heightWindow);
    this.syncWrites = opts.syncWrites ?? false;
    this.cache = new AccountCache(opts.accountCacheSize ?? StorageDefaults.accountCacheSize);
    this.meta = new MetaRepository(db);
    this.blocks = new BlockRepository(db);
    this.transactions = new TransactionRepository(db);
    this.accounts = new AccountRepository(db);
    this.undo = new UndoRepository(db);
    this.generators = new BlocksByGeneratorRepository(db);
    this.peers = new PeerRepository(db);
    this.keyValues = new KeyValueRepository(db);
    this.mempool = new MempoolRepository(db);
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
      }));
    const store = new ChainStore(opts, db, modules.db === undefined);
    try {
      await store.load(opts.preloadAccounts ?? true);
    } catch (err) {
      if (store.ownsDb) await closeDatabase(db);
      throw err;
    }
    return store;
  }

  private async load(preloadAccounts: boolean): Promise<void> {
    const version = await this.meta.getSchemaVersion();
    const tip = await this.meta.getTip();
    if (version === undefined && tip === undefined) {
      await this.meta.putSchemaVersion(SCHEMA_VERSION);
    } else if (version !== SCHEMA_VERSION) {
      throw new StorageError(StorageErrorCode.SCHEMA_MISMATCH, `store schema ${version ?? 'none'}, this node reads ${SCHEMA_VERSION}`);
    }
    this.currentTip = tip;
    if (tip === undefined) {
      this.cache.complete = true; // no accounts yet
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
    for await (const key of this.db.keys(bucketRange(Bucket.TX_BY_ID))) this.txIds.add(idFromKey(key));
    if (preloadAccounts) {
      let all = true;
      for await (const account of this.accounts.all()) {
        if (this.cache.size >= this.cache.capacity) {
          all = false;
          break;
        }
        this.cache.set(account);
      }
      this.cache.complete = all;
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pending;
    this.cache.clear();
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
    return this.recentIds.get(height) ?? this.blocks.getIdAtHeightSync(height, this.read);
  }

  hasTransaction(id: bigint): boolean {
    this.assertOpen();
    return this.txIds.has(id);
  }

  hasTransactionFullHash(fullHash: Uint8Array): boolean {
    this.assertOpen();
    return this.transactions.hasFullHashSync(fullHash, this.read, this.txIds);
  }

  /** The committed account (the cached object: accounts are immutable, so it is shared). */
  getAccount(id: bigint): Account | undefined {
    return this.readAccount(id);
  }

  /** AccountSource: the cached object (shared and immutable). */
  readAccount(id: bigint): Account | undefined {
    this.assertOpen();
    const cached = this.cache.get(id);
    if (cached !== undefined || this.cache.complete) return cached;
    const account = this.accounts.getSync(id, this.read);
    // Safe even mid-write: the snapshot value is the pre-write truth, and a successful write
    // replaces every account it changed in the cache afterwards.
    if (account !== undefined) this.cache.set(account);
    return account;
  }

  /** The cached account without loading or touching recency (debug and tests). */
  peekCachedAccount(id: bigint): Account | undefined {
    return this.cache.peek(id);
  }

  stats(): ChainStoreStats {
    return {
      cachedAccounts: this.cache.size,
      accountCacheComplete: this.cache.complete,
      recentHeights: this.recentIds.size,
      transactionIds: this.txIds.size,
      transactionIdBytes: this.txIds.byteLength,
      busy: this.busy,
    };
  }

  // ------------------------------------------------------------------------------------------
  // Writes

  /** An overlay for applying the block at `height` (the tip's height + 1; 0 on an empty store). */
  beginBlock(height: number, blockTimestamp: number): LedgerOverlay {
    this.assertIdle();
    const expected = this.height + 1;
    if (height !== expected) {
      throw new StorageError(StorageErrorCode.NOT_NEXT_BLOCK, `next block is at height ${expected}, not ${height}`);
    }
    const overlay = new LedgerOverlay({ height, blockTimestamp }, { source: this });
    this.overlays.set(overlay, this.generation);
    return overlay;
  }

  /** Writes the block, its transaction indexes, the overlay's account changes, the undo record
   * and the new tip as one atomic batch; memory is updated only once the batch succeeded. */
  async commitBlock(overlay: LedgerOverlay, block: StoredBlock, txs: readonly StoredTransactionIndex[]): Promise<void> {
    await this.exclusive(async () => {
      this.checkCommit(overlay, block, txs);
      const batch = new UndoableBatch(this.db);
      const cacheUpdates: Account[] = [];
      const newTip: ChainTip = {
        height: block.height,
        blockId: block.id,
        timestamp: block.timestamp,
        cumulativeDifficulty: block.cumulativeDifficulty,
      };
      try {
        this.blocks.stageNew(batch, block);
        this.generators.stageNew(batch, block);
        for (const tx of txs) this.transactions.stageNew(batch, tx);
        for (const { id, prior, next } of overlay.changes()) {
          if (next === prior) continue; // put back unchanged
          const encoded = encodeAccount(next);
          const priorBytes = prior === undefined ? undefined : encodeAccount(prior);
          // A read-modify-write that changed nothing needs neither a write nor an undo entry.
          if (priorBytes !== undefined && equalBytes(encoded, priorBytes)) continue;
          this.accounts.stage(batch, id, encoded, priorBytes);
          cacheUpdates.push(next);
        }
        this.meta.stageTip(batch, newTip, this.currentTip);
        // The genesis block is never popped, so it needs no undo record.
        if (block.height > 0) this.undo.stagePut(batch, block.height, batch.undo);
        const expired = block.height - this.maxRollback;
        if (expired >= 1) this.undo.stageDelete(batch, expired);
      } catch (err) {
        await batch.discard();
        throw err;
      }
      await this.writeBatch(batch, () => {
        for (const account of cacheUpdates) this.cache.set(account);
        for (const tx of txs) this.txIds.add(tx.id);
        this.currentTip = newTip;
        this.recentIds.set(block.height, block.id);
        this.recentIds.delete(block.height - this.heightWindow);
      });
    });
  }

  /** Pops the tip block by replaying its undo record in reverse (one atomic batch). The genesis
   * block is never popped. Returns the popped block (its bytes carry its transactions). */
  async popBlock(): Promise<StoredBlock> {
    return this.exclusive(() => this.popTip());
  }

  /** Pops blocks until the tip is at `height`; returns the popped blocks, newest first. Refuses
   * up front when the undo records do not reach that deep. */
  async popTo(height: number): Promise<StoredBlock[]> {
    return this.exclusive(async () => {
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
    let priorTip: ChainTip | undefined;
    const restored: Array<[bigint, Account | undefined]> = [];
    const removedTxIds: bigint[] = [];
    try {
      for (let i = entries.length - 1; i >= 0; i--) {
        const { key, prior } = entries[i]!;
        if (prior === undefined) batch.delUntracked(key);
        else batch.putUntracked(key, prior);
        if (MetaRepository.isTipKey(key)) {
          priorTip = prior === undefined ? undefined : decodeTip(prior);
        } else if (AccountRepository.isAccountKey(key)) {
          const id = idFromKey(key);
          restored.push([id, prior === undefined ? undefined : decodeAccount(id, prior)]);
        } else if (key[0] === Bucket.TX_BY_ID && prior === undefined) {
          removedTxIds.push(idFromKey(key));
        }
      }
      if (priorTip === undefined || priorTip.height !== tip.height - 1 || priorTip.blockId !== block.previousBlockId) {
        throw new StorageError(StorageErrorCode.CORRUPT_RECORD, `undo record at height ${tip.height} does not restore the previous tip`);
      }
      this.undo.stageDelete(batch, tip.height);
    } catch (err) {
      await batch.discard();
      throw err;
    }
    const previous = priorTip;
    await this.writeBatch(batch, () => {
      for (const [id, account] of restored) {
        if (account === undefined) this.cache.delete(id);
        else this.cache.set(account);
      }
      for (const id of removedTxIds) this.txIds.delete(id);
      this.currentTip = previous;
      this.recentIds.delete(tip.height);
    });
    return block;
  }

  // ------------------------------------------------------------------------------------------
  // Internals

  private checkCommit(overlay: LedgerOverlay, block: StoredBlock, txs: readonly StoredTransactionIndex[]): void {
    const began = this.overlays.get(overlay);
    if (began === undefined) throw new StorageError(StorageErrorCode.FOREIGN_OVERLAY, 'overlay was not begun by this store');
    if (began !== this.generation) {
      throw new StorageError(StorageErrorCode.STALE_OVERLAY, 'overlay was begun before another commit or pop');
    }
    const tip = this.currentTip;
    const expectedPrevious = tip?.blockId ?? 0n;
    if (block.height !== this.height + 1 || block.previousBlockId !== expectedPrevious) {
      throw new StorageError(
        StorageErrorCode.NOT_NEXT_BLOCK,
        `block ${block.id} at height ${block.height} after ${block.previousBlockId} does not continue the tip (height ${this.height}, id ${expectedPrevious})`,
      );
    }
    if (block.height !== overlay.height || block.timestamp !== overlay.blockTimestamp) {
      throw new StorageError(StorageErrorCode.NOT_NEXT_BLOCK, `block ${block.id} does not match its overlay (height or timestamp)`);
    }
    if (this.blocks.hasSync(block.id)) throw new StorageError(StorageErrorCode.DUPLICATE_BLOCK, `block ${block.id} is already stored`);
    // These keep the undo record exact: every index key the batch creates must be new. Ids are
    // checked against the in-memory id set. Full hashes need no store lookup: a transaction id is
    // the first 8 bytes of its full hash (DESIGN.md), checked here in either byte order, so a
    // stored full hash implies a stored id, which is refused.
    const ids = new Set<bigint>();
    const hashes = new Set<string>();
    const indexes = new Set<number>();
    for (const tx of txs) {
      if (tx.height !== block.height || tx.blockId !== block.id || tx.blockTimestamp !== block.timestamp || indexes.has(tx.index)) {
        throw new StorageError(StorageErrorCode.TRANSACTION_MISMATCH, `transaction ${tx.id} does not fit block ${block.id} (location or repeated index ${tx.index})`);
      }
      if (!idCandidates(tx.fullHash).includes(tx.id)) {
        throw new StorageError(StorageErrorCode.TRANSACTION_MISMATCH, `transaction id ${tx.id} is not the first 8 bytes of its full hash`);
      }
      indexes.add(tx.index);
      const hash = Buffer.from(tx.fullHash.buffer, tx.fullHash.byteOffset, tx.fullHash.byteLength).toString('hex');
      if (ids.has(tx.id) || hashes.has(hash) || this.txIds.has(tx.id)) {
        throw new StorageError(StorageErrorCode.DUPLICATE_TRANSACTION, `transaction ${tx.id} is already stored or repeated in the block`);
      }
      ids.add(tx.id);
      hashes.add(hash);
    }
  }

  /** Writes a batch with synchronous readers pinned to a snapshot of the state before it;
   * `onSuccess` updates memory (synchronously, before the snapshot is released). */
  private async writeBatch(batch: UndoableBatch, onSuccess: () => void): Promise<void> {
    const snapshot = this.db.snapshot();
    this.read = { snapshot };
    try {
      await batch.write({ sync: this.syncWrites });
      onSuccess();
      this.generation++;
    } finally {
      this.read = undefined;
      // Closing only fails when the database is already closed, which released the snapshot.
      await snapshot.close().catch(() => undefined);
    }
  }

  /** Runs one write operation at a time; a second one while the first runs is refused. */
  private async exclusive<T>(operation: () => Promise<T>): Promise<T> {
    this.assertIdle();
    this.busy = true;
    const run = operation();
    this.pending = run.then(
      () => undefined,
      () => undefined,
    );
    try {
      return await run;
    } finally {
      this.busy = false;
      this.pending = undefined;
    }
  }

  private requireTip(): ChainTip {
    if (this.currentTip === undefined) throw new StorageError(StorageErrorCode.EMPTY_CHAIN, 'the store holds no block');
    return this.currentTip;
  }

  private assertOpen(): void {
    if (this.closed) throw new StorageError(StorageErrorCode.CLOSED, 'the chain store is closed');
  }

  private assertIdle(): void {
    this.assertOpen();
    if (this.busy) throw new StorageError(StorageErrorCode.BUSY, 'a block write is in progress');
  }
}

