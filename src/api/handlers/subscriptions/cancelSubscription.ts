// cancelSubscription: a subscription cancellation (12/1). Rules: src/capabilities/subscriptions/cancellation.ts.
import { subscriptionCancellation } from '../../../capabilities/subscriptions/cancellation.js';
import { ONE_COIN_FEE, subscriptionWrite } from './write-common.js';
import { SUBSCRIPTION_PARAM } from './render.js';

export const cancelSubscription = subscriptionWrite({
  requestType: 'cancelSubscription',
  type: subscriptionCancellation,
  description: `Cancels an ACTIVE subscription; only its payer or its recipient may (anyone else: errorCode 7 naming subscription, errorName NOT_SUBSCRIPTION_PARTY; one no longer ACTIVE: errorCode 7 naming subscription, errorName SUBSCRIPTION_NOT_ACTIVE). Its next payment is unscheduled; a payment due at the cancellation's own block is made first. ${ONE_COIN_FEE}`,
  params: [SUBSCRIPTION_PARAM],
  attachment: (p) => ({ subscription: p.subscription }),
});
