// getAllTrades: every trade of the exchange, newest first, optionally only those from a
// timestamp on, a page.
import { tradesOf } from '../../../capabilities/totems/queries.js';
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { INCLUDE_TOTEM_INFO, renderTrades, TRADE_FIELDS, TRADES_RESPONSE } from './trade-list.js';

export const getAllTrades = defineHandler({
  requestType: 'getAllTrades',
  tags: [ApiTag.AE],
  description: `Returns trades: every trade of every totem, newest first (height, then order within the block); with timestamp only those made at or after it (by their block's timestamp). Each has ${TRADE_FIELDS}; with includeTotemInfo also the totem's name and decimals.`,
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: TRADES_RESPONSE,
  params: [
    { name: 'timestamp', type: 'int', min: 0, default: 0, description: "Only trades whose block's timestamp (epoch seconds) is at or after this." },
    INCLUDE_TOTEM_INFO,
  ],
  async handler({ timestamp, includeTotemInfo }, ctx: NodeApiContext, req) {
    // Newest first, and block timestamps rise with height: the trades at or after `timestamp`
    // begin the list, and the store stops reading at the first older one.
    return renderTrades(ctx, await tradesOf(ctx.state, { fromTimestamp: timestamp }, req.page), includeTotemInfo);
  },
});
