// A transaction's effect, shared by immediate application (validation.ts) and deferred
// resolution (deferred.ts).
import type { LedgerState } from './types.js';
import type { Transaction } from './transaction.js';
import { adjustBalance } from './ledger.js';
import { NO_HOOKS, type RegistryHooks } from './tx-types/hooks.js';

/** A transaction's effect: the amount to its recipient (the common rule of every type), then
 * the type's own effects. Runs at once, or when a deferred transaction is approved. */
export function applyEffect(tx: Transaction, state: LedgerState, hooks: RegistryHooks = NO_HOOKS): void {
  if (tx.amountMTA > 0n) adjustBalance(state, tx.recipientId, tx.amountMTA);
  tx.txType.apply(tx, state, hooks);
}
