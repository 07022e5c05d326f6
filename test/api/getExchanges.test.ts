// getExchanges: the fills of currencyBuy and currencySell newest first (one transaction's fills in
// fill order, the last first), with their block; by currency, account, offer and their
// combinations; includeCurrencyInfo; history kept after its offer expired; a page; and the
// refusals.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode, type TestAccount } from './chain-fixture.js';
import { giveUnits, issueCurrency, ok } from './currency-helpers.js';
import { contract, NO_SUCH_ID } from './fixtures/totem-reads.js';

interface Fill {
  transaction: string;
  offer: string;
  currency: string;
  seller: TestAccount;
  buyer: TestAccount;
  units: bigint;
  rate: bigint;
  side: 'buy' | 'sell';
  height: number;
  block: string;
  timestamp: number;
}

describe('getExchanges', () => {
  let node: ChainNode;
  let x = { currency: '', code: '', name: '' };
  let y = { currency: '', code: '', name: '' };
  const offers: Record<string, string> = {};
  /** Every fill, oldest first. */
  const fills: Fill[] = [];
  const tip = async (): Promise<number> => (await node.get({ requestType: 'getBlockchainStatus' })).json.height as number;
  const publish = async (a: TestAccount, currency: string, p: Record<string, string>, lifetime = 1000): Promise<string> => {
    const r = await ok(node, {
      requestType: 'publishExchangeOffer', secretPhrase: a.secretPhrase, currency, totalBuyLimitQNT: '0', totalSellLimitQNT: '0',
      initialBuySupplyQNT: '0', initialSellSupplyQNT: '0', expirationHeight: String((await tip()) + lifetime), ...p,
    });
    await node.forge();
    return r.json.transaction as string;
  };
  /** Submits a currencyBuy or currencySell, forges it and records the fills it is expected to make. */
  const trade = async (requestType: 'currencyBuy' | 'currencySell', a: TestAccount, currency: string, rateMTA: string, unitsQNT: string, expected: Array<Pick<Fill, 'offer' | 'seller' | 'buyer' | 'units' | 'rate'>>) => {
    const r = await ok(node, { requestType, secretPhrase: a.secretPhrase, currency, rateMTA, unitsQNT });
    const block = await node.forge();
    for (const e of expected) {
      fills.push({ ...e, transaction: r.json.transaction, currency, side: requestType === 'currencyBuy' ? 'buy' : 'sell', height: block.height, block: block.block, timestamp: block.timestamp });
    }
  };
  const render = (f: Fill) => ({
    transaction: f.transaction,
    offer: f.offer,
    currency: f.currency,
    seller: f.seller.account,
    sellerRS: f.seller.accountRS,
    buyer: f.buyer.account,
    buyerRS: f.buyer.accountRS,
    unitsQNT: f.units.toString(),
    rateMTA: f.rate.toString(),
    amountMTA: (f.units * f.rate).toString(),
    side: f.side,
    height: f.height,
    block: f.block,
    timestamp: f.timestamp,
  });
  const newest = (keep: (f: Fill) => boolean = () => true) => [...fills].reverse().filter(keep).map(render);

  beforeAll(async () => {
    node = await startChainNode();
    x = await issueCurrency(node, devnet(0));
    y = await issueCurrency(node, devnet(0), { decimals: '0' });
    await giveUnits(node, devnet(0), devnet(1), x.currency, '200');
    await giveUnits(node, devnet(0), devnet(2), x.currency, '100');
    await giveUnits(node, devnet(0), devnet(3), y.currency, '40');
    offers.one = await publish(devnet(1), x.currency, { buyRateMTA: '10', sellRateMTA: '20', totalBuyLimitQNT: '100', initialBuySupplyQNT: '100', totalSellLimitQNT: '100', initialSellSupplyQNT: '100' });
    offers.zero = await publish(devnet(0), x.currency, { buyRateMTA: '1', sellRateMTA: '25', totalSellLimitQNT: '50', initialSellSupplyQNT: '50' });
    offers.onY = await publish(devnet(3), y.currency, { buyRateMTA: '1', sellRateMTA: '7', totalSellLimitQNT: '40', initialSellSupplyQNT: '40' }, 8);
    await trade('currencyBuy', devnet(2), x.currency, '20', '30', [{ offer: offers.one, seller: devnet(1), buyer: devnet(2), units: 30n, rate: 20n }]);
    await trade('currencySell', devnet(2), x.currency, '10', '10', [{ offer: offers.one, seller: devnet(2), buyer: devnet(1), units: 10n, rate: 10n }]);
    await trade('currencyBuy', devnet(4), y.currency, '7', '15', [{ offer: offers.onY, seller: devnet(3), buyer: devnet(4), units: 15n, rate: 7n }]);
    // One currencyBuy filling two offers: devnet-1's side at 20 first, then devnet-0's at 25.
    await trade('currencyBuy', devnet(5), x.currency, '25', '100', [
      { offer: offers.one, seller: devnet(1), buyer: devnet(5), units: 70n, rate: 20n },
      { offer: offers.zero, seller: devnet(0), buyer: devnet(5), units: 30n, rate: 25n },
    ]);
  });
  afterAll(() => node.close());

  const get = (params: Record<string, string>) => node.get({ requestType: 'getExchanges', ...params });
  const list = async (params: Record<string, string>, label: string) => contract.check('getExchanges', await get(params), label).exchanges;

  it('lists every exchange newest first, a transaction\'s later fill first, each with its block', async () => {
    expect(fills).toHaveLength(5);
    expect(await list({}, 'all')).toEqual(newest());
  });

  it('filters by currency, by account (as seller or buyer), by offer, and by their combinations', async () => {
    expect(await list({ currency: x.currency }, 'currency')).toEqual(newest((f) => f.currency === x.currency));
    expect(await list({ currency: y.currency }, 'other currency')).toEqual(newest((f) => f.currency === y.currency));
    expect(await list({ account: devnet(2).accountRS }, 'account')).toEqual(newest((f) => f.seller === devnet(2) || f.buyer === devnet(2)));
    expect(await list({ account: devnet(1).account }, 'offer owner')).toEqual(newest((f) => f.offer === offers.one));
    expect(await list({ offer: offers.zero! }, 'offer')).toEqual(newest((f) => f.offer === offers.zero));
    expect(await list({ offer: offers.one!, account: devnet(5).account }, 'offer and account')).toEqual(newest((f) => f.offer === offers.one && f.buyer === devnet(5)));
    expect(await list({ currency: y.currency, account: devnet(2).account }, 'no match')).toEqual([]);
    expect(await list({ currency: NO_SUCH_ID }, 'never a currency')).toEqual([]);
  });

  it('includeCurrencyInfo adds the currency\'s name, code and decimals', async () => {
    const info = (c: typeof x, decimals: number) => ({ name: c.name, code: c.code, decimals });
    const r = await list({ includeCurrencyInfo: 'true' }, 'currency info');
    expect(r).toEqual(newest().map((f) => ({ ...f, ...(f.currency === x.currency ? info(x, 2) : info(y, 0)) })));
  });

  it('pages the list', async () => {
    expect(await list({ firstIndex: '1', lastIndex: '2' }, 'page')).toEqual(newest().slice(1, 3));
    expect(await list({ currency: x.currency, firstIndex: '3' }, 'tail')).toEqual(newest((f) => f.currency === x.currency).slice(3));
  });

  it('keeps the fills of an offer that expired', async () => {
    const expiry = (await node.get({ requestType: 'getSellOffers', account: devnet(3).account })).json.sellOffers[0].expirationHeight as number;
    while ((await tip()) < expiry) await node.forge();
    expect((await node.get({ requestType: 'getSellOffers', account: devnet(3).account })).json.sellOffers).toEqual([]);
    expect(await list({ offer: offers.onY! }, 'expired offer')).toEqual(newest((f) => f.offer === offers.onY));
  });

  it('refuses an unknown account (errorCode 3) and malformed values (errorCode 7)', async () => {
    expect((await get({ account: NO_SUCH_ID })).json).toMatchObject({ errorCode: 3, error: 'account' });
    expect((await get({ currency: 'x' })).json).toMatchObject({ errorCode: 7, error: 'currency' });
    expect((await get({ offer: '0' })).json).toMatchObject({ errorCode: 7, error: 'offer' });
    expect((await get({ includeCurrencyInfo: 'sure' })).json).toMatchObject({ errorCode: 7, error: 'includeCurrencyInfo' });
  });
});
