// A peer that sends invalid blocks is blacklisted and the honest nodes stay in sync: once by
// gossip (each invalid block costs it 50 points, two reach the threshold), once through the sync
// exchange (it claims a heavier chain and serves an invalid block: blacklisted at once).
import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { NetworkSim, type SimNode } from './network-sim.js';
import { forgeBlock } from '../../src/domain/forging.js';
import { keyPairFromSecret } from '../../src/domain/crypto.js';
import { retargetAncestorHeight, retargetsAfter } from '../../src/domain/consensus.js';
import type { Block } from '../../src/domain/block.js';
import { createSyncRequestHandlers } from '../../src/net/sync/handlers.js';
import { resolveServeLimits } from '../../src/net/sync/options.js';
import { ListChain } from '../sync/helpers.js';

/** A well-formed block on `prev` by an account without balance: its hit is not valid. */
/** A block whose generator has no balance (each `generator` a different account, so two of them
 * are two invalid blocks, not an equivocation). */
async function invalidBlockOn(n: SimNode, prev: Block, timestamp: number, generator = 'no balance at all'): Promise<Block> {
  const ancestor = retargetsAfter(prev.height) ? await n.node.blockchain.getBlock({ height: retargetAncestorHeight(prev.height) }) : undefined;
  return forgeBlock({
    previous: prev, ...(ancestor ? { ancestorTimestamp: ancestor.timestamp } : {}), timestamp,
    transactions: [], keyPair: keyPairFromSecret(generator), params: n.node.params,
  });
}

describe('simulation: a peer that sends invalid blocks is blacklisted', () => {
  const sim = new NetworkSim();
  let a: SimNode, b: SimNode, c: SimNode;

  beforeAll(async () => {
    [a, b, c] = await sim.addNodes(3);
    await sim.mesh([a!, b!, c!]);
    await sim.forge(a!, 4);
    await sim.converged();
  });
  afterAll(() => sim.stop());

  it('blacklists a peer gossiping invalid blocks; the honest nodes keep forging in sync', async () => {
    const bad = await sim.addNode({ name: 'gossiper' });
    await sim.connect(bad, a);
    await sim.connect(bad, b);
    await sim.converged([a, b, c, bad]);
    const tip = a.tip;
    for (const offset of [1, 2]) {
      const block = await invalidBlockOn(a, tip, tip.timestamp + offset, `no balance at all ${offset}`);
      await bad.net.network.publishBlock(block.fullBytes());
    }
    await sim.until(() => [a, b].every((n) => n.net.network.peer(bad.peerId)?.blacklisted === true), { what: 'the gossiper blacklisted' });
    for (const n of [a, b]) {
      const view = n.net.network.peer(bad.peerId)!;
      expect(view.lastPenalties.filter((p) => p.reason.includes('HIT_NOT_VALID'))).toHaveLength(2);
      expect(view.blacklistCause).toContain('threshold');
      expect(n.tip.id).toBe(tip.id);
    }
    // The invalid blocks went no further than the first hop.
    expect(c.tip.id).toBe(tip.id);
    await sim.stopNode(bad);
    await sim.forge(c, 2);
    await sim.converged([a, b, c]);
  });

  it('blacklists a peer that claims a heavier chain and serves an invalid block during the sync', async () => {
    const honest = (await a.node.blockchain.getBlocks(a.tip.height, 0)).reverse();
    const bogus = await invalidBlockOn(a, a.tip, a.tip.timestamp + 3);
    const lie = new ListChain([...honest, bogus], a.tip.cumulativeDifficulty * 4n);
    const liar = await sim.addNode({
      name: 'liar',
      components: { requestHandlers: createSyncRequestHandlers(resolveServeLimits(), { chain: lie as never, pool: { list: async () => [] } }) },
    });
    const before = a.tip;
    // a dials the liar, so a asks it at once.
    await sim.connect(a, liar);
    await sim.until(() => a.net.network.peer(liar.peerId)?.blacklisted === true, { what: 'the liar blacklisted by a' });
    const view = a.net.network.peer(liar.peerId)!;
    expect(view.blacklistCause).toContain('HIT_NOT_VALID');
    expect(a.tip.id).toBe(before.id);
    expect(a.net.syncSnapshot()?.context.lastError).toContain('HIT_NOT_VALID');
    await sim.stopNode(liar);
    await sim.forge(b, 1);
    await sim.converged([a, b, c]);
  });
});
