// placeAskOrder: ask order placement (type 2, subtype 2), made by order-writes.ts from its side.
import { placeOrderWrite } from './order-writes.js';

export const placeAskOrder = placeOrderWrite('ask');
