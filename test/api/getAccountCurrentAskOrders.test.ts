// getAccountCurrentAskOrders: an account's open asks (of one totem when given), by totem id then
// oldest first; filled and cancelled asks gone, other accounts' and bids left out; a page; errors.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buyer1, orderIds, seller1, seller2, TotemMarket } from './fixtures/totem-orders.js';
import { testAccount } from './chain-fixture.js';

describe('getAccountCurrentAskOrders', () => {
  let m: TotemMarket;
  let gold: string;
  let silver: string;
  const ids: Record<string, string> = {};
  let h = 0;
  beforeAll(async () => {
    m = await TotemMarket.start();
    gold = await m.seedTotem('GOLD');
    silver = await m.seedTotem('SILVER');
    ids.g1 = await m.place(seller1, 'ask', gold, 10n, 90n);
    ids.s1 = await m.place(seller1, 'ask', silver, 10n, 70n);
    await m.forge();
    ids.g2 = await m.place(seller1, 'ask', gold, 20n, 10n); // cheaper but newer
    ids.s2 = await m.place(seller1, 'ask', silver, 30n, 75n);
    ids.gone = await m.place(seller1, 'ask', silver, 5n, 99n);
    await m.place(seller2, 'ask', gold, 10n, 50n);
    await m.place(seller1, 'bid', gold, 1n, 5n);
    h = await m.forge();
    await m.cancel(seller1, 'ask', ids.gone);
    await m.forge();
  });
  afterAll(() => m.close());

  const current = async (params: Record<string, string> = {}) => (await m.read('getAccountCurrentAskOrders', { account: seller1.accountRS, ...params })).askOrders;

  it('lists the account\'s open asks by totem id, then oldest first', async () => {
    const byTotem: Record<string, string[]> = { [gold]: [ids.g1!, ids.g2!], [silver]: [ids.s1!, ids.s2!] };
    const [lo, hi] = BigInt(gold) < BigInt(silver) ? [gold, silver] : [silver, gold];
    const asks = await current();
    expect(orderIds(asks)).toEqual([...byTotem[lo]!, ...byTotem[hi]!]);
    expect(asks.find((o: { order: string }) => o.order === ids.g2)).toEqual({
      order: ids.g2,
      totem: gold,
      account: seller1.account,
      accountRS: seller1.accountRS,
      quantityQNT: '20',
      priceMTA: '10',
      height: h,
      transactionHeight: h,
      transactionIndex: 0,
      type: 'ask',
    });
  });

  it('only one totem\'s asks when totem is given', async () => {
    expect(orderIds(await current({ totem: silver }))).toEqual([ids.s1, ids.s2]);
    expect(orderIds(await current({ totem: gold, account: seller1.account }))).toEqual([ids.g1, ids.g2]);
  });

  it('answers a page', async () => {
    const all = orderIds(await current());
    expect(orderIds(await current({ firstIndex: '1', lastIndex: '2' }))).toEqual(all.slice(1, 3));
    expect(orderIds(await current({ firstIndex: '3' }))).toEqual(all.slice(3));
    expect(await current({ firstIndex: '4' })).toEqual([]);
  });

  it('drops an ask once it fills, and an account without asks has none', async () => {
    await m.place(buyer1, 'bid', gold, 20n, 10n); // fills g2
    await m.forge();
    expect(orderIds(await current({ totem: gold }))).toEqual([ids.g1]);
    expect((await m.read('getAccountCurrentAskOrders', { account: buyer1.account })).askOrders).toEqual([]);
  });

  it('refuses an unknown account (3), an unknown totem (7) and a missing account (1)', async () => {
    const r = await m.chain.get({ requestType: 'getAccountCurrentAskOrders', account: testAccount('nobody 51aa').account });
    expect(r.status).toBe(404);
    expect(r.json).toMatchObject({ errorCode: 3, error: 'account' });
    expect(await m.fail('getAccountCurrentAskOrders', { account: seller1.account, totem: '4242' })).toMatchObject({ errorCode: 7, error: 'totem' });
    expect(await m.fail('getAccountCurrentAskOrders', { totem: gold })).toMatchObject({ errorCode: 1, error: 'account' });
  });
});
