// cancelAskOrder: the ask order cancellation (2/5) through the API on the devnet: the order
// leaves the book and its units become available again; orders that are not the sender's open
// asks are refused naming order, also for unsigned transactions.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { devnet, startChainNode, type ChainNode, type TestAccount } from './chain-fixture.js';
import { book, expectPostOnlyAndSecretSafe, expectUnsigned, funded, give, issue, ok, openOrder, units } from './totem-helpers.js';

describe('cancelAskOrder', () => {
  let node: ChainNode;
  let totem: string;
  let seller: TestAccount;
  beforeAll(async () => {
    node = await startChainNode();
    totem = await issue(node, devnet(1), '1000');
    seller = await funded(node, 'cancelAskOrder seller');
    await give(node, devnet(1), seller, totem, '100');
  });
  afterAll(() => node.close());

  const place = async (from: TestAccount, kind: 'Ask' | 'Bid', quantityQNT: string, priceMTA: string): Promise<string> => {
    const r = await ok(node, { requestType: `place${kind}Order`, secretPhrase: from.secretPhrase, totem, quantityQNT, priceMTA });
    await node.forge();
    return r.json.transaction as string;
  };
  const cancel = (params: Record<string, string>) => node.post({ requestType: 'cancelAskOrder', secretPhrase: seller.secretPhrase, ...params });

  it('takes the ask out of the book and makes its units available again', async () => {
    const order = await place(seller, 'Ask', '40', '5000');
    expect(units(node, seller, totem)).toEqual({ quantity: 100n, available: 60n });
    const r = await cancel({ order });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ broadcasted: true, transactionJSON: { type: 2, subtype: 5, sender: seller.account, amountMTA: '0', feeMTA: '100000000' } });
    expect(r.json.transactionJSON.attachment).toEqual({ 'version.AskOrderCancellation': 1, order });
    // Pending: a second cancellation of the same order is refused.
    expect((await cancel({ order, feeMTA: '100000001' })).json).toMatchObject({ errorCode: 7, error: 'order' });
    await node.forge();
    expect(openOrder(node, order, 'ask')).toBeUndefined();
    expect(book(node, totem, 'ask')).toEqual([]);
    expect(units(node, seller, totem)).toEqual({ quantity: 100n, available: 100n });
    // Cancelled: no longer open.
    expect((await cancel({ order, feeMTA: '100000002' })).json).toMatchObject({ errorCode: 7, error: 'order' });
  });

  it('refuses orders that are not the sender\'s open asks, naming order', async () => {
    const others = await place(devnet(1), 'Ask', '10', '7000');
    const bid = await place(seller, 'Bid', '1', '100');
    expect((await cancel({ order: others })).json).toMatchObject({ errorCode: 7, error: 'order' });
    expect((await cancel({ order: others, broadcast: 'false' })).json).toMatchObject({ errorCode: 7, error: 'order' });
    expect((await node.post({ requestType: 'cancelAskOrder', publicKey: seller.publicKey, order: others })).json).toMatchObject({ errorCode: 7, error: 'order' });
    expect((await cancel({ order: bid })).json).toMatchObject({ errorCode: 7, error: 'order' });
    expect((await cancel({ order: '31337' })).json).toMatchObject({ errorCode: 7, error: 'order' });
    expect((await cancel({ order: '0' })).json).toMatchObject({ errorCode: 7, error: 'order' });
    expect((await cancel({})).json).toMatchObject({ errorCode: 1, error: 'order' });
    // A filled ask is no longer open.
    const filled = await place(seller, 'Ask', '5', '100');
    await place(devnet(2), 'Bid', '5', '100');
    expect(openOrder(node, filled, 'ask')).toBeUndefined();
    expect((await cancel({ order: filled })).json).toMatchObject({ errorCode: 7, error: 'order' });
    // The owner may cancel it.
    await ok(node, { requestType: 'cancelAskOrder', secretPhrase: devnet(1).secretPhrase, order: others });
  });

  it('returns an unsigned transaction for a public key alone', async () => {
    const order = await place(seller, 'Ask', '3', '3000');
    const r = await expectUnsigned(node, seller, { requestType: 'cancelAskOrder', order }, 2, 5);
    expect(r.json.transactionJSON.attachment).toMatchObject({ order });
  });

  it('is POST only and never echoes or logs the secret phrase', async () => {
    const a = await funded(node, 'cancelAskOrder: a phrase that must never leak 2f90');
    await give(node, devnet(1), a, totem, '2');
    const order = await place(a, 'Ask', '2', '100000');
    await expectPostOnlyAndSecretSafe(node, 'cancelAskOrder', a, [{ order }, { order, feeMTA: '100000001' }, { order: '5' }]);
  });
});
