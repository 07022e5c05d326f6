// The offline flow: create with publicKey -> signTransaction -> broadcastTransaction.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, startChainNode, testAccount, type ChainNode } from './chain-fixture.js';

describe('signTransaction', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode({ startEpochSeconds: 2000 });
  });
  afterAll(() => node.close());

  const unsigned = async (extra: Record<string, string> = {}) => {
    const from = devnet(5);
    const r = await node.post({ requestType: 'sendMoney', publicKey: from.publicKey, recipient: devnet(6).accountRS, amountMTA: (2n * ONE_COIN).toString(), ...extra });
    expect(r.status).toBe(200);
    return r.json;
  };

  it('signs unsigned bytes; the result broadcasts and confirms', async () => {
    const u = await unsigned();
    const s = await node.post({ requestType: 'signTransaction', unsignedTransactionBytes: u.unsignedTransactionBytes, secretPhrase: devnet(5).secretPhrase });
    expect(s.status).toBe(200);
    expect(s.json).toMatchObject({ verify: true });
    expect(s.json.transactionJSON).toMatchObject({ transaction: s.json.transaction, fullHash: s.json.fullHash, signatureHash: s.json.signatureHash, amountMTA: (2n * ONE_COIN).toString() });
    expect(JSON.stringify(s.json)).not.toContain(devnet(5).secretPhrase);
    const b = await node.post({ requestType: 'broadcastTransaction', transactionBytes: s.json.transactionBytes });
    expect(b.json).toMatchObject({ transaction: s.json.transaction, fullHash: s.json.fullHash });
    await node.forge();
    expect((await node.get({ requestType: 'getTransaction', transaction: s.json.transaction })).json.confirmations).toBe(0);
  });

  it('signs the unsigned JSON form, prunable message included, to the same transaction as the bytes', async () => {
    const u = await unsigned({ message: 'offline and prunable', messageIsPrunable: 'true' });
    const secretPhrase = devnet(5).secretPhrase;
    const fromBytes = await node.post({ requestType: 'signTransaction', unsignedTransactionBytes: u.unsignedTransactionBytes, secretPhrase });
    const fromJson = await node.post({ requestType: 'signTransaction', unsignedTransactionJSON: JSON.stringify(u.transactionJSON), secretPhrase });
    expect(fromJson.json.fullHash).toBe(fromBytes.json.fullHash);
    expect(fromJson.json.transactionBytes).toBe(fromBytes.json.transactionBytes);
    const b = await node.post({ requestType: 'broadcastTransaction', transactionJSON: JSON.stringify(fromJson.json.transactionJSON) });
    expect(b.json.fullHash).toBe(fromBytes.json.fullHash);
    const got = await node.get({ requestType: 'getTransaction', fullHash: fromBytes.json.fullHash });
    expect(got.json.attachment).toMatchObject({ message: 'offline and prunable', messageIsText: true });
  });

  it('refuses a secret phrase that is not the sender\'s, and a missing one', async () => {
    const u = await unsigned();
    const wrong = testAccount('signTransaction: someone else 5d1e');
    const r = await node.post({ requestType: 'signTransaction', unsignedTransactionBytes: u.unsignedTransactionBytes, secretPhrase: wrong.secretPhrase });
    expect(r.json).toMatchObject({ errorCode: 7, error: 'secretPhrase' });
    expect(JSON.stringify(r.json)).not.toContain(wrong.secretPhrase);
    expect((await node.post({ requestType: 'signTransaction', unsignedTransactionBytes: u.unsignedTransactionBytes })).json).toMatchObject({ errorCode: 1, error: 'secretPhrase' });
    expect((await node.post({ requestType: 'signTransaction', secretPhrase: devnet(5).secretPhrase })).json).toMatchObject({ errorCode: 1, error: 'unsignedTransactionBytes' });
  });

  it('validates by default: an expired transaction is errorCode 9 unless validate=false', async () => {
    const u = await unsigned({ deadline: '1' });
    node.advance(120);
    const secretPhrase = devnet(5).secretPhrase;
    const refused = await node.post({ requestType: 'signTransaction', unsignedTransactionBytes: u.unsignedTransactionBytes, secretPhrase });
    expect(refused.json).toMatchObject({ errorCode: 9, error: 'deadline' });
    const signedAnyway = await node.post({ requestType: 'signTransaction', unsignedTransactionBytes: u.unsignedTransactionBytes, secretPhrase, validate: 'false' });
    expect(signedAnyway.status).toBe(200);
    const b = await node.post({ requestType: 'broadcastTransaction', transactionBytes: signedAnyway.json.transactionBytes });
    expect(b.json.errorCode).toBe(9);
  });

  it('is POST only and works while the blockchain is not ready', async () => {
    const u = await unsigned();
    expect((await node.get({ requestType: 'signTransaction', unsignedTransactionBytes: u.unsignedTransactionBytes, secretPhrase: devnet(5).secretPhrase })).status).toBe(405);
    node.setBlockchainReady(false);
    try {
      const r = await node.post({ requestType: 'signTransaction', unsignedTransactionBytes: u.unsignedTransactionBytes, secretPhrase: devnet(5).secretPhrase });
      expect(r.status).toBe(200);
    } finally {
      node.setBlockchainReady(true);
    }
  });
});
