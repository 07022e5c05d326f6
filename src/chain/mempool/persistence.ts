// Mirroring the pool in the store's MEMPOOL bucket, so that a transaction the node answered as
// accepted survives a crash (Nxt stores an unconfirmed transaction when it receives it). Pool
// changes are collected in memory; `durable()` writes them and resolves once everything changed
// so far is in the store, and the mempool actor answers a submission only then.
//
// On disk the repository writes through the pool journal (storage/pool-journal.ts): one write(2)
// done before the call returns, so `durableNow()` stores every change at once and a submission is
// answered in the same step (no LevelDB round trip through the thread pool). A SIGKILL after the
// answer keeps it; a power failure would need an fsync, which neither this nor LevelDB's unsynced
// log append pays (nor do blocks without node.syncWrites).
//
// Without a journal (an in-memory store), group commit: one write is in flight at a time, and every
// change made meanwhile goes into the single write after it, so many concurrent submissions (or one
// gossip batch) share one LevelDB batch: the puts and deletes since the previous write, atomically.
//
// A failed write: its deletes are kept for the next write, its puts are handed to `onLost` (the
// mempool takes those transactions back out: it told nobody they were accepted), and the store
// health records the failure.
import { Transaction } from '../../domain/transaction.js';
import type { TransactionTypeRegistry } from '../../domain/tx-types/registry.js';
import type { MempoolRepository } from '../../storage/repositories/mempool.js';
import type { StoreHealth } from '../../storage/health.js';

export interface PoolPersistenceModules {
  readonly repository: MempoolRepository;
  readonly health?: StoreHealth;
  /** Transactions whose write failed (still pending in memory, never stored). */
  readonly onLost?: (txs: readonly Transaction[]) => void;
}

const noop = (): void => undefined;

export class PoolPersistence {
  private readonly unsavedPuts = new Map<bigint, Transaction>();
  private readonly unsavedDeletes = new Set<bigint>();
  /** Ids whose record is in the store (written, or found there at restore). */
  private readonly storedIds = new Set<bigint>();
  private readonly repository: MempoolRepository;
  private readonly health: StoreHealth | undefined;
  private readonly onLost: (txs: readonly Transaction[]) => void;
  /** The write in flight, if any. */
  private inFlight: Promise<void> | undefined;
  /** The write queued after it, which will take every change made until it starts. */
  private queued: Promise<void> | undefined;

  constructor(
    readonly enabled: boolean,
    modules: PoolPersistenceModules,
  ) {
    this.repository = modules.repository;
    this.health = modules.health;
    this.onLost = modules.onLost ?? noop;
  }

  added(tx: Transaction): void {
    if (!this.enabled) return;
    this.unsavedDeletes.delete(tx.id);
    this.unsavedPuts.set(tx.id, tx);
  }

  deleted(id: bigint): void {
    if (!this.enabled) return;
    this.unsavedPuts.delete(id);
    this.unsavedDeletes.add(id);
  }

  /** True when this transaction's record is in the store (written, or found there at restore). */
  isStored(id: bigint): boolean {
    return this.storedIds.has(id);
  }

  /** Resolves once every change made before the call is in the store (at once when disabled);
   * rejects with the store's error when the write that carries them fails. */
  durable(): Promise<void> {
    if (!this.enabled) return Promise.resolve();
    try {
      if (this.durableNow()) return Promise.resolve();
    } catch (error) {
      return Promise.reject(error);
    }
    // Nothing unsaved: every change so far is in the write in flight, whose outcome is theirs.
    if (this.unsavedPuts.size === 0 && this.unsavedDeletes.size === 0) return this.inFlight ?? Promise.resolve();
    if (this.queued !== undefined) return this.queued;
    if (this.inFlight === undefined) return this.begin();
    const queued = this.inFlight.then(noop, noop).then(() => {
      this.queued = undefined;
      return this.begin();
    });
    this.queued = queued;
    return queued;
  }

  /** Writes every unsaved change before returning when the repository can (its journal is
   * open) and no write is in flight: true when everything so far is stored, false when the
   * caller must wait for `durable()`. Throws the store's error when the write fails. */
  durableNow(): boolean {
    if (!this.enabled) return true;
    if (!this.repository.writesNow || this.inFlight !== undefined || this.queued !== undefined) return false;
    if (this.unsavedPuts.size === 0 && this.unsavedDeletes.size === 0) return true;
    const { puts, deletes } = this.take();
    const entries = puts.map((tx) => [tx.id, tx.bytes()] as const);
    try {
      const write = () => this.repository.writeNow(entries, deletes);
      if (this.health === undefined) write();
      else this.health.trackSync('pool', write);
    } catch (error) {
      this.failedWrite(puts, deletes);
      throw error;
    }
    this.wrote(puts, deletes);
    return true;
  }

  /** The changes made so far, taken out of the unsaved sets. */
  private take(): { puts: Transaction[]; deletes: bigint[] } {
    const puts = [...this.unsavedPuts.values()];
    const deletes = [...this.unsavedDeletes];
    this.unsavedPuts.clear();
    this.unsavedDeletes.clear();
    return { puts, deletes };
  }

  /** Starts a write of the changes made so far (taken now, synchronously). */
  private begin(): Promise<void> {
    const { puts, deletes } = this.take();
    const run = this.write(puts, deletes);
    this.inFlight = run;
    const settle = (): void => {
      if (this.inFlight === run) this.inFlight = undefined;
    };
    run.then(settle, settle);
    return run;
  }

  private async write(puts: readonly Transaction[], deletes: readonly bigint[]): Promise<void> {
    if (puts.length === 0 && deletes.length === 0) return;
    const entries = puts.map((tx) => [tx.id, tx.bytes()] as const);
    try {
      const write = () => this.repository.write(entries, deletes);
      await (this.health === undefined ? write() : this.health.track('pool', write));
    } catch (error) {
      this.failedWrite(puts, deletes);
      throw error;
    }
    this.wrote(puts, deletes);
  }

  /** A failed write: its deletes wait for the next one, its new puts are lost. */
  private failedWrite(puts: readonly Transaction[], deletes: readonly bigint[]): void {
    for (const id of deletes) if (!this.unsavedPuts.has(id)) this.unsavedDeletes.add(id);
    // Only what was never stored is lost; a record already in the store stays valid.
    const lost = puts.filter((tx) => !this.storedIds.has(tx.id));
    if (lost.length > 0) this.onLost(lost);
  }

  private wrote(puts: readonly Transaction[], deletes: readonly bigint[]): void {
    for (const id of deletes) this.storedIds.delete(id);
    for (const tx of puts) this.storedIds.add(tx.id);
  }

  /** The saved transactions that still parse, and the ids of the ones that do not (deleted on
   * the next write). */
  private async load(registry: TransactionTypeRegistry): Promise<{ saved: number; transactions: Transaction[] }> {
    const saved = await this.repository.all();
    const transactions: Transaction[] = [];
    for (const [id, bytes] of saved) {
      this.storedIds.add(id);
      try {
        const tx = Transaction.fromBytes(bytes, registry);
        if (tx.signature === null || tx.id !== id) this.deleted(id);
        else transactions.push(tx);
      } catch {
        this.deleted(id);
      }
    }
    return { saved: saved.length, transactions };
  }

  /** Re-admits the saved pool through `admit` (saved order is by id: arrival order is lost on
   * restart, fee order still holds), forgets what is gone, and writes that down. */
  async restore(registry: TransactionTypeRegistry, admit: (txs: readonly Transaction[]) => ReadonlyArray<{ accepted: boolean }>): Promise<{ saved: number }> {
    const { saved, transactions } = await this.load(registry);
    const verdicts = admit(transactions);
    // What was re-admitted is stored already; only what was not goes (as deletes).
    for (const tx of transactions) this.unsavedPuts.delete(tx.id);
    verdicts.forEach((v, i) => {
      if (!v.accepted) this.deleted(transactions[i]!.id);
    });
    await this.durable();
    return { saved };
  }
}
