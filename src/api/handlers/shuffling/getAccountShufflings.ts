// getAccountShufflings: the shufflings an account takes part in, newest first.
import type { NodeApiContext } from '../../context.js';
import { applyPage } from '../../params.js';
import { ApiTag, defineHandler } from '../../types.js';
import { accountShufflings, isFinished } from '../../../capabilities/shuffling/queries.js';
import { requireAccount } from '../accounts/lookup.js';
import { INCLUDE_HOLDING_INFO, renderShufflings, shufflingList } from './render.js';

export const getAccountShufflings = defineHandler({
  requestType: 'getAccountShufflings',
  tags: [ApiTag.SHUFFLING],
  description:
    'Returns the shufflings the account takes part in (as issuer or registrant), as getShuffling gives them, newest first: the open ones unless includeFinished=true. Unknown account: errorCode 3 naming account.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: shufflingList('Newest first.'),
  params: [
    { name: 'account', type: 'account', required: true, description: 'The account (numeric id or RS address).' },
    { name: 'includeFinished', type: 'boolean', default: false, description: 'Also the finished (DONE or CANCELLED) ones.' },
    INCLUDE_HOLDING_INFO,
  ],
  async handler({ account, includeFinished, includeHoldingInfo }, ctx: NodeApiContext, req) {
    await requireAccount(ctx, account);
    const rows = accountShufflings(ctx.state, account).filter(([, s]) => includeFinished || !isFinished(s));
    return { shufflings: await renderShufflings(ctx, applyPage(rows, req.page), includeHoldingInfo) };
  },
});
