// getExpectedAskOrders: the ask placements waiting in the mempool, as the orders they will
// become: lowest price first, then pool order (a higher fee per byte first, then arrival); the
// forecast height and transactionIndex are those the next block gives them when it takes the
// whole pool; confirmed asks, bids and other transactions are left out; unknown totem is 7.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { buyer1, issuer, orderIds, poolOrder, seller1, seller2, TotemMarket } from './fixtures/totem-orders.js';

describe('getExpectedAskOrders', () => {
  let m: TotemMarket;
  let gold: string;
  let silver: string;
  const ids: Record<string, string> = {};
  let tip = 0;
  beforeAll(async () => {
    m = await TotemMarket.start();
    gold = await m.seedTotem('GOLD');
    silver = await m.seedTotem('SILVER');
    ids.confirmed = await m.place(seller1, 'ask', gold, 10n, 45n);
    tip = await m.forge();
    await m.chain.pay(issuer, buyer1, 5n * ONE_COIN);
    ids.e1 = await m.place(seller1, 'ask', gold, 10n, 50n);
    ids.e2 = await m.place(seller2, 'ask', gold, 20n, 40n);
    ids.e3 = await m.place(seller1, 'ask', gold, 5n, 50n);
    ids.silver = await m.place(seller2, 'ask', silver, 7n, 1n);
    await m.place(buyer1, 'bid', gold, 3n, 2n);
    ids.e5 = await m.place(seller2, 'ask', gold, 10n, 50n, 2n * ONE_COIN); // last to arrive, higher fee
  });
  afterAll(() => m.close());

  const expected = async (params: Record<string, string> = {}) => (await m.read('getExpectedAskOrders', params)).askOrders;

  it('lists the pending asks lowest price first, then in pool order, as the next block will take them', async () => {
    const pool = await poolOrder(m);
    expect(pool.indexOf(ids.e5!)).toBeLessThan(pool.indexOf(ids.e1!)); // the higher fee goes first
    expect(orderIds(await expected({ totem: gold }))).toEqual([ids.e2, ids.e5, ids.e1, ids.e3]);
    expect(orderIds(await expected())).toEqual([ids.silver, ids.e2, ids.e5, ids.e1, ids.e3]);
    const e2 = (await expected({ totem: gold }))[0];
    expect(e2).toEqual({
      order: ids.e2,
      totem: gold,
      account: seller2.account,
      accountRS: seller2.accountRS,
      quantityQNT: '20',
      priceMTA: '40',
      height: tip + 1,
      transactionHeight: tip + 1,
      transactionIndex: pool.indexOf(ids.e2!),
      type: 'ask',
    });
  });

  it('the forecast holds: the next block places them at that height and index, in that book order', async () => {
    const forecast = await expected({ totem: gold });
    expect(await m.forge()).toBe(tip + 1);
    expect(await expected()).toEqual([]);
    for (const e of forecast) {
      expect(await m.read('getAskOrder', { order: e.order })).toMatchObject({ height: e.height, transactionHeight: e.height, transactionIndex: e.transactionIndex, quantityQNT: e.quantityQNT });
    }
    const book = orderIds((await m.read('getAskOrders', { totem: gold })).askOrders);
    expect(book).toEqual([ids.e2, ids.confirmed, ids.e5, ids.e1, ids.e3]);
  });

  it('an empty pool, or none of the totem, is an empty list', async () => {
    expect(await m.read('getExpectedAskOrders', { totem: silver })).toEqual({ askOrders: [], requestProcessingTime: expect.any(Number) });
    await m.place(seller1, 'ask', gold, 1n, 60n);
    expect(await expected({ totem: silver })).toEqual([]);
    expect(await expected({ totem: gold })).toHaveLength(1);
  });

  it('refuses an unknown totem (7) and a malformed one (7)', async () => {
    expect(await m.fail('getExpectedAskOrders', { totem: '31337' })).toMatchObject({ errorCode: 7, error: 'totem' });
    expect(await m.fail('getExpectedAskOrders', { totem: 'x' })).toMatchObject({ errorCode: 7, error: 'totem' });
  });
});
