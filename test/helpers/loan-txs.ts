// Signed loan transactions (type 11) for tests that drive a node directly: the loans ledger test
// and the state-digest generators.
import type { Node } from '../../src/node.js';
import type { Transaction } from '../../src/domain/transaction.js';
import type { Attachment } from '../../src/domain/types.js';
import { COIN, type HoldingRef } from '../../src/domain/holding-ref.js';
import { loanAcceptance, loanOffer, loanOfferCancellation, loanRepayment, type LoanOfferAttachment } from '../../src/capabilities/loans/types.js';
import { signedTx } from './signed-tx.js';

export interface LoanTxInput {
  readonly from: string;
  readonly timestamp: number;
  readonly ecBlockId: bigint;
  readonly feeMTA?: bigint;
  /** Added to the 1-coin fee (so equal transactions differ). */
  readonly extraFee?: bigint;
}

type Node_ = Pick<Node, 'registry'>;

const fee = (p: LoanTxInput): bigint => p.feeMTA ?? 100_000_000n + (p.extraFee ?? 0n);

export type OfferInput = Partial<Omit<LoanOfferAttachment, 'version'>>;

/** A coin loan of 1000 coins against 10 coins of collateral for 10 blocks, unless told. */
export function loanOfferTx(node: Node_, p: LoanTxInput, o: OfferInput = {}): Transaction {
  const a: LoanOfferAttachment = {
    version: 1,
    principal: COIN as HoldingRef,
    principalAmount: 1000n * 100_000_000n,
    interestType: 'FIXED',
    interestValue: 0n,
    duration: 10,
    collateral: COIN as HoldingRef,
    collateralAmount: 10n * 100_000_000n,
    borrower: 0n,
    expirationHeight: 0,
    ...o,
  };
  return signedTx(node, loanOffer, a, { ...p, feeMTA: fee(p) });
}

export function acceptLoanTx(node: Node_, p: LoanTxInput, loan: bigint): Transaction {
  return signedTx(node, loanAcceptance, { version: 1, loan } as Attachment, { ...p, feeMTA: fee(p) });
}

export function repayLoanTx(node: Node_, p: LoanTxInput, loan: bigint, amount: bigint): Transaction {
  return signedTx(node, loanRepayment, { version: 1, loan, amount } as Attachment, { ...p, feeMTA: fee(p) });
}

export function cancelLoanOfferTx(node: Node_, p: LoanTxInput, loan: bigint): Transaction {
  return signedTx(node, loanOfferCancellation, { version: 1, loan } as Attachment, { ...p, feeMTA: fee(p) });
}
