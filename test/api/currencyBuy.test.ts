// currencyBuy: an exchange buy (5/5) through the API on the devnet: immediate-or-cancel fills
// against the offers' sell sides at the offers' rates, lowest rate first, then the oldest offer;
// the coin not spent comes back in the same block; the coin a sell side earns goes on to its buy
// side up to its limit; exact arithmetic in MTA; and the refusals, also for unsigned
// transactions.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { exchangesOf, offerById } from '../../src/capabilities/currencies/queries.js';
import { devnet, startChainNode, testAccount, type ChainNode, type TestAccount } from './chain-fixture.js';
import { balance, expectPostOnlyAndSecretSafe, expectUnsigned, freshCode, funded, ok, unitsHeld } from './currency-helpers.js';
import { contract } from './fixtures/totem-reads.js';

describe('currencyBuy', () => {
  let node: ChainNode;
  let currency: string;
  let notActive: string;
  let buyer: TestAccount;
  const makers = [1, 2, 3, 4].map((i) => testAccount(`currencyBuy maker ${i}`));
  const [m1, m2, m3, m4] = makers as [TestAccount, TestAccount, TestAccount, TestAccount];
  const offers: Record<string, bigint> = {};
  beforeAll(async () => {
    node = await startChainNode();
    buyer = testAccount('currencyBuy buyer');
    for (const a of [...makers, buyer]) await node.pay(devnet(0), a, 100n * ONE_COIN);
    const height = (await node.get({ requestType: 'getBlockchainStatus' })).json.height as number;
    const issue = async (params: Record<string, string>) => (await ok(node, { requestType: 'issueCurrency', secretPhrase: devnet(1).secretPhrase, ...freshCode(), ...params })).json.transaction as string;
    currency = await issue({ type: '1', maxSupplyQNT: '1000000', initialSupplyQNT: '1000000' });
    notActive = await issue({ type: '13', maxSupplyQNT: '1000', reserveSupplyQNT: '1000', initialSupplyQNT: '0', minReservePerUnitMTA: '1', issuanceHeight: String(height + 1000) });
    await node.forge();
    for (const m of makers) await ok(node, { requestType: 'transferCurrency', secretPhrase: devnet(1).secretPhrase, recipient: m.accountRS, currency, unitsQNT: '1000' });
    await node.forge();
    const sellSide = async (m: TestAccount, sellRateMTA: string, units: string, buy: { rate: string; limit: string } = { rate: '100', limit: '0' }) =>
      BigInt((await ok(node, { requestType: 'publishExchangeOffer', secretPhrase: m.secretPhrase, currency, buyRateMTA: buy.rate, sellRateMTA, totalBuyLimitQNT: buy.limit, totalSellLimitQNT: units, initialBuySupplyQNT: '0', initialSellSupplyQNT: units, expirationHeight: '100000' })).json.transaction);
    offers['m1'] = await sellSide(m1, '300', '100');
    // m2's buy side may take back up to 1000 units at 100: the coin for them stays held.
    offers['m2'] = await sellSide(m2, '200', '50', { rate: '100', limit: '1000' });
    offers['m4'] = await sellSide(m4, '400', '100');
    await node.forge();
    // m3 at m1's rate, one block later: filled after m1.
    offers['m3'] = await sellSide(m3, '300', '100');
    await node.forge();
  });
  afterAll(() => node.close());

  const buy = (a: TestAccount, params: Record<string, string>) => node.post({ requestType: 'currencyBuy', secretPhrase: a.secretPhrase, currency, ...params });

  it('fills at the offers\' rates, lowest first then the oldest; the coin not spent comes back', async () => {
    const before = await balance(node, buyer);
    const makersBefore = await Promise.all(makers.map((m) => balance(node, m)));
    const r = await buy(buyer, { rateMTA: '300', unitsQNT: '200' });
    contract.check('currencyBuy', r);
    expect(r.json).toMatchObject({ broadcasted: true, transactionJSON: { type: 5, subtype: 5, sender: buyer.account, amountMTA: '0', feeMTA: '100000000' } });
    expect(r.json.transactionJSON.attachment).toEqual({ 'version.ExchangeBuy': 1, currency, rateMTA: '300', unitsQNT: '200' });
    // Until the block, units x rate is held.
    expect(BigInt((await node.get({ requestType: 'getAccount', account: buyer.account })).json.unconfirmedBalanceMTA)).toBe(before - 200n * 300n - ONE_COIN);

    await node.forge();
    // m2: 50 at 200, m1: 100 at 300, m3 (younger than m1): 50 at 300; m4 (400) not at all.
    const spent = 50n * 200n + 100n * 300n + 50n * 300n;
    expect(await balance(node, buyer)).toBe(before - spent - ONE_COIN);
    expect(unitsHeld(node, buyer, currency)).toBe(200n);
    expect(await balance(node, m1)).toBe(makersBefore[0]! + 100n * 300n);
    // m2 earns 50 x 200, of which 50 x 100 stays held by its buy side.
    expect(await balance(node, m2)).toBe(makersBefore[1]! + 50n * 200n - 50n * 100n);
    expect(await balance(node, m3)).toBe(makersBefore[2]! + 50n * 300n);
    expect(await balance(node, m4)).toBe(makersBefore[3]!);
    expect(offerById(node.node.state, offers['m1']!)).toMatchObject({ sellSupply: 0n, sellLimit: 0n });
    expect(offerById(node.node.state, offers['m2']!)).toMatchObject({ sellSupply: 0n, sellLimit: 0n, buySupply: 50n, buyLimit: 1000n });
    expect(offerById(node.node.state, offers['m3']!)).toMatchObject({ sellSupply: 50n, sellLimit: 50n });
    expect(offerById(node.node.state, offers['m4']!)).toMatchObject({ sellSupply: 100n, sellLimit: 100n });
    // The sellers' own holdings do not change: the units came from the offers.
    for (const m of makers) expect(unitsHeld(node, m, currency)).toBe(m === m2 ? 950n : 900n);
    const fills = (await exchangesOf(node.node.state, { currency: BigInt(currency) })).filter((e) => e.transaction === BigInt(r.json.transaction));
    expect(fills.map((e) => [e.offer, e.units, e.rate, e.seller, e.buyer, e.side]).sort()).toEqual(
      [
        [offers['m2'], 50n, 200n, m2.id, buyer.id, 'buy'],
        [offers['m1'], 100n, 300n, m1.id, buyer.id, 'buy'],
        [offers['m3'], 50n, 300n, m3.id, buyer.id, 'buy'],
      ].sort(),
    );
  });

  it('nothing rests: what the offers cannot fill is refunded in the same block', async () => {
    const before = await balance(node, buyer);
    // Only m3's 50 units remain at 300 or less.
    await ok(node, { requestType: 'currencyBuy', secretPhrase: buyer.secretPhrase, currency, rateMTA: '300', unitsQNT: '100' });
    await node.forge();
    expect(await balance(node, buyer)).toBe(before - 50n * 300n - ONE_COIN);
    expect(unitsHeld(node, buyer, currency)).toBe(250n);
    expect(offerById(node.node.state, offers['m3']!)).toMatchObject({ sellSupply: 0n });
    // Below every rate: only the fee is spent.
    const r = await buy(buyer, { rateMTA: '399', unitsQNT: '10' });
    contract.check('currencyBuy', r, 'no fill');
    await node.forge();
    expect(await balance(node, buyer)).toBe(before - 50n * 300n - 2n * ONE_COIN);
    expect(unitsHeld(node, buyer, currency)).toBe(250n);
    expect(offerById(node.node.state, offers['m4']!)).toMatchObject({ sellSupply: 100n });
  });

  it('refuses too little coin (6), a bad rate (7), an unknown (UNKNOWN_CURRENCY) or inactive currency (7)', async () => {
    const poor = await funded(node, 'currencyBuy poor buyer', 3n);
    // units x rate = 2 coins + 10 MTA, the fee 1 coin: more than 3 coins; 2 coins exactly fit.
    expect((await buy(poor, { rateMTA: '20000001', unitsQNT: '10' })).json).toMatchObject({ errorCode: 6, error: 'unitsQNT' });
    // Exactly what it has: accepted, and it fills against m4 at 400, the rest of the hold refunded.
    expect((await buy(poor, { rateMTA: '20000000', unitsQNT: '10' })).json).toMatchObject({ broadcasted: true });
    await node.forge();
    expect(unitsHeld(node, poor, currency)).toBe(10n);
    expect(await balance(node, poor)).toBe(2n * ONE_COIN - 10n * 400n);
    expect(offerById(node.node.state, offers['m4']!)).toMatchObject({ sellSupply: 90n });
    // units x rate above the largest amount.
    expect((await buy(buyer, { rateMTA: '10000000000', unitsQNT: '10000000000' })).json).toMatchObject({ errorCode: 7, error: 'rateMTA' });
    expect((await buy(buyer, { rateMTA: '0', unitsQNT: '10' })).json).toMatchObject({ errorCode: 7, error: 'rateMTA' });
    expect((await buy(buyer, { rateMTA: '-1', unitsQNT: '10' })).json).toMatchObject({ errorCode: 7, error: 'rateMTA' });
    expect((await buy(buyer, { rateMTA: '300', unitsQNT: '0' })).json).toMatchObject({ errorCode: 7, error: 'unitsQNT' });
    expect((await buy(buyer, { currency: '12345678901234567', rateMTA: '300', unitsQNT: '10' })).json).toMatchObject({ errorCode: 7, error: 'currency', errorName: 'UNKNOWN_CURRENCY' });
    expect((await buy(buyer, { currency: notActive, rateMTA: '300', unitsQNT: '10' })).json).toMatchObject({ errorCode: 7, error: 'currency' });
    // The unsigned transaction is refused the same way.
    expect((await node.post({ requestType: 'currencyBuy', publicKey: poor.publicKey, currency, rateMTA: '20000001', unitsQNT: '10' })).json).toMatchObject({ errorCode: 6, error: 'unitsQNT' });
  });

  it('builds an unsigned transaction for a public key, is POST only and never echoes the secret phrase', async () => {
    const r = await expectUnsigned(node, buyer, { requestType: 'currencyBuy', currency, rateMTA: '400', unitsQNT: '1' }, 5, 5);
    contract.check('currencyBuy', r, 'unsigned');
    await expectPostOnlyAndSecretSafe(node, 'currencyBuy', buyer, [
      { currency, rateMTA: '400', unitsQNT: '1' },
      { currency, rateMTA: ONE_COIN.toString(), unitsQNT: '1000' },
      { currency, rateMTA: '0', unitsQNT: '1' },
    ]);
  });
});
