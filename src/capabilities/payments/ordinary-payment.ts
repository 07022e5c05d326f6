// Ordinary payment (type 0, subtype 0): moves amountMTA from the sender to the recipient.
// Empty attachment of version 0 (rendered `"version.OrdinaryPayment": 0`, as Nxt does).
import type { LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import type { TransactionType } from '../../domain/tx-types/registry.js';
import { emptyAttachmentCodec } from '../../domain/tx-types/empty-attachment.js';
import { MIN_TRANSACTION_FEE_MTA } from '../../domain/constants.js';
import { TransactionRejectedError, TxRejectReason } from '../../domain/errors.js';

export const ordinaryPayment: TransactionType = Object.freeze({
  type: 0,
  subtype: 0,
  name: 'OrdinaryPayment',
  attachmentName: 'OrdinaryPayment',
  tags: Object.freeze(['PAYMENTS']),
  canHaveRecipient: true,
  mustHaveRecipient: true,

  ...emptyAttachmentCodec('OrdinaryPayment'),

  validateStateless(tx: Transaction): void {
    if (tx.attachment.version !== 0) throw new TransactionRejectedError(TxRejectReason.INVALID_ATTACHMENT, 'unsupported attachment version', 'attachment');
    if (tx.amountMTA <= 0n) throw new TransactionRejectedError(TxRejectReason.INVALID_AMOUNT, 'payment amount must be positive', 'amountMTA');
  },
  validate(): void {
    // No type-specific ledger rule: funds are checked by the common code.
  },
  apply(tx: Transaction, state: LedgerState): void {
    // The amount itself reaches the recipient in the common code (applyEffect).
    state.emit({ capability: 'payments', name: 'transfer', transactionId: tx.id, attributes: { sender: tx.senderId, recipient: tx.recipientId, amountMTA: tx.amountMTA } });
  },
  minimumFeeMTA(): bigint {
    return MIN_TRANSACTION_FEE_MTA;
  },
});
