// getAccountCurrentAskOrders: an account's open ask orders (the factory in order-sides.ts makes
// both sides alike).
import { accountOrdersRead } from './order-sides.js';

export const getAccountCurrentAskOrders = accountOrdersRead('ask');
