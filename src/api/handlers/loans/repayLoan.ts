// repayLoan: a LoanRepayment (11/2). Rules: src/capabilities/loans/types.ts.
import { loanRepayment } from '../../../capabilities/loans/types.js';
import { LOAN_PARAM, loanWrite } from './write-common.js';

export const repayLoan = loanWrite({
  requestType: 'repayLoan',
  type: loanRepayment,
  description:
    'Repays amount of the principal holding to the lender on an ACTIVE loan of the sender\'s, in part or in full; once principal + interest is repaid the loan is REPAID and the collateral back with the borrower. A repayment of someone else\'s loan, or a loan not ACTIVE (a defaulted one, including in its maturity block): errorCode 7 naming loan; amount 0 or above what is still owed: errorCode 7 naming amount; too little of the holding: errorCode 6 naming amount.',
  params: [LOAN_PARAM, { name: 'amount', type: 'amount', required: true, description: 'In the principal holding\'s smallest unit, at least 1.' }],
  attachment: (p) => ({ loan: p.loan, amount: p.amount }),
});
