import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';

describe('parseTransaction', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode({ startEpochSeconds: 3000 });
  });
  afterAll(() => node.close());

  it('decodes signed bytes and JSON into the Transaction object, verified and valid', async () => {
    const tx = (await node.pay(devnet(0), devnet(1), ONE_COIN, { broadcast: 'false' })).json;
    const r = await node.get({ requestType: 'parseTransaction', transactionBytes: tx.transactionBytes });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ ...tx.transactionJSON, verify: true, validate: true });
    const fromJson = await node.post({ requestType: 'parseTransaction', transactionJSON: JSON.stringify(tx.transactionJSON) });
    expect(fromJson.json).toMatchObject({ transaction: tx.transaction, verify: true, validate: true });
    expect((await node.get({ requestType: 'getTransaction', transaction: tx.transaction })).status).toBe(404);
  });

  it('reports an unsigned transaction as not verified but otherwise valid', async () => {
    const u = (await node.post({ requestType: 'sendMoney', publicKey: devnet(0).publicKey, recipient: devnet(1).account, amountMTA: '10' })).json;
    const r = await node.get({ requestType: 'parseTransaction', transactionBytes: u.unsignedTransactionBytes });
    expect(r.json).toMatchObject({ verify: false, validate: true, amountMTA: '10' });
    expect(r.json).not.toHaveProperty('transaction');
  });

  it('reports a bad signature and an expired deadline without failing', async () => {
    const tx = (await node.pay(devnet(0), devnet(1), ONE_COIN, { broadcast: 'false', deadline: '1' })).json;
    const json = { ...tx.transactionJSON, signature: 'ab'.repeat(64) };
    delete json.fullHash;
    delete json.transaction;
    const badSig = await node.post({ requestType: 'parseTransaction', transactionJSON: JSON.stringify(json) });
    expect(badSig.json).toMatchObject({ verify: false, validate: true });
    node.advance(61);
    const expired = await node.get({ requestType: 'parseTransaction', transactionBytes: tx.transactionBytes });
    expect(expired.json).toMatchObject({ verify: true, validate: false, validateErrorCode: 9, validateError: 'deadline' });
  });

  it('refuses what does not parse', async () => {
    expect((await node.get({ requestType: 'parseTransaction', transactionBytes: '00ff' })).json).toMatchObject({ errorCode: 7, error: 'transactionBytes' });
    expect((await node.get({ requestType: 'parseTransaction', transactionJSON: '[]' })).json).toMatchObject({ errorCode: 7, error: 'transactionJSON' });
    expect((await node.get({ requestType: 'parseTransaction' })).json).toMatchObject({ errorCode: 1, error: 'transactionBytes' });
  });
});
