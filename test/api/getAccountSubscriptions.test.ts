// getAccountSubscriptions: an account's subscriptions by role and state, newest first, paged.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, testAccount, type ChainNode } from './chain-fixture.js';
import { contract } from './fixtures/totem-reads.js';

describe('getAccountSubscriptions', () => {
  let node: ChainNode;
  const [a, b, c] = [devnet(4), devnet(5), devnet(6)];
  const ids: string[] = [];
  beforeAll(async () => {
    node = await startChainNode();
    const h = (await node.get({ requestType: 'getBlockchainStatus' })).json.numberOfBlocks - 1;
    // a pays b (two), b pays a, c pays a; then a cancels its first.
    for (const [i, [from, to]] of ([[a, b], [a, b], [b, a], [c, a]] as const).entries()) {
      const r = await node.post({ requestType: 'createSubscription', secretPhrase: from.secretPhrase, recipient: to.account, amount: String(10 + i), period: '50', firstPaymentHeight: String(h + 40) });
      ids.push(r.json.transaction as string);
      await node.forge();
    }
    await node.post({ requestType: 'cancelSubscription', secretPhrase: a.secretPhrase, subscription: ids[0]! });
    await node.forge();
  });
  afterAll(() => node.close());

  const list = async (params: Record<string, string>, label?: string) => contract.check('getAccountSubscriptions', await node.get({ requestType: 'getAccountSubscriptions', ...params }), label).subscriptions as Array<Record<string, unknown>>;

  it('lists by role, newest first', async () => {
    expect((await list({ account: a.account })).map((s) => s.subscription)).toEqual([ids[3], ids[2], ids[1], ids[0]]);
    expect((await list({ account: a.accountRS, role: 'PAYER' })).map((s) => s.subscription)).toEqual([ids[1], ids[0]]);
    expect((await list({ account: a.account, role: 'recipient' })).map((s) => s.subscription)).toEqual([ids[3], ids[2]]);
    expect((await list({ account: b.account, role: 'PAYER' }))[0]).toMatchObject({ subscription: ids[2], payer: b.account, recipient: a.account, state: 'ACTIVE' });
  });

  it('filters by state and pages', async () => {
    expect((await list({ account: a.account, state: 'CANCELLED' })).map((s) => s.subscription)).toEqual([ids[0]]);
    expect((await list({ account: a.account, role: 'PAYER', state: 'ACTIVE' })).map((s) => s.subscription)).toEqual([ids[1]]);
    expect(await list({ account: a.account, state: 'LAPSED' }, 'empty')).toEqual([]);
    expect((await list({ account: a.account, firstIndex: '1', lastIndex: '2' })).map((s) => s.subscription)).toEqual([ids[2], ids[1]]);
  });

  it('refuses an unknown account, a bad role or state', async () => {
    const get = (params: Record<string, string>) => node.get({ requestType: 'getAccountSubscriptions', ...params });
    expect((await get({ account: testAccount('never-seen-subscriber').account })).json).toMatchObject({ errorCode: 3, error: 'account' });
    expect((await get({ account: a.account, role: 'OWNER' })).json).toMatchObject({ errorCode: 7, error: 'role' });
    expect((await get({ account: a.account, state: 'PAUSED' })).json).toMatchObject({ errorCode: 7, error: 'state' });
    expect((await get({})).json).toMatchObject({ errorCode: 1, error: 'account' });
  });
});
