// Signed transactions of the accounts capability (account info, balance leasing) for tests that
// drive a node directly: the capability test, the lease pop/push test and the state-digest
// generators.
import type { Node } from '../../src/node.js';
import type { Transaction } from '../../src/domain/transaction.js';
import type { Appendices, Attachment } from '../../src/domain/types.js';
import { accountInfo, type AccountInfoAttachment } from '../../src/capabilities/accounts/account-info.js';
import { effectiveBalanceLeasing, type LeasingAttachment } from '../../src/capabilities/accounts/leasing.js';
import { signedTx } from './signed-tx.js';

export interface AccountsTxInput {
  readonly from: string;
  readonly timestamp: number;
  readonly ecBlockId: bigint;
  readonly feeMTA?: bigint;
  readonly appendices?: Appendices;
}

function build(node: Pick<Node, 'registry'>, type: { type: number; subtype: number }, attachment: Attachment, p: AccountsTxInput, recipientId = 0n): Transaction {
  return signedTx(node, type, attachment, { ...p, to: recipientId });
}

export function leaseTx(node: Pick<Node, 'registry'>, p: AccountsTxInput, lessee: bigint, period: number): Transaction {
  const attachment: LeasingAttachment = { version: 1, period };
  return build(node, effectiveBalanceLeasing, attachment, p, lessee);
}

export function accountInfoTx(node: Pick<Node, 'registry'>, p: AccountsTxInput, name: string, description: string): Transaction {
  const attachment: AccountInfoAttachment = { version: 1, name, description };
  return build(node, accountInfo, attachment, p);
}
