// cancelLoanOffer: a LoanOfferCancellation (11/3). Rules: src/capabilities/loans/types.ts.
import { loanOfferCancellation } from '../../../capabilities/loans/types.js';
import { LOAN_PARAM, loanWrite } from './write-common.js';

export const cancelLoanOffer = loanWrite({
  requestType: 'cancelLoanOffer',
  type: loanOfferCancellation,
  description: 'Cancels an OFFERED loan of the sender\'s: CANCELLED, the principal back to the lender. Not the lender, or not OFFERED: errorCode 7 naming loan.',
  params: [LOAN_PARAM],
  attachment: (p) => ({ loan: p.loan }),
});
