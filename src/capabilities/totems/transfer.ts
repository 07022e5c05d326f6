// Totem transfer (2/1) and delete (2/8). Attachment (version 1): u64 totem, u64 quantityQNT
// (JSON: totem, quantityQNT). The units must be available (not in open asks nor in pending
// transactions: the mempool reserves them). A transfer needs a recipient; a delete burns the
// units and lowers the totem's quantity. Fee: 1 coin each.
import type { Attachment, LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import { attachmentOf, type TransactionType, type TxValidationContext } from '../../domain/tx-types/registry.js';
import { MIN_TRANSACTION_FEE_MTA } from '../../domain/constants.js';
import { stateRejection, TxRejectReason } from '../../domain/errors.js';
import { fieldCodec } from '../../domain/tx-types/attachment-fields.js';
import { checkQuantityOf, checkTotemTx, requireTotem, aeType } from './checks.js';
import { adjustHolding, balancesOf, nextSeq, OWNER } from './holdings.js';
import { TOTEMS, TRANSFERS } from './tables.js';

export interface TotemAmountAttachment extends Attachment {
  readonly totem: bigint;
  readonly quantityQNT: bigint;
}

const FIELDS = [
  { name: 'totem', kind: 'id' },
  { name: 'quantityQNT', kind: 'amount' },
] as const;

/** Validation shared by transfer and delete: the totem exists and the sender can move the units. */
function validateUnits(tx: Transaction, a: TotemAmountAttachment, state: LedgerState): void {
  checkQuantityOf(requireTotem(state, a.totem), a.quantityQNT);
  if (balancesOf(state, tx.senderId, a.totem).available < a.quantityQNT) {
    throw stateRejection(TxRejectReason.NOT_ENOUGH_FUNDS, 'not enough available units of the totem', 'quantityQNT');
  }
}

function reserveUnits(tx: Transaction, a: TotemAmountAttachment, state: LedgerState): void {
  adjustHolding(state, tx.senderId, a.totem, 0n, -a.quantityQNT);
}

/** Gives back what reserveUnits held (a phased transfer or delete, at its finish height). */
function releaseUnits(tx: Transaction, a: TotemAmountAttachment, state: LedgerState): void {
  adjustHolding(state, tx.senderId, a.totem, 0n, a.quantityQNT);
}

export const totemTransfer: TransactionType<TotemAmountAttachment> = Object.freeze({
  ...aeType(1, 'TotemTransfer', true),
  ...fieldCodec<TotemAmountAttachment>('TotemTransfer', FIELDS),

  validateStateless(tx: Transaction): void {
    const a = attachmentOf(tx, totemTransfer);
    checkTotemTx(tx, a.totem, a.quantityQNT);
  },
  validate(tx: Transaction, { state }: TxValidationContext): void {
    validateUnits(tx, attachmentOf(tx, totemTransfer), state);
  },
  apply(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, totemTransfer);
    adjustHolding(state, tx.senderId, a.totem, -a.quantityQNT, -a.quantityQNT);
    adjustHolding(state, tx.recipientId, a.totem, a.quantityQNT, a.quantityQNT);
    // The recipient is an account from now on, as every recipient of a payment is (getAccount
    // must know an account that holds units, even with no coin).
    state.getOrCreateAccount(tx.recipientId);
    state.put(TRANSFERS, tx.id, {
      totem: a.totem,
      sender: tx.senderId,
      recipient: tx.recipientId,
      quantity: a.quantityQNT,
      height: state.height,
      seq: nextSeq(state),
      timestamp: state.blockTimestamp,
    });
    state.emit({ capability: OWNER, name: 'transferred', transactionId: tx.id, attributes: { totem: a.totem, sender: tx.senderId, recipient: tx.recipientId, quantityQNT: a.quantityQNT } });
  },
  reserve(tx: Transaction, state: LedgerState): void {
    reserveUnits(tx, attachmentOf(tx, totemTransfer), state);
  },
  release(tx: Transaction, state: LedgerState): void {
    releaseUnits(tx, attachmentOf(tx, totemTransfer), state);
  },
  minimumFeeMTA(): bigint {
    return MIN_TRANSACTION_FEE_MTA;
  },
});

export const totemDelete: TransactionType<TotemAmountAttachment> = Object.freeze({
  ...aeType(8, 'TotemDelete', false),
  ...fieldCodec<TotemAmountAttachment>('TotemDelete', FIELDS),

  validateStateless(tx: Transaction): void {
    const a = attachmentOf(tx, totemDelete);
    checkTotemTx(tx, a.totem, a.quantityQNT);
  },
  validate(tx: Transaction, { state }: TxValidationContext): void {
    validateUnits(tx, attachmentOf(tx, totemDelete), state);
  },
  apply(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, totemDelete);
    adjustHolding(state, tx.senderId, a.totem, -a.quantityQNT, -a.quantityQNT);
    const totem = requireTotem(state, a.totem);
    state.put(TOTEMS, a.totem, { ...totem, quantity: totem.quantity - a.quantityQNT });
    state.emit({ capability: OWNER, name: 'deleted', transactionId: tx.id, attributes: { totem: a.totem, account: tx.senderId, quantityQNT: a.quantityQNT } });
  },
  reserve(tx: Transaction, state: LedgerState): void {
    reserveUnits(tx, attachmentOf(tx, totemDelete), state);
  },
  release(tx: Transaction, state: LedgerState): void {
    releaseUnits(tx, attachmentOf(tx, totemDelete), state);
  },
  minimumFeeMTA(): bigint {
    return MIN_TRANSACTION_FEE_MTA;
  },
});
