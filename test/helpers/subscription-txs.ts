// Signed subscription transactions for tests that drive a node directly: the capability test,
// the state-digest generators and the benchmark.
import type { Node } from '../../src/node.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import type { Transaction } from '../../src/domain/transaction.js';
import type { Attachment } from '../../src/domain/types.js';
import { COIN, type HoldingRef } from '../../src/domain/holding-ref.js';
import { subscriptionCreation } from '../../src/capabilities/subscriptions/creation.js';
import { subscriptionCancellation } from '../../src/capabilities/subscriptions/cancellation.js';
import { signedTx } from './signed-tx.js';

export interface SubscriptionTxInput {
  readonly from: string;
  readonly timestamp: number;
  readonly ecBlockId: bigint;
  readonly feeMTA?: bigint;
  /** Added to the 1-coin fee (so equal transactions differ). */
  readonly extraFee?: bigint;
}

const fee = (p: SubscriptionTxInput): bigint => p.feeMTA ?? ONE_COIN + (p.extraFee ?? 0n);

export interface CreationInput {
  readonly holding?: HoldingRef;
  readonly amount: bigint;
  readonly period: number;
  readonly firstPaymentHeight: number;
  readonly numberOfPayments?: number;
  readonly endHeight?: number;
}

export function createSubscriptionTx(node: Pick<Node, 'registry'>, p: SubscriptionTxInput, to: bigint, a: CreationInput): Transaction {
  const attachment = {
    version: 1,
    holding: a.holding ?? COIN,
    amount: a.amount,
    period: a.period,
    firstPaymentHeight: a.firstPaymentHeight,
    numberOfPayments: a.numberOfPayments ?? 0,
    endHeight: a.endHeight ?? 0,
  } as Attachment;
  return signedTx(node, subscriptionCreation, attachment, { from: p.from, timestamp: p.timestamp, ecBlockId: p.ecBlockId, feeMTA: fee(p), to });
}

export function cancelSubscriptionTx(node: Pick<Node, 'registry'>, p: SubscriptionTxInput, subscription: bigint): Transaction {
  return signedTx(node, subscriptionCancellation, { version: 1, subscription } as Attachment, { from: p.from, timestamp: p.timestamp, ecBlockId: p.ecBlockId, feeMTA: fee(p) });
}
