// Payments: the worked example of the capability contract (docs/architecture.md). Its rules are
// the ordinary payment type; its API is sendMoney; it has no tables of its own (coin is the
// core accounts table), no block hooks, no actors.
import type { Capability } from '../capability.js';
import { PAYMENT_HANDLERS } from '../../api/handlers/payments/index.js';
import { paymentsRules } from './rules.js';

export const payments: Capability = Object.freeze({
  ...paymentsRules,
  handlers: PAYMENT_HANDLERS,
});
