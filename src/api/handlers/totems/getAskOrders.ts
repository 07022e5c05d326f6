// getAskOrders: the ask side of a totem's book, lowest price first, then oldest (the factory in
// order-sides.ts makes both sides alike).
import { bookRead } from './order-sides.js';

export const getAskOrders = bookRead('ask');
