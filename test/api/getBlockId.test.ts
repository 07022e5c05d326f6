import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startChainNode, type ChainNode } from './chain-fixture.js';

describe('getBlockId', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  it('returns the id of the block at a height', async () => {
    const forged = await node.forge();
    expect((await node.get({ requestType: 'getBlockId', height: String(forged.height) })).json).toMatchObject({ block: forged.block });
    const genesis = (await node.get({ requestType: 'getBlockchainStatus' })).json.genesisBlockId;
    expect((await node.get({ requestType: 'getBlockId', height: '0' })).json.block).toBe(genesis);
  });

  it('above the tip: errorCode 4 naming height; missing or bad height: 1 / 7', async () => {
    const r = await node.get({ requestType: 'getBlockId', height: '999' });
    expect(r.status).toBe(404);
    expect(r.json).toMatchObject({ errorCode: 4, error: 'height' });
    expect((await node.get({ requestType: 'getBlockId' })).json).toMatchObject({ errorCode: 1, error: 'height' });
    expect((await node.get({ requestType: 'getBlockId', height: '-1' })).json).toMatchObject({ errorCode: 7, error: 'height' });
    expect((await node.get({ requestType: 'getBlockId', height: 'one' })).json).toMatchObject({ errorCode: 7, error: 'height' });
  });
});
