// cancelSubscription: the subscription cancellation (12/1) through the API: by the payer, by the
// recipient, refused for anyone else, an unknown subscription and one no longer ACTIVE.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { contract } from './fixtures/totem-reads.js';
import { expectPostOnlyAndSecretSafe, expectUnsigned } from './currency-helpers.js';

describe('cancelSubscription', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  const [payer, recipient, other] = [devnet(1), devnet(2), devnet(3)];
  const tip = async () => (await node.get({ requestType: 'getBlockchainStatus' })).json.numberOfBlocks - 1;
  const cancel = (params: Record<string, string>) => node.post({ requestType: 'cancelSubscription', ...params });
  const get = async (subscription: string) => (await node.get({ requestType: 'getSubscription', subscription })).json;
  async function created(): Promise<string> {
    const h = await tip();
    const r = await node.post({ requestType: 'createSubscription', secretPhrase: payer.secretPhrase, recipient: recipient.account, amount: '100', period: '2', firstPaymentHeight: String(h + 3) });
    expect(r.json.broadcasted).toBe(true);
    await node.forge();
    return r.json.transaction as string;
  }

  it('the payer cancels: CANCELLED, no further payment', async () => {
    const id = await created();
    const r = contract.check('cancelSubscription', await cancel({ secretPhrase: payer.secretPhrase, subscription: id }));
    expect(r).toMatchObject({ broadcasted: true, transactionJSON: { type: 12, subtype: 1, sender: payer.account, attachment: { 'version.SubscriptionCancellation': 1, subscription: id } } });
    await node.forge();
    for (let i = 0; i < 3; i++) await node.forge();
    expect(await get(id)).toMatchObject({ state: 'CANCELLED', paymentsMade: 0 });
    expect((await get(id)).nextPaymentHeight).toBeUndefined();
  });

  it('a second cancellation while the first is pending is refused at once', async () => {
    const id = await created();
    expect((await cancel({ secretPhrase: payer.secretPhrase, subscription: id })).json.broadcasted).toBe(true);
    expect((await cancel({ secretPhrase: recipient.secretPhrase, subscription: id })).json).toMatchObject({ errorCode: 7, error: 'subscription', errorName: 'SUBSCRIPTION_NOT_ACTIVE' });
    await node.forge();
    expect(await get(id)).toMatchObject({ state: 'CANCELLED' });
  });

  it('the recipient cancels after a payment', async () => {
    const id = await created();
    await node.forge();
    await node.forge();
    expect(await get(id)).toMatchObject({ state: 'ACTIVE', paymentsMade: 1 });
    contract.check('cancelSubscription', await cancel({ secretPhrase: recipient.secretPhrase, subscription: id }));
    await node.forge();
    await node.forge();
    await node.forge();
    expect(await get(id)).toMatchObject({ state: 'CANCELLED', paymentsMade: 1 });
    // No longer ACTIVE.
    expect((await cancel({ secretPhrase: payer.secretPhrase, subscription: id })).json).toMatchObject({ errorCode: 7, error: 'subscription', errorName: 'SUBSCRIPTION_NOT_ACTIVE' });
  });

  it('refuses anyone else, an unknown subscription and a malformed id, naming subscription', async () => {
    const id = await created();
    expect((await cancel({ secretPhrase: other.secretPhrase, subscription: id })).json).toMatchObject({ errorCode: 7, error: 'subscription', errorName: 'NOT_SUBSCRIPTION_PARTY' });
    expect((await cancel({ secretPhrase: payer.secretPhrase, subscription: '1234567890123' })).json).toMatchObject({ errorCode: 7, error: 'subscription', errorName: 'UNKNOWN_SUBSCRIPTION' });
    expect((await cancel({ secretPhrase: payer.secretPhrase, subscription: 'abc' })).json).toMatchObject({ errorCode: 7, error: 'subscription' });
    expect((await cancel({ publicKey: other.publicKey, subscription: id })).json).toMatchObject({ errorCode: 7, error: 'subscription' });
  });

  it('builds an unsigned transaction for a public key, is POST only and never echoes the secret phrase', async () => {
    const id = await created();
    contract.check('cancelSubscription', await expectUnsigned(node, payer, { requestType: 'cancelSubscription', subscription: id }, 12, 1), 'unsigned');
    await expectPostOnlyAndSecretSafe(node, 'cancelSubscription', payer, [{ subscription: id }, { subscription: '1234567890123' }]);
  });
});
