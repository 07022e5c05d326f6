// Four nodes in a full mesh, each forging with its own account: blocks forged on different nodes
// end up on one chain, including when two nodes forge on the same tip at the same time.
import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { NetworkSim, type SimNode } from './network-sim.js';

describe('simulation: blocks forged by different nodes converge on one chain', () => {
  const sim = new NetworkSim();
  let nodes: SimNode[];

  beforeAll(async () => {
    nodes = await sim.addNodes(4);
    await sim.mesh(nodes);
  });
  afterAll(() => sim.stop());

  it('takes turns forging and every node follows', async () => {
    for (let i = 0; i < 12; i++) {
      const [block] = await sim.forge(nodes[i % 4]!);
      await sim.converged();
      expect(nodes.every((n) => n.tip.id === block!.id)).toBe(true);
    }
    expect(nodes[0]!.height).toBe(12);
    // The gossiped blocks were accepted, none rejected.
    for (const n of nodes) expect(n.net.network.peers().flatMap((p) => p.lastPenalties)).toEqual([]);
  });

  it('resolves two blocks forged on the same tip at once: the next block decides', async () => {
    const start = nodes[0]!.height;
    // Both forge before either hears of the other's block.
    const [x, y] = await Promise.all([sim.forge(nodes[0]!), sim.forge(nodes[2]!)]);
    expect(x![0]!.height).toBe(start + 1);
    expect(y![0]!.height).toBe(start + 1);
    // Whatever each node holds now, one more block on top of one branch settles it.
    await sim.until(() => nodes.every((n) => n.height === start + 1), { what: 'everyone at the contested height' });
    const [decider] = await sim.forge(nodes[1]!);
    await sim.converged();
    for (const n of nodes) expect(n.tip.id).toBe(decider!.id);
    const winner = await nodes[3]!.node.blockchain.getBlock({ height: start + 1 });
    expect([x![0]!.id, y![0]!.id]).toContain(winner!.id);
    await sim.until(() => nodes.every((n) => n.net.syncStatus.blockchainState === 'UP_TO_DATE'), { what: 'the sync to settle' });
    for (const n of nodes) expect(n.net.network.peers().flatMap((p) => p.lastPenalties)).toEqual([]);
  });
});
