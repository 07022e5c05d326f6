// getTransaction: a confirmed or unconfirmed transaction by id or full hash. getTransactionBytes
// is in getTransactionBytes.test.ts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { ADMIN_PASSWORD, devnet, startChainNode, type ChainNode } from './chain-fixture.js';

describe('getTransaction', () => {
  let node: ChainNode;
  let confirmed: Record<string, any>;
  let confirmedHeight = 0;
  let pending: Record<string, any>;
  beforeAll(async () => {
    node = await startChainNode();
    confirmed = (await node.pay(devnet(0), devnet(1), 4n * ONE_COIN)).json;
    confirmedHeight = (await node.forge()).height;
    await node.forge();
    pending = (await node.pay(devnet(2), devnet(3), 5n * ONE_COIN)).json;
  });
  afterAll(() => node.close());

  it('finds a confirmed transaction by id or full hash, with its place and confirmations', async () => {
    const byId = await node.get({ requestType: 'getTransaction', transaction: confirmed.transaction });
    expect(byId.status).toBe(200);
    expect(byId.json).toMatchObject({
      transaction: confirmed.transaction,
      fullHash: confirmed.fullHash,
      height: confirmedHeight,
      confirmations: 1,
      transactionIndex: 0,
      senderRS: devnet(0).accountRS,
      recipientRS: devnet(1).accountRS,
      amountMTA: (4n * ONE_COIN).toString(),
    });
    expect(byId.json.block).toBe((await node.get({ requestType: 'getBlockId', height: String(confirmedHeight) })).json.block);
    const byHash = await node.get({ requestType: 'getTransaction', fullHash: confirmed.fullHash.toUpperCase() });
    expect(byHash.json).toEqual({ ...byId.json, requestProcessingTime: byHash.json.requestProcessingTime });
    const both = await node.get({ requestType: 'getTransaction', transaction: confirmed.transaction, fullHash: confirmed.fullHash });
    expect(both.json.transaction).toBe(confirmed.transaction);
  });

  it('finds an unconfirmed transaction in the mempool, without height or confirmations', async () => {
    const r = await node.get({ requestType: 'getTransaction', transaction: pending.transaction });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ transaction: pending.transaction, fullHash: pending.fullHash });
    for (const field of ['height', 'confirmations', 'block', 'blockTimestamp']) expect(r.json).not.toHaveProperty(field);
    expect((await node.get({ requestType: 'getTransaction', fullHash: pending.fullHash })).json.transaction).toBe(pending.transaction);
  });

  it('unknown: errorCode 7 naming the parameter, HTTP 404; malformed and contradicting input refused', async () => {
    const unknown = await node.get({ requestType: 'getTransaction', transaction: '1234567' });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ errorCode: 7, error: 'transaction', errorDescription: 'Unknown transaction' });
    expect((await node.get({ requestType: 'getTransaction', fullHash: '00'.repeat(32) })).json).toMatchObject({ errorCode: 7, error: 'fullHash' });
    expect((await node.get({ requestType: 'getTransaction' })).json).toMatchObject({ errorCode: 1, error: 'transaction' });
    expect((await node.get({ requestType: 'getTransaction', transaction: '-' })).json).toMatchObject({ errorCode: 7, error: 'transaction' });
    expect((await node.get({ requestType: 'getTransaction', transaction: '18446744073709551616' })).json).toMatchObject({ errorCode: 7, error: 'transaction' });
    expect((await node.get({ requestType: 'getTransaction', fullHash: 'abc' })).json).toMatchObject({ errorCode: 7, error: 'fullHash' });
    expect((await node.get({ requestType: 'getTransaction', transaction: pending.transaction, fullHash: confirmed.fullHash })).json).toMatchObject({ errorCode: 7, error: 'fullHash' });
  });

  it('a transaction that left the pool unconfirmed is still unknown, and the description says when and why', async () => {
    const gone = (await node.pay(devnet(4), devnet(5), ONE_COIN)).json;
    const { height } = (await node.get({ requestType: 'getBlockchainStatus' })).json;
    expect((await node.post({ requestType: 'clearUnconfirmedTransactions', adminPassword: ADMIN_PASSWORD })).json.errorCode).toBeUndefined();
    const answer = await node.get({ requestType: 'getTransaction', transaction: gone.transaction });
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({
      errorCode: 7,
      error: 'transaction',
      errorDescription: `Unknown transaction: it was removed from this node's pool at height ${height} (cleared: clearUnconfirmedTransactions emptied the pool)`,
    });
    // By full hash too.
    expect((await node.get({ requestType: 'getTransaction', fullHash: gone.fullHash })).json.errorDescription).toMatch(/^Unknown transaction: it was removed/);
  });
});
