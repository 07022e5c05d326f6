// cancelBidOrder: the bid order cancellation (2/6) through the API on the devnet: the order
// leaves the book and the coin it holds goes back; orders that are not the sender's open bids
// are refused naming order, also for unsigned transactions.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, startChainNode, type ChainNode, type TestAccount } from './chain-fixture.js';
import { balance, book, expectPostOnlyAndSecretSafe, expectUnsigned, funded, give, issue, ok, openOrder } from './totem-helpers.js';

describe('cancelBidOrder', () => {
  let node: ChainNode;
  let totem: string;
  let buyer: TestAccount;
  beforeAll(async () => {
    node = await startChainNode();
    totem = await issue(node, devnet(1), '1000');
    buyer = await funded(node, 'cancelBidOrder buyer', 20n);
  });
  afterAll(() => node.close());

  const place = async (from: TestAccount, kind: 'Ask' | 'Bid', quantityQNT: string, priceMTA: string): Promise<string> => {
    const r = await ok(node, { requestType: `place${kind}Order`, secretPhrase: from.secretPhrase, totem, quantityQNT, priceMTA });
    await node.forge();
    return r.json.transaction as string;
  };
  const cancel = (params: Record<string, string>) => node.post({ requestType: 'cancelBidOrder', secretPhrase: buyer.secretPhrase, ...params });

  it('takes the bid out of the book and gives back the coin it holds', async () => {
    const order = await place(buyer, 'Bid', '4', (ONE_COIN / 2n).toString());
    expect(await balance(node, buyer)).toBe(20n * ONE_COIN - ONE_COIN - 2n * ONE_COIN);
    const r = await cancel({ order });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ broadcasted: true, transactionJSON: { type: 2, subtype: 6, sender: buyer.account, amountMTA: '0', feeMTA: ONE_COIN.toString() } });
    expect(r.json.transactionJSON.attachment).toEqual({ 'version.BidOrderCancellation': 1, order });
    expect((await cancel({ order, feeMTA: (ONE_COIN + 1n).toString() })).json).toMatchObject({ errorCode: 7, error: 'order' });
    await node.forge();
    expect(openOrder(node, order, 'bid')).toBeUndefined();
    expect(book(node, totem, 'bid')).toEqual([]);
    // The 2 coins held come back; two fees are gone.
    expect(await balance(node, buyer)).toBe(20n * ONE_COIN - 2n * ONE_COIN);
    expect((await cancel({ order, feeMTA: (ONE_COIN + 2n).toString() })).json).toMatchObject({ errorCode: 7, error: 'order' });
  });

  it('a partly filled bid gives back what remains', async () => {
    const order = await place(buyer, 'Bid', '10', '1000');
    await place(devnet(1), 'Ask', '3', '1000');
    expect(openOrder(node, order, 'bid')).toMatchObject({ quantity: 7n });
    const before = await balance(node, buyer);
    await ok(node, { requestType: 'cancelBidOrder', secretPhrase: buyer.secretPhrase, order });
    await node.forge();
    expect((await balance(node, buyer)) - before).toBe(7n * 1000n - ONE_COIN);
  });

  it('refuses orders that are not the sender\'s open bids, naming order', async () => {
    const others = await place(devnet(2), 'Bid', '10', '700');
    const seller = await funded(node, 'cancelBidOrder seller');
    await give(node, devnet(1), seller, totem, '5');
    const ask = await place(seller, 'Ask', '5', '900000');
    expect((await cancel({ order: others })).json).toMatchObject({ errorCode: 7, error: 'order' });
    expect((await cancel({ order: others, broadcast: 'false' })).json).toMatchObject({ errorCode: 7, error: 'order' });
    expect((await node.post({ requestType: 'cancelBidOrder', publicKey: buyer.publicKey, order: others })).json).toMatchObject({ errorCode: 7, error: 'order' });
    expect((await node.post({ requestType: 'cancelBidOrder', secretPhrase: seller.secretPhrase, order: ask })).json).toMatchObject({ errorCode: 7, error: 'order' });
    expect((await cancel({ order: '31337' })).json).toMatchObject({ errorCode: 7, error: 'order' });
    expect((await cancel({})).json).toMatchObject({ errorCode: 1, error: 'order' });
    await ok(node, { requestType: 'cancelBidOrder', secretPhrase: devnet(2).secretPhrase, order: others });
  });

  it('returns an unsigned transaction for a public key alone', async () => {
    const order = await place(buyer, 'Bid', '3', '300');
    const r = await expectUnsigned(node, buyer, { requestType: 'cancelBidOrder', order }, 2, 6);
    expect(r.json.transactionJSON.attachment).toMatchObject({ order });
  });

  it('is POST only and never echoes or logs the secret phrase', async () => {
    const a = await funded(node, 'cancelBidOrder: a phrase that must never leak 8d13');
    const order = await place(a, 'Bid', '2', '10');
    await expectPostOnlyAndSecretSafe(node, 'cancelBidOrder', a, [{ order }, { order, feeMTA: '100000001' }, { order: '5' }]);
  });
});
