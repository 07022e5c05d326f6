// placeBidOrder: bid order placement (type 2, subtype 3), made by order-writes.ts from its side.
import { placeOrderWrite } from './order-writes.js';

export const placeBidOrder = placeOrderWrite('bid');
