// Contract references: an account's stable name for a contract (Ardor's idea). Calls sent to the
// account run the contract it points at when they are applied, so re-pointing is an upgrade.
// Storage belongs to the contract id: after re-pointing, calls reach the new contract and its own
// storage; the old contract keeps its storage and can still be called by its id.
//
//   ContractReferenceSet     8/1  attachment v1: u64 contract. One reference per account;
//                                 setting another replaces it.
//   ContractReferenceDelete  8/3  empty attachment (version 0): deletes the sender's reference.
// No recipient, no amount. Fee: 1 coin each.
import type { Attachment, LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import { attachmentOf, type TransactionType, type TxValidationContext } from '../../domain/tx-types/registry.js';
import { fieldCodec } from '../../domain/tx-types/attachment-fields.js';
import { emptyAttachmentCodec } from '../../domain/tx-types/empty-attachment.js';
import { MIN_TRANSACTION_FEE_MTA } from '../../domain/constants.js';
import { OWNER } from './constants.js';
import { commonStateless, contractType, refuseNow, requireContract } from './common.js';
import { CONTRACT_REFERENCES } from './tables.js';

export interface ContractReferenceAttachment extends Attachment {
  readonly contract: bigint;
}

export const contractReferenceSet: TransactionType<ContractReferenceAttachment> = Object.freeze({
  ...contractType(1, 'ContractReferenceSet', false),
  ...fieldCodec<ContractReferenceAttachment>('ContractReferenceSet', [{ name: 'contract', kind: 'id' }]),
  validateStateless(tx: Transaction): void {
    commonStateless(tx, false);
  },
  validate(tx: Transaction, { state }: TxValidationContext): void {
    requireContract(state, attachmentOf(tx, contractReferenceSet).contract);
  },
  apply(tx: Transaction, state: LedgerState): void {
    const contract = attachmentOf(tx, contractReferenceSet).contract;
    requireContract(state, contract);
    state.put(CONTRACT_REFERENCES, tx.senderId, { contract, height: state.height });
    state.emit({ capability: OWNER, name: 'referenceSet', transactionId: tx.id, attributes: { account: tx.senderId, contract } });
  },
  minimumFeeMTA: () => MIN_TRANSACTION_FEE_MTA,
});

function requireReference(state: LedgerState, account: bigint): bigint {
  const ref = state.get(CONTRACT_REFERENCES, account);
  if (ref === undefined) refuseNow('the sender has no contract reference', 'account');
  return ref.contract;
}

export const contractReferenceDelete: TransactionType = Object.freeze({
  ...contractType(3, 'ContractReferenceDelete', false),
  ...emptyAttachmentCodec('ContractReferenceDelete'),
  validateStateless(tx: Transaction): void {
    commonStateless(tx, false);
  },
  validate(tx: Transaction, { state }: TxValidationContext): void {
    requireReference(state, tx.senderId);
  },
  apply(tx: Transaction, state: LedgerState): void {
    const contract = requireReference(state, tx.senderId);
    state.delete(CONTRACT_REFERENCES, tx.senderId);
    state.emit({ capability: OWNER, name: 'referenceDeleted', transactionId: tx.id, attributes: { account: tx.senderId, contract } });
  },
  minimumFeeMTA: () => MIN_TRANSACTION_FEE_MTA,
});
