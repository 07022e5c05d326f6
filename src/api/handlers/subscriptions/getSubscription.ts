// getSubscription: one subscription.
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { renderSubscription, requireSubscriptionRecord, SUBSCRIPTION_PARAM, SUBSCRIPTION_SCHEMA } from './render.js';

export const getSubscription = defineHandler({
  requestType: 'getSubscription',
  tags: [ApiTag.SUBSCRIPTIONS],
  description:
    'Returns a subscription: subscription, payer/payerRS, recipient/recipientRS, holdingType and holding ("0" for the coin), amount, period, firstPaymentHeight, numberOfPayments or endHeight when it has one, state (ACTIVE, COMPLETED, LAPSED, CANCELLED), nextPaymentHeight while ACTIVE, remainingPayments with numberOfPayments, paymentsMade, totalPaid, height (creation) and stateHeight (last change of state). Unknown: errorCode 7 naming subscription.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: SUBSCRIPTION_SCHEMA,
  params: [SUBSCRIPTION_PARAM],
  async handler({ subscription }, ctx: NodeApiContext) {
    return renderSubscription(subscription, requireSubscriptionRecord(ctx, subscription));
  },
});
