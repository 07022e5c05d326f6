// The PAYMENTS operations (registered by the payments capability).
import type { NodeApiContext } from '../../context.js';
import type { HandlerTable } from '../../types.js';
import { sendMoney } from './sendMoney.js';

export const PAYMENT_HANDLERS: HandlerTable<NodeApiContext> = { sendMoney };
