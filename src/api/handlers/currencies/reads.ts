// The MS read operations.
import type { NodeApiContext } from '../../context.js';
import type { HandlerTable } from '../../types.js';
import { getCurrency } from './getCurrency.js';

export const CURRENCY_READ_HANDLERS: HandlerTable<NodeApiContext> = Object.fromEntries([getCurrency].map((h) => [h.requestType, h]));
