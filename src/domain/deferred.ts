// Deferred effects (see Deferral in tx-types/registry.ts and DEFERRED in deferred-table.ts):
// acceptance stores the transaction and schedules it; the block at its height applies or refuses
// the effect in its begin phase, before its own transactions.
import type { LedgerState } from './types.js';
import type { Transaction } from './transaction.js';
import { Transaction as TransactionClass } from './transaction.js';
import type { BlockPhaseContext } from './capability.js';
import type { StateOverlay } from './state/overlay.js';
import { DEFERRED, DEFERRED_OWNER, EXECUTED } from './deferred-table.js';
import { pair } from './state/pair-key.js';
import { schedule, unschedule } from './state/schedule.js';
import { DomainError, stateRejection, TxRejectReason } from './errors.js';
import { StateError } from './state/errors.js';
import { adjustBalance } from './ledger.js';
import { applyEffect } from './effects.js';

/** A deferred effect must come after the height it is accepted at (it depends on the chain's
 * height, so the refusal is marked as ours). */
export function checkDeferral(height: number, currentHeight: number): void {
  if (!Number.isInteger(height) || height <= currentHeight || height > 0xffffffff) {
    throw stateRejection(TxRejectReason.INVALID_ATTACHMENT, `a deferred effect must come after height ${currentHeight}`, 'attachment');
  }
}

/** Holds an accepted transaction until `height` (the fee is paid, the amount is held). */
export function deferTransaction(state: LedgerState, tx: Transaction, height: number): void {
  checkDeferral(height, state.height);
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
  // Parsed with the registry as it stood at acceptance (the same rules; parsing cannot fail
  // unless those changed, which is not a reason to halt the chain: the effect is then refused).
  let tx: Transaction;
  try {
    tx = TransactionClass.fromBytes(record.bytes, ctx.rules.registry);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    state.emit({ capability: DEFERRED_OWNER, name: 'refused', transactionId: id, attributes: { reason: 'unreadable' } });
    return;
  }
  const hooks = ctx.rules.registry.hooks;
  const phased = tx.appendices.phasing !== undefined;
  const trial = state.fork();
  let applied = false;
  try {
    // A phased transaction's holdings were held since acceptance: they come back first, then
    // the effect takes them as a transaction of the block would.
    if (phased) tx.txType.release?.(tx, trial, hooks);
    const approved = phased ? hooks.phasing?.approved(tx, trial, hooks, ctx.chain) === true : tx.txType.deferral?.approved(tx, trial) === true;
    if (approved) {
      tx.txType.validate(tx, { state: trial, chain: ctx.chain, params: ctx.params, hooks });
      applyEffect(tx, trial, hooks);
      applied = true;
    }
  } catch (error) {
    if (!(error instanceof DomainError) && !(error instanceof StateError)) throw error;
  }
  if (applied) {
    state.merge(trial);
    state.put(EXECUTED, pair(BigInt(state.height), tx.id), true);
  } else {
    if (phased) tx.txType.release?.(tx, state, hooks);
    if (tx.amountMTA > 0n) adjustBalance(state, tx.senderId, tx.amountMTA);
  }
  if (phased) hooks.phasing?.finish(tx, state, applied, hooks, ctx.chain);
  state.emit({ capability: DEFERRED_OWNER, name: applied ? 'applied' : 'refused', transactionId: tx.id, attributes: {} });
}

/** Decides a deferred transaction before its height (a phasing poll that finished early): its
 * scheduled item is cancelled and it is resolved now, as at its height. */
export function resolveDeferredNow(state: StateOverlay, id: bigint, ctx: BlockPhaseContext): void {
  unschedule(state, DEFERRED_OWNER, id.toString());
  resolveDeferred(state, id.toString(), ctx);
}
