// getExpectedBidOrders: the bid placements waiting in the mempool, as the orders they will
// become: highest price first, then pool order; confirmed bids and asks left out; the forecast
// matches the block that confirms them; unknown totem is 7.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { buyer1, buyer2, orderIds, poolOrder, seller1, TotemMarket } from './fixtures/totem-orders.js';

describe('getExpectedBidOrders', () => {
  let m: TotemMarket;
  let gold: string;
  let silver: string;
  const ids: Record<string, string> = {};
  let tip = 0;
  beforeAll(async () => {
    m = await TotemMarket.start();
    gold = await m.seedTotem('GOLD');
    silver = await m.seedTotem('SILVER');
    ids.confirmed = await m.place(buyer1, 'bid', gold, 10n, 35n);
    tip = await m.forge();
    ids.e1 = await m.place(buyer1, 'bid', gold, 10n, 30n);
    ids.e2 = await m.place(buyer2, 'bid', gold, 20n, 40n);
    ids.e3 = await m.place(buyer2, 'bid', gold, 5n, 30n);
    ids.silver = await m.place(buyer2, 'bid', silver, 7n, 99n);
    await m.place(seller1, 'ask', gold, 3n, 500n);
    ids.e5 = await m.place(buyer1, 'bid', gold, 1n, 30n, 3n * ONE_COIN);
  });
  afterAll(() => m.close());

  const expected = async (params: Record<string, string> = {}) => (await m.read('getExpectedBidOrders', params)).bidOrders;

  it('lists the pending bids highest price first, then in pool order', async () => {
    const pool = await poolOrder(m);
    expect(orderIds(await expected({ totem: gold }))).toEqual([ids.e2, ids.e5, ids.e1, ids.e3]);
    expect(orderIds(await expected())).toEqual([ids.silver, ids.e2, ids.e5, ids.e1, ids.e3]);
    expect((await expected({ totem: gold }))[2]).toEqual({
      order: ids.e1,
      totem: gold,
      account: buyer1.account,
      accountRS: buyer1.accountRS,
      quantityQNT: '10',
      priceMTA: '30',
      height: tip + 1,
      transactionHeight: tip + 1,
      transactionIndex: pool.indexOf(ids.e1!),
      type: 'bid',
    });
  });

  it('the next block confirms them as forecast and the list empties', async () => {
    const forecast = await expected();
    await m.forge();
    expect(await expected()).toEqual([]);
    for (const e of forecast) expect(await m.read('getBidOrder', { order: e.order })).toMatchObject({ height: e.height, transactionIndex: e.transactionIndex });
    expect(orderIds((await m.read('getBidOrders', { totem: gold })).bidOrders)).toEqual([ids.e2, ids.confirmed, ids.e5, ids.e1, ids.e3]);
  });

  it('refuses an unknown totem (7)', async () => {
    expect(await m.fail('getExpectedBidOrders', { totem: '31337' })).toMatchObject({ errorCode: 7, error: 'totem' });
  });
});
