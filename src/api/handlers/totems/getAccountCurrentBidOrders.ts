// getAccountCurrentBidOrders: an account's open bid orders (the factory in order-sides.ts makes
// both sides alike).
import { accountOrdersRead } from './order-sides.js';

export const getAccountCurrentBidOrders = accountOrdersRead('bid');
