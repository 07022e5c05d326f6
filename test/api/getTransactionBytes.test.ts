// getTransactionBytes: the signed and unsigned bytes of a confirmed or unconfirmed transaction.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';

describe('getTransactionBytes', () => {
  let node: ChainNode;
  let confirmed: Record<string, any>;
  let pending: Record<string, any>;
  beforeAll(async () => {
    node = await startChainNode();
    confirmed = (await node.pay(devnet(0), devnet(1), 4n * ONE_COIN)).json;
    await node.forge();
    await node.forge();
    pending = (await node.pay(devnet(2), devnet(3), 5n * ONE_COIN)).json;
  });
  afterAll(() => node.close());

  it('returns the signed and unsigned bytes, with confirmations once confirmed', async () => {
    const r = await node.get({ requestType: 'getTransactionBytes', transaction: confirmed.transaction });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ transactionBytes: confirmed.transactionBytes, unsignedTransactionBytes: confirmed.unsignedTransactionBytes, confirmations: 1 });
    const p = await node.get({ requestType: 'getTransactionBytes', transaction: pending.transaction });
    expect(p.status).toBe(200);
    expect(p.json.transactionBytes).toBe(pending.transactionBytes);
    expect(p.json.unsignedTransactionBytes).toBe(pending.unsignedTransactionBytes);
    expect(p.json).not.toHaveProperty('confirmations');
  });

  it('unknown: errorCode 7 naming transaction, HTTP 404; missing and malformed ids refused', async () => {
    const unknown = await node.get({ requestType: 'getTransactionBytes', transaction: '99' });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ errorCode: 7, error: 'transaction' });
    expect((await node.get({ requestType: 'getTransactionBytes' })).json).toMatchObject({ errorCode: 1, error: 'transaction' });
    expect((await node.get({ requestType: 'getTransactionBytes', transaction: '-' })).json).toMatchObject({ errorCode: 7, error: 'transaction' });
    expect((await node.get({ requestType: 'getTransactionBytes', transaction: '18446744073709551616' })).json).toMatchObject({ errorCode: 7, error: 'transaction' });
  });

  it('answers HTTP 503 while the blockchain is not ready', async () => {
    node.setBlockchainReady(false);
    try {
      expect((await node.get({ requestType: 'getTransactionBytes', transaction: confirmed.transaction })).status).toBe(503);
    } finally {
      node.setBlockchainReady(true);
    }
  });
});
