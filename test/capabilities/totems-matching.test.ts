// The totem exchange's ledger rules on an in-process devnet node: matching (price-time
// priority, partial fills, the resting order's price and the bid's refund, crossing at an equal
// price, self-trades), cancellation refunds, deletes and dividends (open asks count, the issuer
// does not, exact per-QNT amounts), and popOff across trades and dividends.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Transaction } from '../../src/domain/transaction.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { accountOrders, balancesOf, bookOf, totemOf, tradesOf } from '../../src/capabilities/totems/queries.js';
import { ISSUANCE_FEE_MTA } from '../../src/capabilities/totems/issuance.js';
import { idOf } from '../chain/helpers.js';
import { tallyNode, type TallyNode } from '../helpers/tally-node.js';
import { cancelTx, deleteTotemTx, dividendTx, issueTotemTx, orderTx, transferTotemTx } from '../helpers/totem-txs.js';

describe('totem exchange: matching, refunds, deletes and dividends', () => {
  let t: TallyNode;
  let genesis: bigint;
  beforeEach(async () => {
    t = await tallyNode();
    genesis = (await t.node.blockchain.status()).genesisBlockId;
  });
  afterEach(() => t.node.stop());

  const p = (from: string) => ({ from, timestamp: t.time.nowEpochSeconds(), ecBlockId: genesis });
  const submit = async (...txs: Transaction[]) => {
    for (const tx of txs) {
      const r = await t.node.mempool.submit(tx);
      expect(r.accepted).toBe(true);
    }
  };
  const forge = async (...txs: Transaction[]) => {
    await submit(...txs);
    const block = await t.node.forger.generateBlock();
    expect(block.transactions.map((x) => x.id)).toEqual(txs.map((x) => x.id));
    return block;
  };
  const balance = async (phrase: string) => (await t.node.blockchain.getAccount(idOf(phrase)))!.balanceMTA;
  const units = (phrase: string, totem: bigint) => balancesOf(t.node.state, idOf(phrase), totem);

  /** devnet-0 issues 1000 units and gives 300 to devnet-1 and devnet-2 each. */
  async function setup(): Promise<bigint> {
    const issue = issueTotemTx(t.node, p('devnet-0'), { name: 'GOLD', quantityQNT: 1000n, decimals: 2 });
    await forge(issue);
    await forge(transferTotemTx(t.node, p('devnet-0'), idOf('devnet-1'), issue.id, 300n), transferTotemTx(t.node, p('devnet-0'), idOf('devnet-2'), issue.id, 300n));
    return issue.id;
  }

  it('issues the whole quantity to the issuer for the issuance fee', async () => {
    const before = await balance('devnet-0');
    const issue = issueTotemTx(t.node, p('devnet-0'), { name: 'Silver9', quantityQNT: 5000n });
    expect(issue.feeMTA).toBe(ISSUANCE_FEE_MTA);
    await forge(issue);
    expect(totemOf(t.node.state, issue.id)).toMatchObject({ issuer: idOf('devnet-0'), name: 'Silver9', quantity: 5000n, initialQuantity: 5000n });
    expect(units('devnet-0', issue.id)).toEqual({ quantity: 5000n, available: 5000n });
    // The issuance fee goes to the forger, which is devnet-0 itself here or another devnet account.
    expect(await balance('devnet-0')).toBeLessThanOrEqual(before);
  });

  it('fills best price first, then oldest, at the resting order\'s price, with partial fills and the bid refund', async () => {
    const totem = await setup();
    const ask1 = orderTx(t.node, p('devnet-1'), 'ask', totem, 100n, 50n);
    const ask2 = orderTx(t.node, p('devnet-2'), 'ask', totem, 100n, 50n);
    const ask3 = orderTx(t.node, p('devnet-1'), 'ask', totem, 100n, 40n);
    await forge(ask1, ask2, ask3);
    expect(units('devnet-1', totem)).toEqual({ quantity: 300n, available: 100n });
    const buyerBefore = await balance('devnet-3');
    const bid = orderTx(t.node, p('devnet-3'), 'bid', totem, 250n, 60n);
    await forge(bid);
    const trades = await tradesOf(t.node.state, { totem });
    // Newest first: ask3 (best price), then ask1 (older of the two at 50), then half of ask2.
    expect(trades.map((x) => [x.askOrder, x.quantity, x.price, x.tradeType])).toEqual([
      [ask2.id, 50n, 50n, 'buy'],
      [ask1.id, 100n, 50n, 'buy'],
      [ask3.id, 100n, 40n, 'buy'],
    ]);
    expect(bookOf(t.node.state, totem, 'ask').map(([id, o]) => [id, o.quantity])).toEqual([[ask2.id, 50n]]);
    expect(bookOf(t.node.state, totem, 'bid')).toEqual([]);
    // The buyer paid 100x40 + 150x50 (not 250x60) and the fee; the forger may be the buyer itself.
    const paid = buyerBefore - (await balance('devnet-3'));
    const forgedFee = (await t.node.blockchain.lastBlock()).generatorId === idOf('devnet-3') ? ONE_COIN : 0n;
    expect(paid).toBe(100n * 40n + 150n * 50n + ONE_COIN - forgedFee);
    expect(units('devnet-3', totem)).toEqual({ quantity: 250n, available: 250n });
    expect(units('devnet-1', totem)).toEqual({ quantity: 100n, available: 100n });
    expect(units('devnet-2', totem)).toEqual({ quantity: 250n, available: 200n });
  });

  it('a new ask takes a resting bid at the bid\'s price (tradeType sell), crossing at an equal price', async () => {
    const totem = await setup();
    const bid = orderTx(t.node, p('devnet-3'), 'bid', totem, 10n, 70n);
    await forge(bid);
    const equal = orderTx(t.node, p('devnet-1'), 'ask', totem, 4n, 70n);
    const lower = orderTx(t.node, p('devnet-2'), 'ask', totem, 10n, 65n);
    await forge(equal, lower);
    const trades = await tradesOf(t.node.state, { totem });
    expect(trades.map((x) => [x.askOrder, x.quantity, x.price, x.tradeType])).toEqual([
      [lower.id, 6n, 70n, 'sell'],
      [equal.id, 4n, 70n, 'sell'],
    ]);
    expect(bookOf(t.node.state, totem, 'ask').map(([id, o]) => [id, o.quantity])).toEqual([[lower.id, 4n]]);
  });

  it('a self-trade moves nothing but the fees', async () => {
    const totem = await setup();
    const before = { coin: await balance('devnet-1'), units: units('devnet-1', totem) };
    await forge(orderTx(t.node, p('devnet-1'), 'ask', totem, 10n, 5n));
    await forge(orderTx(t.node, p('devnet-1'), 'bid', totem, 10n, 5n));
    expect(await tradesOf(t.node.state, { account: idOf('devnet-1') })).toHaveLength(1);
    expect(units('devnet-1', totem)).toEqual(before.units);
    const blocks = await t.node.blockchain.getBlocks((await t.node.blockchain.status()).height, 0);
    const forged = blocks.slice(0, 2).filter((b) => b.generatorId === idOf('devnet-1')).length;
    expect(await balance('devnet-1')).toBe(before.coin - 2n * ONE_COIN + BigInt(forged) * ONE_COIN);
  });

  it('cancellation returns what the order still holds; a second cancellation is refused', async () => {
    const totem = await setup();
    const ask = orderTx(t.node, p('devnet-1'), 'ask', totem, 100n, 9n);
    const bid = orderTx(t.node, p('devnet-3'), 'bid', totem, 20n, 3n);
    await forge(ask, bid);
    expect(units('devnet-1', totem).available).toBe(200n);
    const coinBefore = await balance('devnet-3');
    await forge(cancelTx(t.node, p('devnet-1'), 'ask', ask.id), cancelTx(t.node, p('devnet-3'), 'bid', bid.id));
    expect(units('devnet-1', totem)).toEqual({ quantity: 300n, available: 300n });
    const forgedFee = (await t.node.blockchain.lastBlock()).generatorId === idOf('devnet-3') ? 2n * ONE_COIN : 0n;
    expect(await balance('devnet-3')).toBe(coinBefore + 60n - ONE_COIN + forgedFee);
    expect(accountOrders(t.node.state, idOf('devnet-1'), 'ask')).toEqual([]);
    const again = await t.node.mempool.submit(cancelTx(t.node, { ...p('devnet-1'), feeMTA: ONE_COIN + 1n }, 'ask', ask.id)).catch((e: unknown) => e);
    expect(again).toMatchObject({ param: 'order' });
  });

  it('the pool will not hold two transactions that spend the same units', async () => {
    const totem = await setup();
    await submit(transferTotemTx(t.node, p('devnet-1'), idOf('devnet-4'), totem, 200n));
    const second = await t.node.mempool.submit(orderTx(t.node, p('devnet-1'), 'ask', totem, 200n, 1n)).catch((e: unknown) => e);
    expect(second).toMatchObject({ code: 6, param: 'quantityQNT' });
  });

  it('a transfer makes its recipient an account, even with no coin', async () => {
    const totem = await setup();
    const fresh = idOf('totems: a recipient with no coin');
    await forge(transferTotemTx(t.node, p('devnet-1'), fresh, totem, 7n));
    expect(await t.node.blockchain.getAccount(fresh)).toMatchObject({ id: fresh, balanceMTA: 0n });
    expect(balancesOf(t.node.state, fresh, totem)).toEqual({ quantity: 7n, available: 7n });
  });

  it('delete burns units and lowers the quantity', async () => {
    const totem = await setup();
    await forge(deleteTotemTx(t.node, p('devnet-1'), totem, 120n));
    expect(totemOf(t.node.state, totem)).toMatchObject({ quantity: 880n, initialQuantity: 1000n });
    expect(units('devnet-1', totem)).toEqual({ quantity: 180n, available: 180n });
  });

  it('pays a dividend at a past height to every holder but the issuer, open asks included; popOff undoes it', async () => {
    const totem = await setup();
    await forge(orderTx(t.node, p('devnet-2'), 'ask', totem, 100n, 1000n));
    const height = (await t.node.blockchain.status()).height;
    // After the snapshot height devnet-1 gives everything away: it is still paid for what it held.
    await forge(transferTotemTx(t.node, p('devnet-1'), idOf('devnet-5'), totem, 300n));
    const before = { one: await balance('devnet-1'), two: await balance('devnet-2'), five: await balance('devnet-5') };
    const digest = await t.node.stateDigest();
    const block = await forge(dividendTx(t.node, p('devnet-0'), totem, height, 7n));
    const forgedBy = (phrase: string) => (block.generatorId === idOf(phrase) ? ONE_COIN : 0n);
    expect(await balance('devnet-1')).toBe(before.one + 300n * 7n + forgedBy('devnet-1'));
    expect(await balance('devnet-2')).toBe(before.two + 300n * 7n + forgedBy('devnet-2'));
    expect(await balance('devnet-5')).toBe(before.five + forgedBy('devnet-5'));
    await t.node.blockchain.popOff({ numBlocks: 1 });
    expect(await t.node.stateDigest()).toEqual(digest);
  });

  it('refuses a dividend by anyone but the issuer, or at a height outside the window', async () => {
    const totem = await setup();
    const height = (await t.node.blockchain.status()).height;
    await expect(t.node.mempool.submit(dividendTx(t.node, p('devnet-1'), totem, height, 1n))).rejects.toMatchObject({ code: 7, param: 'totem' });
    await expect(t.node.mempool.submit(dividendTx(t.node, p('devnet-0'), totem, height + 1, 1n))).rejects.toMatchObject({ code: 7, param: 'height' });
  });
});
