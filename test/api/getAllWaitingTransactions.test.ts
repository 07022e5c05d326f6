// getAllWaitingTransactions: every transaction in the mempool, unpaginated, without a password
// and while the blockchain is not ready.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { whileNotReady, type ChainNode } from './chain-fixture.js';
import { expectPoolEmptiedByBlock, startWaitingPaymentsNode, type PoolList } from './fixtures/waiting-payments.js';

const txIds: PoolList = (r) => r.json.transactions.map((t: { transaction: string }) => t.transaction);

describe('getAllWaitingTransactions', () => {
  let node: ChainNode;
  let ids: readonly string[];
  beforeAll(async () => {
    // maxAPIRecords 2 with 3 waiting transactions: the answer is not capped.
    ({ node, ids } = await startWaitingPaymentsNode());
  });
  afterAll(() => node.close());

  it('lists them all without a password, even while the blockchain is not ready', async () => {
    const r = await node.get({ requestType: 'getAllWaitingTransactions' });
    expect(r.status).toBe(200);
    expect(txIds(r)).toEqual(ids);
    await whileNotReady(node, async () => {
      const during = await node.get({ requestType: 'getAllWaitingTransactions' });
      expect(during.status).toBe(200);
      expect(during.json.transactions).toHaveLength(3);
      // The contrast: an operation that needs the blockchain is refused meanwhile.
      expect((await node.get({ requestType: 'getUnconfirmedTransactions' })).status).toBe(503);
    });
  });

  it('empties as the transactions are confirmed', async () => {
    await expectPoolEmptiedByBlock(node, 'getAllWaitingTransactions', txIds);
  });
});
