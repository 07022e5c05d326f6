// getLoan: one loan or offer, with its repayments.
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { loanOf, repaymentsOf } from '../../../capabilities/loans/queries.js';
import { LOAN_SCHEMA, renderLoan, unknownLoan } from './render.js';

export const getLoan = defineHandler({
  requestType: 'getLoan',
  tags: [ApiTag.LOANS],
  description: 'Returns a loan or offer (its terms, state, heights, what is owed and repaid) with its repayments, oldest first. Unknown: errorCode 7 naming loan.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: LOAN_SCHEMA,
  params: [{ name: 'loan', type: 'id', required: true, description: 'The LoanOffer transaction id.' }],
  async handler({ loan }, ctx: NodeApiContext) {
    const l = loanOf(ctx.state, loan);
    if (l === undefined) throw unknownLoan();
    return renderLoan(loan, l, await repaymentsOf(ctx.state, loan));
  },
});
