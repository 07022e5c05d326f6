// placeBidOrder: the bid order placement (2/3) through the API on the devnet: the order in the
// book holding quantity x price of the buyer's coin, an ask filling it at the bid's price, and
// the refusals (unknown totem, quantity and price out of range, a cost above the unconfirmed
// balance minus the fee), also for unsigned and unbroadcast transactions.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, startChainNode, type ChainNode, type TestAccount } from './chain-fixture.js';
import { balance, book, expectPostOnlyAndSecretSafe, expectUnsigned, funded, issue, ok, openOrder, units } from './totem-helpers.js';

describe('placeBidOrder', () => {
  let node: ChainNode;
  let totem: string;
  let buyer: TestAccount;
  beforeAll(async () => {
    node = await startChainNode();
    totem = await issue(node, devnet(1), '1000');
    buyer = await funded(node, 'placeBidOrder buyer', 10n);
  });
  afterAll(() => node.close());

  const bid = (params: Record<string, string>) => node.post({ requestType: 'placeBidOrder', secretPhrase: buyer.secretPhrase, totem, ...params });
  const unconfirmed = async (a: TestAccount) => BigInt((await node.get({ requestType: 'getAccount', account: a.account })).json.unconfirmedBalanceMTA);

  it('enters the book holding quantity x price of coin; an ask at or below its price fills it at the bid\'s price', async () => {
    const r = await bid({ quantityQNT: '10', priceMTA: '1000000' });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ broadcasted: true, transactionJSON: { type: 2, subtype: 3, sender: buyer.account, amountMTA: '0', feeMTA: ONE_COIN.toString() } });
    expect(r.json.transactionJSON.attachment).toEqual({ 'version.BidOrderPlacement': 1, totem, quantityQNT: '10', priceMTA: '1000000' });
    const order = r.json.transaction as string;
    const block = await node.forge();
    expect(openOrder(node, order, 'bid')).toMatchObject({ account: buyer.id, totem: BigInt(totem), quantity: 10n, price: 1_000_000n, height: block.height });
    expect(book(node, totem, 'bid').map(([id]) => id.toString())).toEqual([order]);
    // 10 coins, minus the fee, minus 10 x 0.01 coin held by the bid.
    expect(await balance(node, buyer)).toBe(10n * ONE_COIN - ONE_COIN - 10_000_000n);

    await ok(node, { requestType: 'placeAskOrder', secretPhrase: devnet(1).secretPhrase, totem, quantityQNT: '4', priceMTA: '900000' });
    await node.forge();
    expect(units(node, buyer, totem)).toEqual({ quantity: 4n, available: 4n });
    expect(openOrder(node, order, 'bid')).toMatchObject({ quantity: 6n });
    // The bid's price (the resting order's): nothing comes back, 6 x 0.01 coin stays held.
    expect(await balance(node, buyer)).toBe(10n * ONE_COIN - ONE_COIN - 10_000_000n);
  });

  it('refuses an unknown totem (7, totem), quantities or prices below 1 and quantities above the totem\'s (7, naming them)', async () => {
    expect((await bid({ totem: '424242', quantityQNT: '1', priceMTA: '1' })).json).toMatchObject({ errorCode: 7, error: 'totem' });
    for (const quantityQNT of ['0', '-3']) expect((await bid({ quantityQNT, priceMTA: '10' })).json).toMatchObject({ errorCode: 7, error: 'quantityQNT' });
    for (const priceMTA of ['0', '-3']) expect((await bid({ quantityQNT: '1', priceMTA })).json).toMatchObject({ errorCode: 7, error: 'priceMTA' });
    expect((await bid({ quantityQNT: '1001', priceMTA: '1' })).json).toMatchObject({ errorCode: 7, error: 'quantityQNT' });
    expect((await bid({ quantityQNT: '100', priceMTA: (2n ** 62n).toString() })).json).toMatchObject({ errorCode: 7, error: 'priceMTA' });
    expect((await bid({ priceMTA: '1' })).json).toMatchObject({ errorCode: 1, error: 'quantityQNT' });
  });

  it('refuses a cost above the unconfirmed balance minus the fee: errorCode 6 naming priceMTA', async () => {
    const spendable = (await unconfirmed(buyer)) - ONE_COIN;
    // Exactly what it can spend: accepted (not broadcast).
    expect((await bid({ quantityQNT: '1', priceMTA: spendable.toString(), broadcast: 'false' })).status).toBe(200);
    for (const extra of [{}, { broadcast: 'false' }] as Array<Record<string, string>>) {
      expect((await bid({ quantityQNT: '1', priceMTA: (spendable + 1n).toString(), ...extra })).json).toMatchObject({ errorCode: 6, error: 'priceMTA' });
    }
    const unsigned = await node.post({ requestType: 'placeBidOrder', publicKey: buyer.publicKey, totem, quantityQNT: '1', priceMTA: (spendable + 1n).toString() });
    expect(unsigned.json).toMatchObject({ errorCode: 6, error: 'priceMTA' });
    // A higher fee leaves less to spend.
    expect((await bid({ quantityQNT: '1', priceMTA: spendable.toString(), feeMTA: (ONE_COIN + 1n).toString(), broadcast: 'false' })).json).toMatchObject({ errorCode: 6, error: 'priceMTA' });
    // A pending bid's coin is not there for the next.
    await ok(node, { requestType: 'placeBidOrder', secretPhrase: buyer.secretPhrase, totem, quantityQNT: '2', priceMTA: '100000000' });
    const left = (await unconfirmed(buyer)) - ONE_COIN;
    expect(left).toBe(spendable - 2n * ONE_COIN - ONE_COIN);
    expect((await bid({ quantityQNT: '1', priceMTA: (left + 1n).toString() })).json).toMatchObject({ errorCode: 6, error: 'priceMTA' });
    await node.forge();
  });

  it('returns an unsigned transaction for a public key alone', async () => {
    const r = await expectUnsigned(node, buyer, { requestType: 'placeBidOrder', totem, quantityQNT: '5', priceMTA: '77' }, 2, 3);
    expect(r.json.transactionJSON.attachment).toMatchObject({ totem, quantityQNT: '5', priceMTA: '77' });
  });

  it('is POST only and never echoes or logs the secret phrase', async () => {
    const a = await funded(node, 'placeBidOrder: a phrase that must never leak c4e2', 3n);
    await expectPostOnlyAndSecretSafe(node, 'placeBidOrder', a, [
      { totem, quantityQNT: '2', priceMTA: '100' },
      { totem, quantityQNT: '1', priceMTA: (3n * ONE_COIN).toString() },
      { totem: '9', quantityQNT: '1', priceMTA: '1' },
    ]);
  });
});
