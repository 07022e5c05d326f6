// Currency transfer (5/3) and merchant payment (5/9). Attachment (version 1): u64 currency, u64
// unitsQNT (JSON: currency, unitsQNT). Both move units from the sender to the recipient of an
// active currency; a CONTROLLABLE currency moves only to or from its issuer. A payment's
// recipient must be a registered merchant (NOT_REGISTERED_MERCHANT, naming recipient): that is
// what makes it a payment, listed and counted apart from transfers. A sender with too few units
// gets NOT_ENOUGH_CURRENCY (errorCode 6), an unknown currency UNKNOWN_CURRENCY (errorCode 7).
// The mempool reserves the units. Fee: 1 coin each.
import type { Attachment, LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import { attachmentOf, type TransactionType, type TxValidationContext } from '../../domain/tx-types/registry.js';
import { MIN_TRANSACTION_FEE_MTA } from '../../domain/constants.js';
import { TxRejectReason } from '../../domain/errors.js';
import { fieldCodec } from '../../domain/tx-types/attachment-fields.js';
import { checkCurrencyTx, msType, refuseNow, requireActiveCurrency } from './checks.js';
import { CurrencyTypeBit, hasBit } from './currency-type.js';
import { adjustUnits, NOT_ENOUGH_CURRENCY, nextSeq, OWNER, unitsOf } from './holdings.js';
import { MERCHANTS, CURRENCY_TRANSFERS } from './tables.js';
import type { Currency } from './records.js';

export const NOT_REGISTERED_MERCHANT = 'NOT_REGISTERED_MERCHANT';

export interface CurrencyUnitsAttachment extends Attachment {
  readonly currency: bigint;
  readonly unitsQNT: bigint;
}

const FIELDS = [
  { name: 'currency', kind: 'id' },
  { name: 'unitsQNT', kind: 'amount' },
] as const;

/** A CONTROLLABLE currency moves only between its issuer and another account. */
export function controlProblem(c: Currency, sender: bigint, recipient: bigint): string | undefined {
  if (hasBit(c.type, CurrencyTypeBit.CONTROLLABLE) && sender !== c.issuer && recipient !== c.issuer) {
    return 'the currency is CONTROLLABLE: it moves only to or from its issuer';
  }
  return undefined;
}

function movement(subtype: number, name: string, payment: boolean): TransactionType<CurrencyUnitsAttachment> {
  const type: TransactionType<CurrencyUnitsAttachment> = Object.freeze({
    ...msType(subtype, name, true),
    ...fieldCodec<CurrencyUnitsAttachment>(name, FIELDS),
    validateStateless(tx: Transaction): void {
      const a = attachmentOf(tx, type);
      checkCurrencyTx(tx, a.currency, a.unitsQNT);
    },
    validate(tx: Transaction, { state }: TxValidationContext): void {
      const a = attachmentOf(tx, type);
      const c = requireActiveCurrency(state, a.currency);
      if (payment && state.get(MERCHANTS, tx.recipientId) === undefined) {
        refuseNow(`recipient ${tx.recipientId} is not a registered merchant`, 'recipient', TxRejectReason.INVALID_RECIPIENT, NOT_REGISTERED_MERCHANT);
      }
      const control = controlProblem(c, tx.senderId, tx.recipientId);
      if (control) refuseNow(control, 'recipient', TxRejectReason.INVALID_RECIPIENT);
      if (unitsOf(state, tx.senderId, a.currency) < a.unitsQNT) refuseNow('not enough units of the currency', 'unitsQNT', TxRejectReason.NOT_ENOUGH_FUNDS, NOT_ENOUGH_CURRENCY);
    },
    reserve(tx: Transaction, state: LedgerState): void {
      const a = attachmentOf(tx, type);
      adjustUnits(state, tx.senderId, a.currency, -a.unitsQNT);
    },
    release(tx: Transaction, state: LedgerState): void {
      const a = attachmentOf(tx, type);
      adjustUnits(state, tx.senderId, a.currency, a.unitsQNT);
    },
    apply(tx: Transaction, state: LedgerState): void {
      const a = attachmentOf(tx, type);
      adjustUnits(state, tx.senderId, a.currency, -a.unitsQNT);
      adjustUnits(state, tx.recipientId, a.currency, a.unitsQNT);
      // The recipient is an account from now on (getAccount must know an account holding units).
      state.getOrCreateAccount(tx.recipientId);
      state.put(CURRENCY_TRANSFERS, tx.id, {
        currency: a.currency,
        sender: tx.senderId,
        recipient: tx.recipientId,
        units: a.unitsQNT,
        payment,
        height: state.height,
        seq: nextSeq(state),
        timestamp: state.blockTimestamp,
      });
      state.emit({ capability: OWNER, name: payment ? 'paid' : 'transferred', transactionId: tx.id, attributes: { currency: a.currency, sender: tx.senderId, recipient: tx.recipientId, unitsQNT: a.unitsQNT } });
    },
    minimumFeeMTA: () => MIN_TRANSACTION_FEE_MTA,
  });
  return type;
}

export const currencyTransfer = movement(3, 'CurrencyTransfer', false);
export const currencyPayment = movement(9, 'CurrencyPayment', true);
