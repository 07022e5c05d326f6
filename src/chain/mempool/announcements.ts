// What the pool tells the rest of the node, and when: admitted transactions are announced to the
// listeners (the network gossips them) only once they are in the store, so nothing is announced
// that the node may have to take back; a submitter hears "accepted" at the same point. While the
// store cannot write, nothing new is admitted at all (the node could not keep it).
import type { Transaction } from '../../domain/transaction.js';
import type { Logger } from '../../log/index.js';
import { describeCause, type StoreHealth } from '../../storage/health.js';
import { ChainError, ChainErrorReason } from '../errors.js';
import type { SubmitVerdict } from './admission.js';
import type { PoolPersistence } from './persistence.js';

/** Listeners of newly admitted transactions (the network gossips them). */
export type TransactionsAddedListener = (transactions: readonly Transaction[]) => void;

export interface AnnouncementsModules {
  readonly persistence: PoolPersistence;
  readonly health: StoreHealth;
  /** The pool's entry of this very transaction while it is pending (a new entry, or none, once
   * it was evicted, confirmed or lost, even if the same transaction was admitted again). */
  readonly entryOf: (tx: Transaction) => object | undefined;
  readonly logger?: Logger;
}

export class Announcements {
  private readonly listeners = new Set<TransactionsAddedListener>();

  constructor(private readonly modules: AnnouncementsModules) {}

  /** Called with every batch of newly admitted transactions; returns the unsubscribe function. */
  onTransactionsAdded(listener: TransactionsAddedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Throws STORE_UNAVAILABLE while the store's writes fail. */
  checkStoreWritable(): void {
    const { health } = this.modules;
    if (!health.failing) return;
    const cause = health.lastFailure?.cause ?? 'unknown error';
    throw storeUnavailable(`the node cannot store new transactions until its store works again (${cause})`);
  }

  /** A refusal for each transaction while the store fails, else undefined. */
  refuseWhileStoreFails(txs: readonly Transaction[]): SubmitVerdict[] | undefined {
    try {
      this.checkStoreWritable();
      return undefined;
    } catch (error) {
      return txs.map(() => ({ accepted: false, error: error as Error }));
    }
  }

  /** Resolves once every admission so far is in the store (at once without persist); rejects
   * with STORE_UNAVAILABLE when the write failed (those transactions left the pool). */
  async stored(): Promise<void> {
    try {
      await this.modules.persistence.durable();
    } catch (error) {
      throw storeUnavailable(`the transaction could not be stored: ${describeCause(error)}`);
    }
  }

  /** Stores every admission so far before returning when the store can (its pool journal):
   * true when done, false when the caller must wait for `stored()`. Throws STORE_UNAVAILABLE
   * when the write fails (those transactions left the pool). */
  storedNow(): boolean {
    try {
      return this.modules.persistence.durableNow();
    } catch (error) {
      throw storeUnavailable(`the transaction could not be stored: ${describeCause(error)}`);
    }
  }

  /** The verdicts once the accepted ones are stored; if that write failed, they are refusals. */
  async storedVerdicts(verdicts: SubmitVerdict[]): Promise<SubmitVerdict[]> {
    if (!verdicts.some((v) => v.accepted)) return verdicts;
    try {
      await this.stored();
      return verdicts;
    } catch (error) {
      return verdicts.map((v) => (v.accepted ? { accepted: false, error: error as Error } : v));
    }
  }

  /** Tells the listeners of admitted transactions: at once without persist, else once stored. */
  announce(txs: readonly Transaction[]): void {
    const { persistence } = this.modules;
    if (!persistence.enabled) {
      this.notify(txs);
      return;
    }
    // After the current macrotask: by then the caller has stored the admission itself (submit,
    // submitMany and restore all do, in the same chain of microtasks), so a failed write reaches
    // that caller with its own cause, not this announcement. Transactions stored by then are
    // announced without a write of their own (a later write failing does not hold them back);
    // anything still unsaved (an admission no caller stores) is written first.
    const entries = txs.map(this.modules.entryOf);
    setImmediate(() => {
      const current = txs.filter((tx, i) => entries[i] !== undefined && this.modules.entryOf(tx) === entries[i]);
      if (current.length === 0) return;
      if (current.every((tx) => persistence.isStored(tx.id))) this.notify(current);
      else persistence.durable().then(() => this.notifyCurrent(current), () => undefined);
    });
  }

  /** Tells the listeners of those of `txs` still pending. */
  private notifyCurrent(txs: readonly Transaction[]): void {
    if (this.listeners.size === 0) return;
    const still = txs.filter((tx) => this.modules.entryOf(tx) !== undefined);
    if (still.length > 0) this.notify(still);
  }

  private notify(txs: readonly Transaction[]): void {
    for (const listener of this.listeners) {
      try {
        listener(txs);
      } catch (error) {
        this.modules.logger?.error('transactions-added listener failed', { error: error instanceof Error ? error.message : String(error) });
      }
    }
  }
}

export function storeUnavailable(description: string): ChainError {
  return new ChainError(ChainErrorReason.STORE_UNAVAILABLE, description);
}
