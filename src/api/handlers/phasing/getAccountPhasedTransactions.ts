// getAccountPhasedTransactions: the account's phased transactions whose poll is still open.
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { openPollsOfAccount } from '../../../capabilities/phasing/queries.js';
import { requireAccount } from '../accounts/lookup.js';
import { renderTransactionsPage } from './queries-helpers.js';
import { transactionsList } from './render.js';

export const getAccountPhasedTransactions = defineHandler({
  requestType: 'getAccountPhasedTransactions',
  tags: [ApiTag.PHASING],
  description:
    'Returns transactions: the Transaction objects (as getTransaction shows a confirmed one) of the phased transactions the account sent or is the recipient of (as in Nxt) whose poll is not finished yet (no result recorded: see getPhasingPoll), newest first (by height, then by position in the block). A transaction the account sent to itself appears once. Unknown account (the chain never saw it, and no open phased transaction names it as recipient: a phased payment to a new account creates the account only when it is released): errorCode 3 naming account.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: transactionsList('Newest first: by height, then by position in the block.'),
  params: [{ name: 'account', type: 'account', required: true, description: 'The sender or recipient (numeric id or RS address).' }],
  async handler({ account }, ctx: NodeApiContext, req) {
    const polls = openPollsOfAccount(ctx.state, ctx.registry, account);
    if (polls.length === 0) await requireAccount(ctx, account);
    return renderTransactionsPage(ctx, polls, req.page);
  },
});
