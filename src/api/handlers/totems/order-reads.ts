// Reads of orders (open and expected) and trades.
import type { NodeApiContext } from '../../context.js';
import type { HandlerTable } from '../../types.js';

export const ORDER_READ_HANDLERS: HandlerTable<NodeApiContext> = {};
