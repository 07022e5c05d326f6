// getUnconfirmedTransactionIds: ids of the transactions waiting in the mempool, in pool order,
// paged, capped at maxAPIRecords (unless admin) and optionally of one account.
// getUnconfirmedTransactions is in getUnconfirmedTransactions.test.ts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, startChainNode, testAccount, ADMIN_PASSWORD, type ChainNode } from './chain-fixture.js';

describe('getUnconfirmedTransactionIds', () => {
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

  it('lists the pool in order, capped at maxAPIRecords unless admin, and pages', async () => {
    const all = await node.post({ requestType: 'getUnconfirmedTransactionIds', adminPassword: ADMIN_PASSWORD });
    expect(all.status).toBe(200);
    expect(all.json.unconfirmedTransactionIds).toEqual(ids);
    const capped = await node.get({ requestType: 'getUnconfirmedTransactionIds' });
    expect(capped.status).toBe(200);
    expect(capped.json.unconfirmedTransactionIds).toEqual(ids.slice(0, 2));
    const page = await node.get({ requestType: 'getUnconfirmedTransactionIds', firstIndex: '1', lastIndex: '2' });
    expect(page.json.unconfirmedTransactionIds).toEqual(ids.slice(1, 3));
    const past = await node.get({ requestType: 'getUnconfirmedTransactionIds', firstIndex: '5' });
    expect(past.json.unconfirmedTransactionIds).toEqual([]);
  });

  it('filters by account (sender or recipient); malformed account and paging are errors', async () => {
    const recipient = await node.get({ requestType: 'getUnconfirmedTransactionIds', account: carol.accountRS });
    expect(recipient.json.unconfirmedTransactionIds).toEqual([ids[0], ids[2]]);
    const sender = await node.get({ requestType: 'getUnconfirmedTransactionIds', account: devnet(1).account });
    expect(sender.json.unconfirmedTransactionIds).toEqual([ids[1]]);
    expect((await node.get({ requestType: 'getUnconfirmedTransactionIds', account: devnet(9).account })).json.unconfirmedTransactionIds).toEqual([]);
    expect((await node.get({ requestType: 'getUnconfirmedTransactionIds', account: 'TOTEM-2222' })).json).toMatchObject({ errorCode: 7, error: 'account' });
    expect((await node.get({ requestType: 'getUnconfirmedTransactionIds', firstIndex: 'x' })).json).toMatchObject({ errorCode: 7, error: 'firstIndex' });
  });

  it('answers HTTP 503 while the blockchain is not ready', async () => {
    node.setBlockchainReady(false);
    try {
      expect((await node.get({ requestType: 'getUnconfirmedTransactionIds' })).status).toBe(503);
    } finally {
      node.setBlockchainReady(true);
    }
  });

  it('empties as the transactions are confirmed', async () => {
    await node.forge();
    expect((await node.get({ requestType: 'getUnconfirmedTransactionIds' })).json.unconfirmedTransactionIds).toEqual([]);
  });
});
