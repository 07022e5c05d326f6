// cancelAskOrder: ask order cancellation (type 2, subtype 5), made by order-writes.ts from its side.
import { cancelOrderWrite } from './order-writes.js';

export const cancelAskOrder = cancelOrderWrite('ask');
