// getBuyOffers: the buy sides that can still trade (limit and supply above 0), by currency id,
// highest buy rate first, then the oldest; of a currency, an account, both or all; a side used
// up by a currencySell leaves the list; a page; and the refusals.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode, type TestAccount } from './chain-fixture.js';
import { giveUnits, issueCurrency, ok } from './currency-helpers.js';
import { byId, contract, NO_SUCH_ID } from './fixtures/totem-reads.js';

interface Published {
  readonly id: string;
  readonly fullHash: string;
  readonly height: number;
  readonly account: TestAccount;
  readonly currency: string;
  readonly expirationHeight: number;
  readonly side: { rate: string; limit: string; supply: string };
}

describe('getBuyOffers', () => {
  let node: ChainNode;
  let x = '';
  let y = '';
  const o: Record<string, Published> = {};
  const tip = async (): Promise<number> => (await node.get({ requestType: 'getBlockchainStatus' })).json.height as number;
  /** Publishes an offer [buyRate, buyLimit, buySupply] / [sellRate, sellLimit, sellSupply] and forges it. */
  const publish = async (account: TestAccount, currency: string, buy: [string, string, string], sell: [string, string, string]): Promise<Published> => {
    const expirationHeight = (await tip()) + 1000;
    const r = await ok(node, {
      requestType: 'publishExchangeOffer', secretPhrase: account.secretPhrase, currency,
      buyRateMTA: buy[0], totalBuyLimitQNT: buy[1], initialBuySupplyQNT: buy[2],
      sellRateMTA: sell[0], totalSellLimitQNT: sell[1], initialSellSupplyQNT: sell[2], expirationHeight: String(expirationHeight),
    });
    const block = await node.forge();
    return { id: r.json.transaction, fullHash: r.json.fullHash, height: block.height, account, currency, expirationHeight, side: { rate: buy[0], limit: buy[1], supply: buy[2] } };
  };
  const entry = (p: Published, supply = p.side.supply, limit = p.side.limit) => ({
    order: p.id,
    orderFullHash: p.fullHash,
    totem: '0',
    account: p.account.account,
    accountRS: p.account.accountRS,
    quantityQNT: supply,
    limitQNT: limit,
    currency: p.currency,
    priceQNTPerShare: p.side.rate,
    expirationHeight: p.expirationHeight,
    height: p.height,
    transactionIndex: 0,
    transactionHeight: p.height,
    type: 'bid',
  });

  beforeAll(async () => {
    node = await startChainNode();
    x = (await issueCurrency(node, devnet(0))).currency;
    y = (await issueCurrency(node, devnet(0))).currency;
    for (const i of [1, 2, 3, 5, 6]) await giveUnits(node, devnet(0), devnet(i), x, '200');
    await giveUnits(node, devnet(0), devnet(1), y, '50');
    o.one = await publish(devnet(1), x, ['10', '100', '50'], ['20', '100', '50']);
    o.two = await publish(devnet(2), x, ['12', '100', '50'], ['15', '100', '50']);
    o.three = await publish(devnet(3), x, ['10', '100', '50'], ['20', '100', '50']);
    o.four = await publish(devnet(4), x, ['8', '100', '100'], ['30', '0', '0']);
    // A sell-only offer, and one whose buy side was published empty: neither is on the buy side.
    o.sellOnly = await publish(devnet(0), x, ['1', '0', '0'], ['14', '10', '10']);
    o.emptyBuy = await publish(devnet(5), x, ['11', '100', '0'], ['25', '10', '10']);
    o.onY = await publish(devnet(1), y, ['5', '10', '10'], ['6', '10', '10']);
  });
  afterAll(() => node.close());

  const get = (params: Record<string, string>) => node.get({ requestType: 'getBuyOffers', ...params });
  const list = async (params: Record<string, string>, label: string) => contract.check('getBuyOffers', await get(params), label).buyOffers;
  const xBook = () => [entry(o.two!), entry(o.one!), entry(o.three!), entry(o.four!)];

  it('lists a currency\'s buy sides that can trade, highest rate first, then the oldest offer', async () => {
    expect(await list({ currency: x }, 'currency')).toEqual(xBook());
    expect(await list({ currency: y }, 'other currency')).toEqual([entry(o.onY!)]);
  });

  it('of an account: its buy sides by currency id; of both: at most one; of neither: every currency\'s book by currency id', async () => {
    const mine = byId([x, y]).map((c) => (c === x ? entry(o.one!) : entry(o.onY!)));
    expect(await list({ account: devnet(1).accountRS }, 'account')).toEqual(mine);
    expect(await list({ account: devnet(1).account, currency: y }, 'both')).toEqual([entry(o.onY!)]);
    expect(await list({ account: devnet(0).account, currency: x }, 'sell only')).toEqual([]);
    expect(await list({ account: devnet(5).account }, 'empty buy side')).toEqual([]);
    const all = byId([x, y]).flatMap((c) => (c === x ? xBook() : [entry(o.onY!)]));
    expect(await list({}, 'all')).toEqual(all);
  });

  it('pages the list', async () => {
    expect(await list({ currency: x, firstIndex: '1', lastIndex: '2' }, 'page')).toEqual(xBook().slice(1, 3));
    expect(await list({ firstIndex: '3' }, 'page of all')).toEqual((await list({}, 'all')).slice(3));
  });

  it('a buy side used up by a currencySell leaves the list; a partly used one shows what is left', async () => {
    // 60 units at 10 or more: 50 fill devnet-2's side at 12 (used up), 10 go to devnet-1's at 10.
    await ok(node, { requestType: 'currencySell', secretPhrase: devnet(6).secretPhrase, currency: x, rateMTA: '10', unitsQNT: '60' });
    await node.forge();
    expect(await list({ currency: x }, 'after a sell')).toEqual([entry(o.one!, '40', '90'), entry(o.three!), entry(o.four!)]);
  });

  it('refuses an unknown currency (errorCode 7, UNKNOWN_CURRENCY), an unknown account (errorCode 3), malformed values', async () => {
    expect((await get({ currency: NO_SUCH_ID })).json).toMatchObject({ errorCode: 7, error: 'currency', errorName: 'UNKNOWN_CURRENCY' });
    expect((await get({ account: NO_SUCH_ID })).json).toMatchObject({ errorCode: 3, error: 'account' });
    expect((await get({ currency: 'x' })).json).toMatchObject({ errorCode: 7, error: 'currency' });
    expect((await get({ account: 'x' })).json).toMatchObject({ errorCode: 7, error: 'account' });
  });
});
