// deregisterMerchant: a merchant deregistration (5/11) through the API on the devnet: the
// transaction, the registration gone once forged, payments refused from then on (those already
// made stay), and the refusal of an account that is not registered (NOT_REGISTERED_MERCHANT),
// also while a deregistration is pending and for unsigned transactions.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { merchantOf, transfersOf } from '../../src/capabilities/currencies/queries.js';
import { devnet, startChainNode, testAccount, type ChainNode, type TestAccount } from './chain-fixture.js';
import { balance, expectPostOnlyAndSecretSafe, expectUnsigned, issueCurrency, ok, unitsHeld } from './currency-helpers.js';
import { contract } from './fixtures/totem-reads.js';

describe('deregisterMerchant', () => {
  let node: ChainNode;
  let currency: string;
  const merchant = testAccount('deregisterMerchant merchant');
  const second = testAccount('deregisterMerchant second merchant');
  const never = testAccount('deregisterMerchant never registered');
  beforeAll(async () => {
    node = await startChainNode();
    for (const a of [merchant, second, never]) await node.pay(devnet(0), a, 10n * ONE_COIN);
    await node.forge();
    for (const a of [merchant, second]) await ok(node, { requestType: 'registerMerchant', secretPhrase: a.secretPhrase, name: `Shop of ${a.account}` });
    currency = (await issueCurrency(node, devnet(1))).currency;
  });
  afterAll(() => node.close());

  const deregister = (a: TestAccount, extra: Record<string, string> = {}) => node.post({ requestType: 'deregisterMerchant', secretPhrase: a.secretPhrase, ...extra });
  const pay = (to: TestAccount, unitsQNT = '5') => node.post({ requestType: 'currencyPayment', secretPhrase: devnet(1).secretPhrase, recipient: to.accountRS, currency, unitsQNT });

  it('ends the registration: payments are refused from then on, those already made stay', async () => {
    const paid = await pay(merchant);
    expect(paid.json).toMatchObject({ broadcasted: true });
    await node.forge();
    expect(unitsHeld(node, merchant, currency)).toBe(5n);
    expect(merchantOf(node.node.state, merchant.id)).toBeDefined();
    const before = await balance(node, merchant);

    const r = await deregister(merchant);
    contract.check('deregisterMerchant', r);
    expect(r.json).toMatchObject({ broadcasted: true, transactionJSON: { type: 5, subtype: 11, sender: merchant.account, amountMTA: '0', feeMTA: '100000000' } });
    expect(r.json.transactionJSON.attachment).toEqual({ 'version.MerchantDeregistration': 0 });
    // Pending, it already refuses new payments and a second deregistration.
    expect((await pay(merchant)).json).toMatchObject({ errorCode: 7, error: 'recipient', errorName: 'NOT_REGISTERED_MERCHANT' });
    expect((await deregister(merchant, { deadline: '1439' })).json).toMatchObject({ errorCode: 7, error: 'secretPhrase', errorName: 'NOT_REGISTERED_MERCHANT' });
    expect(merchantOf(node.node.state, merchant.id)).toBeDefined();

    await node.forge();
    expect(merchantOf(node.node.state, merchant.id)).toBeUndefined();
    expect(await balance(node, merchant)).toBe(before - ONE_COIN);
    expect((await pay(merchant)).json).toMatchObject({ errorCode: 7, error: 'recipient', errorName: 'NOT_REGISTERED_MERCHANT' });
    // The payment made before stays, listed as a payment, and so do the units.
    expect(await transfersOf(node.node.state, { account: merchant.id })).toEqual([[BigInt(paid.json.transaction), expect.objectContaining({ recipient: merchant.id, units: 5n, payment: true })]]);
    expect(unitsHeld(node, merchant, currency)).toBe(5n);
    // The other merchant is still one.
    expect((await pay(second, '1')).json).toMatchObject({ broadcasted: true });
    await node.forge();
    expect(unitsHeld(node, second, currency)).toBe(1n);
  });

  it('refuses an account that is not registered: NOT_REGISTERED_MERCHANT', async () => {
    expect((await deregister(never)).json).toMatchObject({ errorCode: 7, error: 'secretPhrase', errorName: 'NOT_REGISTERED_MERCHANT' });
    expect((await deregister(merchant)).json).toMatchObject({ errorCode: 7, error: 'secretPhrase', errorName: 'NOT_REGISTERED_MERCHANT' });
    expect((await node.post({ requestType: 'deregisterMerchant', publicKey: never.publicKey })).json).toMatchObject({ errorCode: 7, errorName: 'NOT_REGISTERED_MERCHANT' });
  });

  it('registering again after a deregistration makes a new registration at a new height', async () => {
    await ok(node, { requestType: 'registerMerchant', secretPhrase: merchant.secretPhrase, name: 'Reopened' });
    const block = await node.forge();
    expect(merchantOf(node.node.state, merchant.id)).toEqual({ name: 'Reopened', description: '', height: block.height });
    expect((await pay(merchant, '2')).json).toMatchObject({ broadcasted: true });
    await node.forge();
    expect(unitsHeld(node, merchant, currency)).toBe(7n);
  });

  it('builds an unsigned transaction for a public key, is POST only and never echoes the secret phrase', async () => {
    const r = await expectUnsigned(node, second, { requestType: 'deregisterMerchant' }, 5, 11);
    contract.check('deregisterMerchant', r, 'unsigned');
    expect(r.json.transactionJSON.attachment).toEqual({ 'version.MerchantDeregistration': 0 });
    // The first deregisters, the second finds it pending.
    await expectPostOnlyAndSecretSafe(node, 'deregisterMerchant', second, [{}, { deadline: '1439' }]);
  });
});
