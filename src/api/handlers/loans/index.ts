// The LOANS operations, registered by the loans capability.
import type { NodeApiContext } from '../../context.js';
import type { HandlerTable } from '../../types.js';
import { publishLoanOffer } from './publishLoanOffer.js';
import { cancelLoanOffer } from './cancelLoanOffer.js';
import { acceptLoan } from './acceptLoan.js';
import { repayLoan } from './repayLoan.js';
import { getLoan } from './getLoan.js';
import { getLoanOffers } from './getLoanOffers.js';
import { getAccountLoans } from './getAccountLoans.js';

export const LOAN_HANDLERS: HandlerTable<NodeApiContext> = Object.fromEntries(
  [publishLoanOffer, cancelLoanOffer, acceptLoan, repayLoan, getLoan, getLoanOffers, getAccountLoans].map((h) => [h.requestType, h]),
);
