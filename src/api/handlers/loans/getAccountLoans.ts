// getAccountLoans: an account's loans as lender and/or borrower, by state.
import type { NodeApiContext } from '../../context.js';
import { applyPage } from '../../params.js';
import { ApiTag, defineHandler } from '../../types.js';
import { accountLoans, type LoanRole } from '../../../capabilities/loans/queries.js';
import { LOAN_STATES, type LoanState } from '../../../capabilities/loans/records.js';
import { requireAccount } from '../accounts/lookup.js';
import { loanList, renderLoan } from './render.js';

export const getAccountLoans = defineHandler({
  requestType: 'getAccountLoans',
  tags: [ApiTag.LOANS],
  description:
    'Returns the account\'s loans and offers, newest first: role LENDER (its offers and loans), BORROWER (loans it accepted, offers naming it) or ANY (default); state filters by one state. Unknown account: errorCode 3 naming account.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: loanList('loans', 'Newest first.'),
  params: [
    { name: 'account', type: 'account', required: true, description: 'The account (numeric id or RS address).' },
    { name: 'role', type: 'enum', values: ['LENDER', 'BORROWER', 'ANY'], default: 'ANY', description: 'LENDER, BORROWER or ANY.' },
    { name: 'state', type: 'enum', values: LOAN_STATES, description: 'Only loans in this state.' },
  ],
  async handler({ account, role, state }, ctx: NodeApiContext, req) {
    await requireAccount(ctx, account);
    const rows = accountLoans(ctx.state, account, role as LoanRole, state === undefined ? undefined : [state as LoanState]);
    return { loans: applyPage(rows, req.page).map(([id, l]) => renderLoan(id, l)) };
  },
});
