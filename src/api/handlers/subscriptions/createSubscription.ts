// createSubscription: a subscription creation (12/0). Rules: src/capabilities/subscriptions/creation.ts.
import { subscriptionCreation } from '../../../capabilities/subscriptions/creation.js';
import { MAX_FIRST_PAYMENT_DELAY, MAX_PAYMENTS, MAX_PERIOD } from '../../../capabilities/subscriptions/checks.js';
import { checkHoldingRef, HOLDING_TYPES, type HoldingType } from '../../../domain/holding-ref.js';
import { ApiError, ApiErrorCode } from '../../errors.js';
import { ONE_COIN_FEE, subscriptionWrite } from './write-common.js';

export const createSubscription = subscriptionWrite({
  requestType: 'createSubscription',
  type: subscriptionCreation,
  description:
    `Subscribes recipient to recurring payments from the sender (the payer): amount of a holding (holdingType COIN, TOTEM or CURRENCY; holding the totem or currency id) at firstPaymentHeight, then every period blocks, numberOfPayments times or up to endHeight (not both; neither: until cancelled or lapsed). Payments are made at the start of each due block; nothing is reserved at creation. A payment the payer cannot cover (its balance, or its units outside open orders and offers) lapses the subscription: nothing partial is paid and it is not retried. Limits: period 1..${MAX_PERIOD} blocks; firstPaymentHeight above the next block's height and at most ${MAX_FIRST_PAYMENT_DELAY} blocks ahead; numberOfPayments 1..${MAX_PAYMENTS}; endHeight not below firstPaymentHeight. Bad values: errorCode 7 naming the parameter; an unknown totem or currency: errorCode 7 naming holding, errorName UNKNOWN_HOLDING. ${ONE_COIN_FEE}`,
  params: [
    { name: 'recipient', type: 'account', required: true, description: 'The account paid (numeric id or RS address); not the sender.' },
    { name: 'holdingType', type: 'enum', values: HOLDING_TYPES, default: 'COIN', description: 'What is paid: COIN (default), TOTEM or CURRENCY.' },
    { name: 'holding', type: 'id', description: 'The totem or currency id (required unless holdingType is COIN; absent for the coin).' },
    { name: 'amount', type: 'amount', required: true, description: 'Paid at each due height, in the holding\'s smallest unit (MTA for the coin, QNT for a totem or currency); at least 1.' },
    { name: 'period', type: 'int', required: true, description: `Blocks between two payments, 1..${MAX_PERIOD}.` },
    { name: 'firstPaymentHeight', type: 'int', required: true, description: 'The height of the first payment, above the height of the block that includes the creation.' },
    { name: 'numberOfPayments', type: 'int', description: `The number of payments in all, 1..${MAX_PAYMENTS} (or give endHeight).` },
    { name: 'endHeight', type: 'int', description: 'No payment falls due after this height (or give numberOfPayments).' },
  ],
  recipient: (p) => p.recipient,
  attachment(p) {
    const holding = { type: p.holdingType as HoldingType, id: p.holding ?? 0n };
    checkHoldingRef(holding, 'holding');
    const nonNegative = (name: string, v: number | undefined, zeroRefused: boolean): number => {
      if (v === undefined) return 0;
      if (v < 0 || (zeroRefused && v === 0)) throw new ApiError(ApiErrorCode.INVALID_PARAMETER, `${name} must be ${zeroRefused ? 'positive' : 'non-negative'}`, { param: name });
      return v;
    };
    return {
      holding,
      amount: p.amount,
      period: nonNegative('period', p.period, false),
      firstPaymentHeight: nonNegative('firstPaymentHeight', p.firstPaymentHeight, false),
      numberOfPayments: nonNegative('numberOfPayments', p.numberOfPayments, true),
      endHeight: nonNegative('endHeight', p.endHeight, true),
    };
  },
});
