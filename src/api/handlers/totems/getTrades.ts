// getTrades: the trades of a totem, of an account (as seller or buyer), or of an account in one
// totem, newest first, a page.
import { tradesOf } from '../../../capabilities/totems/queries.js';
import type { NodeApiContext } from '../../context.js';
import { ApiError, ApiErrorCode } from '../../errors.js';
import { ApiTag, defineHandler } from '../../types.js';
import { requireAccount } from '../accounts/lookup.js';
import { requireTotem } from './render.js';
import { INCLUDE_TOTEM_INFO, renderTrades, TRADE_FIELDS, TRADES_RESPONSE } from './trade-list.js';

export const getTrades = defineHandler({
  requestType: 'getTrades',
  tags: [ApiTag.AE],
  description: `Returns trades: the trades of a totem, of an account (as seller or buyer; a trade with itself once), or of the account in that totem when both are given, newest first (height, then order within the block). Each has ${TRADE_FIELDS}; with includeTotemInfo also the totem's name and decimals. Give totem, account or both: neither is errorCode 1 naming totem. Unknown totem: errorCode 7 naming totem; unknown account: errorCode 3 naming account.`,
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: TRADES_RESPONSE,
  params: [
    { name: 'totem', type: 'id', description: 'Only trades of this totem (required unless account is given).' },
    { name: 'account', type: 'account', description: 'Only trades in which this account sold or bought (required unless totem is given).' },
    INCLUDE_TOTEM_INFO,
  ],
  async handler({ totem, account, includeTotemInfo }, ctx: NodeApiContext, req) {
    if (totem === undefined && account === undefined) {
      throw new ApiError(ApiErrorCode.INCORRECT_REQUEST, 'Incorrect request: totem or account is required', { param: 'totem' });
    }
    if (totem !== undefined) requireTotem(ctx, totem);
    if (account !== undefined) await requireAccount(ctx, account);
    const filter = { ...(totem !== undefined ? { totem } : {}), ...(account !== undefined ? { account } : {}) };
    return renderTrades(ctx, await tradesOf(ctx.state, filter, req.page), includeTotemInfo);
  },
});
