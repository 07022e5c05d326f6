// Chain growth (src/sim/invariants/growth.ts): a network whose forgers stop while they hold a
// quorum of the forging stake is reported; a stall without a quorum (most forgers crashed) is not,
// nor is a healthy network.
import { describe, expect, it } from '@jest/globals';
import { Invariants, Simulation } from '../../src/sim/index.js';

const REPLAY = 'npm test -- test/simulation/invariants-growth.test.ts';

describe('chain growth invariant', () => {
  it('reports a stalled chain while a quorum is connected, not without one', async () => {
    const sim = await Simulation.create({ seed: 821, replay: REPLAY, nodes: 3, topology: 'mesh', maxRollback: 5 });
    try {
      const invariants = new Invariants(sim);
      await sim.run(90_000);
      expect(invariants.growth.quorum()).toBe(true);
      expect(await invariants.checkpoint()).toEqual([]);
      const healthyHeight = sim.nodes[0]!.height;
      expect(healthyHeight).toBeGreaterThan(3);

      // Two of the three forgers crash and the last stops forging: no block, but no quorum.
      await sim.crash(1);
      await sim.crash(2);
      await sim.nodes[0]!.node.forger.stopForging();
      expect(invariants.growth.quorum()).toBe(false);
      await sim.run(90_000);
      expect(sim.nodes[0]!.height).toBe(healthyHeight);
      expect(await invariants.checkpoint()).toEqual([]);

      // Back with a quorum, every forger stopped: the stall is reported, once.
      await sim.restart(1);
      await sim.restart(2);
      for (const n of sim.nodes) await n.node.forger.stopForging();
      await sim.runUntil(() => invariants.growth.quorum(), { maxMs: 10_000, what: 'the quorum back' });
      await sim.run(80_000);
      const found = await invariants.checkpoint();
      expect(found.map((v) => v.invariant)).toEqual(['growth']);
      expect(found[0]!.detail).toMatch(new RegExp(`^no block from height ${healthyHeight} \\(\\d+ ms\\) until the checkpoint at \\d+ ms: \\d+ s, (7[0-9]|8[0-9]) s of it with a quorum of the forging stake connected$`));
      expect(await invariants.checkpoint()).toEqual([]);
    } finally {
      await sim.stop();
    }
  }, 120_000);
});
