// Twenty full nodes in one process on a random topology (degree 4), a three-way partition with
// lossy links, its heal, and the workload: the network converges within a minute of the heal and
// keeps every invariant.
import { describe, expect, it } from '@jest/globals';
import { Invariants, Simulation, Workload, workloadAccounts } from '../../src/sim/index.js';

describe('a twenty-node simulation', () => {
  it('converges after a three-way partition on lossy links', async () => {
    const seed = 801;
    const sim = await Simulation.create({ seed, replay: 'npm test -- test/simulation/twenty-nodes.test.ts', nodes: 20, topology: { random: 4 }, maxRollback: 10, link: { loss: 0.02, duplicate: 0.02, reorder: 0.1 } });
    try {
      const workload = new Workload(sim, { intervalMs: 200 });
      workload.start();
      await sim.run(30_000);
      sim.partition([0, 1, 2, 3, 4, 5], [6, 7, 8, 9, 10, 11, 12], [13, 14, 15, 16, 17, 18, 19]);
      await sim.run(45_000);
      sim.heal();
      const took = await sim.runUntil(() => sim.converged(), { maxMs: 60_000, what: 'convergence of 20 nodes after the heal' });
      await sim.run(30_000);
      workload.stop();
      await sim.runUntil(() => sim.converged(), { maxMs: 60_000, what: 'convergence at the end' });
      expect(took).toBeLessThan(60_000);
      const invariants = new Invariants(sim);
      expect(await invariants.check(workloadAccounts(seed, 6).map((a) => a.id))).toEqual([]);
      expect(invariants.transactionsSeen).toBeGreaterThan(20 * 100);
    } finally {
      await sim.stop();
    }
  });
});
