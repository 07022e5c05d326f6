// getUnconfirmedTransactionIds: ids of the transactions waiting in the mempool, in pool order,
// paged, capped at maxAPIRecords (unless admin) and optionally of one account.
// getUnconfirmedTransactions is in getUnconfirmedTransactions.test.ts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { whileNotReady, type ChainNode } from './chain-fixture.js';
import { expectPoolByAccount, expectPoolEmptiedByBlock, expectPoolInOrder, startWaitingPaymentsNode, type PoolList } from './fixtures/waiting-payments.js';

const listed: PoolList = (r) => r.json.unconfirmedTransactionIds;

describe('getUnconfirmedTransactionIds', () => {
  let node: ChainNode;
  let ids: readonly string[];
  beforeAll(async () => {
    ({ node, ids } = await startWaitingPaymentsNode());
  });
  afterAll(() => node.close());

  it('lists the pool in order, capped at maxAPIRecords unless admin, and pages', async () => {
    await expectPoolInOrder(node, ids, 'getUnconfirmedTransactionIds', listed);
    const past = await node.get({ requestType: 'getUnconfirmedTransactionIds', firstIndex: '5' });
    expect(past.json.unconfirmedTransactionIds).toEqual([]);
  });

  it('filters by account (sender or recipient); malformed account and paging are errors', async () => {
    await expectPoolByAccount(node, ids, 'getUnconfirmedTransactionIds', listed);
  });

  it('answers HTTP 503 while the blockchain is not ready', async () => {
    await whileNotReady(node, async () => {
      expect((await node.get({ requestType: 'getUnconfirmedTransactionIds' })).status).toBe(503);
    });
  });

  it('empties as the transactions are confirmed', async () => {
    await expectPoolEmptiedByBlock(node, 'getUnconfirmedTransactionIds', listed);
  });
});
