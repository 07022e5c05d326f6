// getUnconfirmedTransactions: the transactions waiting in the mempool, in pool order, as
// Transaction objects. getUnconfirmedTransactionIds is in getUnconfirmedTransactionIds.test.ts,
// getAllWaitingTransactions in getAllWaitingTransactions.test.ts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, startChainNode, testAccount, ADMIN_PASSWORD, type ChainNode } from './chain-fixture.js';

const txIds = (r: { json: Record<string, any> }): string[] => r.json.unconfirmedTransactions.map((t: { transaction: string }) => t.transaction);

describe('getUnconfirmedTransactions', () => {
  let node: ChainNode;
  const ids: string[] = [];
  const carol = testAccount('unconfirmed carol');
  beforeAll(async () => {
    node = await startChainNode({ config: { maxAPIRecords: 2 } });
    // Different fees so the pool order (highest fee first) is known.
    ids.push((await node.pay(devnet(0), carol, ONE_COIN, { feeMTA: (4n * ONE_COIN).toString() })).json.transaction);
    ids.push((await node.pay(devnet(1), devnet(2), ONE_COIN, { feeMTA: (3n * ONE_COIN).toString() })).json.transaction);
    ids.push((await node.pay(devnet(3), carol, ONE_COIN, { feeMTA: (2n * ONE_COIN).toString() })).json.transaction);
  });
  afterAll(() => node.close());

  it('lists the pool in order as objects, capped at maxAPIRecords unless admin, and pages', async () => {
    const all = await node.post({ requestType: 'getUnconfirmedTransactions', adminPassword: ADMIN_PASSWORD });
    expect(all.status).toBe(200);
    expect(txIds(all)).toEqual(ids);
    const capped = await node.get({ requestType: 'getUnconfirmedTransactions' });
    expect(capped.status).toBe(200);
    expect(txIds(capped)).toEqual(ids.slice(0, 2));
    const page = await node.get({ requestType: 'getUnconfirmedTransactions', firstIndex: '1', lastIndex: '2' });
    expect(page.json.unconfirmedTransactions.map((t: { transaction: string }) => t.transaction)).toEqual(ids.slice(1, 3));
    for (const t of page.json.unconfirmedTransactions) expect(t).not.toHaveProperty('confirmations');
  });

  it('filters by account (sender or recipient); malformed account and paging are errors', async () => {
    const r = await node.get({ requestType: 'getUnconfirmedTransactions', account: carol.accountRS });
    expect(r.json.unconfirmedTransactions.map((t: { transaction: string }) => t.transaction)).toEqual([ids[0], ids[2]]);
    expect(txIds(await node.get({ requestType: 'getUnconfirmedTransactions', account: devnet(1).account }))).toEqual([ids[1]]);
    expect((await node.get({ requestType: 'getUnconfirmedTransactions', account: devnet(9).account })).json.unconfirmedTransactions).toEqual([]);
    expect((await node.get({ requestType: 'getUnconfirmedTransactions', account: 'TOTEM-2222' })).json).toMatchObject({ errorCode: 7, error: 'account' });
    expect((await node.get({ requestType: 'getUnconfirmedTransactions', firstIndex: 'x' })).json).toMatchObject({ errorCode: 7, error: 'firstIndex' });
  });

  it('answers HTTP 503 while the blockchain is not ready', async () => {
    node.setBlockchainReady(false);
    try {
      expect((await node.get({ requestType: 'getUnconfirmedTransactions' })).status).toBe(503);
    } finally {
      node.setBlockchainReady(true);
    }
  });

  it('empties as the transactions are confirmed', async () => {
    await node.forge();
    expect((await node.get({ requestType: 'getUnconfirmedTransactions' })).json.unconfirmedTransactions).toEqual([]);
  });
});
