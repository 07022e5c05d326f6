// The consensus rules of payments: one transaction type. Coin itself lives in the chain core's
// accounts table (src/domain/state/accounts.ts), which fees and forging use too.
import type { CapabilityRules } from '../../domain/capability.js';
import { ordinaryPayment } from './ordinary-payment.js';

export const paymentsRules: CapabilityRules = Object.freeze({
  name: 'payments',
  transactionTypes: Object.freeze([ordinaryPayment]),
});
