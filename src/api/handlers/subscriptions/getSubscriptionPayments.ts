// getSubscriptionPayments: a subscription's payment attempts, newest first.
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { paymentsOf } from '../../../capabilities/subscriptions/queries.js';
import { listOf, PAYMENT_SCHEMA, renderPayment, requireSubscriptionRecord, SUBSCRIPTION_PARAM } from './render.js';

export const getSubscriptionPayments = defineHandler({
  requestType: 'getSubscriptionPayments',
  tags: [ApiTag.SUBSCRIPTIONS],
  description:
    'Returns the payment attempts of a subscription, newest first: subscription, number (1, 2, ...), height, amount and paid (false for the attempt the payer could not cover, which lapsed the subscription; nothing moved). Paged with firstIndex/lastIndex. Unknown subscription: errorCode 7 naming subscription.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: listOf('payments', PAYMENT_SCHEMA, 'Newest first.'),
  params: [SUBSCRIPTION_PARAM],
  async handler({ subscription }, ctx: NodeApiContext, req) {
    requireSubscriptionRecord(ctx, subscription);
    return { payments: (await paymentsOf(ctx.state, subscription, req.page)).map(renderPayment) };
  },
});
