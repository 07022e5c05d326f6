import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startChainNode, type ChainNode } from './chain-fixture.js';

describe('getECBlock', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode({ startEpochSeconds: 100 });
  });
  afterAll(() => node.close());

  it('is the genesis block on a chain shorter than 720 blocks, at the node time by default', async () => {
    await node.forge();
    const genesis = (await node.get({ requestType: 'getBlockId', height: '0' })).json.block;
    const r = await node.get({ requestType: 'getECBlock' });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ ecBlockId: genesis, ecBlockHeight: 0, timestamp: node.epochTime() });
    expect((await node.get({ requestType: 'getECBlock', timestamp: '7' })).json).toMatchObject({ ecBlockHeight: 0, timestamp: 7 });
  });

  it('refuses a malformed timestamp', async () => {
    expect((await node.get({ requestType: 'getECBlock', timestamp: '-1' })).json).toMatchObject({ errorCode: 7, error: 'timestamp' });
    expect((await node.get({ requestType: 'getECBlock', timestamp: 'now' })).json).toMatchObject({ errorCode: 7, error: 'timestamp' });
  });
});
