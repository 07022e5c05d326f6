import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONE_COIN } from '../../src/domain/constants.js';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';

describe('increaseTime', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  it("moves the node's clock forward: getTime and the next block carry the later time", async () => {
    const before = (await node.get({ requestType: 'getTime' })).json.time as number;
    const r = await node.admin({ requestType: 'increaseTime', seconds: '3600' });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ time: before + 3600, offsetSeconds: 3600, increasedBy: 3600 });
    expect((await node.get({ requestType: 'getTime' })).json.time).toBe(before + 3600);
    const block = (await node.admin({ requestType: 'generateBlock' })).json;
    expect(block.timestamp).toBe(before + 3600);
    const again = await node.admin({ requestType: 'increaseTime', seconds: '60' });
    expect(again.json).toMatchObject({ time: before + 3660, offsetSeconds: 3660 });
  });

  it('a deadline passes: the pool drops an expired payment and a block can no longer include it', async () => {
    const tx = (await node.pay(devnet(0), devnet(1), ONE_COIN, { deadline: '2' })).json;
    expect((await node.get({ requestType: 'getUnconfirmedTransactionIds' })).json.unconfirmedTransactionIds).toContain(tx.transaction);
    await node.admin({ requestType: 'increaseTime', seconds: '180' });
    const block = (await node.admin({ requestType: 'generateBlock' })).json;
    expect(block.transactions.map((t: { transaction: string }) => t.transaction)).not.toContain(tx.transaction);
    // Unknown to the chain and the pool; the node remembers why it left the pool.
    expect((await node.get({ requestType: 'getTransaction', transaction: tx.transaction })).json.errorDescription).toMatch(/^Unknown transaction: it was removed from this node's pool at height \d+ \(expired: /);
    expect((await node.get({ requestType: 'getUnconfirmedTransactionIds' })).json.unconfirmedTransactionIds).not.toContain(tx.transaction);
  });

  it('the clock never passes what 32-bit timestamps can carry', async () => {
    const tenYears = String(10 * 365 * 24 * 3600);
    let refused: Record<string, unknown> | undefined;
    for (let i = 0; i < 8 && refused === undefined; i++) {
      const r = await node.admin({ requestType: 'increaseTime', seconds: tenYears });
      if (r.json.errorCode !== undefined) refused = r.json;
      else expect(r.json.time).toBeLessThanOrEqual(2 ** 31 - 1);
    }
    expect(refused).toMatchObject({ errorCode: 7, error: 'seconds' });
    // The node still forges, with a timestamp that fits.
    const block = (await node.admin({ requestType: 'generateBlock' })).json;
    expect(block.timestamp).toBeLessThanOrEqual(2 ** 31 - 1);
  });

  it('bad seconds: a JSON error naming it; POST only; admin only', async () => {
    for (const seconds of ['-1', 'soon', '400000000']) {
      const r = await node.admin({ requestType: 'increaseTime', seconds });
      expect({ seconds, code: r.json.errorCode, error: r.json.error }).toEqual({ seconds, code: 7, error: 'seconds' });
    }
    expect((await node.admin({ requestType: 'increaseTime' })).json).toMatchObject({ errorCode: 1, error: 'seconds' });
    expect((await node.get({ requestType: 'increaseTime', seconds: '1' })).status).toBe(405);
    expect((await node.post({ requestType: 'increaseTime', seconds: '1' })).status).toBe(401);
  });
});
