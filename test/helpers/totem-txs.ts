// Signed transactions of the totem exchange for tests that drive a node directly: the matching
// and capability tests, the state-digest generators and the multi-node test.
import type { Node } from '../../src/node.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import type { Transaction } from '../../src/domain/transaction.js';
import type { Attachment } from '../../src/domain/types.js';
import { issuanceFeeMTA, totemIssuance } from '../../src/capabilities/totems/issuance.js';
import { totemDelete, totemTransfer } from '../../src/capabilities/totems/transfer.js';
import { askOrderCancellation, askOrderPlacement, bidOrderCancellation, bidOrderPlacement } from '../../src/capabilities/totems/orders.js';
import { dividendPayment } from '../../src/capabilities/totems/dividend.js';
import { totemApprovalRequest, totemApprovalVote } from '../../src/capabilities/totems/approval.js';
import { signedTx } from './signed-tx.js';

export interface TotemTxInput {
  readonly from: string;
  readonly timestamp: number;
  readonly ecBlockId: bigint;
  readonly feeMTA?: bigint;
}

function build(node: Pick<Node, 'registry'>, type: { type: number; subtype: number }, attachment: Attachment, p: TotemTxInput, to = 0n, feeMTA = ONE_COIN): Transaction {
  return signedTx(node, type, attachment, { ...p, to, feeMTA: p.feeMTA ?? feeMTA });
}

export function issueTotemTx(node: Pick<Node, 'registry'>, p: TotemTxInput, a: { name: string; description?: string; quantityQNT: bigint; decimals?: number }): Transaction {
  const attachment = { version: 1, name: a.name, description: a.description ?? '', quantityQNT: a.quantityQNT, decimals: a.decimals ?? 0 };
  return build(node, totemIssuance, attachment, p, 0n, issuanceFeeMTA(attachment));
}

export function transferTotemTx(node: Pick<Node, 'registry'>, p: TotemTxInput, to: bigint, totem: bigint, quantityQNT: bigint): Transaction {
  return build(node, totemTransfer, { version: 1, totem, quantityQNT } as Attachment, p, to);
}

export function deleteTotemTx(node: Pick<Node, 'registry'>, p: TotemTxInput, totem: bigint, quantityQNT: bigint): Transaction {
  return build(node, totemDelete, { version: 1, totem, quantityQNT } as Attachment, p);
}

export function orderTx(node: Pick<Node, 'registry'>, p: TotemTxInput, kind: 'ask' | 'bid', totem: bigint, quantityQNT: bigint, priceMTA: bigint): Transaction {
  return build(node, kind === 'ask' ? askOrderPlacement : bidOrderPlacement, { version: 1, totem, quantityQNT, priceMTA } as Attachment, p);
}

export function cancelTx(node: Pick<Node, 'registry'>, p: TotemTxInput, kind: 'ask' | 'bid', order: bigint): Transaction {
  return build(node, kind === 'ask' ? askOrderCancellation : bidOrderCancellation, { version: 1, order } as Attachment, p);
}

export function dividendTx(node: Pick<Node, 'registry'>, p: TotemTxInput, totem: bigint, height: number, amountMTAPerQNT: bigint): Transaction {
  return build(node, dividendPayment, { version: 1, totem, height, amountMTAPerQNT } as Attachment, p);
}

export function approvalRequestTx(node: Pick<Node, 'registry'>, p: TotemTxInput, totem: bigint): Transaction {
  return build(node, totemApprovalRequest, { version: 1, totem } as Attachment, p);
}

export function approvalVoteTx(node: Pick<Node, 'registry'>, p: TotemTxInput, totem: bigint, approve: boolean): Transaction {
  return build(node, totemApprovalVote, { version: 1, totem, approve } as Attachment, p);
}
