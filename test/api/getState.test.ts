// getState: every getBlockchainStatus field plus counts and memory (the comparison with
// getBlockchainStatus is here, as it is what getState promises); the store-error fields it repeats.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';
import { expectReadinessGate, expectStoreErrorCycle } from './fixtures/status.js';

describe('getState', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode({ startEpochSeconds: 5000 });
    await node.forge();
  });
  afterAll(() => node.close());

  it('adds counts and memory', async () => {
    await node.pay(devnet(0), devnet(1), ONE_COIN);
    const r = await node.get({ requestType: 'getState' });
    expect(r.status).toBe(200);
    expect(r.json.numberOfUnconfirmedTransactions).toBe(1);
    expect(r.json.numberOfForgingAccounts).toBe(10);
    expect(r.json.numberOfBlocks).toBeGreaterThanOrEqual(2);
    for (const field of ['totalMemory', 'freeMemory', 'maxMemory', 'residentMemory']) expect(r.json[field]).toBeGreaterThan(0);
    // No peer network in this fixture: the peer counts are absent.
    expect(r.json).not.toHaveProperty('numberOfPeers');
    expect(r.json).not.toHaveProperty('numberOfActivePeers');
  });

  it('repeats every getBlockchainStatus field with the same value', async () => {
    const status = (await node.get({ requestType: 'getBlockchainStatus' })).json;
    const state = (await node.get({ requestType: 'getState' })).json;
    const { requestProcessingTime: _ignored, ...fields } = status;
    expect(Object.keys(fields).length).toBeGreaterThan(10);
    expect(state).toMatchObject(fields);
  });

  it('answers HTTP 503 while the blockchain is not ready', async () => {
    await expectReadinessGate(node, 'getState');
  });
});

describe('getState when the store cannot write', () => {
  it('stops saying UP_TO_DATE and carries lastStoreError', async () => {
    await expectStoreErrorCycle('getState');
  });
});
