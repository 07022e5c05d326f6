// How transactions leave the pool, told to listeners (the live event stream's
// `transaction.removed`), counted (/metrics) and remembered for a while (getTransaction of a
// removed id says why). Every way out of the pool goes through MempoolCore with one of these
// reasons and a detail, so a listener sees each departure once, synchronously, in the order the
// pool made them. Nothing a user sent leaves silently: a contract transaction that leaves for any
// reason but inclusion is also logged at WARN.
import type { Transaction } from '../../domain/transaction.js';
import { idToString } from '../../domain/ids.js';
import type { Logger } from '../../log/index.js';
import { RecentRemovals, type RemovedTransaction } from './recent-removals.js';

/**
 * Why a transaction left the pool:
 * - `included`: it is in a block of the chain now;
 * - `expired`: its deadline passed;
 * - `invalid`: after the chain moved (a block, a pop) it no longer passed the ledger rules;
 * - `evicted`: the pool was full and a transaction paying more per share of a block took its place;
 * - `cleared`: clearUnconfirmedTransactions emptied the pool;
 * - `notStored`: the store could not write it, so the node could not keep it;
 * - `contractFault`: this node could not run its contract at block selection (the watchdog of
 *   local work, a failed worker), or its sender is in a penalty window for such a fault.
 */
export type TransactionRemovedReason = 'included' | 'expired' | 'invalid' | 'evicted' | 'cleared' | 'notStored' | 'contractFault';

export const TRANSACTION_REMOVED_REASONS: readonly TransactionRemovedReason[] = ['included', 'expired', 'invalid', 'evicted', 'cleared', 'notStored', 'contractFault'];

/** The detail of an `included` removal (the event stream tells inclusions without the pool). */
export const INCLUDED_DETAIL = 'included in a block of the chain';

/** `detail` says more of the reason: for `invalid` the rule's description, for `contractFault`
 * the fault's message or the penalty, for the others a short phrase. */
export type TransactionRemovedListener = (tx: Transaction, reason: TransactionRemovedReason, detail: string) => void;

export type { RemovedTransaction } from './recent-removals.js';

/** The tag of the transaction types that belong to the contracts capability. */
const CONTRACTS_TAG = 'CONTRACTS';

export function isContractTransaction(tx: Transaction): boolean {
  return tx.txType.tags.includes(CONTRACTS_TAG);
}

export interface RemovalsModules {
  readonly logger?: Logger;
  /** Height of the committed tip (recorded with each removal). */
  readonly height: () => number;
}

export class Removals {
  private readonly listeners = new Set<TransactionRemovedListener>();
  private readonly counts = new Map<TransactionRemovedReason, number>(TRANSACTION_REMOVED_REASONS.map((r) => [r, 0]));
  private readonly recent = new RecentRemovals();

  constructor(private readonly modules: RemovalsModules) {}

  /** Returns the unsubscribe function. */
  onTransactionRemoved(listener: TransactionRemovedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Counts, remembers (all but inclusions: the chain answers for those), logs a contract
   * transaction's departure at WARN, then tells every listener; one that throws is logged and
   * never stops the pool's work. */
  removed(tx: Transaction, reason: TransactionRemovedReason, detail: string): void {
    this.counts.set(reason, (this.counts.get(reason) ?? 0) + 1);
    if (reason !== 'included') {
      const height = this.modules.height();
      this.recent.remember(tx.id, { reason, detail, height, fullHash: tx.fullHash });
      if (isContractTransaction(tx)) {
        this.modules.logger?.warn('contract transaction removed from the pool', { transaction: idToString(tx.id), sender: idToString(tx.senderId), reason, detail, height });
      }
    }
    for (const listener of this.listeners) {
      try {
        listener(tx, reason, detail);
      } catch (error) {
        this.modules.logger?.error('transaction-removed listener failed', { error: error instanceof Error ? error.message : String(error) });
      }
    }
  }

  /** Why the transaction with this id left the pool, while the node remembers it. */
  removalOf(id: bigint): RemovedTransaction | undefined {
    return this.recent.get(id);
  }

  /** Removals since the pool was created, by reason (every reason listed). */
  countsByReason(): Readonly<Record<TransactionRemovedReason, number>> {
    return Object.fromEntries(TRANSACTION_REMOVED_REASONS.map((r) => [r, this.counts.get(r) ?? 0])) as Record<TransactionRemovedReason, number>;
  }
}
