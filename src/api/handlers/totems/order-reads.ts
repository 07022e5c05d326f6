// Reads of orders (open and expected) and trades.
import type { NodeApiContext } from '../../context.js';
import type { HandlerTable } from '../../types.js';
import { getAskOrder } from './getAskOrder.js';
import { getBidOrder } from './getBidOrder.js';
import { getAskOrders } from './getAskOrders.js';
import { getBidOrders } from './getBidOrders.js';
import { getAccountCurrentAskOrders } from './getAccountCurrentAskOrders.js';
import { getAccountCurrentBidOrders } from './getAccountCurrentBidOrders.js';
import { getExpectedAskOrders } from './getExpectedAskOrders.js';
import { getExpectedBidOrders } from './getExpectedBidOrders.js';
import { getTrades } from './getTrades.js';
import { getAllTrades } from './getAllTrades.js';

export const ORDER_READ_HANDLERS: HandlerTable<NodeApiContext> = {
  getAskOrder,
  getBidOrder,
  getAskOrders,
  getBidOrders,
  getAccountCurrentAskOrders,
  getAccountCurrentBidOrders,
  getExpectedAskOrders,
  getExpectedBidOrders,
  getTrades,
  getAllTrades,
};
