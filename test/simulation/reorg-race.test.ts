// A peer that reorganises between announcing its next block ids and sending the blocks is not
// penalised (the race test/sim/converge.test.ts once hit, where an honest peer got MALFORMED
// points for "block X is not the announced block Y"). Deterministically: after a partition, a
// node that did not forge syncs from the lighter side's node; right after that node answers the
// ids, it switches to the heavier side's branch (as its own sync would on hearing of it), and then
// serves the blocks. The syncing node takes what it can, asks again, follows the peer's new
// chain, and nobody is penalised.
import { describe, expect, it } from '@jest/globals';
import { Invariants, Simulation } from '../../src/sim/index.js';
import type { RequestHandler } from '../../src/net/interface.js';

describe('a peer that switches forks while serving a sync', () => {
  it('is not penalised, and the syncing node follows it onto its new chain', async () => {
    const sim = await Simulation.create({ seed: 901, replay: 'npm test -- test/simulation/reorg-race.test.ts', nodes: 3, topology: 'mesh', forgers: 2, maxRollback: 20 });
    try {
      await sim.run(20_000);
      await sim.runUntil(() => sim.converged(), { maxMs: 30_000, what: 'convergence before the partition' });
      const base = sim.nodes[2]!.height;
      // Nodes 0 and 1 forge apart; node 2 (not a forger) stays at the common block.
      sim.partition([0], [1], [2]);
      await sim.runUntil(() => sim.nodes[0]!.height >= base + 3 && sim.nodes[1]!.height >= base + 3, { maxMs: 120_000, what: 'both forgers three blocks ahead' });
      const [a, b] = [sim.nodes[0]!, sim.nodes[1]!];
      const difficulty = async (i: number) => (await sim.nodes[i]!.node.blockchain.lastBlock()).cumulativeDifficulty;
      // The feeder is the lighter side: switching to the heavier side is what an honest node does.
      const [feeder, heavier] = (await difficulty(0)) < (await difficulty(1)) ? [a, b] : [b, a];
      const syncing = sim.nodes[2]!;
      const handlers = feeder.transport.components.requestHandlers as Partial<Record<string, RequestHandler>>;
      const honest = handlers['nextBlocks']!;
      let switched = false;
      handlers['nextBlocks'] = async (request, from) => {
        if (!switched && from.peerId === syncing.transport.peerId) {
          switched = true;
          // Stop forging apart; take the heavier branch above the common block.
          const fork = (await heavier.node.blockchain.getBlocks(heavier.height, base + 1)).reverse();
          await feeder.node.blockchain.popOff({ height: base });
          for (const block of fork) await feeder.node.blockchain.pushBlock(block);
        }
        return honest(request, from);
      };
      // Only the feeder and the syncing node hear each other again.
      sim.links.restore(feeder.name, syncing.name);
      await sim.runUntil(() => switched, { maxMs: 30_000, what: 'the feeder asked for blocks' });
      await sim.runUntil(() => syncing.height > base && feeder.height >= syncing.height && syncing.tipId === feeder.tipId, { maxMs: 60_000, what: 'the syncing node following the feeder' });
      handlers['nextBlocks'] = honest;
      const penalties = sim.log.filter((l) => / penalty /.test(l));
      expect(penalties).toEqual([]);
      expect(sim.blacklistings).toEqual([]);
      // The blocks it holds above the common block are the heavier side's.
      const held = await syncing.node.blockchain.getBlock({ height: base + 1 });
      expect(held?.id).toBe((await heavier.node.blockchain.getBlock({ height: base + 1 }))?.id);
      sim.heal();
      await sim.runUntil(() => sim.converged(), { maxMs: 60_000, what: 'convergence after the heal' });
      expect(await new Invariants(sim).check()).toEqual([]);
    } finally {
      await sim.stop();
    }
  });
});
