// Read functions over committed state (the API and tests).
import type { StateReader } from '../../domain/state/state.js';
import { SUBSCRIPTION_PAYMENTS, SUBSCRIPTIONS } from './tables.js';
import type { Subscription, SubscriptionPayment, SubscriptionState } from './records.js';

export function subscriptionOf(state: StateReader, id: bigint): Subscription | undefined {
  return state.get(SUBSCRIPTIONS, id);
}

export type SubscriptionRole = 'PAYER' | 'RECIPIENT' | 'ANY';

/** The account's subscriptions, newest first (creation height, then id); ANY lists a subscription
 * once even if the account were both (it cannot be: a subscription pays another account). */
export function accountSubscriptions(state: StateReader, account: bigint, role: SubscriptionRole = 'ANY', filter?: SubscriptionState): Array<readonly [bigint, Subscription]> {
  const paying = role === 'RECIPIENT' ? [] : state.scan(SUBSCRIPTIONS, 'byPayer', { prefix: [account] });
  const receiving = role === 'PAYER' ? [] : state.scan(SUBSCRIPTIONS, 'byRecipient', { prefix: [account] });
  const all = [...paying, ...receiving];
  if (role === 'ANY') all.sort(([a, x], [b, y]) => y.height - x.height || (a < b ? -1 : a > b ? 1 : 0));
  return filter === undefined ? all : all.filter(([, s]) => s.state === filter);
}

/** The subscription's payment attempts, newest first. */
export function paymentsOf(state: StateReader, subscription: bigint): SubscriptionPayment[] {
  return state.scan(SUBSCRIPTION_PAYMENTS, 'bySubscription', { prefix: [subscription] }).map(([, p]) => p);
}
