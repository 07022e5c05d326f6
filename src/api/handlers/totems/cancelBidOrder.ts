// cancelBidOrder: bid order cancellation (type 2, subtype 6), made by order-writes.ts from its side.
import { cancelOrderWrite } from './order-writes.js';

export const cancelBidOrder = cancelOrderWrite('bid');
