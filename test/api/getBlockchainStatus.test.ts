// getBlockchainStatus: the health check. getState (its fields plus counts and memory) is in
// getState.test.ts.
import { availableParallelism } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startChainNode, type ChainNode } from './chain-fixture.js';
import { expectReadinessGate, expectStoreErrorCycle } from './fixtures/status.js';

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
      // the default prunable lifetimes: 14 days held, pruned after 90
      minPrunableLifetime: 1_209_600,
      maxPrunableLifetime: 7_776_000,
    });
    expect(before.json.lastBlock).toBe(before.json.genesisBlockId);
    expect(typeof before.json.application).toBe('string');
    expect(typeof before.json.version).toBe('string');

    const block = await node.forge();
    const after = (await node.get({ requestType: 'getBlockchainStatus' })).json;
    expect(after).toMatchObject({ numberOfBlocks: 2, height: 1, lastBlock: block.block, lastBlockTimestamp: block.timestamp, cumulativeDifficulty: block.cumulativeDifficulty });
    expect(after.time).toBe(node.epochTime());
  });

  it('reports the node\'s prunable lifetimes (a maximum below the minimum counts as the minimum)', async () => {
    const other = await startChainNode({ prunable: { minLifetimeSeconds: 600, maxLifetimeSeconds: 60 } });
    try {
      expect((await other.get({ requestType: 'getBlockchainStatus' })).json).toMatchObject({ minPrunableLifetime: 600, maxPrunableLifetime: 600 });
    } finally {
      await other.close();
    }
  });

  it('answers HTTP 503 while the blockchain is not ready', async () => {
    await expectReadinessGate(node, 'getBlockchainStatus');
  });
});

describe('getBlockchainStatus when the store cannot write', () => {
  it('stops saying UP_TO_DATE, carries lastStoreError, logs the cause, and recovers', async () => {
    await expectStoreErrorCycle('getBlockchainStatus', {
      whileFailing: (node) => {
        const errors = node.logs.map((l) => JSON.parse(l)).filter((l) => l.level === 'ERROR' && l.component === 'store');
        expect(errors).toHaveLength(1);
        expect(errors[0].cause).toContain('No space left on device');
      },
      recovered: async (node) => {
        expect(node.logs.some((l) => l.includes('store writes work again'))).toBe(true);
        await node.forge();
      },
    });
  });
});

describe('getBlockchainStatus: the read view and the actor path', () => {
  let direct: ChainNode;
  let asked: ChainNode;
  beforeAll(async () => {
    direct = await startChainNode({ startEpochSeconds: 5000 });
    asked = await startChainNode({ startEpochSeconds: 5000, declineReadView: true });
  });
  afterAll(async () => {
    await direct.close();
    await asked.close();
  });

  /** The blockchain actor's recent message types (getActorState). */
  const chainMessages = async (n: ChainNode): Promise<string[]> => {
    const r = await n.admin({ requestType: 'getActorState', actor: 'blockchain' });
    return (r.json.actors.blockchain.recentEvents as Array<{ type: string }>).map((e) => e.type);
  };

  it('give the same answers at genesis and after each block', async () => {
    const answers = async (n: ChainNode) => {
      const out: unknown[] = [];
      for (let i = 0; i < 3; i++) {
        const r = await n.get({ requestType: 'getBlockchainStatus' });
        delete r.json.requestProcessingTime;
        out.push(r.status, r.json);
        if (i < 2) await n.forge();
      }
      return out;
    };
    const a = await answers(direct);
    expect(a[5]).toMatchObject({ height: 2, numberOfBlocks: 3 });
    expect(await answers(asked)).toEqual(a);
  });

  it('reads the running node directly: no message to the blockchain actor (the actor path sends one)', async () => {
    await direct.get({ requestType: 'getBlockchainStatus' });
    expect(await chainMessages(direct)).not.toContain('status');
    await asked.get({ requestType: 'getBlockchainStatus' });
    expect(await chainMessages(asked)).toContain('status');
  });
});
