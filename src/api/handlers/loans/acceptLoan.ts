// acceptLoan: a LoanAcceptance (11/1). Rules: src/capabilities/loans/types.ts.
import { loanAcceptance } from '../../../capabilities/loans/types.js';
import { LOAN_PARAM, loanWrite } from './write-common.js';

export const acceptLoan = loanWrite({
  requestType: 'acceptLoan',
  type: loanAcceptance,
  description:
    'Accepts an OFFERED, unexpired loan: the collateral is locked from the sender, the principal moves to the sender, the loan is ACTIVE and matures duration blocks after this block. The lender accepting their own offer, another account than the named borrower, or a loan not OFFERED: errorCode 7 naming loan; too little of the collateral: errorCode 6 naming loan.',
  params: [LOAN_PARAM],
  attachment: (p) => ({ loan: p.loan }),
});
