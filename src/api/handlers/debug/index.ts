// DEBUG operations that need no chain. The chain-dependent ones (popOff, generateBlock, ...)
// join this table from the node's composition root.
import type { ApiContext, HandlerTable } from '../../types.js';
import { setLogging } from './setLogging.js';

export const DEBUG_HANDLERS: HandlerTable<ApiContext> = {
  setLogging,
};
