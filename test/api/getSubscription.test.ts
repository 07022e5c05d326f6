// getSubscription: one subscription through its life (ACTIVE with its next payment, COMPLETED),
// an end-height subscription, and the refusals.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { contract } from './fixtures/totem-reads.js';

describe('getSubscription', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  const [payer, recipient] = [devnet(1), devnet(2)];
  const tip = async () => (await node.get({ requestType: 'getBlockchainStatus' })).json.numberOfBlocks - 1;
  const get = (params: Record<string, string>) => node.get({ requestType: 'getSubscription', ...params });

  it('renders an ACTIVE subscription, then the COMPLETED one', async () => {
    const h = await tip();
    const r = await node.post({ requestType: 'createSubscription', secretPhrase: payer.secretPhrase, recipient: recipient.account, amount: '500', period: '1', firstPaymentHeight: String(h + 2), endHeight: String(h + 3) });
    const id = r.json.transaction as string;
    await node.forge(); // h + 1
    const { requestProcessingTime: _t, ...active } = contract.check('getSubscription', await get({ subscription: id }));
    expect(active).toEqual({
      subscription: id,
      payer: payer.account,
      payerRS: payer.accountRS,
      recipient: recipient.account,
      recipientRS: recipient.accountRS,
      holdingType: 'COIN',
      holding: '0',
      amount: '500',
      period: 1,
      firstPaymentHeight: h + 2,
      endHeight: h + 3,
      nextPaymentHeight: h + 2,
      state: 'ACTIVE',
      paymentsMade: 0,
      totalPaid: '0',
      height: h + 1,
      stateHeight: h + 1,
    });
    await node.forge();
    await node.forge(); // h + 3: the last due height
    const done = contract.check('getSubscription', await get({ subscription: id }), 'completed');
    expect(done).toMatchObject({ state: 'COMPLETED', paymentsMade: 2, totalPaid: '1000', stateHeight: h + 3 });
    expect(done.nextPaymentHeight).toBeUndefined();
  });

  it('refuses an unknown or missing subscription', async () => {
    expect((await get({ subscription: '1234567890123' })).json).toMatchObject({ errorCode: 7, error: 'subscription', errorName: 'UNKNOWN_SUBSCRIPTION' });
    expect((await get({})).json).toMatchObject({ errorCode: 1, error: 'subscription' });
    expect((await get({ subscription: 'x' })).json).toMatchObject({ errorCode: 7, error: 'subscription' });
  });
});
