// JSON forms of subscriptions and their payment attempts, and their declared response schemas.
// Amounts are decimal strings in the holding's smallest unit (MTA for the coin), ids unsigned
// decimals, every account with its RS address.
import { idToString } from '../../../domain/ids.js';
import { holdingRefToJSON } from '../../../domain/holding-ref.js';
import type { Subscription, SubscriptionPayment } from '../../../capabilities/subscriptions/records.js';
import { SUBSCRIPTION_STATES } from '../../../capabilities/subscriptions/records.js';
import { subscriptionOf } from '../../../capabilities/subscriptions/queries.js';
import { UNKNOWN_SUBSCRIPTION } from '../../../capabilities/subscriptions/checks.js';
import type { NodeApiContext } from '../../context.js';
import { ApiError, ApiErrorCode } from '../../errors.js';
import { arrayOf, bool, int, NON_NEGATIVE, object, oneOfStrings, R, str } from '../../response-schema.js';
import { accountFields } from '../accounts/account-extras.js';

export const SUBSCRIPTION_PARAM = { name: 'subscription', type: 'id', required: true, description: 'The subscription (the id of its SubscriptionCreation transaction). Unknown: errorCode 7 naming subscription, errorName UNKNOWN_SUBSCRIPTION.' } as const;

export function unknownSubscription(param = 'subscription'): ApiError {
  return new ApiError(ApiErrorCode.INVALID_PARAMETER, 'Unknown subscription', { param, errorName: UNKNOWN_SUBSCRIPTION });
}

export function requireSubscriptionRecord(ctx: Pick<NodeApiContext, 'state'>, id: bigint, param = 'subscription'): Subscription {
  const s = subscriptionOf(ctx.state, id);
  if (s === undefined) throw unknownSubscription(param);
  return s;
}

export function renderSubscription(id: bigint, s: Subscription): Record<string, unknown> {
  return {
    subscription: idToString(id),
    ...accountFields('payer', s.payer),
    ...accountFields('recipient', s.recipient),
    ...holdingRefToJSON(s.holding, 'holding'),
    amount: s.amount.toString(),
    period: s.period,
    firstPaymentHeight: s.firstPaymentHeight,
    ...(s.numberOfPayments !== 0 ? { numberOfPayments: s.numberOfPayments } : {}),
    ...(s.endHeight !== 0 ? { endHeight: s.endHeight } : {}),
    ...(s.state === 'ACTIVE' ? { nextPaymentHeight: s.nextDueHeight } : {}),
    ...(s.numberOfPayments !== 0 ? { remainingPayments: s.state === 'ACTIVE' ? s.numberOfPayments - s.paymentsMade : 0 } : {}),
    state: s.state,
    paymentsMade: s.paymentsMade,
    totalPaid: s.totalPaid.toString(),
    height: s.height,
    stateHeight: s.stateHeight,
  };
}

export function renderPayment(p: SubscriptionPayment): Record<string, unknown> {
  return { subscription: idToString(p.subscription), number: p.number, height: p.height, amount: p.amount.toString(), paid: p.paid };
}

export const SUBSCRIPTION_SCHEMA = object(
  {
    subscription: R.id,
    payer: R.id,
    payerRS: R.accountRS,
    recipient: R.id,
    recipientRS: R.accountRS,
    holdingType: oneOfStrings(['COIN', 'TOTEM', 'CURRENCY']),
    holding: str('The totem or currency id; "0" for the coin.'),
    amount: R.amount,
    period: int('Blocks between two payments.', 1),
    firstPaymentHeight: NON_NEGATIVE,
    state: oneOfStrings(SUBSCRIPTION_STATES, 'ACTIVE, COMPLETED (last payment made), LAPSED (a payment the payer could not cover), CANCELLED.'),
    paymentsMade: NON_NEGATIVE,
    totalPaid: R.amount,
    height: NON_NEGATIVE,
    stateHeight: int('Height of the last change of state (creation, completion, lapse, cancellation).', 0),
  },
  {
    numberOfPayments: int('The number of payments it makes in all (when created with one).', 1),
    endHeight: int('No payment falls due after this height (when created with one).', 1),
    nextPaymentHeight: int('While ACTIVE: the height of the next payment.', 1),
    remainingPayments: int('With numberOfPayments: payments still to make (0 once no longer ACTIVE).', 0),
  },
  { description: 'A subscription: recurring payments of a holding from payer to recipient.' },
);

export const PAYMENT_SCHEMA = object(
  {
    subscription: R.id,
    number: int('1 for the first attempt, then 2, ...', 1),
    height: NON_NEGATIVE,
    amount: R.amount,
    paid: bool('true: paid; false: the payer could not cover it and the subscription lapsed (nothing moved).'),
  },
  {},
  { description: 'One payment attempt at a due height.' },
);

export const listOf = (name: string, items: ReturnType<typeof object>, description: string) => object({ [name]: arrayOf(items, description) });
