// Arbitrary message (type 1, subtype 0): a zero-amount transaction whose point is its message
// appendices. It must carry at least one message part (plain, encrypted, to-self or prunable);
// the recipient is optional, but the encrypted parts to a recipient need one (appendix rules).
// Empty attachment of version 0 (rendered `"version.ArbitraryMessage": 0`).
import type { Appendices, LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import type { TransactionType } from '../../domain/tx-types/registry.js';
import { emptyAttachmentCodec } from '../../domain/tx-types/empty-attachment.js';
import { MIN_TRANSACTION_FEE_MTA } from '../../domain/constants.js';
import { TransactionRejectedError, TxRejectReason } from '../../domain/errors.js';

/** True when the appendices carry some message part. */
export function hasMessagePart(a: Appendices): boolean {
  return a.message !== undefined || a.prunableMessage !== undefined || a.encryptedMessage !== undefined || a.encryptToSelfMessage !== undefined || a.prunableEncryptedMessage !== undefined;
}

export const arbitraryMessage: TransactionType = Object.freeze({
  type: 1,
  subtype: 0,
  name: 'ArbitraryMessage',
  attachmentName: 'ArbitraryMessage',
  tags: Object.freeze(['MESSAGES']),
  canHaveRecipient: true,
  mustHaveRecipient: false,

  ...emptyAttachmentCodec('ArbitraryMessage'),

  validateStateless(tx: Transaction): void {
    if (tx.attachment.version !== 0) throw new TransactionRejectedError(TxRejectReason.INVALID_ATTACHMENT, 'unsupported attachment version', 'attachment');
    if (tx.amountMTA !== 0n) throw new TransactionRejectedError(TxRejectReason.INVALID_AMOUNT, 'a message transaction moves no coin', 'amountMTA');
    if (!hasMessagePart(tx.appendices)) throw new TransactionRejectedError(TxRejectReason.INVALID_APPENDIX, 'a message transaction needs a message, messageToEncrypt or messageToEncryptToSelf', 'message');
  },
  validate(): void {
    // No ledger rule of its own: fees and funds are the common code's.
  },
  apply(tx: Transaction, state: LedgerState): void {
    state.emit({ capability: 'messages', name: 'message', transactionId: tx.id, attributes: { sender: tx.senderId, recipient: tx.recipientId } });
  },
  minimumFeeMTA(): bigint {
    return MIN_TRANSACTION_FEE_MTA;
  },
});
