// getMerchants: every registered merchant by name (case-insensitive; equal names by account
// id), a re-registration renamed in place, a deregistered merchant gone, and a page.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode, type TestAccount } from './chain-fixture.js';
import { ok, registerMerchant } from './currency-helpers.js';
import { contract } from './fixtures/totem-reads.js';

describe('getMerchants', () => {
  let node: ChainNode;
  const heights = new Map<string, number>();
  const register = async (a: TestAccount, name: string, description = '') => {
    await ok(node, { requestType: 'registerMerchant', secretPhrase: a.secretPhrase, name, description });
    const block = await node.forge();
    if (!heights.has(a.account)) heights.set(a.account, block.height);
  };
  beforeAll(async () => {
    node = await startChainNode();
    await register(devnet(3), 'zeta shop', 'last by name');
    await register(devnet(1), 'Alpha');
    await register(devnet(2), 'beta', 'second');
    await register(devnet(4), 'Same');
    await register(devnet(5), 'same');
  });
  afterAll(() => node.close());

  const get = (params: Record<string, string> = {}) => node.get({ requestType: 'getMerchants', ...params });
  const m = (a: TestAccount, name: string, description = '') => ({ account: a.account, accountRS: a.accountRS, name, description, height: heights.get(a.account)! });
  const sameByAccount = () => [m(devnet(4), 'Same'), m(devnet(5), 'same')].sort((x, y) => (BigInt(x.account) < BigInt(y.account) ? -1 : 1));
  const all = () => [m(devnet(1), 'Alpha'), m(devnet(2), 'beta', 'second'), ...sameByAccount(), m(devnet(3), 'zeta shop', 'last by name')];

  it('lists the merchants by name, case-insensitively, equal names by account id', async () => {
    expect(contract.check('getMerchants', await get()).merchants).toEqual(all());
  });

  it('pages the list', async () => {
    expect(contract.check('getMerchants', await get({ firstIndex: '1', lastIndex: '2' }), 'page').merchants).toEqual(all().slice(1, 3));
    expect(contract.check('getMerchants', await get({ firstIndex: '5' }), 'past the end').merchants).toEqual([]);
  });

  it('a re-registration renames the merchant (its place follows the new name, its height stays); a deregistered one is gone', async () => {
    await register(devnet(3), 'Aardvark', 'renamed');
    await ok(node, { requestType: 'deregisterMerchant', secretPhrase: devnet(2).secretPhrase });
    await node.forge();
    const r = contract.check('getMerchants', await get(), 'after changes');
    expect(r.merchants).toEqual([m(devnet(3), 'Aardvark', 'renamed'), m(devnet(1), 'Alpha'), ...sameByAccount()]);
  });

  it('refuses a malformed index (errorCode 7 naming it)', async () => {
    expect((await get({ lastIndex: 'x' })).json).toMatchObject({ errorCode: 7, error: 'lastIndex' });
  });

  it('a new merchant takes its place by name once its registration is in a block', async () => {
    await registerMerchant(node, devnet(6), 'Middle');
    expect(contract.check('getMerchants', await get(), 'new merchant').merchants.map((x: { name: string }) => x.name)).toEqual(['Aardvark', 'Alpha', 'Middle', ...sameByAccount().map((x) => x.name)]);
  });
});
