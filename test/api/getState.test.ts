// getState: every getBlockchainStatus field plus counts and memory (the comparison with
// getBlockchainStatus is here, as it is what getState promises); the store-error fields it repeats.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { ADMIN_PASSWORD, devnet, startChainNode, startFailingStoreNode, type ChainNode } from './chain-fixture.js';

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
    node.setBlockchainReady(false);
    try {
      expect((await node.get({ requestType: 'getState' })).status).toBe(503);
    } finally {
      node.setBlockchainReady(true);
    }
    expect((await node.get({ requestType: 'getState' })).status).toBe(200);
  });
});

describe('getState when the store cannot write', () => {
  let node: Awaited<ReturnType<typeof startFailingStoreNode>>;
  beforeAll(async () => {
    node = await startFailingStoreNode({ startEpochSeconds: 5000 });
  });
  afterAll(() => node.close());

  it('stops saying UP_TO_DATE and carries lastStoreError', async () => {
    expect((await node.get({ requestType: 'getState' })).json).toMatchObject({ blockchainState: 'UP_TO_DATE', lastStoreError: null });
    node.disk.fail();
    const refused = await node.post({ requestType: 'generateBlock', adminPassword: ADMIN_PASSWORD });
    expect(refused.json.errorCode).toBeDefined();
    const r = await node.get({ requestType: 'getState' });
    expect(r.status).toBe(200);
    expect(r.json.blockchainState).toBe('STORE_ERROR');
    expect(r.json.height).toBe(0);
    expect(r.json.lastStoreError).toMatchObject({ write: 'block', code: 'ENOSPC', recovered: false, time: 5000 });
    expect(r.json.lastStoreError.cause).toContain('No space left on device');
    expect(Date.parse(r.json.lastStoreError.date)).not.toBeNaN();

    node.disk.heal();
    await node.store.health.probe();
    const after = (await node.get({ requestType: 'getState' })).json;
    expect(after.blockchainState).toBe('UP_TO_DATE');
    expect(after.lastStoreError).toMatchObject({ recovered: true, recoveredTime: 5000 });
  });
});
