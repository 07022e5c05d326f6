// JSON forms of loans and their repayments, and their declared response schemas. Amounts are
// decimal strings in the smallest unit of their holding, ids unsigned decimals, every account
// with its RS address.
import { idToString } from '../../../domain/ids.js';
import { holdingRefToJSON } from '../../../domain/holding-ref.js';
import { owedOf, LOAN_STATES, type Loan, type LoanRepaymentRecord } from '../../../capabilities/loans/records.js';
import { ApiError, ApiErrorCode } from '../../errors.js';
import { arrayOf, int, object, oneOfStrings, R } from '../../response-schema.js';
import { accountFields } from '../accounts/account-extras.js';

const HOLDING_TYPE = oneOfStrings(['COIN', 'TOTEM', 'CURRENCY']);

export function unknownLoan(param = 'loan'): ApiError {
  return new ApiError(ApiErrorCode.INVALID_PARAMETER, 'Unknown loan', { param });
}

export const REPAYMENT_SCHEMA = object({
  transaction: R.id,
  amount: R.amount,
  height: int('Height of the repayment\'s block.', 0),
  timestamp: int('The block\'s timestamp.', 0),
});

export const LOAN_SCHEMA = object(
  {
    loan: R.id,
    lender: R.id,
    lenderRS: R.accountRS,
    borrower: R.idOrZero,
    principalType: HOLDING_TYPE,
    principal: R.idOrZero,
    principalAmount: R.amount,
    interestType: oneOfStrings(['FIXED', 'BPS']),
    interestValue: R.amount,
    interest: R.amount,
    owed: R.amount,
    repaid: R.amount,
    outstanding: R.amount,
    duration: int('Blocks from acceptance to maturity.', 1),
    collateralType: HOLDING_TYPE,
    collateral: R.idOrZero,
    collateralAmount: R.amount,
    expirationHeight: int('The offer expires at the start of this block (0: never).', 0),
    state: oneOfStrings(LOAN_STATES),
    height: int('Height of the offer\'s block.', 0),
    acceptedHeight: int('Height of the acceptance (0: not accepted).', 0),
    maturityHeight: int('acceptedHeight + duration (0: not accepted).', 0),
    closedHeight: int('Height at which it reached a final state (0: open).', 0),
  },
  { borrowerRS: R.accountRS, repayments: arrayOf(REPAYMENT_SCHEMA, 'Oldest first.') },
);

/** The Loan object; with `repayments` (repaymentsOf: oldest first) also those. */
export function renderLoan(id: bigint, l: Loan, repayments?: ReadonlyArray<readonly [bigint, LoanRepaymentRecord]>): Record<string, unknown> {
  const owed = owedOf(l);
  return {
    loan: idToString(id),
    ...accountFields('lender', l.lender),
    ...(l.borrower === 0n ? { borrower: '0' } : accountFields('borrower', l.borrower)),
    ...holdingRefToJSON(l.principal, 'principal'),
    principalAmount: l.principalAmount.toString(),
    interestType: l.interestType,
    interestValue: l.interestValue.toString(),
    interest: l.interest.toString(),
    owed: owed.toString(),
    repaid: l.repaid.toString(),
    outstanding: (l.state === 'ACTIVE' ? owed - l.repaid : 0n).toString(),
    duration: l.duration,
    ...holdingRefToJSON(l.collateral, 'collateral'),
    collateralAmount: l.collateralAmount.toString(),
    expirationHeight: l.expirationHeight,
    state: l.state,
    height: l.height,
    acceptedHeight: l.acceptedHeight,
    maturityHeight: l.maturityHeight,
    closedHeight: l.closedHeight,
    ...(repayments !== undefined
      ? { repayments: repayments.map(([tx, p]) => ({ transaction: idToString(tx), amount: p.amount.toString(), height: p.height, timestamp: p.timestamp })) }
      : {}),
  };
}

export const loanList = (name: string, description: string) => object({ [name]: arrayOf(LOAN_SCHEMA, description) });
