// currencySell: an exchange sell (5/6) through the API on the devnet: immediate-or-cancel fills
// against the offers' buy sides at the offers' rates, highest rate first, then the oldest offer;
// the units not sold come back in the same block; the units a buy side takes go on to its sell
// side up to its limit; exact arithmetic in MTA; and the refusals, also for unsigned transactions.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { exchangesOf, offerById } from '../../src/capabilities/currencies/queries.js';
import { devnet, startChainNode, testAccount, type ChainNode, type TestAccount } from './chain-fixture.js';
import { balance, expectPostOnlyAndSecretSafe, expectUnsigned, freshCode, ok, unitsHeld } from './currency-helpers.js';
import { contract } from './fixtures/totem-reads.js';

describe('currencySell', () => {
  let node: ChainNode;
  let currency: string;
  let notActive: string;
  let seller: TestAccount;
  const makers = [1, 2, 3, 4].map((i) => testAccount(`currencySell maker ${i}`));
  const [m1, m2, m3, m4] = makers as [TestAccount, TestAccount, TestAccount, TestAccount];
  const offers: Record<string, bigint> = {};
  beforeAll(async () => {
    node = await startChainNode();
    seller = testAccount('currencySell seller');
    for (const a of [...makers, seller]) await node.pay(devnet(0), a, 100n * ONE_COIN);
    const height = (await node.get({ requestType: 'getBlockchainStatus' })).json.height as number;
    const issue = async (params: Record<string, string>) => (await ok(node, { requestType: 'issueCurrency', secretPhrase: devnet(1).secretPhrase, ...freshCode(), ...params })).json.transaction as string;
    currency = await issue({ type: '1', maxSupplyQNT: '1000000', initialSupplyQNT: '1000000' });
    notActive = await issue({ type: '13', maxSupplyQNT: '1000', reserveSupplyQNT: '1000', initialSupplyQNT: '0', minReservePerUnitMTA: '1', issuanceHeight: String(height + 1000) });
    await node.forge();
    await ok(node, { requestType: 'transferCurrency', secretPhrase: devnet(1).secretPhrase, recipient: seller.accountRS, currency, unitsQNT: '1000' });
    const buySide = async (m: TestAccount, buyRateMTA: string, units: string, sell: { limit: string } = { limit: '0' }) =>
      BigInt((await ok(node, { requestType: 'publishExchangeOffer', secretPhrase: m.secretPhrase, currency, buyRateMTA, sellRateMTA: '1000', totalBuyLimitQNT: units, totalSellLimitQNT: sell.limit, initialBuySupplyQNT: units, initialSellSupplyQNT: '0', expirationHeight: '100000' })).json.transaction);
    offers['m1'] = await buySide(m1, '100', '100');
    // m2's sell side may offer up to 1000 units: what it buys goes there, not to its holding.
    offers['m2'] = await buySide(m2, '150', '50', { limit: '1000' });
    offers['m4'] = await buySide(m4, '50', '100');
    await node.forge();
    // m3 at m1's rate, one block later: filled after m1.
    offers['m3'] = await buySide(m3, '100', '100');
    await node.forge();
  });
  afterAll(() => node.close());

  const sell = (a: TestAccount, params: Record<string, string>) => node.post({ requestType: 'currencySell', secretPhrase: a.secretPhrase, currency, ...params });

  it('fills at the offers\' rates, highest first then the oldest; the buyers\' coin was held by their offers', async () => {
    const before = await balance(node, seller);
    const makersBefore = await Promise.all(makers.map((m) => balance(node, m)));
    const r = await sell(seller, { rateMTA: '100', unitsQNT: '200' });
    contract.check('currencySell', r);
    expect(r.json).toMatchObject({ broadcasted: true, transactionJSON: { type: 5, subtype: 6, sender: seller.account, amountMTA: '0', feeMTA: '100000000' } });
    expect(r.json.transactionJSON.attachment).toEqual({ 'version.ExchangeSell': 1, currency, rateMTA: '100', unitsQNT: '200' });
    // Until the block, the units are held.
    const pending = (await node.get({ requestType: 'getAccount', account: seller.account, includeCurrencies: 'true' })).json;
    expect(pending.unconfirmedCurrencyBalances).toContainEqual(expect.objectContaining({ currency, unconfirmedUnitsQNT: '800' }));

    await node.forge();
    // m2: 50 at 150, m1: 100 at 100, m3 (younger than m1): 50 at 100; m4 (50) not at all.
    expect(await balance(node, seller)).toBe(before + 50n * 150n + 100n * 100n + 50n * 100n - ONE_COIN);
    expect(unitsHeld(node, seller, currency)).toBe(800n);
    // The buyers' coin was held by their offers: their balances do not move.
    for (const [i, m] of makers.entries()) expect(await balance(node, m)).toBe(makersBefore[i]!);
    expect(unitsHeld(node, m1, currency)).toBe(100n);
    // m2's units go on to its sell side.
    expect(unitsHeld(node, m2, currency)).toBe(0n);
    expect(offerById(node.node.state, offers['m2']!)).toMatchObject({ buySupply: 0n, buyLimit: 0n, sellSupply: 50n, sellLimit: 1000n });
    expect(offerById(node.node.state, offers['m1']!)).toMatchObject({ buySupply: 0n, buyLimit: 0n });
    expect(unitsHeld(node, m3, currency)).toBe(50n);
    expect(offerById(node.node.state, offers['m3']!)).toMatchObject({ buySupply: 50n, buyLimit: 50n });
    expect(offerById(node.node.state, offers['m4']!)).toMatchObject({ buySupply: 100n, buyLimit: 100n });
    const fills = (await exchangesOf(node.node.state, { currency: BigInt(currency) })).filter((e) => e.transaction === BigInt(r.json.transaction));
    expect(fills.map((e) => [e.offer, e.units, e.rate, e.seller, e.buyer, e.side]).sort()).toEqual(
      [
        [offers['m2'], 50n, 150n, seller.id, m2.id, 'sell'],
        [offers['m1'], 100n, 100n, seller.id, m1.id, 'sell'],
        [offers['m3'], 50n, 100n, seller.id, m3.id, 'sell'],
      ].sort(),
    );
  });

  it('nothing rests: the units no offer takes come back in the same block', async () => {
    const before = await balance(node, seller);
    // Only m3's 50 units remain at 100 or more.
    await ok(node, { requestType: 'currencySell', secretPhrase: seller.secretPhrase, currency, rateMTA: '100', unitsQNT: '100' });
    await node.forge();
    expect(await balance(node, seller)).toBe(before + 50n * 100n - ONE_COIN);
    expect(unitsHeld(node, seller, currency)).toBe(750n);
    expect(unitsHeld(node, m3, currency)).toBe(100n);
    expect(offerById(node.node.state, offers['m3']!)).toMatchObject({ buySupply: 0n });
    // Above every rate: only the fee is spent.
    const r = await sell(seller, { rateMTA: '51', unitsQNT: '10' });
    contract.check('currencySell', r, 'no fill');
    await node.forge();
    expect(await balance(node, seller)).toBe(before + 50n * 100n - 2n * ONE_COIN);
    expect(unitsHeld(node, seller, currency)).toBe(750n);
    expect(offerById(node.node.state, offers['m4']!)).toMatchObject({ buySupply: 100n });
  });

  it('refuses too few units (NOT_ENOUGH_CURRENCY), a bad rate (7), an unknown (UNKNOWN_CURRENCY) or inactive currency (7)', async () => {
    expect((await sell(seller, { rateMTA: '100', unitsQNT: '751' })).json).toMatchObject({ errorCode: 6, error: 'unitsQNT', errorName: 'NOT_ENOUGH_CURRENCY' });
    expect((await sell(devnet(5), { rateMTA: '100', unitsQNT: '1' })).json).toMatchObject({ errorCode: 6, error: 'unitsQNT', errorName: 'NOT_ENOUGH_CURRENCY' });
    expect((await sell(seller, { rateMTA: '0', unitsQNT: '10' })).json).toMatchObject({ errorCode: 7, error: 'rateMTA' });
    expect((await sell(seller, { rateMTA: 'cheap', unitsQNT: '10' })).json).toMatchObject({ errorCode: 7, error: 'rateMTA' });
    expect((await sell(seller, { rateMTA: '100', unitsQNT: '0' })).json).toMatchObject({ errorCode: 7, error: 'unitsQNT' });
    expect((await sell(seller, { rateMTA: '10000000000', unitsQNT: '10000000000' })).json).toMatchObject({ errorCode: 7, error: 'rateMTA' });
    expect((await sell(seller, { currency: '12345678901234567', rateMTA: '100', unitsQNT: '10' })).json).toMatchObject({ errorCode: 7, error: 'currency', errorName: 'UNKNOWN_CURRENCY' });
    expect((await sell(seller, { currency: notActive, rateMTA: '100', unitsQNT: '10' })).json).toMatchObject({ errorCode: 7, error: 'currency' });
    // Pending sells hold their units: two that each fit, but not together.
    expect((await sell(seller, { rateMTA: '5000', unitsQNT: '400' })).json).toMatchObject({ broadcasted: true });
    expect((await sell(seller, { rateMTA: '5001', unitsQNT: '400' })).json).toMatchObject({ errorCode: 6, error: 'unitsQNT', errorName: 'NOT_ENOUGH_CURRENCY' });
    // The unsigned transaction is refused the same way.
    expect((await node.post({ requestType: 'currencySell', publicKey: seller.publicKey, currency, rateMTA: '100', unitsQNT: '351' })).json).toMatchObject({ errorCode: 6, errorName: 'NOT_ENOUGH_CURRENCY' });
    await node.forge();
    expect(unitsHeld(node, seller, currency)).toBe(750n);
  });

  it('builds an unsigned transaction for a public key, is POST only and never echoes the secret phrase', async () => {
    const r = await expectUnsigned(node, seller, { requestType: 'currencySell', currency, rateMTA: '100', unitsQNT: '1' }, 5, 6);
    contract.check('currencySell', r, 'unsigned');
    await expectPostOnlyAndSecretSafe(node, 'currencySell', seller, [
      { currency, rateMTA: '100', unitsQNT: '1' },
      { currency, rateMTA: '100', unitsQNT: '750' },
      { currency, rateMTA: '0', unitsQNT: '1' },
    ]);
  });
});
