// The SUBSCRIPTIONS operations, registered by the subscriptions capability.
import type { NodeApiContext } from '../../context.js';
import type { HandlerTable } from '../../types.js';
import { createSubscription } from './createSubscription.js';
import { cancelSubscription } from './cancelSubscription.js';
import { getSubscription } from './getSubscription.js';
import { getAccountSubscriptions } from './getAccountSubscriptions.js';
import { getSubscriptionPayments } from './getSubscriptionPayments.js';

export const SUBSCRIPTION_HANDLERS: HandlerTable<NodeApiContext> = {
  createSubscription,
  cancelSubscription,
  getSubscription,
  getAccountSubscriptions,
  getSubscriptionPayments,
};
