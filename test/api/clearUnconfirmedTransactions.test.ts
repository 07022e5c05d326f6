import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';

describe('clearUnconfirmedTransactions', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  it('empties the mempool and releases the reserved balances', async () => {
    const from = devnet(0);
    const start = (await node.get({ requestType: 'getBalance', account: from.account })).json.balanceMTA;
    await node.pay(from, devnet(1), ONE_COIN);
    await node.pay(from, devnet(2), ONE_COIN);
    expect((await node.get({ requestType: 'getBalance', account: from.account })).json.unconfirmedBalanceMTA).not.toBe(start);
    const r = await node.admin({ requestType: 'clearUnconfirmedTransactions' });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ done: true, removed: 2 });
    expect((await node.get({ requestType: 'getAllWaitingTransactions' })).json.transactions).toEqual([]);
    expect((await node.get({ requestType: 'getBalance', account: from.account })).json.unconfirmedBalanceMTA).toBe(start);
    expect((await node.forge()).numberOfTransactions).toBe(0);
  });

  it('is POST only and admin only', async () => {
    await node.pay(devnet(3), devnet(4), ONE_COIN);
    expect((await node.get({ requestType: 'clearUnconfirmedTransactions' })).status).toBe(405);
    expect((await node.post({ requestType: 'clearUnconfirmedTransactions' })).status).toBe(401);
    expect((await node.get({ requestType: 'getAllWaitingTransactions' })).json.transactions).toHaveLength(1);
  });
});
