// getBidOrder: one open bid by id; a filled, cancelled, unknown order or an ask is errorCode 7
// naming order.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buyer2, seller2, TotemMarket } from './fixtures/totem-orders.js';

describe('getBidOrder', () => {
  let m: TotemMarket;
  let totem: string;
  const ids: Record<string, string> = {};
  let h = 0;
  beforeAll(async () => {
    m = await TotemMarket.start();
    totem = await m.seedTotem('GOLD');
    ids.ask = await m.place(seller2, 'ask', totem, 100n, 90n);
    ids.toCancel = await m.place(buyer2, 'bid', totem, 10n, 5n);
    ids.toFill = await m.place(buyer2, 'bid', totem, 10n, 60n);
    ids.open = await m.place(buyer2, 'bid', totem, 50n, 30n);
    h = await m.forge();
    await m.place(seller2, 'ask', totem, 10n, 55n); // fills toFill
    await m.cancel(buyer2, 'bid', ids.toCancel);
    await m.forge();
  });
  afterAll(() => m.close());

  it('answers the open bid with every field', async () => {
    expect(await m.read('getBidOrder', { order: ids.open })).toEqual({
      order: ids.open,
      totem,
      account: buyer2.account,
      accountRS: buyer2.accountRS,
      quantityQNT: '50',
      priceMTA: '30',
      height: h,
      transactionHeight: h,
      transactionIndex: 3,
      type: 'bid',
      requestProcessingTime: expect.any(Number),
    });
  });

  it('shows what remains of a partly filled bid', async () => {
    await m.place(seller2, 'ask', totem, 20n, 30n);
    await m.forge();
    expect(await m.read('getBidOrder', { order: ids.open })).toMatchObject({ quantityQNT: '30', priceMTA: '30' });
  });

  it('refuses an order that is not an open bid with errorCode 7 naming order', async () => {
    for (const order of [ids.toFill!, ids.toCancel!, ids.ask!, '987654321']) {
      expect(await m.fail('getBidOrder', { order })).toMatchObject({ errorCode: 7, error: 'order' });
    }
    expect(await m.fail('getBidOrder')).toMatchObject({ errorCode: 1, error: 'order' });
  });
});
