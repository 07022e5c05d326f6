import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';

describe('generateBlock', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  it('forges one block now with the mempool\'s transactions and returns it', async () => {
    const tx = (await node.pay(devnet(0), devnet(1), ONE_COIN)).json;
    const before = (await node.get({ requestType: 'getBlockchainStatus' })).json;
    const r = await node.admin({ requestType: 'generateBlock' });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ height: before.height + 1, previousBlock: before.lastBlock, nextBlock: '0', numberOfTransactions: 1 });
    expect(r.json.transactions[0]).toMatchObject({ transaction: tx.transaction, confirmations: 0 });
    const after = (await node.get({ requestType: 'getBlockchainStatus' })).json;
    expect(after.lastBlock).toBe(r.json.block);
    const generator = (await node.get({ requestType: 'getAccount', account: r.json.generator })).json;
    expect(generator.accountRS).toBe(r.json.generatorRS);
  });

  it('is POST only and needs the admin password', async () => {
    expect((await node.get({ requestType: 'generateBlock' })).status).toBe(405);
    const r = await node.post({ requestType: 'generateBlock' });
    expect(r.status).toBe(401);
    expect(r.json).toMatchObject({ errorCode: 1, error: 'adminPassword' });
  });
});
