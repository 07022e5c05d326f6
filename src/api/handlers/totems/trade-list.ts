// What getTrades and getAllTrades share: the includeTotemInfo flag and the rendering of a page of
// trades (newest first), each with the id of the block that made it.
import type { Trade } from '../../../capabilities/totems/records.js';
import type { NodeApiContext } from '../../context.js';
import { arrayOf, object } from '../../response-schema.js';
import type { ParamSpec } from '../../types.js';
import { renderTrade, TRADE_SCHEMA } from './render.js';

export const INCLUDE_TOTEM_INFO = {
  name: 'includeTotemInfo',
  type: 'boolean',
  default: false,
  description: "Add each trade's totem name and decimals.",
} as const satisfies ParamSpec;

export const TRADES_RESPONSE = object({ trades: arrayOf(TRADE_SCHEMA, 'Newest first (height, then order within the block).') });

export const TRADE_FIELDS =
  'totem, askOrder, bidOrder, askOrderHeight, bidOrderHeight, seller, sellerRS, buyer, buyerRS, quantityQNT, priceMTA (the resting order\'s price), height, block, timestamp (the block\'s) and tradeType (buy: a bid took a resting ask; sell: an ask took a resting bid)';

export async function renderTrades(ctx: NodeApiContext, trades: readonly Trade[], includeTotemInfo: boolean): Promise<{ trades: Array<Record<string, unknown>> }> {
  return { trades: await Promise.all(trades.map((t) => renderTrade(ctx, t, includeTotemInfo))) };
}
