// Balance moves over a LedgerState. Accounts handed out by the state are never mutated: every
// change is a new Account object given back through putAccount, so an overlay that keeps the
// prior object for its undo record stays correct.
import type { Account, LedgerState } from './types.js';
import { MAX_BALANCE_MTA } from './constants.js';
import { stateRejection, TransactionRejectedError, TxRejectReason } from './errors.js';

/** Adds deltaMTA (may be negative) to an account's balance, creating the account when missing.
 * Throws NOT_ENOUGH_FUNDS below zero and OVERFLOW above the maximum balance. */
export function adjustBalance(state: LedgerState, accountId: bigint, deltaMTA: bigint): Account {
  const account = state.getOrCreateAccount(accountId);
  const balanceMTA = account.balanceMTA + deltaMTA;
  if (balanceMTA < 0n) throw stateRejection(TxRejectReason.NOT_ENOUGH_FUNDS, `balance of ${accountId} would go negative`);
  if (balanceMTA > MAX_BALANCE_MTA) throw new TransactionRejectedError(TxRejectReason.OVERFLOW, `balance of ${accountId} would overflow`);
  const updated: Account = { ...account, balanceMTA };
  state.putAccount(updated);
  return updated;
}

/** Sets the account's public key when it has none yet (first signed transaction or an
 * announcement). The key is copied so the account does not pin a larger parse buffer. */
export function setPublicKeyIfUnset(state: LedgerState, accountId: bigint, publicKey: Uint8Array): void {
  const account = state.getOrCreateAccount(accountId);
  if (account.publicKey !== null) return;
  state.putAccount({ ...account, publicKey: publicKey.slice() });
}
