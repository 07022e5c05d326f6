// getTotemsByIssuer: the totems one account issued, oldest first, by id or RS address, pages,
// includeCounts, an account that issued none, and the refusals.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, testAccount } from './chain-fixture.js';
import { contract, startTotemNode, type TotemDriver } from './fixtures/totem-reads.js';

describe('getTotemsByIssuer', () => {
  let t: TotemDriver;
  const [issuer, other, bystander] = [devnet(0), devnet(1), devnet(2)];
  let mine: string[] = [];
  let theirs = '';
  beforeAll(async () => {
    t = await startTotemNode();
    const a = t.issue(issuer, 'ALPHA', 10n);
    const x = t.issue(other, 'OTHER', 20n);
    await t.forge(a, x);
    const b = t.issue(issuer, 'BETA', 30n, { decimals: 1 });
    await t.forge(b);
    const c = t.issue(issuer, 'GAMMA', 40n);
    await t.forge(c, t.transfer(issuer, other, a.id, 4n));
    mine = [a, b, c].map((tx) => tx.id.toString());
    theirs = x.id.toString();
  });
  afterAll(() => t.close());

  const byIssuer = async (params: Record<string, string>, label = 'default') => contract.check('getTotemsByIssuer', await t.node.get({ requestType: 'getTotemsByIssuer', ...params }), label);
  const ids = (r: Record<string, any>) => (r.totems as Array<{ totem: string }>).map((x) => x.totem);

  it('lists the issuer\'s totems, oldest first, as Totem objects (by id or RS address)', async () => {
    const r = await byIssuer({ account: issuer.account });
    expect(ids(r)).toEqual(mine);
    expect(r.totems[1]).toMatchObject({ totem: mine[1], name: 'BETA', decimals: 1, issuer: issuer.account, issuerRS: issuer.accountRS, quantityQNT: '30' });
    expect(ids(await byIssuer({ account: issuer.accountRS }))).toEqual(mine);
    expect(ids(await byIssuer({ account: other.accountRS }))).toEqual([theirs]);
  });

  it('pages with firstIndex and lastIndex', async () => {
    expect(ids(await byIssuer({ account: issuer.account, firstIndex: '1', lastIndex: '1' }))).toEqual([mine[1]]);
    expect(ids(await byIssuer({ account: issuer.account, firstIndex: '1' }))).toEqual(mine.slice(1));
    expect(ids(await byIssuer({ account: issuer.account, firstIndex: '5' }))).toEqual([]);
  });

  it('includeCounts adds the counts', async () => {
    const r = await byIssuer({ account: issuer.account, includeCounts: 'true' }, 'counts');
    expect(r.totems.map((x: Record<string, unknown>) => [x.numberOfAccounts, x.numberOfTransfers, x.numberOfTrades])).toEqual([
      [2, 1, 0],
      [1, 0, 0],
      [1, 0, 0],
    ]);
  });

  it('answers an empty list for an account that issued none', async () => {
    expect((await byIssuer({ account: bystander.account })).totems).toEqual([]);
  });

  it('refuses an unknown account (errorCode 3), a missing one (errorCode 1) and junk (errorCode 7)', async () => {
    const unknown = await t.node.get({ requestType: 'getTotemsByIssuer', account: testAccount('getTotemsByIssuer nobody').account });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ errorCode: 3, error: 'account' });
    expect((await t.node.get({ requestType: 'getTotemsByIssuer' })).json).toMatchObject({ errorCode: 1, error: 'account' });
    expect((await t.node.get({ requestType: 'getTotemsByIssuer', account: 'junk' })).json).toMatchObject({ errorCode: 7, error: 'account' });
  });
});
