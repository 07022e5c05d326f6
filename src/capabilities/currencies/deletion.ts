// Currency deletion (5/8). Attachment (version 1): u64 currency.
// Who may delete (canBeDeletedBy, also the canDeleteCurrency operation), in order:
//   - not active yet: the issuer only;
//   - MINTABLE with units still to mint: the issuer only;
//   - otherwise the sender must hold every unit: no other account holds any, nor offers any on
//     a sell side (shufflings, once they exist, will also have to be finished).
// Effects: founders of a currency not yet active get their pledges back; a CLAIMABLE active
// currency's units the sender holds are claimed for their coin first; every offer is removed
// with its refund; holdings, mint counters and the currency go; its name and code are free
// again. Fee: 1 coin.
import type { Attachment, LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import type { StateReader } from '../../domain/state/state.js';
import { attachmentOf, type TransactionType, type TxValidationContext } from '../../domain/tx-types/registry.js';
import { MIN_TRANSACTION_FEE_MTA } from '../../domain/constants.js';
import { adjustBalance } from '../../domain/ledger.js';
import { fieldCodec } from '../../domain/tx-types/attachment-fields.js';
import { checkCurrencyTx, isActive, msType, refuseNow, requireCurrency } from './checks.js';
import { CurrencyTypeBit, hasBit } from './currency-type.js';
import { unitsOf } from './holdings.js';
import { refundFounders } from './reserve.js';
import { deleteCurrency } from './removal.js';
import { removeOffer } from './offer-book.js';
import { CURRENCY_HOLDINGS, OFFERS } from './tables.js';
import type { Currency } from './records.js';

export interface DeletionAttachment extends Attachment {
  readonly currency: bigint;
}

/** Why `account` may not delete the currency at `height` (undefined when it may). */
export function deletionProblem(state: StateReader, currency: bigint, c: Currency, account: bigint, height: number): string | undefined {
  if (!isActive(c, height)) return c.issuer === account ? undefined : 'a currency that is not active yet may be deleted by its issuer only';
  if (hasBit(c.type, CurrencyTypeBit.MINTABLE) && c.currentSupply < c.maxSupply && c.issuer !== account) {
    return 'a MINTABLE currency with units still to mint may be deleted by its issuer only';
  }
  if (state.scan(CURRENCY_HOLDINGS, 'byCurrency', { prefix: [currency] }).some(([, h]) => h.account !== account)) {
    return 'another account holds units of the currency';
  }
  const offers = state.scan(OFFERS, 'byCurrency', { prefix: [currency] });
  if (offers.some(([, o]) => o.account !== account && o.sellSupply > 0n)) return 'another account offers units of the currency';
  // Every unit in existence must be the sender's, in its holding or its own offer. In the
  // mempool's pending state this also catches units on their way out in a pending transaction
  // (which debits only the sender there), so a deletion cannot overtake the sender's own transfer.
  const own = unitsOf(state, account, currency) + offers.reduce((sum, [, o]) => sum + o.sellSupply, 0n);
  if (own !== c.currentSupply) return 'the sender does not hold every unit of the currency (some are elsewhere or in pending transactions)';
  return undefined;
}

export const currencyDeletion: TransactionType<DeletionAttachment> = Object.freeze({
  ...msType(8, 'CurrencyDeletion', false),
  ...fieldCodec<DeletionAttachment>('CurrencyDeletion', [{ name: 'currency', kind: 'id' }]),
  validateStateless(tx: Transaction): void {
    checkCurrencyTx(tx, attachmentOf(tx, currencyDeletion).currency);
  },
  validate(tx: Transaction, { state }: TxValidationContext): void {
    const a = attachmentOf(tx, currencyDeletion);
    const problem = deletionProblem(state, a.currency, requireCurrency(state, a.currency), tx.senderId, state.height);
    if (problem) refuseNow(problem, 'currency');
  },
  apply(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, currencyDeletion);
    const c = requireCurrency(state, a.currency);
    if (!isActive(c, state.height)) refundFounders(state, c, a.currency);
    else if (hasBit(c.type, CurrencyTypeBit.CLAIMABLE)) {
      // The sender's own offers give their units back first, so they are claimed too.
      for (const [id, o] of state.scan(OFFERS, 'byCurrency', { prefix: [a.currency] })) removeOffer(state, id, o, 'deleted');
      const units = unitsOf(state, tx.senderId, a.currency);
      if (units > 0n) adjustBalance(state, tx.senderId, units * c.currentReservePerUnit);
    }
    deleteCurrency(state, a.currency, c);
  },
  minimumFeeMTA: () => MIN_TRANSACTION_FEE_MTA,
});
