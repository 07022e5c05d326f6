// The MS operations (the monetary system), registered by the currencies capability.
import type { NodeApiContext } from '../../context.js';
import type { HandlerTable } from '../../types.js';
import { CURRENCY_WRITE_HANDLERS } from './writes.js';
import { CURRENCY_READ_HANDLERS } from './reads.js';

export const CURRENCY_HANDLERS: HandlerTable<NodeApiContext> = {
  ...CURRENCY_WRITE_HANDLERS,
  ...CURRENCY_READ_HANDLERS,
};
