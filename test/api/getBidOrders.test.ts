// getBidOrders: the bid side of a totem's book, highest price first, the older first at one
// price, partly filled bids with what remains, a page of it, and the errors.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buyer1, buyer2, orderIds, seller1, TotemMarket } from './fixtures/totem-orders.js';

describe('getBidOrders', () => {
  let m: TotemMarket;
  let totem: string;
  const ids: Record<string, string> = {};
  let h = 0;
  beforeAll(async () => {
    m = await TotemMarket.start();
    totem = await m.seedTotem('GOLD');
    ids.b1 = await m.place(buyer1, 'bid', totem, 100n, 30n);
    await m.forge();
    ids.b2 = await m.place(buyer2, 'bid', totem, 100n, 30n);
    ids.b3 = await m.place(buyer2, 'bid', totem, 40n, 45n);
    ids.b4 = await m.place(buyer1, 'bid', totem, 10n, 20n);
    await m.place(seller1, 'ask', totem, 10n, 90n);
    h = await m.forge();
  });
  afterAll(() => m.close());

  const bids = async (params: Record<string, string> = {}) => (await m.read('getBidOrders', { totem, ...params })).bidOrders;

  it('lists the book highest price first, then the older order at one price', async () => {
    const book = await bids();
    expect(orderIds(book)).toEqual([ids.b3, ids.b1, ids.b2, ids.b4]);
    expect(book[0]).toEqual({
      order: ids.b3,
      totem,
      account: buyer2.account,
      accountRS: buyer2.accountRS,
      quantityQNT: '40',
      priceMTA: '45',
      height: h,
      transactionHeight: h,
      transactionIndex: 1,
      type: 'bid',
    });
    expect(book[1]).toMatchObject({ order: ids.b1, account: buyer1.account, height: h - 1, transactionIndex: 0 });
  });

  it('answers a page of the book', async () => {
    expect(orderIds(await bids({ firstIndex: '1', lastIndex: '2' }))).toEqual([ids.b1, ids.b2]);
    expect(orderIds(await bids({ firstIndex: '3', lastIndex: '10' }))).toEqual([ids.b4]);
    expect(await bids({ firstIndex: '4' })).toEqual([]);
  });

  it('an ask at or below the best bid trades at once: the bid shows what remains', async () => {
    await m.place(seller1, 'ask', totem, 15n, 45n);
    await m.forge();
    const book = await bids();
    expect(book[0]).toMatchObject({ order: ids.b3, quantityQNT: '25' });
    await m.place(seller1, 'ask', totem, 25n, 40n);
    await m.forge();
    expect(orderIds(await bids())).toEqual([ids.b1, ids.b2, ids.b4]);
  });

  it('refuses an unknown totem (7), a missing one (1)', async () => {
    expect(await m.fail('getBidOrders', { totem: '777' })).toMatchObject({ errorCode: 7, error: 'totem' });
    expect(await m.fail('getBidOrders')).toMatchObject({ errorCode: 1, error: 'totem' });
  });
});
