// Deferred effects (see Deferral in tx-types/registry.ts and DEFERRED in deferred-table.ts):
// acceptance stores the transaction and schedules it; the block at its height applies or refuses
// the effect in its begin phase, before its own transactions.
import type { LedgerState } from './types.js';
import type { Transaction } from './transaction.js';
import { Transaction as TransactionClass } from './transaction.js';
import type { BlockPhaseContext } from './capability.js';
import type { StateOverlay } from './state/overlay.js';
import { DEFERRED, DEFERRED_OWNER } from './deferred-table.js';
import { schedule } from './state/schedule.js';
import { DomainError, TransactionRejectedError, TxRejectReason } from './errors.js';
import { adjustBalance } from './ledger.js';
import { applyEffect } from './effects.js';

/** Holds an accepted transaction until `height` (the fee is paid, the amount is held). */
export function deferTransaction(state: LedgerState, tx: Transaction, height: number): void {
  if (!Number.isInteger(height) || height <= state.height) {
    throw new TransactionRejectedError(TxRejectReason.INVALID_ATTACHMENT, `a deferred effect must come after height ${state.height}`, 'attachment');
  }
  state.put(DEFERRED, tx.id, { height, bytes: tx.bytes() });
  schedule(state, height, DEFERRED_OWNER, tx.id.toString());
  state.emit({ capability: DEFERRED_OWNER, name: 'deferred', transactionId: tx.id, attributes: { height } });
}

/**
 * Applies or refuses the effect of a deferred transaction that is due: approved and still valid
 * by its type's rules at this height, its effect is applied (in a fork, so a failure leaves
 * nothing behind); otherwise the held amount goes back to the sender. Never fails the block.
 */
export function resolveDeferred(state: StateOverlay, item: string, ctx: BlockPhaseContext): void {
  const id = BigInt(item);
  const record = state.get(DEFERRED, id);
  if (record === undefined) return; // cancelled by its capability
  state.delete(DEFERRED, id);
  const tx: Transaction = TransactionClass.fromBytes(record.bytes, ctx.rules.registry);
  const deferral = tx.txType.deferral;
  const trial = state.fork();
  let applied = false;
  if (deferral !== undefined && deferral.approved(tx, trial)) {
    try {
      tx.txType.validate(tx, { state: trial, chain: ctx.chain, params: ctx.params });
      applyEffect(tx, trial);
      applied = true;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  if (applied) {
    state.merge(trial);
  } else if (tx.amountMTA > 0n) {
    adjustBalance(state, tx.senderId, tx.amountMTA);
  }
  state.emit({ capability: DEFERRED_OWNER, name: applied ? 'applied' : 'refused', transactionId: tx.id, attributes: {} });
}
