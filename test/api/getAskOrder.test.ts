// getAskOrder: one open ask by id; a filled, cancelled, unknown order or a bid is errorCode 7
// naming order.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buyer1, seller1, TotemMarket } from './fixtures/totem-orders.js';

describe('getAskOrder', () => {
  let m: TotemMarket;
  let totem: string;
  const ids: Record<string, string> = {};
  let h = 0;
  beforeAll(async () => {
    m = await TotemMarket.start();
    totem = await m.seedTotem('GOLD');
    ids.open = await m.place(seller1, 'ask', totem, 100n, 70n);
    ids.toFill = await m.place(seller1, 'ask', totem, 10n, 20n);
    ids.toCancel = await m.place(seller1, 'ask', totem, 10n, 80n);
    ids.bid = await m.place(buyer1, 'bid', totem, 5n, 10n);
    h = await m.forge();
    await m.place(buyer1, 'bid', totem, 10n, 25n); // fills toFill
    await m.cancel(seller1, 'ask', ids.toCancel);
    await m.forge();
  });
  afterAll(() => m.close());

  it('answers the open ask with every field', async () => {
    expect(await m.read('getAskOrder', { order: ids.open })).toEqual({
      order: ids.open,
      totem,
      account: seller1.account,
      accountRS: seller1.accountRS,
      quantityQNT: '100',
      priceMTA: '70',
      height: h,
      transactionHeight: h,
      transactionIndex: 0,
      type: 'ask',
      requestProcessingTime: expect.any(Number),
    });
  });

  it('shows what remains of a partly filled ask', async () => {
    await m.place(buyer1, 'bid', totem, 30n, 70n);
    await m.forge();
    expect(await m.read('getAskOrder', { order: ids.open })).toMatchObject({ order: ids.open, quantityQNT: '70' });
  });

  it('refuses an order that is not an open ask with errorCode 7 naming order', async () => {
    for (const order of [ids.toFill!, ids.toCancel!, ids.bid!, '123456789']) {
      expect(await m.fail('getAskOrder', { order })).toMatchObject({ errorCode: 7, error: 'order' });
    }
  });

  it('refuses a missing order (1) and a malformed one (7)', async () => {
    expect(await m.fail('getAskOrder')).toMatchObject({ errorCode: 1, error: 'order' });
    expect(await m.fail('getAskOrder', { order: '-5' })).toMatchObject({ errorCode: 7, error: 'order' });
  });
});
