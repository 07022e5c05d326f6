// Subscriptions (tag SUBSCRIPTIONS): recurring payments of the coin, a currency or a totem,
// executed in the block phase at their due heights. docs/subscriptions.md.
import type { Capability } from '../capability.js';
import { SUBSCRIPTION_HANDLERS } from '../../api/handlers/subscriptions/index.js';
import { subscriptionsRules } from './rules.js';
import * as queries from './queries.js';

export const subscriptions: Capability = Object.freeze({
  ...subscriptionsRules,
  queries: {
    subscriptionOf: queries.subscriptionOf,
    accountSubscriptions: queries.accountSubscriptions,
    paymentsOf: queries.paymentsOf,
  },
  handlers: SUBSCRIPTION_HANDLERS,
});
