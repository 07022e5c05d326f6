// getSubscriptionPayments: the payment attempts of a subscription, newest first and paged,
// including the failed attempt that lapsed it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { contract } from './fixtures/totem-reads.js';
import { funded } from './currency-helpers.js';

describe('getSubscriptionPayments', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  const tip = async () => (await node.get({ requestType: 'getBlockchainStatus' })).json.numberOfBlocks - 1;
  const payments = (params: Record<string, string>) => node.get({ requestType: 'getSubscriptionPayments', ...params });

  it('lists paid attempts and the failed one that lapsed it, newest first', async () => {
    const payer = await funded(node, 'payments-payer', 5n); // 5 coins
    const h = await tip();
    // 1 coin fee, then 1.5 coin a block: paid at h + 2 and h + 3, 0.5 left at h + 4.
    const r = await node.post({ requestType: 'createSubscription', secretPhrase: payer.secretPhrase, recipient: devnet(2).account, amount: String((3n * ONE_COIN) / 2n), period: '1', firstPaymentHeight: String(h + 2) });
    const id = r.json.transaction as string;
    for (let i = 0; i < 5; i++) await node.forge();
    const all = contract.check('getSubscriptionPayments', await payments({ subscription: id })).payments;
    expect(all).toEqual([
      { subscription: id, number: 3, height: h + 4, amount: '150000000', paid: false },
      { subscription: id, number: 2, height: h + 3, amount: '150000000', paid: true },
      { subscription: id, number: 1, height: h + 2, amount: '150000000', paid: true },
    ]);
    expect((await node.get({ requestType: 'getSubscription', subscription: id })).json).toMatchObject({ state: 'LAPSED', paymentsMade: 2, stateHeight: h + 4 });
    expect(contract.check('getSubscriptionPayments', await payments({ subscription: id, firstIndex: '1', lastIndex: '1' }), 'paged').payments.map((p: { number: number }) => p.number)).toEqual([2]);
  });

  it('an empty list before the first due height; refuses an unknown subscription', async () => {
    const h = await tip();
    const r = await node.post({ requestType: 'createSubscription', secretPhrase: devnet(1).secretPhrase, recipient: devnet(2).account, amount: '1', period: '10', firstPaymentHeight: String(h + 20) });
    await node.forge();
    expect(contract.check('getSubscriptionPayments', await payments({ subscription: r.json.transaction }), 'empty').payments).toEqual([]);
    expect((await payments({ subscription: '1234567890123' })).json).toMatchObject({ errorCode: 7, error: 'subscription', errorName: 'UNKNOWN_SUBSCRIPTION' });
  });
});
