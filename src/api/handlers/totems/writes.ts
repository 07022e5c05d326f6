// The transaction-creating AE operations.
import type { NodeApiContext } from '../../context.js';
import type { HandlerTable } from '../../types.js';

export const WRITE_HANDLERS: HandlerTable<NodeApiContext> = {};
