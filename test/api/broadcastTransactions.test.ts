// broadcastTransactions: a batch of signed transactions admitted as one, with a verdict per
// transaction in the order given; refusals do not stop the others; limits name the parameter.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { contract } from './fixtures/totem-reads.js';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { readResponse } from './helpers.js';

describe('broadcastTransactions', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode({ startEpochSeconds: 10_000 });
  });
  afterAll(() => node.close());

  /** Signed payments that were not broadcast. */
  const signed = async (n: number, from = 0) => {
    const out: Array<{ transaction: string; fullHash: string; transactionBytes: string }> = [];
    for (let i = 0; i < n; i++) out.push((await node.pay(devnet(from), devnet(1), ONE_COIN + BigInt(i), { broadcast: 'false' })).json as (typeof out)[number]);
    return out;
  };

  it('admits a batch, repeated or comma-separated, with a verdict per transaction in order', async () => {
    const txs = await signed(6);
    const body = new URLSearchParams({ requestType: 'broadcastTransactions', transactionBytes: txs.slice(0, 3).map((t) => t.transactionBytes).join(',') });
    for (const t of txs.slice(3)) body.append('transactionBytes', t.transactionBytes);
    const r = await readResponse(await fetch(`${node.base}/api`, { method: 'POST', body }));
    const answer = contract.check('broadcastTransactions', r);
    expect(answer).toMatchObject({ accepted: 6, refused: 0 });
    expect(answer.transactions.map((v: { index: number; transaction: string }) => [v.index, v.transaction])).toEqual(txs.map((t, i) => [i, t.transaction]));
    const pending = (await node.get({ requestType: 'getUnconfirmedTransactionIds' })).json.unconfirmedTransactionIds;
    for (const t of txs) expect(pending).toContain(t.transaction);
  });

  it('refuses bad ones one by one: already confirmed (8), malformed, unsigned; an already pending one is accepted', async () => {
    const [confirmed, pending, fresh] = await signed(3, 2);
    await node.post({ requestType: 'broadcastTransaction', transactionBytes: confirmed!.transactionBytes });
    await node.forge();
    await node.post({ requestType: 'broadcastTransaction', transactionBytes: pending!.transactionBytes });
    const unsigned = (await node.post({ requestType: 'sendMoney', publicKey: devnet(3).publicKey, recipient: devnet(1).accountRS, amountMTA: '5' })).json.unsignedTransactionBytes as string;
    const batch = [confirmed!.transactionBytes, 'abcd', pending!.transactionBytes, unsigned, fresh!.transactionBytes];
    const r = await node.post({ requestType: 'broadcastTransactions', transactionBytes: batch.join(',') });
    const answer = contract.check('broadcastTransactions', r);
    expect(answer).toMatchObject({ accepted: 2, refused: 3 });
    const v = answer.transactions as Array<Record<string, unknown>>;
    expect(v[0]).toMatchObject({ index: 0, accepted: false, transaction: confirmed!.transaction, errorCode: 8 });
    expect(v[1]).toMatchObject({ index: 1, accepted: false, errorCode: expect.any(Number) });
    expect(v[1]!['transaction']).toBeUndefined();
    expect(v[2]).toMatchObject({ index: 2, accepted: true, transaction: pending!.transaction });
    expect(v[3]).toMatchObject({ index: 3, accepted: false, errorCode: expect.any(Number) });
    expect(v[4]).toMatchObject({ index: 4, accepted: true, transaction: fresh!.transaction });
  });

  it('names transactionBytes when it is missing, not hex, or over 1000 transactions', async () => {
    expect((await node.post({ requestType: 'broadcastTransactions' })).json).toMatchObject({ errorCode: 1, error: 'transactionBytes' });
    expect((await node.post({ requestType: 'broadcastTransactions', transactionBytes: 'xyz' })).json).toMatchObject({ errorCode: 7, error: 'transactionBytes' });
    // Hex digits, but an odd number of them: not bytes.
    expect((await node.post({ requestType: 'broadcastTransactions', transactionBytes: 'abc' })).json).toMatchObject({ errorCode: 7, error: 'transactionBytes' });
    const tooMany = Array.from({ length: 1001 }, () => 'ab').join(',');
    expect((await node.post({ requestType: 'broadcastTransactions', transactionBytes: tooMany })).json).toMatchObject({ errorCode: 7, error: 'transactionBytes' });
    expect((await node.get({ requestType: 'broadcastTransactions', transactionBytes: 'ab' })).status).toBe(405);
  });
});
