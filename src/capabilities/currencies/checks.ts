// Checks the currency types share: the currency must exist (UNKNOWN_CURRENCY, errorCode 7
// naming `currency`) and be active where the type needs it, units in range, no coin amount.
import type { StateReader } from '../../domain/state/state.js';
import type { Transaction } from '../../domain/transaction.js';
import { MAX_LONG } from '../../domain/constants.js';
import { stateRejection, TransactionRejectedError, TxRejectReason } from '../../domain/errors.js';
import { CURRENCIES } from './tables.js';
import type { Currency } from './records.js';

/** The spec's named error of a currency that does not exist. */
export const UNKNOWN_CURRENCY = 'UNKNOWN_CURRENCY';

export function refuse(description: string, param: string, reason = TxRejectReason.INVALID_ATTACHMENT): never {
  throw new TransactionRejectedError(reason, description, param);
}

/** A refusal that may not hold on another chain or later (depends on state). */
export function refuseNow(description: string, param: string, reason = TxRejectReason.INVALID_ATTACHMENT, errorName?: string): never {
  throw stateRejection(reason, description, param, errorName);
}

/** The currency, or UNKNOWN_CURRENCY naming `param`. */
export function requireCurrency(state: StateReader, currency: bigint, param = 'currency'): Currency {
  const found = state.get(CURRENCIES, currency);
  if (found === undefined) refuseNow(`unknown currency ${currency}`, param, TxRejectReason.INVALID_ATTACHMENT, UNKNOWN_CURRENCY);
  return found;
}

/** Active: its issuance height has been reached (transfers, offers, exchanges and minting). */
export function isActive(c: Currency, height: number): boolean {
  return c.issuanceHeight <= height;
}

/** The currency, which must be active at `height`. */
export function requireActiveCurrency(state: StateReader & { readonly height: number }, currency: bigint, param = 'currency'): Currency {
  const c = requireCurrency(state, currency, param);
  if (!isActive(c, state.height)) refuseNow(`currency ${currency} is not active before height ${c.issuanceHeight}`, param);
  return c;
}

/** No coin amount, a currency id and, when given, units in 1..MAX_LONG. */
export function checkCurrencyTx(tx: Transaction, currency: bigint, units?: bigint, unitsParam = 'unitsQNT'): void {
  if (tx.amountMTA !== 0n) refuse('this transaction carries no coin amount', 'amountMTA', TxRejectReason.INVALID_AMOUNT);
  if (currency === 0n) refuse('currency is required', 'currency');
  if (units !== undefined && (units < 1n || units > MAX_LONG)) refuse(`${unitsParam} must be positive`, unitsParam);
}

/** The fields every MS transaction type shares (type 5, its name as attachment name, tag MS). */
export function msType(subtype: number, name: string, hasRecipient: boolean) {
  return { type: 5, subtype, name, attachmentName: name, tags: Object.freeze(['MS']), canHaveRecipient: hasRecipient, mustHaveRecipient: hasRecipient } as const;
}
