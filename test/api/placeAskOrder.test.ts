// placeAskOrder: the ask order placement (2/2) through the API on the devnet: the order in the
// book holding the seller's units, a bid filling it at the ask's price, and the refusals
// (unknown totem, quantity and price out of range, more units than the seller can move), also
// for unsigned and unbroadcast transactions.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, startChainNode, type ChainNode, type TestAccount } from './chain-fixture.js';
import { balance, book, expectPostOnlyAndSecretSafe, expectUnsigned, funded, give, issue, ok, openOrder, units } from './totem-helpers.js';

describe('placeAskOrder', () => {
  let node: ChainNode;
  let totem: string;
  let seller: TestAccount;
  beforeAll(async () => {
    node = await startChainNode();
    totem = await issue(node, devnet(1), '1000');
    seller = await funded(node, 'placeAskOrder seller');
    await give(node, devnet(1), seller, totem, '200');
  });
  afterAll(() => node.close());

  const ask = (params: Record<string, string>) => node.post({ requestType: 'placeAskOrder', secretPhrase: seller.secretPhrase, totem, ...params });

  it('enters the book holding the units; a bid at or above its price fills it at the ask\'s price', async () => {
    const r = await ask({ quantityQNT: '100', priceMTA: '5000' });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ broadcasted: true, transactionJSON: { type: 2, subtype: 2, sender: seller.account, amountMTA: '0', feeMTA: ONE_COIN.toString() } });
    expect(r.json.transactionJSON.attachment).toEqual({ 'version.AskOrderPlacement': 1, totem, quantityQNT: '100', priceMTA: '5000' });
    const order = r.json.transaction as string;
    const block = await node.forge();
    expect(openOrder(node, order, 'ask')).toMatchObject({ account: seller.id, totem: BigInt(totem), quantity: 100n, price: 5000n, height: block.height });
    expect(book(node, totem, 'ask').map(([id]) => id.toString())).toEqual([order]);
    expect(units(node, seller, totem)).toEqual({ quantity: 200n, available: 100n });

    const before = await balance(node, seller);
    await ok(node, { requestType: 'placeBidOrder', secretPhrase: devnet(2).secretPhrase, totem, quantityQNT: '40', priceMTA: '6000' });
    await node.forge();
    expect(openOrder(node, order, 'ask')).toMatchObject({ quantity: 60n });
    expect(units(node, seller, totem)).toEqual({ quantity: 160n, available: 100n });
    expect(units(node, devnet(2), totem)).toEqual({ quantity: 40n, available: 40n });
    expect((await balance(node, seller)) - before).toBe(40n * 5000n);
  });

  it('refuses an unknown totem (7, totem) and quantities or prices below 1 (7, naming them)', async () => {
    expect((await ask({ totem: '1234567', quantityQNT: '1', priceMTA: '1' })).json).toMatchObject({ errorCode: 7, error: 'totem' });
    for (const quantityQNT of ['0', '-3']) expect((await ask({ quantityQNT, priceMTA: '10' })).json).toMatchObject({ errorCode: 7, error: 'quantityQNT' });
    for (const priceMTA of ['0', '-3', 'cheap']) expect((await ask({ quantityQNT: '1', priceMTA })).json).toMatchObject({ errorCode: 7, error: 'priceMTA' });
    expect((await ask({ quantityQNT: '1' })).json).toMatchObject({ errorCode: 1, error: 'priceMTA' });
    // quantityQNT x priceMTA must fit in 64 bits.
    expect((await ask({ quantityQNT: '100', priceMTA: (2n ** 62n).toString() })).json).toMatchObject({ errorCode: 7, error: 'priceMTA' });
  });

  it('refuses more units than the totem has (7) or the seller can move (6, open asks and pending transactions excluded), naming quantityQNT', async () => {
    expect((await ask({ quantityQNT: '1001', priceMTA: '10' })).json).toMatchObject({ errorCode: 7, error: 'quantityQNT' });
    // 160 owned, 60 of them in the open ask.
    for (const extra of [{}, { broadcast: 'false' }] as Array<Record<string, string>>) expect((await ask({ quantityQNT: '101', priceMTA: '10', ...extra })).json).toMatchObject({ errorCode: 6, error: 'quantityQNT' });
    const unsigned = await node.post({ requestType: 'placeAskOrder', publicKey: seller.publicKey, totem, quantityQNT: '101', priceMTA: '10' });
    expect(unsigned.json).toMatchObject({ errorCode: 6, error: 'quantityQNT' });
    await ok(node, { requestType: 'placeAskOrder', secretPhrase: seller.secretPhrase, totem, quantityQNT: '70', priceMTA: '9000' });
    expect((await ask({ quantityQNT: '31', priceMTA: '10' })).json).toMatchObject({ errorCode: 6, error: 'quantityQNT' });
    expect((await ask({ quantityQNT: '30', priceMTA: '9500', broadcast: 'false' })).status).toBe(200);
    expect((await node.post({ requestType: 'placeAskOrder', secretPhrase: devnet(3).secretPhrase, totem, quantityQNT: '1', priceMTA: '10' })).json).toMatchObject({ errorCode: 6, error: 'quantityQNT' });
    await node.forge();
    expect(units(node, seller, totem)).toEqual({ quantity: 160n, available: 30n });
  });

  it('returns an unsigned transaction for a public key alone', async () => {
    const r = await expectUnsigned(node, seller, { requestType: 'placeAskOrder', totem, quantityQNT: '5', priceMTA: '77' }, 2, 2);
    expect(r.json.transactionJSON.attachment).toMatchObject({ totem, quantityQNT: '5', priceMTA: '77' });
  });

  it('is POST only and never echoes or logs the secret phrase', async () => {
    const a = await funded(node, 'placeAskOrder: a phrase that must never leak 77de');
    await give(node, devnet(1), a, totem, '3');
    await expectPostOnlyAndSecretSafe(node, 'placeAskOrder', a, [
      { totem, quantityQNT: '2', priceMTA: '100' },
      { totem, quantityQNT: '2', priceMTA: '100' },
      { totem, quantityQNT: '1', priceMTA: '0' },
    ]);
  });
});
