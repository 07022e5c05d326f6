// Reads of totems, holdings, transfers, dividends and approval status.
import type { NodeApiContext } from '../../context.js';
import type { HandlerTable } from '../../types.js';

export const TOTEM_READ_HANDLERS: HandlerTable<NodeApiContext> = {};
