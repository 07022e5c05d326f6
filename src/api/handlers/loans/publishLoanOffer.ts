// publishLoanOffer: a LoanOffer (11/0). Rules: src/capabilities/loans/types.ts, docs/loans.md.
import { loanOffer, MAX_INTEREST_BPS, MAX_LOAN_DURATION } from '../../../capabilities/loans/types.js';
import type { HoldingType } from '../../../domain/holding-ref.js';
import { holdingId, holdingIdParam, loanWrite } from './write-common.js';

const HOLDING_TYPES = ['COIN', 'TOTEM', 'CURRENCY'] as const;

export const publishLoanOffer = loanWrite({
  requestType: 'publishLoanOffer',
  type: loanOffer,
  description: `Offers a loan: principalAmount of the principal holding (COIN, TOTEM or CURRENCY; for the coin the id is 0 and amounts are MTA, otherwise QNT) is reserved from the sender at once, for duration blocks (1..${MAX_LOAN_DURATION}) against collateralAmount of the collateral holding, with interest either a FIXED amount of the principal holding or BPS basis points of principalAmount (at most ${MAX_INTEREST_BPS}). borrower (optional) is the only account that may accept; expirationHeight (optional, 0 none) expires the offer and returns the principal at the start of that block. Bad values: errorCode 7 naming the parameter (duration too long, zero amounts, unknown holding); too little of the principal: errorCode 6 naming principalAmount.`,
  params: [
    { name: 'principalType', type: 'enum', values: HOLDING_TYPES, required: true, description: 'COIN, TOTEM or CURRENCY.' },
    holdingIdParam('principal', 'The principal'),
    { name: 'principalAmount', type: 'amount', required: true, description: 'The principal, in MTA or QNT; at least 1.' },
    { name: 'interestType', type: 'enum', values: ['FIXED', 'BPS'], default: 'FIXED', description: 'FIXED (an amount of the principal holding) or BPS (basis points of principalAmount).' },
    { name: 'interestValue', type: 'amount', default: 0n, description: 'The fixed interest, or basis points.' },
    { name: 'duration', type: 'int', required: true, description: `Blocks from acceptance to maturity, 1..${MAX_LOAN_DURATION}.` },
    { name: 'collateralType', type: 'enum', values: HOLDING_TYPES, required: true, description: 'COIN, TOTEM or CURRENCY.' },
    holdingIdParam('collateral', 'The collateral'),
    { name: 'collateralAmount', type: 'amount', required: true, description: 'The collateral the borrower locks, at least 1.' },
    { name: 'borrower', type: 'account', description: 'The only account that may accept (absent: anyone but the lender).' },
    { name: 'expirationHeight', type: 'int', min: 0, default: 0, description: 'The offer expires at the start of this block (0: never).' },
  ],
  attachment: (p) => ({
    principal: { type: p.principalType as HoldingType, id: holdingId(p.principal, 'principal') },
    principalAmount: p.principalAmount,
    interestType: p.interestType,
    interestValue: p.interestValue,
    duration: p.duration,
    collateral: { type: p.collateralType as HoldingType, id: holdingId(p.collateral, 'collateral') },
    collateralAmount: p.collateralAmount,
    borrower: p.borrower ?? 0n,
    expirationHeight: p.expirationHeight,
  }),
});
