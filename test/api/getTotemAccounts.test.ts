// getTotemAccounts: the holders of a totem largest first (ties by account id), what each may
// still move, pages, holders at a past height within the dividend window, and the refusals.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, type TestAccount } from './chain-fixture.js';
import { contract, NO_SUCH_ID, startTotemNode, type TotemDriver } from './fixtures/totem-reads.js';

describe('getTotemAccounts', () => {
  let t: TotemDriver;
  const [d0, d1, d2, d3] = [devnet(0), devnet(1), devnet(2), devnet(3)];
  let totem = '';
  let issued = 0;
  let split = 0;
  let tip = 0;
  let tieTotem = '';
  beforeAll(async () => {
    t = await startTotemNode();
    const issue = t.issue(d0, 'SHARE', 1000n);
    totem = issue.id.toString();
    issued = (await t.forge(issue)).height;
    split = (await t.forge(t.transfer(d0, d1, issue.id, 300n), t.transfer(d0, d2, issue.id, 300n))).height;
    const tied = t.issue(d0, 'TIED', 10n);
    tieTotem = tied.id.toString();
    await t.forge(tied);
    tip = (await t.forge(t.transfer(d1, d3, issue.id, 100n), t.transfer(d0, d1, tied.id, 5n))).height;
    await t.submit(t.transfer(d2, d3, issue.id, 50n));
  });
  afterAll(() => t.close());

  const holders = async (params: Record<string, string>, label = 'default') => contract.check('getTotemAccounts', await t.node.get({ requestType: 'getTotemAccounts', totem, ...params }), label);
  const row = (a: TestAccount, quantity: string, unconfirmed?: string) => ({ account: a.account, accountRS: a.accountRS, totem, quantityQNT: quantity, ...(unconfirmed !== undefined ? { unconfirmedQuantityQNT: unconfirmed } : {}) });
  /** The accounts of the same quantity in id order. */
  const tie = (a: TestAccount, b: TestAccount) => (a.id < b.id ? [a, b] : [b, a]) as [TestAccount, TestAccount];

  it('lists the holders now, largest first, with what each may still move', async () => {
    const r = await holders({});
    expect(r.accountTotems).toEqual([row(d0, '400', '400'), row(d2, '300', '250'), row(d1, '200', '200'), row(d3, '100', '100')]);
    expect((await holders({ height: String(tip) })).accountTotems).toEqual(r.accountTotems);
  });

  it('orders equal holdings by account id', async () => {
    const [first, second] = tie(d0, d1);
    const r = await holders({ totem: tieTotem });
    expect(r.accountTotems.map((h: { account: string; quantityQNT: string }) => [h.account, h.quantityQNT])).toEqual([
      [first.account, '5'],
      [second.account, '5'],
    ]);
  });

  it('pages with firstIndex and lastIndex', async () => {
    expect((await holders({ firstIndex: '1', lastIndex: '2' })).accountTotems).toEqual([row(d2, '300', '250'), row(d1, '200', '200')]);
    expect((await holders({ firstIndex: '3' })).accountTotems).toEqual([row(d3, '100', '100')]);
    expect((await holders({ firstIndex: '4' })).accountTotems).toEqual([]);
  });

  it('at a past height: the holders as they stood then (ties by account id), without unconfirmed quantities', async () => {
    const [first, second] = tie(d1, d2);
    expect((await holders({ height: String(split) }, 'past')).accountTotems).toEqual([row(d0, '400'), row(first, '300'), row(second, '300')]);
    expect((await holders({ height: String(split), firstIndex: '2' })).accountTotems).toEqual([row(second, '300')]);
    expect((await holders({ height: String(issued) })).accountTotems).toEqual([row(d0, '1000')]);
    expect((await holders({ height: String(issued - 1) })).accountTotems).toEqual([]);
  });

  it('refuses a height above the tip, an unknown totem, a missing totem and malformed values', async () => {
    const get = (params: Record<string, string>) => t.node.get({ requestType: 'getTotemAccounts', ...params });
    expect((await get({ totem, height: String(tip + 1) })).json).toMatchObject({ errorCode: 7, error: 'height' });
    expect((await get({ totem, height: '-1' })).json).toMatchObject({ errorCode: 7, error: 'height' });
    expect((await get({ totem: NO_SUCH_ID })).json).toMatchObject({ errorCode: 7, error: 'totem' });
    expect((await get({})).json).toMatchObject({ errorCode: 1, error: 'totem' });
    expect((await get({ totem: 'SHARE' })).json).toMatchObject({ errorCode: 7, error: 'totem' });
  });
});
