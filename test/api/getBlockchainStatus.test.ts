// getBlockchainStatus and getState.
import { availableParallelism } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';

describe('getBlockchainStatus / getState', () => {
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

  it('getState adds counts and memory', async () => {
    await node.pay(devnet(0), devnet(1), ONE_COIN);
    const r = await node.get({ requestType: 'getState' });
    expect(r.status).toBe(200);
    expect(r.json.numberOfUnconfirmedTransactions).toBe(1);
    expect(r.json.numberOfForgingAccounts).toBe(10);
    expect(r.json.numberOfBlocks).toBeGreaterThanOrEqual(2);
    for (const field of ['totalMemory', 'freeMemory', 'maxMemory', 'residentMemory']) expect(r.json[field]).toBeGreaterThan(0);
  });
});
