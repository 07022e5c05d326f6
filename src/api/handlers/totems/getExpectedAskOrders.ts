// getExpectedAskOrders: the ask placements waiting in the mempool, as the book will rank them (the
// factory in expected-orders.ts makes both sides alike).
import { expectedOrdersRead } from './expected-orders.js';

export const getExpectedAskOrders = expectedOrdersRead('ask');
