// Exchange offers on an in-process devnet node: what an offer holds, replacement with refund,
// expiry with refund (and popOff across it), currencySell and currencyBuy filling best rate
// first with the refund arithmetic, limits and the counter side's supply.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Transaction } from '../../src/domain/transaction.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { exchangesOf, offerById, offersOf, unitsOf } from '../../src/capabilities/currencies/queries.js';
import { idOf } from '../chain/helpers.js';
import { tallyNode, type TallyNode } from '../helpers/tally-node.js';
import { exchangeTx, issueCurrencyTx, offerTx, transferCurrencyTx } from '../helpers/currency-txs.js';

describe('monetary system: exchange offers, buys and sells', () => {
  let t: TallyNode;
  let genesis: bigint;
  let currency: bigint;
  beforeEach(async () => {
    t = await tallyNode();
    genesis = (await t.node.blockchain.status()).genesisBlockId;
    const issue = issueCurrencyTx(t.node, p('devnet-0'), { name: 'Market', code: 'MARKT', maxSupply: 100_000n });
    await forge(issue);
    currency = issue.id;
    await forge(transferCurrencyTx(t.node, p('devnet-0'), idOf('devnet-1'), currency, 1000n), transferCurrencyTx(t.node, p('devnet-0'), idOf('devnet-2'), currency, 1000n));
  });
  afterEach(() => t.node.stop());

  let bump = 0n;
  const p = (from: string) => ({ from, timestamp: t.time.nowEpochSeconds(), ecBlockId: genesis, feeMTA: ONE_COIN + ++bump });
  const forge = async (...txs: Transaction[]) => {
    for (const tx of txs) expect((await t.node.mempool.submit(tx)).accepted).toBe(true);
    const block = await t.node.forger.generateBlock();
    expect(block.transactions).toHaveLength(txs.length);
    return block;
  };
  const height = async () => (await t.node.blockchain.status()).height;
  /** Balance net of forging rewards and of the fees `phrase` paid, so only exchange moves show. */
  const coin = async (phrase: string) => {
    const a = await t.node.blockchain.getAccount(idOf(phrase));
    return (a?.balanceMTA ?? 0n) - (a?.forgedBalanceMTA ?? 0n);
  };
  const units = (phrase: string) => unitsOf(t.node.state, idOf(phrase), currency);
  const offer = (o: { buyRate?: bigint; sellRate?: bigint; buyLimit?: bigint; sellLimit?: bigint; buySupply?: bigint; sellSupply?: bigint; expiresIn?: number }, h: number) => ({
    currency,
    buyRateMTA: o.buyRate ?? 10n,
    sellRateMTA: o.sellRate ?? 12n,
    totalBuyLimitQNT: o.buyLimit ?? 500n,
    totalSellLimitQNT: o.sellLimit ?? 500n,
    initialBuySupplyQNT: o.buySupply ?? 100n,
    initialSellSupplyQNT: o.sellSupply ?? 100n,
    expirationHeight: h + (o.expiresIn ?? 100),
  });

  it('holds the buy supply\'s coin and the sell supply\'s units, and a new offer replaces the old one with its refund', async () => {
    const before = await coin('devnet-1');
    const first = offerTx(t.node, p('devnet-1'), offer({ buySupply: 100n, sellSupply: 200n }, await height()));
    await forge(first);
    expect(units('devnet-1')).toBe(800n);
    expect(before - (await coin('devnet-1'))).toBe(1000n + first.feeMTA);
    const second = offerTx(t.node, p('devnet-1'), offer({ buySupply: 10n, sellSupply: 50n, buyRate: 7n }, await height()));
    await forge(second);
    expect(offerById(t.node.state, first.id)).toBeUndefined();
    expect(offersOf(t.node.state, { currency })).toHaveLength(1);
    expect(units('devnet-1')).toBe(950n);
    expect(before - (await coin('devnet-1'))).toBe(70n + first.feeMTA + second.feeMTA);
  });

  it('expires at its expiration height with the refund, and popOff brings it back', async () => {
    const before = await coin('devnet-1');
    const o = offerTx(t.node, p('devnet-1'), offer({ expiresIn: 3 }, await height()));
    await forge(o);
    await t.node.forger.generateBlock();
    expect(offerById(t.node.state, o.id)).toBeDefined();
    await t.node.forger.generateBlock(); // the expiration height
    expect(offerById(t.node.state, o.id)).toBeUndefined();
    expect(units('devnet-1')).toBe(1000n);
    expect(before - (await coin('devnet-1'))).toBe(o.feeMTA);
    await t.node.blockchain.popOff({ numBlocks: 1 });
    expect(offerById(t.node.state, o.id)).toMatchObject({ buySupply: 100n, sellSupply: 100n });
    expect(units('devnet-1')).toBe(900n);
    await t.node.forger.generateBlock();
    expect(offerById(t.node.state, o.id)).toBeUndefined();
  });

  it('fills a sell against the best buy rates first, at each offer\'s rate, and returns what did not sell', async () => {
    const h = await height();
    const low = offerTx(t.node, p('devnet-1'), offer({ buyRate: 10n, buySupply: 100n, sellSupply: 0n, sellLimit: 50n }, h));
    const high = offerTx(t.node, p('devnet-2'), offer({ buyRate: 11n, sellRate: 20n, buySupply: 30n, sellSupply: 0n, sellLimit: 1000n }, h));
    await forge(low, high);
    const [seller1, owner1, owner2] = [await coin('devnet-3'), await coin('devnet-1'), await coin('devnet-2')];
    await forge(transferCurrencyTx(t.node, p('devnet-0'), idOf('devnet-3'), currency, 500n));
    const sell = exchangeTx(t.node, p('devnet-3'), 'sell', currency, 10n, 200n);
    await forge(sell);
    // 30 at 11 from the higher bid, then 100 at 10; 70 unsold come back.
    expect((await exchangesOf(t.node.state, { currency })).map((e) => [e.offer, e.units, e.rate])).toEqual([
      [low.id, 100n, 10n],
      [high.id, 30n, 11n],
    ]);
    expect(units('devnet-3')).toBe(370n);
    expect((await coin('devnet-3')) - seller1).toBe(1330n - sell.feeMTA);
    // The owners paid from the held coin (no balance change) and got the units: owner 1's sell
    // side takes 50 (its limit), the other 50 go to its holding; owner 2's sell side takes 30.
    expect([await coin('devnet-1'), await coin('devnet-2')]).toEqual([owner1, owner2]);
    expect(offerById(t.node.state, low.id)).toMatchObject({ buySupply: 0n, buyLimit: 400n, sellSupply: 50n });
    expect(units('devnet-1')).toBe(1050n);
    expect(offerById(t.node.state, high.id)).toMatchObject({ buySupply: 0n, sellSupply: 30n });
  });

  it('fills a buy against the lowest sell rates first, refunds the unspent coin, and never above its rate', async () => {
    const h = await height();
    const cheap = offerTx(t.node, p('devnet-1'), offer({ buyRate: 5n, sellRate: 8n, sellSupply: 40n, buySupply: 0n, buyLimit: 10n }, h));
    const dear = offerTx(t.node, p('devnet-2'), offer({ buyRate: 5n, sellRate: 9n, sellSupply: 100n, buySupply: 0n }, h));
    await forge(cheap, dear);
    const [buyer, owner1] = [await coin('devnet-3'), await coin('devnet-1')];
    const buy = exchangeTx(t.node, p('devnet-3'), 'buy', currency, 9n, 60n);
    await forge(buy);
    // 40 at 8, then 20 at 9: 500 paid of the 540 held.
    expect(units('devnet-3')).toBe(60n);
    expect(buyer - (await coin('devnet-3'))).toBe(500n + buy.feeMTA);
    // Owner 1 sold 40 at 8 = 320; its buy side takes back 10 (its limit) at 5 = 50 held.
    expect((await coin('devnet-1')) - owner1).toBe(270n);
    expect(offerById(t.node.state, cheap.id)).toMatchObject({ sellSupply: 0n, sellLimit: 460n, buySupply: 10n });
    // A buy below every sell rate fills nothing and refunds everything.
    const before = await coin('devnet-3');
    const none = exchangeTx(t.node, p('devnet-3'), 'buy', currency, 7n, 10n);
    await forge(none);
    expect(before - (await coin('devnet-3'))).toBe(none.feeMTA);
    expect(await exchangesOf(t.node.state, { account: idOf('devnet-3') })).toHaveLength(2);
  });

  it('refuses offers on a currency that is not EXCHANGEABLE and rates out of order', async () => {
    const h = await height();
    const bad = offerTx(t.node, p('devnet-1'), { ...offer({}, h), buyRateMTA: 20n, sellRateMTA: 10n });
    await expect(t.node.mempool.submit(bad)).rejects.toMatchObject({ code: 7, param: 'buyRateMTA' });
    const expired = offerTx(t.node, p('devnet-1'), { ...offer({}, h), expirationHeight: h });
    await expect(t.node.mempool.submit(expired)).rejects.toMatchObject({ code: 7, param: 'expirationHeight' });
    const sell = exchangeTx(t.node, p('devnet-1'), 'sell', currency, 1n, 1001n);
    await expect(t.node.mempool.submit(sell)).rejects.toMatchObject({ code: 6, errorName: 'NOT_ENOUGH_CURRENCY' });
  });
});
