import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, startChainNode, testAccount, type ChainNode } from './chain-fixture.js';

describe('broadcastTransaction', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode({ startEpochSeconds: 10_000 });
  });
  afterAll(() => node.close());

  /** A signed payment that was not broadcast. */
  const signed = async (extra: Record<string, string> = {}, from = devnet(0)) =>
    (await node.pay(from, devnet(1), ONE_COIN, { broadcast: 'false', ...extra })).json;

  it('submits signed bytes; the same transaction again is no error; once confirmed it is errorCode 8', async () => {
    const tx = await signed();
    const r = await node.post({ requestType: 'broadcastTransaction', transactionBytes: tx.transactionBytes });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ transaction: tx.transaction, fullHash: tx.fullHash });
    expect((await node.get({ requestType: 'getUnconfirmedTransactionIds' })).json.unconfirmedTransactionIds).toContain(tx.transaction);
    const again = await node.post({ requestType: 'broadcastTransaction', transactionBytes: tx.transactionBytes });
    expect(again.status).toBe(200);
    await node.forge();
    const replay = await node.post({ requestType: 'broadcastTransaction', transactionBytes: tx.transactionBytes });
    expect(replay.status).toBe(409);
    expect(replay.json.errorCode).toBe(8);
  });

  it('submits the JSON form', async () => {
    const tx = await signed({ message: 'json form' });
    const r = await node.post({ requestType: 'broadcastTransaction', transactionJSON: JSON.stringify(tx.transactionJSON) });
    expect(r.json).toMatchObject({ transaction: tx.transaction, fullHash: tx.fullHash });
  });

  it('refuses an expired transaction with errorCode 9', async () => {
    const tx = await signed({ deadline: '1' });
    node.advance(61);
    const r = await node.post({ requestType: 'broadcastTransaction', transactionBytes: tx.transactionBytes });
    expect(r.json).toMatchObject({ errorCode: 9, error: 'deadline' });
  });

  it('refuses a double spend: two signed payments that together exceed the balance', async () => {
    const spender = testAccount('broadcast double spender');
    await node.pay(devnet(2), spender, 12n * ONE_COIN);
    await node.forge();
    const a = await signed({ broadcast: 'false' }, spender);
    const first = (await node.pay(spender, devnet(3), 8n * ONE_COIN, { broadcast: 'false' })).json;
    const second = (await node.pay(spender, devnet(4), 8n * ONE_COIN, { broadcast: 'false' })).json;
    expect((await node.post({ requestType: 'broadcastTransaction', transactionBytes: first.transactionBytes })).status).toBe(200);
    const r = await node.post({ requestType: 'broadcastTransaction', transactionBytes: second.transactionBytes });
    expect(r.json).toMatchObject({ errorCode: 6 });
    expect((await node.post({ requestType: 'broadcastTransaction', transactionBytes: a.transactionBytes })).status).toBe(200);
    await node.forge();
    // 12 coins - (8 + 1 fee) - (1 + 1 fee): the refused payment left no trace.
    expect((await node.get({ requestType: 'getBalance', account: spender.account })).json.balanceMTA).toBe(ONE_COIN.toString());
  });

  it('refuses tampered, truncated, unsigned and malformed input', async () => {
    const tx = await signed();
    const bytes: string = tx.transactionBytes;
    // Flip one bit of the amount: the signature no longer matches.
    const amountAt = 48 * 2;
    const tampered = bytes.slice(0, amountAt) + ((parseInt(bytes.slice(amountAt, amountAt + 2), 16) ^ 1).toString(16).padStart(2, '0')) + bytes.slice(amountAt + 2);
    expect((await node.post({ requestType: 'broadcastTransaction', transactionBytes: tampered })).json).toMatchObject({ errorCode: 7, error: 'signature' });
    expect((await node.post({ requestType: 'broadcastTransaction', transactionBytes: bytes.slice(0, 100) })).json).toMatchObject({ errorCode: 7, error: 'transactionBytes' });
    expect((await node.post({ requestType: 'broadcastTransaction', transactionBytes: bytes + '00' })).json).toMatchObject({ errorCode: 7, error: 'transactionBytes' });
    expect((await node.post({ requestType: 'broadcastTransaction', transactionBytes: 'xyz' })).json).toMatchObject({ errorCode: 7, error: 'transactionBytes' });
    expect((await node.post({ requestType: 'broadcastTransaction', transactionBytes: tx.unsignedTransactionBytes })).json).toMatchObject({ errorCode: 7, error: 'transactionBytes' });
    expect((await node.post({ requestType: 'broadcastTransaction', transactionJSON: '{not json' })).json).toMatchObject({ errorCode: 7, error: 'transactionJSON' });
    expect((await node.post({ requestType: 'broadcastTransaction', transactionJSON: '{"type":0}' })).json).toMatchObject({ errorCode: 7, error: 'transactionJSON' });
    expect((await node.post({ requestType: 'broadcastTransaction', transactionJSON: JSON.stringify({ ...tx.transactionJSON, amountMTA: '2' }) })).json).toMatchObject({ errorCode: 7, error: 'transactionJSON' });
    expect((await node.post({ requestType: 'broadcastTransaction' })).json).toMatchObject({ errorCode: 1, error: 'transactionBytes' });
    expect((await node.post({ requestType: 'broadcastTransaction', transactionBytes: bytes, transactionJSON: JSON.stringify(tx.transactionJSON) })).json).toMatchObject({ errorCode: 7, error: 'transactionJSON' });
  });

  it('is POST only', async () => {
    const tx = await signed();
    expect((await node.get({ requestType: 'broadcastTransaction', transactionBytes: tx.transactionBytes })).status).toBe(405);
  });
});
