// createSubscription: the subscription creation (12/0) through the API on the devnet: the
// transaction and its attachment, the subscription once forged, payments at the due heights,
// the totem and currency forms, and the refusals naming the parameter (also unsigned).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { contract } from './fixtures/totem-reads.js';
import { expectPostOnlyAndSecretSafe, expectUnsigned, issueCurrency } from './currency-helpers.js';
import { issue } from './totem-helpers.js';

describe('createSubscription', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  const create = (params: Record<string, string>) => node.post({ requestType: 'createSubscription', ...params });
  const tip = async () => (await node.get({ requestType: 'getBlockchainStatus' })).json.numberOfBlocks - 1;
  const [payer, recipient] = [devnet(1), devnet(2)];

  it('creates a coin subscription; the payments fall due at their heights', async () => {
    const h = await tip();
    const r = contract.check('createSubscription', await create({ secretPhrase: payer.secretPhrase, recipient: recipient.accountRS, amount: '300000000', period: '2', firstPaymentHeight: String(h + 2), numberOfPayments: '2' }));
    expect(r).toMatchObject({ broadcasted: true, transactionJSON: { type: 12, subtype: 0, sender: payer.account, recipient: recipient.account, amountMTA: '0', feeMTA: '100000000' } });
    expect(r.transactionJSON.attachment).toEqual({ 'version.SubscriptionCreation': 1, holdingType: 'COIN', holding: '0', amount: '300000000', period: 2, firstPaymentHeight: h + 2, numberOfPayments: 2, endHeight: 0 });
    await node.forge(); // h + 1
    const sub = (await node.get({ requestType: 'getSubscription', subscription: r.transaction })).json;
    expect(sub).toMatchObject({ subscription: r.transaction, payer: payer.account, recipient: recipient.account, holdingType: 'COIN', amount: '300000000', state: 'ACTIVE', nextPaymentHeight: h + 2, remainingPayments: 2, paymentsMade: 0 });
    await node.forge(); // h + 2: first payment
    await node.forge();
    await node.forge(); // h + 4: second and last
    expect((await node.get({ requestType: 'getSubscription', subscription: r.transaction })).json).toMatchObject({ state: 'COMPLETED', paymentsMade: 2, totalPaid: '600000000', remainingPayments: 0, stateHeight: h + 4 });
  });

  it('creates a totem and a currency subscription', async () => {
    const totem = await issue(node, payer, '1000');
    const currency = (await issueCurrency(node, payer)).currency;
    const h = await tip();
    const t = contract.check('createSubscription', await create({ secretPhrase: payer.secretPhrase, recipient: recipient.account, holdingType: 'TOTEM', holding: totem, amount: '10', period: '5', firstPaymentHeight: String(h + 2), endHeight: String(h + 30) }));
    expect(t.transactionJSON.attachment).toMatchObject({ holdingType: 'TOTEM', holding: totem, endHeight: h + 30, numberOfPayments: 0 });
    const c = contract.check('createSubscription', await create({ secretPhrase: payer.secretPhrase, recipient: recipient.account, holdingType: 'CURRENCY', holding: currency, amount: '7', period: '1', firstPaymentHeight: String(h + 2) }));
    await node.forge();
    await node.forge(); // h + 2
    expect((await node.get({ requestType: 'getSubscription', subscription: t.transaction })).json).toMatchObject({ holdingType: 'TOTEM', holding: totem, paymentsMade: 1, endHeight: h + 30 });
    expect((await node.get({ requestType: 'getSubscription', subscription: c.transaction })).json).toMatchObject({ holdingType: 'CURRENCY', holding: currency, paymentsMade: 1, state: 'ACTIVE' });
  });

  it('refuses bad terms with errorCode 7 naming the parameter', async () => {
    const h = await tip();
    const base = { secretPhrase: payer.secretPhrase, recipient: recipient.account, amount: '1', period: '3', firstPaymentHeight: String(h + 3) };
    const refused = async (extra: Record<string, string>, error: string, errorName?: string) =>
      expect((await create({ ...base, ...extra })).json).toMatchObject({ errorCode: 7, error, ...(errorName ? { errorName } : {}) });
    await refused({ period: '0' }, 'period');
    await refused({ period: '20161' }, 'period');
    await refused({ amount: '0' }, 'amount');
    await refused({ amount: '-1' }, 'amount');
    await refused({ firstPaymentHeight: String(h) }, 'firstPaymentHeight');
    await refused({ firstPaymentHeight: String(h + 1 + 20_161) }, 'firstPaymentHeight');
    await refused({ numberOfPayments: '0' }, 'numberOfPayments');
    await refused({ numberOfPayments: '2', endHeight: String(h + 10) }, 'endHeight');
    await refused({ endHeight: String(h + 2) }, 'endHeight');
    await refused({ holdingType: 'TOTEM' }, 'holding');
    await refused({ holdingType: 'TOTEM', holding: '1234567890123' }, 'holding', 'UNKNOWN_HOLDING');
    await refused({ holdingType: 'CURRENCY', holding: '1234567890123' }, 'holding', 'UNKNOWN_HOLDING');
    await refused({ holdingType: 'GOLD' }, 'holdingType');
    await refused({ recipient: payer.account }, 'recipient');
    // The same refusal for a transaction that is only built, not signed.
    expect((await create({ ...base, secretPhrase: '', publicKey: payer.publicKey, period: '0' })).json).toMatchObject({ errorCode: 7, error: 'period' });
  });

  it('builds an unsigned transaction for a public key, is POST only and never echoes the secret phrase', async () => {
    const h = await tip();
    const params = { recipient: recipient.account, amount: '1', period: '3', firstPaymentHeight: String(h + 5) };
    contract.check('createSubscription', await expectUnsigned(node, payer, { requestType: 'createSubscription', ...params }, 12, 0), 'unsigned');
    await expectPostOnlyAndSecretSafe(node, 'createSubscription', payer, [params, { ...params, period: '0' }]);
  });
});
