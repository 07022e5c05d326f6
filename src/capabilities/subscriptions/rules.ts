// The consensus rules of subscriptions: the two types, the tables, and the scheduled payments.
import type { BlockPhaseContext, CapabilityRules } from '../../domain/capability.js';
import type { LedgerState } from '../../domain/types.js';
import { subscriptionCreation } from './creation.js';
import { subscriptionCancellation } from './cancellation.js';
import { runPayment } from './payments.js';
import { OWNER } from './checks.js';
import { SUBSCRIPTION_TABLES } from './tables.js';

export const subscriptionsRules: CapabilityRules = Object.freeze({
  name: OWNER,
  transactionTypes: Object.freeze([subscriptionCreation, subscriptionCancellation]),
  tables: SUBSCRIPTION_TABLES,
  onScheduled(state: LedgerState, item: string, ctx: BlockPhaseContext): void {
    runPayment(state, item, ctx);
  },
});
