// getMerchant: a registered merchant's name, description and height (a re-registration keeps
// the height), and NOT_REGISTERED_MERCHANT for any other account.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { ok } from './currency-helpers.js';
import { contract, NO_SUCH_ID } from './fixtures/totem-reads.js';

describe('getMerchant', () => {
  let node: ChainNode;
  const merchant = devnet(1);
  let registeredAt = 0;
  beforeAll(async () => {
    node = await startChainNode();
    await ok(node, { requestType: 'registerMerchant', secretPhrase: merchant.secretPhrase, name: 'Corner shop', description: 'bread and milk' });
    registeredAt = (await node.forge()).height;
  });
  afterAll(() => node.close());

  const get = (params: Record<string, string>) => node.get({ requestType: 'getMerchant', ...params });

  it('answers the merchant: account, name, description and registration height', async () => {
    const r = contract.check('getMerchant', await get({ account: merchant.accountRS }));
    expect(r).toEqual({ account: merchant.account, accountRS: merchant.accountRS, name: 'Corner shop', description: 'bread and milk', height: registeredAt, requestProcessingTime: expect.any(Number) });
  });

  it('a re-registration changes the name and description, not the height; unconfirmed it does not count yet', async () => {
    await ok(node, { requestType: 'registerMerchant', secretPhrase: merchant.secretPhrase, name: 'Big shop' });
    expect((await get({ account: merchant.account })).json).toMatchObject({ name: 'Corner shop' });
    await node.forge();
    const r = contract.check('getMerchant', await get({ account: merchant.account }), 'renamed');
    expect(r).toMatchObject({ name: 'Big shop', description: '', height: registeredAt });
  });

  it('refuses an account that is not a registered merchant (errorCode 7 naming account, NOT_REGISTERED_MERCHANT), also an unknown or deregistered one', async () => {
    const refused = { errorCode: 7, error: 'account', errorName: 'NOT_REGISTERED_MERCHANT' };
    expect((await get({ account: devnet(2).account })).json).toMatchObject(refused);
    expect((await get({ account: NO_SUCH_ID })).json).toMatchObject(refused);
    await ok(node, { requestType: 'deregisterMerchant', secretPhrase: merchant.secretPhrase });
    await node.forge();
    expect((await get({ account: merchant.account })).json).toMatchObject(refused);
  });

  it('refuses a missing (errorCode 1) or malformed (errorCode 7) account', async () => {
    expect((await get({})).json).toMatchObject({ errorCode: 1, error: 'account' });
    expect((await get({ account: 'shop' })).json).toMatchObject({ errorCode: 7, error: 'account' });
  });
});
