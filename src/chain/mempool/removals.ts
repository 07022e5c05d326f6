// How transactions leave the pool, told to listeners (the live event stream's
// `transaction.removed`). Every way out of the pool goes through MempoolCore with one of these
// reasons, so a listener sees each departure once, synchronously, in the order the pool made them.
import type { Transaction } from '../../domain/transaction.js';
import type { Logger } from '../../log/index.js';

/**
 * Why a transaction left the pool:
 * - `included`: it is in a block of the chain now;
 * - `expired`: its deadline passed;
 * - `invalid`: after the chain moved (a block, a pop) it no longer passed the ledger rules;
 * - `evicted`: the pool was full and a transaction paying more per byte took its place;
 * - `cleared`: clearUnconfirmedTransactions emptied the pool;
 * - `notStored`: the store could not write it, so the node could not keep it.
 */
export type TransactionRemovedReason = 'included' | 'expired' | 'invalid' | 'evicted' | 'cleared' | 'notStored';

export const TRANSACTION_REMOVED_REASONS: readonly TransactionRemovedReason[] = ['included', 'expired', 'invalid', 'evicted', 'cleared', 'notStored'];

export type TransactionRemovedListener = (tx: Transaction, reason: TransactionRemovedReason) => void;

export class Removals {
  private readonly listeners = new Set<TransactionRemovedListener>();

  constructor(private readonly logger?: Logger) {}

  /** Returns the unsubscribe function. */
  onTransactionRemoved(listener: TransactionRemovedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells every listener; one that throws is logged and never stops the pool's work. */
  removed(tx: Transaction, reason: TransactionRemovedReason): void {
    for (const listener of this.listeners) {
      try {
        listener(tx, reason);
      } catch (error) {
        this.logger?.error('transaction-removed listener failed', { error: error instanceof Error ? error.message : String(error) });
      }
    }
  }
}
