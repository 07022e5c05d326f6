// Subscriptions' ledger rules on an in-process devnet node, walking every transition: ACTIVE ->
// COMPLETED by count and by end height, -> LAPSED on insufficient funds (nothing partial paid, no
// retry), -> CANCELLED by the payer and by the recipient (someone else refused); a totem
// subscription lapsing because the payer's units are in an open ask; a currency subscription;
// popOff across due payments restores them and pushing again redoes them.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { scheduledHeight } from '../../src/domain/state/schedule.js';
import { paymentsOf, subscriptionOf } from '../../src/capabilities/subscriptions/queries.js';
import { OWNER } from '../../src/capabilities/subscriptions/checks.js';
import { unitsOf } from '../../src/capabilities/currencies/queries.js';
import { balancesOf } from '../../src/capabilities/totems/queries.js';
import { idOf } from '../chain/helpers.js';
import { tallyNode, type TallyNode } from '../helpers/tally-node.js';
import { ledgerKit } from '../helpers/ledger-kit.js';
import { issueTotemTx, orderTx, transferTotemTx } from '../helpers/totem-txs.js';
import { issueCurrencyTx, transferCurrencyTx } from '../helpers/currency-txs.js';
import { cancelSubscriptionTx, createSubscriptionTx } from '../helpers/subscription-txs.js';
import { payment } from '../chain/helpers.js';

describe('subscriptions: payments at due heights and every state', () => {
  let t: TallyNode;
  let genesis: bigint;
  beforeEach(async () => {
    t = await tallyNode();
    genesis = (await t.node.blockchain.status()).genesisBlockId;
  });
  afterEach(() => t.node.stop());

  const { p, height, forge, forgeTo, refusal } = ledgerKit(() => t, () => genesis);
  const sub = (id: bigint) => subscriptionOf(t.node.state, id)!;
  /** Balance net of forging rewards (whoever forged a block does not matter). */
  const balance = async (phrase: string) => {
    const a = await t.node.blockchain.getAccount(idOf(phrase));
    return (a?.balanceMTA ?? 0n) - (a?.forgedBalanceMTA ?? 0n);
  };

  it('completes after its number of payments, each paid at its due height', async () => {
    const h = await height();
    const create = createSubscriptionTx(t.node, p('devnet-1'), idOf('devnet-2'), { amount: 5n * ONE_COIN, period: 3, firstPaymentHeight: h + 3, numberOfPayments: 2 });
    await forge(create); // h + 1
    expect(sub(create.id)).toMatchObject({ state: 'ACTIVE', nextDueHeight: h + 3, paymentsMade: 0, payer: idOf('devnet-1'), recipient: idOf('devnet-2') });
    expect(scheduledHeight(t.node.state, OWNER, create.id.toString())).toBe(h + 3);
    const [payer, recipient] = [await balance('devnet-1'), await balance('devnet-2')];
    await forgeTo(h + 2);
    expect(await balance('devnet-2')).toBe(recipient);
    await forgeTo(h + 3);
    expect(await balance('devnet-2')).toBe(recipient + 5n * ONE_COIN);
    expect(await balance('devnet-1')).toBe(payer - 5n * ONE_COIN);
    expect(sub(create.id)).toMatchObject({ state: 'ACTIVE', nextDueHeight: h + 6, paymentsMade: 1, totalPaid: 5n * ONE_COIN });
    await forgeTo(h + 6);
    expect(sub(create.id)).toMatchObject({ state: 'COMPLETED', paymentsMade: 2, stateHeight: h + 6, totalPaid: 10n * ONE_COIN });
    expect(scheduledHeight(t.node.state, OWNER, create.id.toString())).toBeUndefined();
    expect((await paymentsOf(t.node.state, create.id)).map((x) => [x.number, x.height, x.paid])).toEqual([[2, h + 6, true], [1, h + 3, true]]);
    await forgeTo(h + 10);
    expect(await balance('devnet-2')).toBe(recipient + 10n * ONE_COIN);
    // A completed subscription can no longer be cancelled.
    expect(await refusal(cancelSubscriptionTx(t.node, p('devnet-1'), create.id))).toMatchObject({ code: 7, param: 'subscription' });
  });

  it('completes at its end height: no payment falls due after it', async () => {
    const h = await height();
    const create = createSubscriptionTx(t.node, p('devnet-1'), idOf('devnet-3'), { amount: ONE_COIN, period: 2, firstPaymentHeight: h + 2, endHeight: h + 7 });
    await forge(create);
    await forgeTo(h + 5);
    expect(sub(create.id)).toMatchObject({ state: 'ACTIVE', paymentsMade: 2, nextDueHeight: h + 6 });
    await forgeTo(h + 6); // h+2, h+4, h+6 paid; h+8 is past h+7
    expect(sub(create.id)).toMatchObject({ state: 'COMPLETED', paymentsMade: 3, stateHeight: h + 6 });
    expect((await paymentsOf(t.node.state, create.id)).map((x) => x.height)).toEqual([h + 6, h + 4, h + 2]);
  });

  it('lapses when the payer cannot cover a payment: nothing partial paid, no retry', async () => {
    const h = await height();
    // A fresh payer with 12 coins: 2 fees + one payment of 5 leave 5 < 5.5.
    await forge(payment({ from: 'devnet-1', to: idOf('subscriber-poor'), amountMTA: 12n * ONE_COIN, timestamp: t.time.nowEpochSeconds(), ecBlockId: genesis }));
    const create = createSubscriptionTx(t.node, p('subscriber-poor'), idOf('devnet-2'), { amount: 5n * ONE_COIN + ONE_COIN / 2n, period: 2, firstPaymentHeight: h + 3 });
    await forge(create); // h + 2
    const before = await balance('devnet-2');
    const poor = await balance('subscriber-poor');
    await forgeTo(h + 3);
    expect(sub(create.id)).toMatchObject({ state: 'ACTIVE', paymentsMade: 1 });
    await forgeTo(h + 5);
    expect(sub(create.id)).toMatchObject({ state: 'LAPSED', paymentsMade: 1, stateHeight: h + 5 });
    expect((await paymentsOf(t.node.state, create.id)).map((x) => [x.number, x.height, x.paid])).toEqual([[2, h + 5, false], [1, h + 3, true]]);
    expect(await balance('devnet-2')).toBe(before + 5n * ONE_COIN + ONE_COIN / 2n);
    expect(await balance('subscriber-poor')).toBe(poor - 5n * ONE_COIN - ONE_COIN / 2n);
    expect(scheduledHeight(t.node.state, OWNER, create.id.toString())).toBeUndefined();
    // Funded again, it still does not retry.
    await forge(payment({ from: 'devnet-1', to: idOf('subscriber-poor'), amountMTA: 100n * ONE_COIN, timestamp: t.time.nowEpochSeconds(), ecBlockId: genesis }));
    await forgeTo(h + 10);
    expect(sub(create.id)).toMatchObject({ state: 'LAPSED', paymentsMade: 1 });
    expect(await paymentsOf(t.node.state, create.id)).toHaveLength(2);
  });

  it('is cancelled by the payer or the recipient, not by anyone else', async () => {
    const h = await height();
    const a = createSubscriptionTx(t.node, p('devnet-1'), idOf('devnet-2'), { amount: ONE_COIN, period: 3, firstPaymentHeight: h + 3 });
    const b = createSubscriptionTx(t.node, p('devnet-1'), idOf('devnet-2'), { amount: 2n * ONE_COIN, period: 3, firstPaymentHeight: h + 3 });
    await forge(a, b); // h + 1
    expect(await refusal(cancelSubscriptionTx(t.node, p('devnet-3'), a.id))).toMatchObject({ code: 7, param: 'subscription', errorName: 'NOT_SUBSCRIPTION_PARTY' });
    expect(await refusal(cancelSubscriptionTx(t.node, p('devnet-1'), 12345n))).toMatchObject({ code: 7, param: 'subscription', errorName: 'UNKNOWN_SUBSCRIPTION' });
    await forge(cancelSubscriptionTx(t.node, p('devnet-1'), a.id)); // h + 2, by the payer
    expect(sub(a.id)).toMatchObject({ state: 'CANCELLED', stateHeight: h + 2, paymentsMade: 0 });
    expect(scheduledHeight(t.node.state, OWNER, a.id.toString())).toBeUndefined();
    await forgeTo(h + 3);
    expect(sub(b.id)).toMatchObject({ state: 'ACTIVE', paymentsMade: 1 });
    await forge(cancelSubscriptionTx(t.node, p('devnet-2'), b.id)); // h + 4, by the recipient
    expect(sub(b.id)).toMatchObject({ state: 'CANCELLED', stateHeight: h + 4, paymentsMade: 1 });
    await forgeTo(h + 9);
    expect(sub(b.id).paymentsMade).toBe(1);
    expect(sub(a.id).paymentsMade).toBe(0);
    expect(await refusal(cancelSubscriptionTx(t.node, p('devnet-2'), b.id))).toMatchObject({ code: 7, param: 'subscription', errorName: 'SUBSCRIPTION_NOT_ACTIVE' });
  });

  it('refuses bad terms naming the parameter', async () => {
    const h = await height();
    const to = idOf('devnet-2');
    const make = (a: Partial<Parameters<typeof createSubscriptionTx>[3]>) => createSubscriptionTx(t.node, p('devnet-1'), to, { amount: ONE_COIN, period: 3, firstPaymentHeight: h + 3, ...a });
    expect(await refusal(make({ period: 0 }))).toMatchObject({ code: 7, param: 'period' });
    expect(await refusal(make({ period: 20_161 }))).toMatchObject({ code: 7, param: 'period' });
    expect(await refusal(make({ amount: 0n }))).toMatchObject({ code: 7, param: 'amount' });
    expect(await refusal(make({ firstPaymentHeight: h + 1 - 1 }))).toMatchObject({ code: 7, param: 'firstPaymentHeight' });
    expect(await refusal(make({ numberOfPayments: 2, endHeight: h + 9 }))).toMatchObject({ code: 7, param: 'endHeight' });
    expect(await refusal(make({ endHeight: h + 2 }))).toMatchObject({ code: 7, param: 'endHeight' });
    expect(await refusal(make({ holding: { type: 'TOTEM', id: 999n } }))).toMatchObject({ code: 7, param: 'holding', errorName: 'UNKNOWN_HOLDING' });
    expect(await refusal(make({ holding: { type: 'COIN', id: 5n } }))).toMatchObject({ code: 7, param: 'holding' });
    expect(await refusal(createSubscriptionTx(t.node, p('devnet-1'), idOf('devnet-1'), { amount: ONE_COIN, period: 3, firstPaymentHeight: h + 3 }))).toMatchObject({ code: 7, param: 'recipient' });
  });

  it('a totem subscription lapses when the payer\'s units are locked in an open ask', async () => {
    const issue = issueTotemTx(t.node, p('devnet-1'), { name: 'SUBTT', quantityQNT: 1000n });
    await forge(issue);
    const totem = issue.id;
    const h = await height();
    const create = createSubscriptionTx(t.node, p('devnet-1'), idOf('devnet-2'), { holding: { type: 'TOTEM', id: totem }, amount: 100n, period: 2, firstPaymentHeight: h + 2 });
    await forge(create); // h + 1
    await forgeTo(h + 2);
    expect(balancesOf(t.node.state, idOf('devnet-2'), totem)).toEqual({ quantity: 100n, available: 100n });
    // 900 left; an ask of 850 leaves 50 movable, below the 100 due at h + 4.
    await forge(orderTx(t.node, p('devnet-1'), 'ask', totem, 850n, 1_000_000n)); // h + 3
    await forgeTo(h + 4);
    expect(sub(create.id)).toMatchObject({ state: 'LAPSED', paymentsMade: 1 });
    expect(balancesOf(t.node.state, idOf('devnet-1'), totem)).toEqual({ quantity: 900n, available: 50n });
    expect(balancesOf(t.node.state, idOf('devnet-2'), totem)).toEqual({ quantity: 100n, available: 100n });
    // Received units are movable: the recipient can pass them on.
    await forge(transferTotemTx(t.node, p('devnet-2'), idOf('devnet-3'), totem, 100n));
  });

  it('pays a currency', async () => {
    const issue = issueCurrencyTx(t.node, { ...p('devnet-1'), feeMTA: undefined }, { name: 'Subcoin', code: 'SUBCN', maxSupply: 10_000n });
    await forge(issue);
    const currency = issue.id;
    await forge(transferCurrencyTx(t.node, { ...p('devnet-1'), feeMTA: undefined }, idOf('devnet-4'), currency, 250n));
    const h = await height();
    const create = createSubscriptionTx(t.node, p('devnet-4'), idOf('devnet-5'), { holding: { type: 'CURRENCY', id: currency }, amount: 100n, period: 1, firstPaymentHeight: h + 2, numberOfPayments: 5 });
    await forge(create);
    await forgeTo(h + 5);
    // 100 at h + 2 and h + 3; 50 left at h + 4: lapsed.
    expect(unitsOf(t.node.state, idOf('devnet-5'), currency)).toBe(200n);
    expect(unitsOf(t.node.state, idOf('devnet-4'), currency)).toBe(50n);
    expect(sub(create.id)).toMatchObject({ state: 'LAPSED', paymentsMade: 2, stateHeight: h + 4 });
  });

  it('popOff across due payments restores them; pushing again redoes them', async () => {
    const h = await height();
    const create = createSubscriptionTx(t.node, p('devnet-1'), idOf('devnet-2'), { amount: ONE_COIN, period: 1, firstPaymentHeight: h + 2, numberOfPayments: 3 });
    await forge(create); // h + 1
    const before = await balance('devnet-2');
    await forgeTo(h + 4);
    expect(sub(create.id)).toMatchObject({ state: 'COMPLETED', paymentsMade: 3 });
    expect(await balance('devnet-2')).toBe(before + 3n * ONE_COIN);
    await t.node.blockchain.popOff({ numBlocks: 2 }); // back to h + 2: one payment made
    expect(sub(create.id)).toMatchObject({ state: 'ACTIVE', paymentsMade: 1, nextDueHeight: h + 3 });
    expect(scheduledHeight(t.node.state, OWNER, create.id.toString())).toBe(h + 3);
    expect(await paymentsOf(t.node.state, create.id)).toHaveLength(1);
    expect(await balance('devnet-2')).toBe(before + ONE_COIN);
    await forgeTo(h + 4);
    expect(sub(create.id)).toMatchObject({ state: 'COMPLETED', paymentsMade: 3, stateHeight: h + 4 });
    expect(await balance('devnet-2')).toBe(before + 3n * ONE_COIN);
  });
});
