// getVoterPhasedTransactions: the open polls whose whitelist names the account.
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { openPollsWhitelisting } from '../../../capabilities/phasing/queries.js';
import { renderTransactionsPage } from './queries-helpers.js';
import { transactionsList } from './render.js';

export const getVoterPhasedTransactions = defineHandler({
  requestType: 'getVoterPhasedTransactions',
  tags: [ApiTag.PHASING],
  description:
    'Returns transactions: the Transaction objects (as getTransaction shows a confirmed one) of the phased transactions whose poll is not finished yet and whose whitelist names the account, i.e. those it may vote on, whether it has voted already or not; newest first (by height, then by position in the block). Polls without a whitelist (anyone the model weighs may vote) are not listed. The account need not be known to the chain (an account may be whitelisted before it ever appears): an unknown one gives the polls that name it, often none.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: transactionsList('Newest first: by height, then by position in the block.'),
  params: [{ name: 'account', type: 'account', required: true, description: 'The whitelisted voter (numeric id or RS address).' }],
  async handler({ account }, ctx: NodeApiContext, req) {
    return renderTransactionsPage(ctx, openPollsWhitelisting(ctx.state, account), req.page);
  },
});
