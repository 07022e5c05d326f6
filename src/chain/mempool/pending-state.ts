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
import type { TransactionTypeRegistry } from '../../domain/tx-types/registry.js';
import { StateOverlay } from '../../domain/state/overlay.js';
import type { StateReader } from '../../domain/state/state.js';
import { adjustBalance } from '../../domain/ledger.js';
import { reserveTransaction, validateAgainstState } from '../../domain/validation.js';
import type { ChainStore } from '../../storage/chain-store.js';
import type { AccountWithUnconfirmedBalance } from '../interface.js';

export class PendingState {
  private overlay: StateOverlay;
  /** Set when a release could not be undone exactly: the mempool rebuilds (re-checking every
   * entry, dropping the ones that fail) before it reads or admits again. */
  private staleState = false;

  constructor(
    private readonly store: ChainStore,
    private readonly params: NetworkParams,
    private readonly registry?: TransactionTypeRegistry,
  ) {
    this.overlay = this.fresh();
  }

  /** True when the pending state must be rebuilt before use (see release). */
  get stale(): boolean {
    return this.staleState;
  }

  /** A read-only view of the pending state as it stands now (read it at once: a rebuild
   * replaces the overlay behind it). */
  get state(): StateReader {
    const overlay = this.overlay;
    return { get: (table, key) => overlay.get(table, key), scan: (table, index, opts) => overlay.scan(table, index, opts) };
  }

  /** The account as the pending transactions leave it (balance net of reservations). */
  account(id: bigint): Account | undefined {
    return this.overlay.getAccount(id);
  }

  /** The committed record of the account with its unconfirmed balance; undefined when the
   * account never appeared on the chain. */
  withUnconfirmedBalance(accountId: bigint): AccountWithUnconfirmedBalance | undefined {
    const account = this.store.getAccount(accountId);
    if (account === undefined) return undefined;
    return { account, unconfirmedBalanceMTA: this.overlay.getAccount(accountId)?.balanceMTA ?? 0n };
  }

  /** Amount + fee reserved by the account's pending transactions. */
  reservedBy(accountId: bigint): bigint {
    return (this.store.readAccount(accountId)?.balanceMTA ?? 0n) - (this.overlay.getAccount(accountId)?.balanceMTA ?? 0n);
  }

  /** Ledger rules of `tx` against the pending state. Throws TransactionRejectedError. */
  check(tx: Transaction): void {
    // The type was checked against the registry by the stateless rules, which always run first.
    validateAgainstState(tx, { chain: this.store, state: this.overlay, params: this.params, ...(this.registry ? { registry: this.registry } : {}) });
  }

  /** Applies the reservation of a checked transaction. */
  reserve(tx: Transaction): void {
    if (tx.txType.reserve === undefined) {
      // Coin only: check() saw balance >= amount + fee, so this cannot fail half-way.
      reserveTransaction(tx, this.overlay, this.registry?.hooks);
      return;
    }
    const trial = this.overlay.fork();
    reserveTransaction(tx, trial, this.registry?.hooks);
    this.overlay.merge(trial);
  }

  /** check + reserve. */
  admit(tx: Transaction): void {
    this.check(tx);
    this.reserve(tx);
  }

  /** Gives back what a pending transaction held: exactly for coin; a type that reserves other
   * holdings has no generic inverse, so the state is marked stale for the mempool to rebuild. */
  release(tx: Transaction): void {
    if (this.staleState) return;
    if (tx.txType.reserve !== undefined) {
      this.staleState = true;
      return;
    }
    adjustBalance(this.overlay, tx.senderId, tx.amountMTA + tx.feeMTA);
  }

  /** Starts over from the committed state (the caller re-admits what stays pending). */
  reset(): void {
    this.overlay = this.fresh();
    this.staleState = false;
  }

  private fresh(): StateOverlay {
    // Never committed, so it keeps no priors: a reservation costs one read and one write.
    return new StateOverlay({ height: this.store.height + 1, blockTimestamp: this.store.lastBlockTimestamp, keepPriors: false }, { source: this.store });
  }
}
