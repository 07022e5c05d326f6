// registerMerchant: a merchant registration (5/10) through the API on the devnet: the
// transaction, the registration once forged (and the payments it lets the account receive), a
// second registration that changes the name and description and keeps the height, and the
// refusals of the name and description rules, also for unsigned transactions.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { merchantOf } from '../../src/capabilities/currencies/queries.js';
import { toHex } from '../../src/domain/hex.js';
import { registerMerchantTx } from '../helpers/currency-txs.js';
import { devnet, startChainNode, type ChainNode, type TestAccount } from './chain-fixture.js';
import { balance, expectPostOnlyAndSecretSafe, expectUnsigned, funded, issueCurrency, ok, unitsHeld } from './currency-helpers.js';
import { contract } from './fixtures/totem-reads.js';

describe('registerMerchant', () => {
  let node: ChainNode;
  let merchant: TestAccount;
  let currency: string;
  beforeAll(async () => {
    node = await startChainNode();
    merchant = await funded(node, 'registerMerchant merchant');
    currency = (await issueCurrency(node, devnet(1))).currency;
  });
  afterAll(() => node.close());

  const register = (a: TestAccount, params: Record<string, string>) => node.post({ requestType: 'registerMerchant', secretPhrase: a.secretPhrase, ...params });
  const pay = () => node.post({ requestType: 'currencyPayment', secretPhrase: devnet(1).secretPhrase, recipient: merchant.accountRS, currency, unitsQNT: '5' });

  let registeredAt: number;

  it('registers the account as a merchant; it may then receive payments', async () => {
    expect((await pay()).json).toMatchObject({ errorCode: 7, error: 'recipient', errorName: 'NOT_REGISTERED_MERCHANT' });
    const before = await balance(node, merchant);
    const r = await register(merchant, { name: 'Corner Shop', description: 'Coffee and papers' });
    contract.check('registerMerchant', r);
    expect(r.json).toMatchObject({ broadcasted: true, transactionJSON: { type: 5, subtype: 10, sender: merchant.account, amountMTA: '0', feeMTA: '100000000' } });
    expect(r.json.transactionJSON.recipient).toBeUndefined();
    expect(r.json.transactionJSON.attachment).toEqual({ 'version.MerchantRegistration': 1, name: 'Corner Shop', description: 'Coffee and papers' });
    expect(merchantOf(node.node.state, merchant.id)).toBeUndefined();

    const block = await node.forge();
    registeredAt = block.height;
    expect(merchantOf(node.node.state, merchant.id)).toEqual({ name: 'Corner Shop', description: 'Coffee and papers', height: block.height });
    expect(await balance(node, merchant)).toBe(before - ONE_COIN);
    expect((await pay()).json).toMatchObject({ broadcasted: true });
    await node.forge();
    expect(unitsHeld(node, merchant, currency)).toBe(5n);
  });

  it('registering again changes the name and description and keeps the registration height', async () => {
    const r = await register(merchant, { name: 'Corner Café ☕' });
    contract.check('registerMerchant', r, 'update');
    expect(r.json.transactionJSON.attachment).toEqual({ 'version.MerchantRegistration': 1, name: 'Corner Café ☕', description: '' });
    const block = await node.forge();
    expect(block.height).toBeGreaterThan(registeredAt);
    expect(merchantOf(node.node.state, merchant.id)).toEqual({ name: 'Corner Café ☕', description: '', height: registeredAt });
    // Names need not be unique.
    const twin = await funded(node, 'registerMerchant twin');
    await ok(node, { requestType: 'registerMerchant', secretPhrase: twin.secretPhrase, name: 'Corner Café ☕' });
    await node.forge();
    expect(merchantOf(node.node.state, twin.id)).toMatchObject({ name: 'Corner Café ☕' });
  });

  it('refuses a bad name, naming name', async () => {
    const bad = ['x'.repeat(101), 'é'.repeat(51), ' Shop', 'Shop ', '\tShop', 'Sh\u0001op', 'Shop\nfront', 'Shop\u007f', ' '];
    for (const name of bad) {
      const r = await register(merchant, { name });
      expect({ name, body: r.json }).toMatchObject({ name, body: { errorCode: 7, error: 'name' } });
    }
    // An empty name: through the API an empty value is an absent one (errorCode 1, name is
    // required); signed elsewhere and broadcast, the ledger rule refuses it naming name.
    expect((await register(merchant, { name: '' })).json).toMatchObject({ errorCode: 1, error: 'name' });
    const genesis = BigInt((await node.get({ requestType: 'getBlockId', height: '0' })).json.block as string);
    const empty = registerMerchantTx(node.node, { from: merchant.secretPhrase, timestamp: node.epochTime(), ecBlockId: genesis }, '');
    expect((await node.post({ requestType: 'broadcastTransaction', transactionBytes: toHex(empty.bytes()) })).json).toMatchObject({ errorCode: 7, error: 'name' });
    // 100 bytes, one character and inner spaces are fine.
    for (const name of ['x'.repeat(100), 'é'.repeat(50), 'X', 'A shop with spaces']) {
      const r = await register(merchant, { name, broadcast: 'false' });
      expect({ name, body: r.json }).toMatchObject({ name, body: { broadcasted: false } });
    }
  });

  it('refuses a description over 1000 bytes, naming description', async () => {
    expect((await register(merchant, { name: 'Shop', description: 'd'.repeat(1001) })).json).toMatchObject({ errorCode: 7, error: 'description' });
    expect((await register(merchant, { name: 'Shop', description: 'é'.repeat(501) })).json).toMatchObject({ errorCode: 7, error: 'description' });
    expect((await register(merchant, { name: 'Shop', description: 'é'.repeat(500), broadcast: 'false' })).json).toMatchObject({ broadcasted: false });
    // Lines and tabs are allowed in a description.
    expect((await register(merchant, { name: 'Shop', description: 'Open:\n\tMon-Fri', broadcast: 'false' })).json).toMatchObject({ broadcasted: false });
  });

  it('builds an unsigned transaction for a public key, is POST only and never echoes the secret phrase', async () => {
    const r = await expectUnsigned(node, merchant, { requestType: 'registerMerchant', name: 'Unsigned shop' }, 5, 10);
    contract.check('registerMerchant', r, 'unsigned');
    expect((await node.post({ requestType: 'registerMerchant', publicKey: merchant.publicKey, name: ' Unsigned' })).json).toMatchObject({ errorCode: 7, error: 'name' });
    await expectPostOnlyAndSecretSafe(node, 'registerMerchant', merchant, [{ name: 'Secret shop' }, { name: 'x'.repeat(101) }, { name: 'Shop', description: 'd'.repeat(1001) }]);
  });
});
