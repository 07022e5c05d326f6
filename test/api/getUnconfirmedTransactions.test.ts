// getUnconfirmedTransactions: the transactions waiting in the mempool, in pool order, as
// Transaction objects. getUnconfirmedTransactionIds is in getUnconfirmedTransactionIds.test.ts,
// getAllWaitingTransactions in getAllWaitingTransactions.test.ts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { whileNotReady, type ChainNode } from './chain-fixture.js';
import { expectPoolByAccount, expectPoolEmptiedByBlock, expectPoolInOrder, startWaitingPaymentsNode, type PoolList } from './fixtures/waiting-payments.js';

const txIds: PoolList = (r) => r.json.unconfirmedTransactions.map((t: { transaction: string }) => t.transaction);

describe('getUnconfirmedTransactions', () => {
  let node: ChainNode;
  let ids: readonly string[];
  beforeAll(async () => {
    ({ node, ids } = await startWaitingPaymentsNode());
  });
  afterAll(() => node.close());

  it('lists the pool in order as objects, capped at maxAPIRecords unless admin, and pages', async () => {
    const page = await expectPoolInOrder(node, ids, 'getUnconfirmedTransactions', txIds);
    for (const t of page.json.unconfirmedTransactions) expect(t).not.toHaveProperty('confirmations');
  });

  it('filters by account (sender or recipient); malformed account and paging are errors', async () => {
    await expectPoolByAccount(node, ids, 'getUnconfirmedTransactions', txIds);
  });

  it('answers HTTP 503 while the blockchain is not ready', async () => {
    await whileNotReady(node, async () => {
      expect((await node.get({ requestType: 'getUnconfirmedTransactions' })).status).toBe(503);
    });
  });

  it('empties as the transactions are confirmed', async () => {
    await expectPoolEmptiedByBlock(node, 'getUnconfirmedTransactions', txIds);
  });
});
