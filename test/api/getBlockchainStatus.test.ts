// getBlockchainStatus: the health check. getState (its fields plus counts and memory) is in
// getState.test.ts.
import { availableParallelism } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ADMIN_PASSWORD, startChainNode, startFailingStoreNode, type ChainNode } from './chain-fixture.js';

describe('getBlockchainStatus', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode({ startEpochSeconds: 5000 });
  });
  afterAll(() => node.close());

  it('reports the health fields and follows the chain', async () => {
    const before = await node.get({ requestType: 'getBlockchainStatus' });
    expect(before.status).toBe(200);
    expect(before.json).toMatchObject({
      network: 'devnet',
      isTestnet: true,
      time: 5000,
      numberOfBlocks: 1,
      height: 0,
      isScanning: false,
      isDownloading: false,
      blockchainState: 'UP_TO_DATE',
      availableProcessors: availableParallelism(),
      maxRollback: 720,
      cumulativeDifficulty: '0',
    });
    expect(before.json.lastBlock).toBe(before.json.genesisBlockId);
    expect(typeof before.json.application).toBe('string');
    expect(typeof before.json.version).toBe('string');

    const block = await node.forge();
    const after = (await node.get({ requestType: 'getBlockchainStatus' })).json;
    expect(after).toMatchObject({ numberOfBlocks: 2, height: 1, lastBlock: block.block, lastBlockTimestamp: block.timestamp, cumulativeDifficulty: block.cumulativeDifficulty });
    expect(after.time).toBe(node.epochTime());
  });

  it('answers HTTP 503 while the blockchain is not ready', async () => {
    node.setBlockchainReady(false);
    try {
      expect((await node.get({ requestType: 'getBlockchainStatus' })).status).toBe(503);
    } finally {
      node.setBlockchainReady(true);
    }
    expect((await node.get({ requestType: 'getBlockchainStatus' })).status).toBe(200);
  });
});

describe('getBlockchainStatus when the store cannot write', () => {
  let node: Awaited<ReturnType<typeof startFailingStoreNode>>;
  beforeAll(async () => {
    node = await startFailingStoreNode({ startEpochSeconds: 5000 });
  });
  afterAll(() => node.close());

  it('stops saying UP_TO_DATE, carries lastStoreError, logs the cause, and recovers', async () => {
    expect((await node.get({ requestType: 'getBlockchainStatus' })).json).toMatchObject({ blockchainState: 'UP_TO_DATE', lastStoreError: null });
    node.disk.fail();
    const refused = await node.post({ requestType: 'generateBlock', adminPassword: ADMIN_PASSWORD });
    expect(refused.json.errorCode).toBeDefined();
    const r = await node.get({ requestType: 'getBlockchainStatus' });
    expect(r.status).toBe(200);
    expect(r.json.blockchainState).toBe('STORE_ERROR');
    expect(r.json.height).toBe(0);
    expect(r.json.lastStoreError).toMatchObject({ write: 'block', code: 'ENOSPC', recovered: false, time: 5000 });
    expect(r.json.lastStoreError.cause).toContain('No space left on device');
    expect(Date.parse(r.json.lastStoreError.date)).not.toBeNaN();
    const errors = node.logs.map((l) => JSON.parse(l)).filter((l) => l.level === 'ERROR' && l.component === 'store');
    expect(errors).toHaveLength(1);
    expect(errors[0].cause).toContain('No space left on device');

    node.disk.heal();
    await node.store.health.probe();
    const after = (await node.get({ requestType: 'getBlockchainStatus' })).json;
    expect(after.blockchainState).toBe('UP_TO_DATE');
    expect(after.lastStoreError).toMatchObject({ recovered: true, recoveredTime: 5000 });
    expect(node.logs.some((l) => l.includes('store writes work again'))).toBe(true);
    await node.forge();
  });
});
