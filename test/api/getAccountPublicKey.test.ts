import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, startChainNode, testAccount, type ChainNode } from './chain-fixture.js';

describe('getAccountPublicKey', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  it('returns the public key of an account that has one', async () => {
    const a = devnet(0);
    const r = await node.get({ requestType: 'getAccountPublicKey', account: a.accountRS });
    expect(r.status).toBe(200);
    expect(r.json.publicKey).toBe(a.publicKey);
  });

  it('has no publicKey until the account signs, then has it', async () => {
    const fresh = testAccount('getAccountPublicKey fresh');
    await node.pay(devnet(1), fresh, 10n * ONE_COIN);
    await node.forge();
    const before = await node.get({ requestType: 'getAccountPublicKey', account: fresh.account });
    expect(before.status).toBe(200);
    expect(before.json).not.toHaveProperty('publicKey');
    await node.pay(fresh, devnet(1), 1n * ONE_COIN);
    await node.forge();
    const after = await node.get({ requestType: 'getAccountPublicKey', account: fresh.account });
    expect(after.json.publicKey).toBe(fresh.publicKey);
  });

  it('unknown account: errorCode 3', async () => {
    const r = await node.get({ requestType: 'getAccountPublicKey', account: testAccount('never seen').accountRS });
    expect(r.json).toMatchObject({ errorCode: 3, error: 'account' });
  });
});
