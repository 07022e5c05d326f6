// getAccountSubscriptions: an account's subscriptions as payer, recipient or either, newest first.
import type { NodeApiContext } from '../../context.js';
import { applyPage } from '../../params.js';
import { ApiTag, defineHandler } from '../../types.js';
import { accountSubscriptions, type SubscriptionRole } from '../../../capabilities/subscriptions/queries.js';
import { SUBSCRIPTION_STATES, type SubscriptionState } from '../../../capabilities/subscriptions/records.js';
import { requireAccount } from '../accounts/lookup.js';
import { listOf, renderSubscription, SUBSCRIPTION_SCHEMA } from './render.js';

export const getAccountSubscriptions = defineHandler({
  requestType: 'getAccountSubscriptions',
  tags: [ApiTag.SUBSCRIPTIONS],
  description:
    "Returns the account's subscriptions (as getSubscription renders them), newest first (creation height, then id): role PAYER (it pays), RECIPIENT (it is paid) or ANY (default); state filters on one state. Paged with firstIndex/lastIndex. Unknown account: errorCode 3 naming account.",
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: listOf('subscriptions', SUBSCRIPTION_SCHEMA, 'Newest first (creation height, then id).'),
  params: [
    { name: 'account', type: 'account', required: true, description: 'The account (numeric id or RS address).' },
    { name: 'role', type: 'enum', values: ['PAYER', 'RECIPIENT', 'ANY'], default: 'ANY', description: 'PAYER, RECIPIENT or ANY (default).' },
    { name: 'state', type: 'enum', values: SUBSCRIPTION_STATES, description: 'Only subscriptions in this state.' },
  ],
  async handler({ account, role, state }, ctx: NodeApiContext, req) {
    await requireAccount(ctx, account);
    const all = accountSubscriptions(ctx.state, account, role as SubscriptionRole, state as SubscriptionState | undefined);
    return { subscriptions: applyPage(all, req.page).map(([id, s]) => renderSubscription(id, s)) };
  },
});
