// getAskOrders: the ask side of a totem's book, lowest price first, the older first at one price
// (an earlier block, then the earlier place in one block), partly filled asks with what remains,
// filled ones gone, a page of it, and the errors.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buyer1, orderIds, seller1, seller2, TotemMarket } from './fixtures/totem-orders.js';

describe('getAskOrders', () => {
  let m: TotemMarket;
  let totem: string;
  let other: string;
  const ids: Record<string, string> = {};
  let h = 0;
  beforeAll(async () => {
    m = await TotemMarket.start();
    totem = await m.seedTotem('GOLD');
    other = await m.seedTotem('SILVER');
    ids.a1 = await m.place(seller1, 'ask', totem, 100n, 50n);
    await m.forge();
    ids.a2 = await m.place(seller2, 'ask', totem, 100n, 50n);
    ids.a3 = await m.place(seller1, 'ask', totem, 50n, 40n);
    ids.a4 = await m.place(seller2, 'ask', totem, 10n, 60n);
    ids.a5 = await m.place(seller1, 'ask', totem, 20n, 60n);
    await m.place(seller1, 'ask', other, 5n, 1n);
    await m.place(buyer1, 'bid', totem, 5n, 10n);
    h = await m.forge();
  });
  afterAll(() => m.close());

  const asks = async (params: Record<string, string> = {}) => (await m.read('getAskOrders', { totem, ...params })).askOrders;

  it('lists the book lowest price first, then the older order at one price', async () => {
    const book = await asks();
    expect(orderIds(book)).toEqual([ids.a3, ids.a1, ids.a2, ids.a4, ids.a5]);
    expect(book[0]).toEqual({
      order: ids.a3,
      totem,
      account: seller1.account,
      accountRS: seller1.accountRS,
      quantityQNT: '50',
      priceMTA: '40',
      height: h,
      transactionHeight: h,
      transactionIndex: 1,
      type: 'ask',
    });
    expect(book[1]).toMatchObject({ order: ids.a1, height: h - 1, transactionIndex: 0 });
    // The other totem's ask and the bid are not in this side of this book.
    expect(orderIds((await m.read('getAskOrders', { totem: other })).askOrders)).toHaveLength(1);
  });

  it('answers a page of the book', async () => {
    expect(orderIds(await asks({ firstIndex: '1', lastIndex: '2' }))).toEqual([ids.a1, ids.a2]);
    expect(orderIds(await asks({ firstIndex: '4' }))).toEqual([ids.a5]);
    expect(await asks({ firstIndex: '5', lastIndex: '9' })).toEqual([]);
    expect(orderIds(await asks({ lastIndex: '0' }))).toEqual([ids.a3]);
  });

  it('shows what remains of a partly filled ask and drops a filled one', async () => {
    await m.place(buyer1, 'bid', totem, 60n, 45n); // takes all 50 of a3 at 40, rests with 10 at 45
    await m.forge();
    expect(orderIds(await asks())).toEqual([ids.a1, ids.a2, ids.a4, ids.a5]);
    await m.place(buyer1, 'bid', totem, 30n, 50n); // 30 of a1
    await m.forge();
    const book = await asks();
    expect(book[0]).toMatchObject({ order: ids.a1, quantityQNT: '70', priceMTA: '50' });
  });

  it('an empty side is an empty list', async () => {
    const empty = await m.issue(seller1, 'EMPTY', 10n);
    expect(await m.read('getAskOrders', { totem: empty })).toEqual({ askOrders: [], requestProcessingTime: expect.any(Number) });
  });

  it('refuses an unknown totem (7), a missing one (1) and a malformed one (7)', async () => {
    expect(await m.fail('getAskOrders', { totem: '12345' })).toMatchObject({ errorCode: 7, error: 'totem' });
    expect(await m.fail('getAskOrders')).toMatchObject({ errorCode: 1, error: 'totem' });
    expect(await m.fail('getAskOrders', { totem: 'gold' })).toMatchObject({ errorCode: 7, error: 'totem' });
  });
});
