import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';

describe('getActorState', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  it('shows each chain actor with its state, mailbox, counts and last error', async () => {
    await node.pay(devnet(0), devnet(1), ONE_COIN);
    await node.forge();
    const r = await node.admin({ requestType: 'getActorState' });
    expect(r.status).toBe(200);
    for (const id of ['blockchain', 'mempool', 'forger']) {
      const actor = r.json.actors[id];
      expect(actor).toMatchObject({ systemId: id, status: 'active' });
      expect(actor).toHaveProperty('state');
      expect(typeof actor.mailboxDepth).toBe('number');
      expect(actor.messagesProcessed).toBeGreaterThan(0);
      expect(actor).toHaveProperty('lastError');
      expect(actor).toHaveProperty('children');
    }
  });

  it('selects one actor; an unknown one is errorCode 7', async () => {
    const r = await node.admin({ requestType: 'getActorState', actor: 'mempool' });
    expect(Object.keys(r.json.actors)).toEqual(['mempool']);
    expect((await node.admin({ requestType: 'getActorState', actor: 'nobody' })).json).toMatchObject({ errorCode: 7, error: 'actor' });
  });

  it('is POST only and admin only', async () => {
    expect((await node.get({ requestType: 'getActorState' })).status).toBe(405);
    expect((await node.post({ requestType: 'getActorState' })).status).toBe(401);
  });
});
