// The SUBSCRIPTIONS operations whose declared responses response-contract-subscriptions.test.ts
// checks against real answers (response-contract.test.ts may leave them to it).
export const CHECKED_IN_SUBSCRIPTIONS: readonly string[] = [
  'createSubscription',
  'cancelSubscription',
  'getSubscription',
  'getAccountSubscriptions',
  'getSubscriptionPayments',
];
