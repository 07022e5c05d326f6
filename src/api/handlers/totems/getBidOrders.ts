// getBidOrders: the bid side of a totem's book, highest price first, then oldest (the factory in
// order-sides.ts makes both sides alike).
import { bookRead } from './order-sides.js';

export const getBidOrders = bookRead('bid');
