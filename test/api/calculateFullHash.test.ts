import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';

describe('calculateFullHash', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  it('gives the full hash of the signed transaction from its unsigned form and signature hash', async () => {
    const tx = (await node.pay(devnet(0), devnet(1), ONE_COIN, { broadcast: 'false' })).json;
    const r = await node.get({ requestType: 'calculateFullHash', unsignedTransactionBytes: tx.unsignedTransactionBytes, signatureHash: tx.signatureHash });
    expect(r.status).toBe(200);
    expect(r.json.fullHash).toBe(tx.fullHash);
    // A signature inside the bytes is ignored; the JSON form works too.
    expect((await node.get({ requestType: 'calculateFullHash', unsignedTransactionBytes: tx.transactionBytes, signatureHash: tx.signatureHash })).json.fullHash).toBe(tx.fullHash);
    expect((await node.post({ requestType: 'calculateFullHash', unsignedTransactionJSON: JSON.stringify(tx.transactionJSON), signatureHash: tx.signatureHash })).json.fullHash).toBe(tx.fullHash);
    const other = await node.get({ requestType: 'calculateFullHash', unsignedTransactionBytes: tx.unsignedTransactionBytes, signatureHash: '00'.repeat(32) });
    expect(other.json.fullHash).not.toBe(tx.fullHash);
  });

  it('needs the signature hash (32 bytes) and a transaction', async () => {
    const tx = (await node.pay(devnet(0), devnet(1), ONE_COIN, { broadcast: 'false' })).json;
    expect((await node.get({ requestType: 'calculateFullHash', unsignedTransactionBytes: tx.unsignedTransactionBytes })).json).toMatchObject({ errorCode: 1, error: 'signatureHash' });
    expect((await node.get({ requestType: 'calculateFullHash', unsignedTransactionBytes: tx.unsignedTransactionBytes, signatureHash: 'abcd' })).json).toMatchObject({ errorCode: 7, error: 'signatureHash' });
    expect((await node.get({ requestType: 'calculateFullHash', signatureHash: tx.signatureHash })).json).toMatchObject({ errorCode: 1, error: 'unsignedTransactionBytes' });
    expect((await node.get({ requestType: 'calculateFullHash', unsignedTransactionBytes: '01', signatureHash: tx.signatureHash })).json).toMatchObject({ errorCode: 7, error: 'unsignedTransactionBytes' });
  });
});
