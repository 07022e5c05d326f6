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
  /** True while this very transaction is pending (not evicted, confirmed or lost meanwhile). */
  readonly isCurrent: (tx: Transaction) => boolean;
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
    const { persistence, isCurrent } = this.modules;
    if (!persistence.enabled) {
      this.notify(txs);
      return;
    }
    // From a microtask: the caller may still change what the write carries (restore drops the
    // puts of what was stored already) or start the write itself (submit).
    queueMicrotask(() => {
      persistence.durable().then(
        () => {
          const still = txs.filter(isCurrent);
          if (still.length > 0) this.notify(still);
        },
        () => undefined, // they left the pool (PoolPersistence onLost), and the store health logged why
      );
    });
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
