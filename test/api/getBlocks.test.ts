import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startChainNode, ADMIN_PASSWORD, type ChainNode } from './chain-fixture.js';

describe('getBlocks', () => {
  let node: ChainNode;
  const ids: string[] = []; // by height
  beforeAll(async () => {
    node = await startChainNode({ config: { maxAPIRecords: 3 } });
    ids.push((await node.get({ requestType: 'getBlock', height: '0' })).json.block);
    for (let i = 0; i < 5; i++) ids.push((await node.forge()).block);
  });
  afterAll(() => node.close());

  it('counts from the tip, newest first, with nextBlock links', async () => {
    const r = await node.get({ requestType: 'getBlocks', firstIndex: '0', lastIndex: '2' });
    expect(r.status).toBe(200);
    expect(r.json.blocks.map((b: { block: string }) => b.block)).toEqual([ids[5], ids[4], ids[3]]);
    expect(r.json.blocks.map((b: { nextBlock: string }) => b.nextBlock)).toEqual(['0', ids[5], ids[4]]);
    const middle = await node.get({ requestType: 'getBlocks', firstIndex: '2', lastIndex: '3' });
    expect(middle.json.blocks.map((b: { nextBlock: string }) => b.nextBlock)).toEqual([ids[4], ids[3]]);
  });

  it('caps pages at maxAPIRecords unless the admin password is given', async () => {
    const capped = await node.get({ requestType: 'getBlocks' });
    expect(capped.json.blocks).toHaveLength(3);
    const all = await node.post({ requestType: 'getBlocks', adminPassword: ADMIN_PASSWORD });
    expect(all.json.blocks.map((b: { block: string }) => b.block)).toEqual([...ids].reverse());
  });

  it('handles the bounds: past the genesis block, reversed, negative, malformed', async () => {
    const tail = await node.get({ requestType: 'getBlocks', firstIndex: '4', lastIndex: '20' });
    expect(tail.json.blocks.map((b: { height: number }) => b.height)).toEqual([1, 0]);
    expect((await node.get({ requestType: 'getBlocks', firstIndex: '6' })).json.blocks).toEqual([]);
    expect((await node.get({ requestType: 'getBlocks', firstIndex: '2', lastIndex: '1' })).json.blocks).toEqual([]);
    const negative = await node.get({ requestType: 'getBlocks', firstIndex: '-3', lastIndex: '0' });
    expect(negative.json.blocks.map((b: { block: string }) => b.block)).toEqual([ids[5]]);
    expect((await node.get({ requestType: 'getBlocks', lastIndex: '1.5' })).json).toMatchObject({ errorCode: 7, error: 'lastIndex' });
    expect((await node.get({ requestType: 'getBlocks', firstIndex: '99999999999' })).json).toMatchObject({ errorCode: 7, error: 'firstIndex' });
  });

  it('includes transaction objects on request', async () => {
    const r = await node.get({ requestType: 'getBlocks', lastIndex: '0', includeTransactions: 'true' });
    expect(Array.isArray(r.json.blocks[0].transactions)).toBe(true);
  });
});
