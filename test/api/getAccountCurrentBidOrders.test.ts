// getAccountCurrentBidOrders: an account's open bids (of one totem when given), by totem id then
// oldest first, with what remains of a partly filled one; a page; errors.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buyer1, buyer2, orderIds, seller1, TotemMarket } from './fixtures/totem-orders.js';
import { testAccount } from './chain-fixture.js';

describe('getAccountCurrentBidOrders', () => {
  let m: TotemMarket;
  let gold: string;
  let silver: string;
  const ids: Record<string, string> = {};
  let h = 0;
  beforeAll(async () => {
    m = await TotemMarket.start();
    gold = await m.seedTotem('GOLD');
    silver = await m.seedTotem('SILVER');
    ids.g1 = await m.place(buyer1, 'bid', gold, 10n, 5n);
    ids.s1 = await m.place(buyer1, 'bid', silver, 10n, 7n);
    await m.forge();
    ids.g2 = await m.place(buyer1, 'bid', gold, 40n, 9n); // dearer but newer
    ids.s2 = await m.place(buyer1, 'bid', silver, 30n, 6n);
    await m.place(buyer2, 'bid', gold, 10n, 8n);
    h = await m.forge();
  });
  afterAll(() => m.close());

  const current = async (params: Record<string, string> = {}) => (await m.read('getAccountCurrentBidOrders', { account: buyer1.account, ...params })).bidOrders;

  it('lists the account\'s open bids by totem id, then oldest first', async () => {
    const byTotem: Record<string, string[]> = { [gold]: [ids.g1!, ids.g2!], [silver]: [ids.s1!, ids.s2!] };
    const [lo, hi] = BigInt(gold) < BigInt(silver) ? [gold, silver] : [silver, gold];
    const bids = await current();
    expect(orderIds(bids)).toEqual([...byTotem[lo]!, ...byTotem[hi]!]);
    expect(bids.find((o: { order: string }) => o.order === ids.s2)).toEqual({
      order: ids.s2,
      totem: silver,
      account: buyer1.account,
      accountRS: buyer1.accountRS,
      quantityQNT: '30',
      priceMTA: '6',
      height: h,
      transactionHeight: h,
      transactionIndex: 1,
      type: 'bid',
    });
  });

  it('only one totem\'s bids when totem is given; a partly filled bid shows what remains', async () => {
    expect(orderIds(await current({ totem: gold }))).toEqual([ids.g1, ids.g2]);
    await m.place(seller1, 'ask', gold, 15n, 9n); // 15 of g2
    await m.forge();
    expect(await current({ totem: gold })).toMatchObject([{ order: ids.g1, quantityQNT: '10' }, { order: ids.g2, quantityQNT: '25' }]);
  });

  it('answers a page', async () => {
    const all = orderIds(await current());
    expect(all).toHaveLength(4);
    expect(orderIds(await current({ firstIndex: '2', lastIndex: '2' }))).toEqual([all[2]]);
    expect(orderIds(await current({ lastIndex: '1' }))).toEqual(all.slice(0, 2));
  });

  it('refuses an unknown account (3), an unknown totem (7) and a missing account (1)', async () => {
    expect(await m.fail('getAccountCurrentBidOrders', { account: testAccount('nobody 7c21').accountRS })).toMatchObject({ errorCode: 3, error: 'account' });
    expect(await m.fail('getAccountCurrentBidOrders', { account: buyer1.account, totem: '99' })).toMatchObject({ errorCode: 7, error: 'totem' });
    expect(await m.fail('getAccountCurrentBidOrders')).toMatchObject({ errorCode: 1, error: 'account' });
  });
});
