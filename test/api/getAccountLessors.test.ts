// getAccountLessors: the lessors of an account at the tip and, as the leases stand, above it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, startChainNode, testAccount, type ChainNode } from './chain-fixture.js';

describe('getAccountLessors', () => {
  let node: ChainNode;
  const lessee = testAccount('getAccountLessors lessee');
  const [early, late] = [devnet(1), devnet(2)].sort((a, b) => (a.id < b.id ? -1 : 1)) as [typeof lessee, typeof lessee];
  let h = 0;
  beforeAll(async () => {
    node = await startChainNode();
    // `early` leases for 4 blocks from h + 3; `late` for 2 blocks from h + 4.
    const lease = (from: typeof lessee, period: string) => node.post({ requestType: 'leaseBalance', secretPhrase: from.secretPhrase, recipient: lessee.account, period, recipientPublicKey: lessee.publicKey });
    expect((await lease(early, '4')).json.broadcasted).toBe(true);
    h = (await node.forge()).height;
    expect((await lease(late, '2')).json.broadcasted).toBe(true);
    await node.forge();
  });
  afterAll(() => node.close());

  const lessors = (params: Record<string, string>) => node.get({ requestType: 'getAccountLessors', account: lessee.accountRS, ...params });
  const coins = async (a: typeof lessee) => BigInt((await node.get({ requestType: 'getBalance', account: a.account })).json.balanceMTA);

  it('answers an empty list before any lease runs, and forecasts the leases for later heights', async () => {
    const now = await lessors({});
    expect(now.status).toBe(200);
    expect(now.json).toMatchObject({ account: lessee.account, accountRS: lessee.accountRS, height: h + 1, lessors: [] });
    const both = (await lessors({ height: String(h + 4) })).json;
    expect(both.height).toBe(h + 4);
    expect(both.lessors.map((l: { lessor: string }) => l.lessor)).toEqual([early.account, late.account]);
    expect(both.lessors[0]).toEqual({
      lessor: early.account,
      lessorRS: early.accountRS,
      guaranteedBalanceMTA: (await coins(early)).toString(),
      effectiveBalance: ((await coins(early)) / ONE_COIN).toString(),
      heightFrom: h + 3,
      heightTo: h + 7,
    });
    expect((await lessors({ height: String(h + 6) })).json.lessors.map((l: { lessor: string }) => l.lessor)).toEqual([early.account]);
    expect((await lessors({ height: String(h + 7) })).json.lessors).toEqual([]);
  });

  it('at the tip: the running leases', async () => {
    await node.forge(); // h + 2
    await node.forge(); // h + 3: early's lease runs
    const r = (await lessors({})).json;
    expect(r.height).toBe(h + 3);
    expect(r.lessors).toMatchObject([{ lessor: early.account, heightFrom: h + 3, heightTo: h + 7 }]);
    await node.forge(); // h + 4: both
    expect((await lessors({})).json.lessors).toMatchObject([{ lessor: early.account }, { lessor: late.account, heightFrom: h + 4, heightTo: h + 6 }]);
    expect((await lessors({ height: String(h + 4) })).json.lessors).toHaveLength(2);
  });

  it('refuses a height below the tip (errorCode 7 naming height), an unknown account (errorCode 3) and junk', async () => {
    expect((await lessors({ height: '0' })).json).toMatchObject({ errorCode: 7, error: 'height' });
    expect((await lessors({ height: '-1' })).json).toMatchObject({ errorCode: 7, error: 'height' });
    const unknown = await node.get({ requestType: 'getAccountLessors', account: testAccount('getAccountLessors nobody').account });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ errorCode: 3, error: 'account' });
    expect((await node.get({ requestType: 'getAccountLessors', account: 'junk' })).json).toMatchObject({ errorCode: 7, error: 'account' });
    expect((await node.get({ requestType: 'getAccountLessors' })).json).toMatchObject({ errorCode: 1, error: 'account' });
  });
});
