// publishExchangeOffer: an exchange offer (5/4) through the API on the devnet: the transaction, the
// holds it takes (buy supply x buy rate of coin, the sell supply's units), a second offer that
// replaces the first with its refund, the expiry that returns the holds, and the refusals, also
// for unsigned transactions.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { offersOf } from '../../src/capabilities/currencies/queries.js';
import { devnet, startChainNode, testAccount, type ChainNode, type TestAccount } from './chain-fixture.js';
import { balance, expectPostOnlyAndSecretSafe, expectUnsigned, freshCode, funded, ok, unitsHeld } from './currency-helpers.js';
import { contract } from './fixtures/totem-reads.js';

describe('publishExchangeOffer', () => {
  let node: ChainNode;
  let trader: TestAccount;
  let currency: string;
  let notExchangeable: string;
  let notActive: string;
  beforeAll(async () => {
    node = await startChainNode();
    trader = testAccount('publishExchangeOffer trader');
    await node.pay(devnet(0), trader, 100n * ONE_COIN);
    const height = (await node.get({ requestType: 'getBlockchainStatus' })).json.height as number;
    const issue = async (params: Record<string, string>) => (await ok(node, { requestType: 'issueCurrency', secretPhrase: devnet(1).secretPhrase, ...freshCode(), ...params })).json.transaction as string;
    currency = await issue({ type: '1', maxSupplyQNT: '1000000', initialSupplyQNT: '1000000' });
    // CLAIMABLE without EXCHANGEABLE (4 | 8), active at height + 3; and one active much later.
    const reserved = { maxSupplyQNT: '1000', reserveSupplyQNT: '1000', initialSupplyQNT: '0', minReservePerUnitMTA: '1' };
    notExchangeable = await issue({ type: '12', ...reserved, issuanceHeight: String(height + 3) });
    notActive = await issue({ type: '13', ...reserved, issuanceHeight: String(height + 1000) });
    await node.forge(); // height + 1
    await ok(node, { requestType: 'currencyReserveIncrease', secretPhrase: devnet(2).secretPhrase, currency: notExchangeable, amountPerUnitMTA: '1' });
    await ok(node, { requestType: 'transferCurrency', secretPhrase: devnet(1).secretPhrase, recipient: trader.accountRS, currency, unitsQNT: '10000' });
    await node.forge(); // height + 2
    await node.forge(); // height + 3
    expect(unitsHeld(node, devnet(2), notExchangeable)).toBe(1000n);
  });
  afterAll(() => node.close());

  const tip = async (): Promise<number> => (await node.get({ requestType: 'getBlockchainStatus' })).json.height as number;
  const publish = (a: TestAccount, params: Record<string, string>) => node.post({ requestType: 'publishExchangeOffer', secretPhrase: a.secretPhrase, currency, ...params });
  const offer = (params: Record<string, string> = {}, expirationHeight = 100_000) => ({
    buyRateMTA: '1000000',
    sellRateMTA: '2000000',
    totalBuyLimitQNT: '1000',
    totalSellLimitQNT: '1000',
    initialBuySupplyQNT: '500',
    initialSellSupplyQNT: '300',
    expirationHeight: String(expirationHeight),
    ...params,
  });
  const offersOfTrader = () => offersOf(node.node.state, { account: trader.id, currency: BigInt(currency) });

  it('holds the buy supply x buy rate of coin and the sell supply\'s units', async () => {
    const before = await balance(node, trader);
    expect(unitsHeld(node, trader, currency)).toBe(10_000n);
    const r = await publish(trader, offer());
    contract.check('publishExchangeOffer', r);
    expect(r.json).toMatchObject({ broadcasted: true, transactionJSON: { type: 5, subtype: 4, sender: trader.account, amountMTA: '0', feeMTA: '100000000' } });
    expect(r.json.transactionJSON.attachment).toEqual({
      'version.PublishExchangeOffer': 1,
      currency,
      buyRateMTA: '1000000',
      sellRateMTA: '2000000',
      totalBuyLimitQNT: '1000',
      totalSellLimitQNT: '1000',
      initialBuySupplyQNT: '500',
      initialSellSupplyQNT: '300',
      expirationHeight: 100_000,
    });
    // The holds show at once in the unconfirmed balances.
    const pending = (await node.get({ requestType: 'getAccount', account: trader.account, includeCurrencies: 'true' })).json;
    expect(BigInt(pending.unconfirmedBalanceMTA)).toBe(before - 500n * 1_000_000n - ONE_COIN);
    expect(pending.unconfirmedCurrencyBalances).toContainEqual(expect.objectContaining({ currency, unconfirmedUnitsQNT: '9700' }));

    const block = await node.forge();
    expect(await balance(node, trader)).toBe(before - 500n * 1_000_000n - ONE_COIN);
    expect(unitsHeld(node, trader, currency)).toBe(9_700n);
    expect(offersOfTrader()).toEqual([
      [
        BigInt(r.json.transaction),
        expect.objectContaining({ account: trader.id, currency: BigInt(currency), buyRate: 1_000_000n, sellRate: 2_000_000n, buyLimit: 1000n, sellLimit: 1000n, buySupply: 500n, sellSupply: 300n, expirationHeight: 100_000, height: block.height }),
      ],
    ]);
  });

  it('a second offer on the same currency replaces the first: its holds come back first', async () => {
    const before = await balance(node, trader);
    const first = offersOfTrader()[0]![0];
    // Needs more units than the holding alone (9700) but not more than it with the first offer's 300.
    const r = await publish(trader, offer({ initialBuySupplyQNT: '200', initialSellSupplyQNT: '10000', totalSellLimitQNT: '10000' }));
    contract.check('publishExchangeOffer', r, 'replacement');
    await node.forge();
    // 5 coins held by the first offer come back, 2 coins are held by the new one.
    expect(await balance(node, trader)).toBe(before + 500n * 1_000_000n - 200n * 1_000_000n - ONE_COIN);
    expect(unitsHeld(node, trader, currency)).toBe(0n);
    const now = offersOfTrader();
    expect(now).toHaveLength(1);
    expect(now[0]![0]).toBe(BigInt(r.json.transaction));
    expect(now[0]![0]).not.toBe(first);
    expect(now[0]![1]).toMatchObject({ buySupply: 200n, sellSupply: 10_000n });
  });

  it('is removed at the start of the block at its expiration height, its holds returned', async () => {
    const height = await tip();
    const before = await balance(node, trader);
    await ok(node, { requestType: 'publishExchangeOffer', secretPhrase: trader.secretPhrase, currency, ...offer({ initialSellSupplyQNT: '4000', totalSellLimitQNT: '4000' }, height + 2) });
    await node.forge(); // height + 1: replaces the offer of the last test
    expect(await balance(node, trader)).toBe(before + 200n * 1_000_000n - 500n * 1_000_000n - ONE_COIN);
    expect(unitsHeld(node, trader, currency)).toBe(6_000n);
    expect(offersOfTrader()).toHaveLength(1);
    await node.forge(); // height + 2: expired
    expect(offersOfTrader()).toEqual([]);
    expect(await balance(node, trader)).toBe(before + 200n * 1_000_000n - ONE_COIN);
    expect(unitsHeld(node, trader, currency)).toBe(10_000n);
  });

  it('refuses numbers out of order, naming the parameter', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [offer({ buyRateMTA: '2000001' }), 'buyRateMTA'],
      [offer({ buyRateMTA: '0' }), 'buyRateMTA'],
      [offer({ sellRateMTA: '0' }), 'sellRateMTA'],
      [offer({ initialBuySupplyQNT: '1001' }), 'initialBuySupplyQNT'],
      [offer({ initialSellSupplyQNT: '1001' }), 'initialSellSupplyQNT'],
      [offer({ totalBuyLimitQNT: '0', totalSellLimitQNT: '0', initialBuySupplyQNT: '0', initialSellSupplyQNT: '0' }), 'totalBuyLimitQNT'],
      [offer({ initialBuySupplyQNT: '0', initialSellSupplyQNT: '0' }), 'initialBuySupplyQNT'],
      [offer({ totalBuyLimitQNT: '-1' }), 'totalBuyLimitQNT'],
    ];
    for (const [params, error] of cases) {
      const r = await publish(trader, params);
      expect({ params, body: r.json }).toMatchObject({ params, body: { errorCode: 7, error } });
    }
  });

  it('refuses an expiration height not above the tip, naming expirationHeight', async () => {
    const height = await tip();
    expect((await publish(trader, offer({}, height))).json).toMatchObject({ errorCode: 7, error: 'expirationHeight' });
    expect((await publish(trader, offer({}, height - 1))).json).toMatchObject({ errorCode: 7, error: 'expirationHeight' });
    expect((await publish(trader, { ...offer({}, height + 2), broadcast: 'false' })).json).toMatchObject({ broadcasted: false });
  });

  it('refuses a currency that is not EXCHANGEABLE, not active or unknown, naming currency', async () => {
    const holder = devnet(2);
    const sellOnly = offer({ initialBuySupplyQNT: '0', totalBuyLimitQNT: '0', initialSellSupplyQNT: '10', totalSellLimitQNT: '10' });
    expect((await publish(holder, { ...sellOnly, currency: notExchangeable })).json).toMatchObject({ errorCode: 7, error: 'currency' });
    expect((await publish(holder, { ...offer({ initialSellSupplyQNT: '0' }), currency: notActive })).json).toMatchObject({ errorCode: 7, error: 'currency' });
    expect((await publish(holder, { ...offer(), currency: '12345678901234567' })).json).toMatchObject({ errorCode: 7, error: 'currency', errorName: 'UNKNOWN_CURRENCY' });
  });

  it('refuses too few units (NOT_ENOUGH_CURRENCY) and too little coin, naming the supply', async () => {
    expect((await publish(trader, offer({ initialSellSupplyQNT: '10001', totalSellLimitQNT: '20000' }))).json).toMatchObject({ errorCode: 6, error: 'initialSellSupplyQNT', errorName: 'NOT_ENOUGH_CURRENCY' });
    expect((await publish(devnet(3), offer())).json).toMatchObject({ errorCode: 6, error: 'initialSellSupplyQNT', errorName: 'NOT_ENOUGH_CURRENCY' });
    // 1000 units x 1 coin is more coin than the trader has.
    expect((await publish(trader, offer({ buyRateMTA: ONE_COIN.toString(), sellRateMTA: ONE_COIN.toString(), initialBuySupplyQNT: '1000', initialSellSupplyQNT: '0' }))).json).toMatchObject({ errorCode: 6, error: 'initialBuySupplyQNT' });
    // The unsigned transaction is refused the same way.
    expect((await node.post({ requestType: 'publishExchangeOffer', publicKey: devnet(3).publicKey, currency, ...offer() })).json).toMatchObject({ errorCode: 6, errorName: 'NOT_ENOUGH_CURRENCY' });
    // An account with 6 coins: a buy side of 5 coins and 1 MTA is refused, one of exactly 5 coins (and the fee) is held.
    const exact = await funded(node, 'publishExchangeOffer exact', 6n);
    const buyOnly = offer({ initialSellSupplyQNT: '0', totalSellLimitQNT: '0' });
    expect((await publish(exact, { ...buyOnly, buyRateMTA: '1000001', sellRateMTA: '1000001', initialBuySupplyQNT: '500', totalBuyLimitQNT: '500' })).json).toMatchObject({ errorCode: 6, error: 'initialBuySupplyQNT' });
    expect((await publish(exact, buyOnly)).json).toMatchObject({ broadcasted: true });
    await node.forge();
    expect(await balance(node, exact)).toBe(0n);
    expect(offersOf(node.node.state, { account: exact.id })).toEqual([[expect.anything(), expect.objectContaining({ buySupply: 500n, buyRate: 1_000_000n })]]);
  });

  it('builds an unsigned transaction for a public key, is POST only and never echoes the secret phrase', async () => {
    const r = await expectUnsigned(node, trader, { requestType: 'publishExchangeOffer', currency, ...offer() }, 5, 4);
    contract.check('publishExchangeOffer', r, 'unsigned');
    await expectPostOnlyAndSecretSafe(node, 'publishExchangeOffer', trader, [{ currency, ...offer({ sellRateMTA: '2500000' }) }, { currency, ...offer({ buyRateMTA: '3000000' }) }, { currency, ...offer({ initialSellSupplyQNT: '20000', totalSellLimitQNT: '20000' }) }]);
  });
});
