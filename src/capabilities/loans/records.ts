// The records of loans (plain immutable shapes; tables.ts has their codecs and indexes). Amounts
// are in the smallest unit of their holding (MTA for the coin, QNT for a totem or currency).
import type { HoldingRef } from '../../domain/holding-ref.js';

export type LoanState = 'OFFERED' | 'ACTIVE' | 'REPAID' | 'DEFAULTED' | 'CANCELLED' | 'EXPIRED';
export const LOAN_STATES: readonly LoanState[] = ['OFFERED', 'ACTIVE', 'REPAID', 'DEFAULTED', 'CANCELLED', 'EXPIRED'];

export type InterestType = 'FIXED' | 'BPS';
export const INTEREST_TYPES: readonly InterestType[] = ['FIXED', 'BPS'];

/** One offer and, once accepted, the loan it became; keyed by the offer's transaction id. */
export interface Loan {
  readonly lender: bigint;
  /** The named borrower while OFFERED (0: anyone); the accepting account once accepted. */
  readonly borrower: bigint;
  readonly principal: HoldingRef;
  readonly principalAmount: bigint;
  readonly interestType: InterestType;
  /** The fixed amount (FIXED) or basis points of the principal (BPS), as offered. */
  readonly interestValue: bigint;
  /** The interest in the principal's holding (BPS: principal x bps / 10000, rounded down). */
  readonly interest: bigint;
  /** Blocks from acceptance to maturity. */
  readonly duration: number;
  readonly collateral: HoldingRef;
  readonly collateralAmount: bigint;
  /** The offer expires at the start of the block at this height (0: never). */
  readonly expirationHeight: number;
  readonly state: LoanState;
  /** Height of the offer's block. */
  readonly height: number;
  /** Height of the acceptance's block (0 while OFFERED, or never accepted). */
  readonly acceptedHeight: number;
  /** acceptedHeight + duration (0 while not accepted). */
  readonly maturityHeight: number;
  /** What the borrower has repaid so far. */
  readonly repaid: bigint;
  /** Height at which it left OFFERED or ACTIVE for a final state (0 while open). */
  readonly closedHeight: number;
}

/** principal + interest: what the borrower owes in total. */
export const owedOf = (l: Loan): bigint => l.principalAmount + l.interest;

/** One repayment (keyed by its transaction id). */
export interface LoanRepaymentRecord {
  readonly loan: bigint;
  readonly borrower: bigint;
  readonly lender: bigint;
  readonly amount: bigint;
  readonly height: number;
  readonly timestamp: number;
}
