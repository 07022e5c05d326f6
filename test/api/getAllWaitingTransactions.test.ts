// getAllWaitingTransactions: every transaction in the mempool, unpaginated, without a password
// and while the blockchain is not ready.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, startChainNode, testAccount, type ChainNode } from './chain-fixture.js';

describe('getAllWaitingTransactions', () => {
  let node: ChainNode;
  const ids: string[] = [];
  const carol = testAccount('unconfirmed carol');
  beforeAll(async () => {
    // maxAPIRecords 2 with 3 waiting transactions: the answer is not capped.
    node = await startChainNode({ config: { maxAPIRecords: 2 } });
    // Different fees so the pool order (highest fee first) is known.
    ids.push((await node.pay(devnet(0), carol, ONE_COIN, { feeMTA: (4n * ONE_COIN).toString() })).json.transaction);
    ids.push((await node.pay(devnet(1), devnet(2), ONE_COIN, { feeMTA: (3n * ONE_COIN).toString() })).json.transaction);
    ids.push((await node.pay(devnet(3), carol, ONE_COIN, { feeMTA: (2n * ONE_COIN).toString() })).json.transaction);
  });
  afterAll(() => node.close());

  it('lists them all without a password, even while the blockchain is not ready', async () => {
    const r = await node.get({ requestType: 'getAllWaitingTransactions' });
    expect(r.status).toBe(200);
    expect(r.json.transactions.map((t: { transaction: string }) => t.transaction)).toEqual(ids);
    node.setBlockchainReady(false);
    try {
      const during = await node.get({ requestType: 'getAllWaitingTransactions' });
      expect(during.status).toBe(200);
      expect(during.json.transactions).toHaveLength(3);
      // The contrast: an operation that needs the blockchain is refused meanwhile.
      expect((await node.get({ requestType: 'getUnconfirmedTransactions' })).status).toBe(503);
    } finally {
      node.setBlockchainReady(true);
    }
  });

  it('empties as the transactions are confirmed', async () => {
    await node.forge();
    expect((await node.get({ requestType: 'getAllWaitingTransactions' })).json.transactions).toEqual([]);
  });
});
