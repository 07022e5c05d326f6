// Read functions over committed state (the API and tests). The payment attempts are a history with
// its index on disk: read a window at a time from the store (IndexPages).
import type { CommittedState, StateReader } from '../../domain/state/state.js';
import { windowOf, type ListWindow } from '../../domain/state/pages.js';
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

/** The subscription's payment attempts, newest first; the window of that list. */
export function paymentsOf(state: CommittedState, subscription: bigint, window?: ListWindow): Promise<SubscriptionPayment[]> {
  return state.page(SUBSCRIPTION_PAYMENTS, { index: 'bySubscription', prefix: [subscription] }, windowOf(window)).then((rows) => rows.map(([, p]) => p));
}
