// getTrades: the trades of a totem, of an account (seller or buyer, a self-trade once), or of an
// account in one totem, newest first (later block first, then later in the block); the fields
// (the resting order's price, buy or sell), includeTotemInfo, a page, and the errors.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buyer1, buyer2, seller1, seller2, tradePairs, TotemMarket } from './fixtures/totem-orders.js';
import { testAccount } from './chain-fixture.js';

describe('getTrades', () => {
  let m: TotemMarket;
  let gold: string;
  let silver: string;
  const o: Record<string, string> = {};
  let bidBlock = 0;
  let sold: { block: string; height: number; timestamp: number };
  beforeAll(async () => {
    m = await TotemMarket.start();
    gold = await m.seedTotem('GOLD', 1000n, 2);
    silver = await m.seedTotem('SILVER', 1000n, 0);
    o.a1 = await m.place(seller1, 'ask', gold, 100n, 50n);
    o.a2 = await m.place(seller2, 'ask', gold, 100n, 50n);
    await m.forge();
    o.b1 = await m.place(buyer1, 'bid', gold, 150n, 60n); // takes a1, then 50 of a2, at 50
    o.b2 = await m.place(buyer2, 'bid', gold, 20n, 30n);
    bidBlock = await m.forge();
    o.a3 = await m.place(seller1, 'ask', gold, 10n, 25n); // takes 10 of b2 at 30
    sold = await m.forgeBlock();
    o.sa = await m.place(seller2, 'ask', silver, 5n, 10n);
    o.sb = await m.place(buyer1, 'bid', silver, 5n, 12n); // same block, later: takes sa at 10
    await m.forge();
    o.self_a = await m.place(seller1, 'ask', gold, 5n, 45n); // below a2's remaining 50 at 50
    await m.forge();
    o.self_b = await m.place(seller1, 'bid', gold, 5n, 45n); // seller1 buys its own ask
    await m.forge();
  });
  afterAll(() => m.close());

  const trades = async (params: Record<string, string>) => (await m.read('getTrades', params)).trades;

  it('lists a totem\'s trades newest first, each with every field', async () => {
    const list = await trades({ totem: gold });
    expect(tradePairs(list)).toEqual([
      [o.self_a, o.self_b],
      [o.a3, o.b2],
      [o.a2, o.b1],
      [o.a1, o.b1],
    ]);
    expect(list[1]).toEqual({
      totem: gold,
      askOrder: o.a3,
      bidOrder: o.b2,
      askOrderHeight: sold.height,
      bidOrderHeight: bidBlock,
      seller: seller1.account,
      sellerRS: seller1.accountRS,
      buyer: buyer2.account,
      buyerRS: buyer2.accountRS,
      quantityQNT: '10',
      priceMTA: '30',
      height: sold.height,
      block: sold.block,
      timestamp: sold.timestamp,
      tradeType: 'sell',
    });
    expect(list[2]).toMatchObject({ quantityQNT: '50', priceMTA: '50', tradeType: 'buy', height: bidBlock, askOrderHeight: bidBlock - 1, bidOrderHeight: bidBlock });
  });

  it('lists an account\'s trades as seller or buyer, a trade with itself once, in every totem or one', async () => {
    const mine = await trades({ account: seller1.accountRS });
    expect(tradePairs(mine)).toEqual([
      [o.self_a, o.self_b],
      [o.a3, o.b2],
      [o.a1, o.b1],
    ]);
    expect(mine[0]).toMatchObject({ seller: seller1.account, buyer: seller1.account, priceMTA: '45' });
    expect(tradePairs(await trades({ account: buyer1.account }))).toEqual([
      [o.sa, o.sb],
      [o.a2, o.b1],
      [o.a1, o.b1],
    ]);
    expect(tradePairs(await trades({ account: buyer1.account, totem: silver }))).toEqual([[o.sa, o.sb]]);
    expect(await trades({ account: buyer2.account, totem: silver })).toEqual([]);
  });

  it('adds the totem\'s name and decimals with includeTotemInfo', async () => {
    const [withInfo] = await trades({ totem: silver, includeTotemInfo: 'true' });
    expect(withInfo).toMatchObject({ askOrder: o.sa, bidOrder: o.sb, name: 'SILVER', decimals: 0, priceMTA: '10', tradeType: 'buy' });
    const [gold0] = await trades({ account: seller1.account, includeTotemInfo: 'true' });
    expect(gold0).toMatchObject({ name: 'GOLD', decimals: 2 });
    const [plain] = await trades({ totem: silver });
    expect(plain.name).toBeUndefined();
    expect(plain.decimals).toBeUndefined();
  });

  it('answers a page', async () => {
    const all = tradePairs(await trades({ totem: gold }));
    expect(tradePairs(await trades({ totem: gold, firstIndex: '1', lastIndex: '2' }))).toEqual(all.slice(1, 3));
    expect(tradePairs(await trades({ account: seller1.account, firstIndex: '2' }))).toEqual([[o.a1, o.b1]]);
    expect(await trades({ totem: gold, firstIndex: '4' })).toEqual([]);
  });

  it('refuses neither totem nor account (1 naming totem), an unknown totem (7) and an unknown account (3)', async () => {
    expect(await m.fail('getTrades')).toMatchObject({ errorCode: 1, error: 'totem' });
    expect(await m.fail('getTrades', { includeTotemInfo: 'true' })).toMatchObject({ errorCode: 1, error: 'totem' });
    expect(await m.fail('getTrades', { totem: '8080' })).toMatchObject({ errorCode: 7, error: 'totem' });
    expect(await m.fail('getTrades', { account: testAccount('nobody 90ff').account })).toMatchObject({ errorCode: 3, error: 'account' });
  });
});
