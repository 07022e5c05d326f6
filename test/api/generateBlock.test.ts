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

  it('forges at once every time: fifty quick calls give fifty blocks, one second apart', async () => {
    const start = (await node.get({ requestType: 'getBlockchainStatus' })).json;
    let last = start.lastBlockTimestamp as number;
    for (let i = 1; i <= 50; i++) {
      const r = await node.admin({ requestType: 'generateBlock' });
      expect({ i, status: r.status }).toEqual({ i, status: 200 });
      expect(r.json.height).toBe(start.height + i);
      expect(r.json.timestamp).toBeGreaterThan(last);
      last = r.json.timestamp;
    }
  });

  it('numBlocks=N forges N blocks in a row, linked, oldest first', async () => {
    const before = (await node.get({ requestType: 'getBlockchainStatus' })).json;
    const r = await node.admin({ requestType: 'generateBlock', numBlocks: '5' });
    expect(r.status).toBe(200);
    expect(r.json.height).toBe(before.height + 5);
    const blocks = r.json.blocks as Array<Record<string, any>>;
    expect(blocks.map((b) => b.height)).toEqual([1, 2, 3, 4, 5].map((i) => before.height + i));
    expect(blocks[0]!.previousBlock).toBe(before.lastBlock);
    for (let i = 1; i < 5; i++) {
      expect(blocks[i]!.previousBlock).toBe(blocks[i - 1]!.block);
      expect(blocks[i - 1]!.nextBlock).toBe(blocks[i]!.block);
    }
    expect(blocks[4]!.nextBlock).toBe('0');
    expect((await node.get({ requestType: 'getBlockchainStatus' })).json.lastBlock).toBe(blocks[4]!.block);
  });

  it('numBlocks out of range or not a number: a JSON error naming it, nothing forged', async () => {
    const before = (await node.get({ requestType: 'getBlockchainStatus' })).json;
    for (const numBlocks of ['0', '1001', '-3', 'many']) {
      const r = await node.admin({ requestType: 'generateBlock', numBlocks });
      expect({ numBlocks, code: r.json.errorCode, error: r.json.error }).toEqual({ numBlocks, code: 7, error: 'numBlocks' });
    }
    expect((await node.get({ requestType: 'getBlockchainStatus' })).json.height).toBe(before.height);
  });

  it('is POST only and needs the admin password', async () => {
    expect((await node.get({ requestType: 'generateBlock' })).status).toBe(405);
    const r = await node.post({ requestType: 'generateBlock' });
    expect(r.status).toBe(401);
    expect(r.json).toMatchObject({ errorCode: 1, error: 'adminPassword' });
  });
});
