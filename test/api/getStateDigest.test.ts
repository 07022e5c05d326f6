import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import type { ApiResponse } from './helpers.js';
import { ADMIN_PASSWORD, devnet, startChainNode, testAccount, type ChainNode } from './chain-fixture.js';

/** The answer without requestProcessingTime (which every answer carries and which varies). */
function digestOf(r: ApiResponse): Record<string, unknown> {
  const { requestProcessingTime: _time, ...rest } = r.json;
  return rest;
}

describe('getStateDigest', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  it('answers the digest of the state at the tip, without a password, by GET and POST', async () => {
    const status = (await node.get({ requestType: 'getBlockchainStatus' })).json;
    const r = await node.get({ requestType: 'getStateDigest' });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ height: status.numberOfBlocks - 1, block: status.lastBlock });
    expect(r.json.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(digestOf(await node.post({ requestType: 'getStateDigest' }))).toEqual(digestOf(r));
  });

  it('changes with every block that changes state, and comes back after popOff', async () => {
    const before = digestOf(await node.get({ requestType: 'getStateDigest' }));
    await node.pay(devnet(2), testAccount('getStateDigest recipient'), 4n * ONE_COIN);
    await node.forge();
    const after = digestOf(await node.get({ requestType: 'getStateDigest' }));
    expect(after['digest']).not.toBe(before['digest']);
    expect(after['height']).toBe((before['height'] as number) + 1);
    const popped = await node.post({ requestType: 'popOff', numBlocks: '1', adminPassword: ADMIN_PASSWORD });
    expect(popped.status).toBe(200);
    expect(digestOf(await node.get({ requestType: 'getStateDigest' }))).toEqual(before);
  });

  it('is refused while the blockchain is not ready', async () => {
    node.setBlockchainReady(false);
    try {
      const r = await node.get({ requestType: 'getStateDigest' });
      expect(r.status).toBe(503);
      expect(r.json.errorCode).toBeDefined();
    } finally {
      node.setBlockchainReady(true);
    }
  });
});
