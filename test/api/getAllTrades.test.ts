// getAllTrades: every trade of every totem, newest first; with timestamp only those of blocks at
// or after it; includeTotemInfo; a page (with and without timestamp).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buyer1, buyer2, seller1, seller2, tradePairs, TotemMarket } from './fixtures/totem-orders.js';

describe('getAllTrades', () => {
  let m: TotemMarket;
  let gold: string;
  let silver: string;
  const o: Record<string, string> = {};
  const at: number[] = [];
  beforeAll(async () => {
    m = await TotemMarket.start();
    gold = await m.seedTotem('GOLD', 1000n, 3);
    silver = await m.seedTotem('SILVER', 1000n, 1);
    o.a1 = await m.place(seller1, 'ask', gold, 10n, 5n);
    o.b1 = await m.place(buyer1, 'bid', gold, 10n, 5n);
    at.push((await m.forgeBlock()).timestamp);
    o.a2 = await m.place(seller2, 'ask', silver, 10n, 7n);
    o.b2 = await m.place(buyer2, 'bid', silver, 4n, 8n);
    o.b3 = await m.place(buyer1, 'bid', silver, 6n, 9n);
    at.push((await m.forgeBlock()).timestamp);
    o.b4 = await m.place(buyer2, 'bid', gold, 3n, 6n);
    o.a4 = await m.place(seller1, 'ask', gold, 3n, 6n);
    at.push((await m.forgeBlock()).timestamp);
  });
  afterAll(() => m.close());

  const all = async (params: Record<string, string> = {}) => (await m.read('getAllTrades', params)).trades;
  const newestFirst = () => [
    [o.a4, o.b4],
    [o.a2, o.b3],
    [o.a2, o.b2],
    [o.a1, o.b1],
  ];

  it('lists every trade of every totem, newest first', async () => {
    expect(at[0]! < at[1]! && at[1]! < at[2]!).toBe(true);
    const list = await all();
    expect(tradePairs(list)).toEqual(newestFirst());
    expect(list[0]).toMatchObject({ totem: gold, seller: seller1.account, buyer: buyer2.account, quantityQNT: '3', priceMTA: '6', tradeType: 'sell', timestamp: at[2] });
    expect(list[1]).toMatchObject({ totem: silver, quantityQNT: '6', priceMTA: '7', tradeType: 'buy', timestamp: at[1] });
    expect(list[0].name).toBeUndefined();
  });

  it('with timestamp: only trades of blocks at or after it', async () => {
    expect(tradePairs(await all({ timestamp: String(at[1]) }))).toEqual(newestFirst().slice(0, 3));
    expect(tradePairs(await all({ timestamp: String(at[1]! + 1) }))).toEqual(newestFirst().slice(0, 1));
    expect(await all({ timestamp: String(at[2]! + 1) })).toEqual([]);
    expect(tradePairs(await all({ timestamp: '0' }))).toEqual(newestFirst());
  });

  it('answers a page, with and without timestamp', async () => {
    expect(tradePairs(await all({ firstIndex: '1', lastIndex: '2' }))).toEqual(newestFirst().slice(1, 3));
    expect(tradePairs(await all({ firstIndex: '2', timestamp: String(at[1]) }))).toEqual(newestFirst().slice(2, 3));
    expect(tradePairs(await all({ lastIndex: '0' }))).toEqual(newestFirst().slice(0, 1));
    expect(await all({ firstIndex: '4' })).toEqual([]);
  });

  it('adds each trade\'s totem name and decimals with includeTotemInfo', async () => {
    const list = await all({ includeTotemInfo: 'true' });
    expect(list.map((t: { name: string; decimals: number }) => [t.name, t.decimals])).toEqual([
      ['GOLD', 3],
      ['SILVER', 1],
      ['SILVER', 1],
      ['GOLD', 3],
    ]);
  });

  it('refuses a negative or malformed timestamp (7)', async () => {
    expect(await m.fail('getAllTrades', { timestamp: '-1' })).toMatchObject({ errorCode: 7, error: 'timestamp' });
    expect(await m.fail('getAllTrades', { timestamp: 'soon' })).toMatchObject({ errorCode: 7, error: 'timestamp' });
  });
});
