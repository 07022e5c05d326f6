import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, startChainNode, testAccount, type ChainNode } from './chain-fixture.js';

describe('getBlockchainTransactions', () => {
  let node: ChainNode;
  const alice = devnet(3);
  const bob = testAccount('getBlockchainTransactions bob');
  const sent: string[] = [];
  let firstHeight = 0;
  beforeAll(async () => {
    node = await startChainNode();
    for (let i = 1; i <= 3; i++) {
      const r = await node.pay(alice, bob, BigInt(i) * ONE_COIN);
      sent.push(r.json.transaction);
      const block = await node.forge();
      if (i === 1) firstHeight = block.height;
    }
    await node.pay(alice, devnet(4), ONE_COIN); // still unconfirmed: never listed
  });
  afterAll(() => node.close());

  it('lists confirmed transactions sent or received, newest first, with confirmations', async () => {
    const r = await node.get({ requestType: 'getBlockchainTransactions', account: bob.accountRS });
    expect(r.status).toBe(200);
    expect(r.json.transactions.map((t: { transaction: string }) => t.transaction)).toEqual([...sent].reverse());
    const [newest, , oldest] = r.json.transactions;
    expect(newest).toMatchObject({ senderRS: alice.accountRS, recipientRS: bob.accountRS, amountMTA: (3n * ONE_COIN).toString(), confirmations: 0 });
    expect(oldest.confirmations).toBe(2);
    expect(oldest.height).toBe(firstHeight);
    const fromSender = await node.get({ requestType: 'getBlockchainTransactions', account: alice.account });
    expect(fromSender.json.transactions.map((t: { transaction: string }) => t.transaction)).toEqual([...sent].reverse());
  });

  it('filters by type, subtype and height, and pages', async () => {
    const payments = await node.get({ requestType: 'getBlockchainTransactions', account: bob.account, type: '0', subtype: '0' });
    expect(payments.json.transactions).toHaveLength(3);
    const messages = await node.get({ requestType: 'getBlockchainTransactions', account: bob.account, type: '1' });
    expect(messages.json.transactions).toEqual([]);
    const recent = await node.get({ requestType: 'getBlockchainTransactions', account: bob.account, fromHeight: String(firstHeight + 1) });
    expect(recent.json.transactions).toHaveLength(2);
    const page = await node.get({ requestType: 'getBlockchainTransactions', account: bob.account, firstIndex: '1', lastIndex: '2' });
    expect(page.json.transactions.map((t: { transaction: string }) => t.transaction)).toEqual([sent[1], sent[0]]);
    const reversed = await node.get({ requestType: 'getBlockchainTransactions', account: bob.account, firstIndex: '2', lastIndex: '1' });
    expect(reversed.json.transactions).toEqual([]);
  });

  it('refuses a subtype without type, out-of-range filters and unknown accounts', async () => {
    expect((await node.get({ requestType: 'getBlockchainTransactions', account: bob.account, subtype: '0' })).json).toMatchObject({ errorCode: 7, error: 'subtype' });
    expect((await node.get({ requestType: 'getBlockchainTransactions', account: bob.account, type: '256' })).json).toMatchObject({ errorCode: 7, error: 'type' });
    expect((await node.get({ requestType: 'getBlockchainTransactions', account: bob.account, subtype: '16', type: '0' })).json).toMatchObject({ errorCode: 7, error: 'subtype' });
    expect((await node.get({ requestType: 'getBlockchainTransactions', account: testAccount('gbt nobody').account })).json).toMatchObject({ errorCode: 3, error: 'account' });
  });
});
