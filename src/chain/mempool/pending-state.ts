// The mempool's pending state: an overlay over the committed state holding what every pending
// transaction reserves. Admitting a transaction means validating it against this overlay (so its
// funds check sees every earlier reservation) and applying its reservation here: amount + fee off
// the sender's balance, plus whatever holding its type reserves (TransactionType.reserve). The
// unconfirmed balance of any holding is its value in this overlay.
//
// Releasing a transaction (evicted, expired, cleared, confirmed) gives amount + fee back to the
// sender exactly; a type that reserves other holdings has no generic inverse, so its release
// marks the overlay stale and it is rebuilt from the remaining entries before the next read.
// A new tip rebuilds it too (Mempool.recheck re-validates every entry against the new state).
import type { Account } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import type { NetworkParams } from '../../domain/network-params.js';
import { StateOverlay } from '../../domain/state/overlay.js';
import type { StateReader } from '../../domain/state/state.js';
import { adjustBalance } from '../../domain/ledger.js';
import { reserveTransaction, validateAgainstState } from '../../domain/validation.js';
import type { ChainStore } from '../../storage/chain-store.js';

export class PendingState {
  private overlay: StateOverlay;
  /** Set when a release could not be undone exactly: rebuild before the next read. */
  private stale = false;

  constructor(
    private readonly store: ChainStore,
    private readonly params: NetworkParams,
    /** The pending transactions, for a rebuild (any order: reservations add up). */
    private readonly pending: () => Iterable<Transaction>,
  ) {
    this.overlay = this.fresh();
  }

  /** The pending view of every table (read-only for callers). */
  get state(): StateReader {
    this.ensureFresh();
    return this.overlay;
  }

  /** The account as the pending transactions leave it (balance net of reservations). */
  account(id: bigint): Account | undefined {
    this.ensureFresh();
    return this.overlay.getAccount(id);
  }

  /** Ledger rules of `tx` against the pending state. Throws TransactionRejectedError. */
  check(tx: Transaction): void {
    this.ensureFresh();
    // The type was checked against the registry by the stateless rules, which always run first.
    validateAgainstState(tx, { chain: this.store, state: this.overlay, params: this.params });
  }

  /** Applies the reservation of a checked transaction. */
  reserve(tx: Transaction): void {
    this.ensureFresh();
    if (tx.txType.reserve === undefined) {
      // Coin only: check() saw balance >= amount + fee, so this cannot fail half-way.
      reserveTransaction(tx, this.overlay);
      return;
    }
    const trial = this.overlay.fork();
    reserveTransaction(tx, trial);
    this.overlay.merge(trial);
  }

  /** check + reserve. */
  admit(tx: Transaction): void {
    this.check(tx);
    this.reserve(tx);
  }

  /** Gives back what a pending transaction held. */
  release(tx: Transaction): void {
    if (this.stale) return;
    if (tx.txType.reserve !== undefined) {
      this.stale = true;
      return;
    }
    adjustBalance(this.overlay, tx.senderId, tx.amountMTA + tx.feeMTA);
  }

  /** Starts over from the committed state (the caller re-admits what stays pending). */
  reset(): void {
    this.overlay = this.fresh();
    this.stale = false;
  }

  private ensureFresh(): void {
    if (!this.stale) return;
    this.reset();
    for (const tx of this.pending()) this.reserve(tx);
  }

  private fresh(): StateOverlay {
    return new StateOverlay({ height: this.store.height + 1, blockTimestamp: this.store.lastBlockTimestamp }, { source: this.store });
  }
}
