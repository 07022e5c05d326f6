// Message delay, loss, duplication and reordering on every link: the network still converges and
// every invariant holds; the faults really happened (the link counters say so).
import { describe, expect, it } from '@jest/globals';
import { Invariants, Simulation, Workload, workloadAccounts } from '../../src/sim/index.js';

describe('simulated link faults', () => {
  it('converges under 10% loss, 10% duplication, 30% reordering and 5..200 ms delays', async () => {
    const seed = 201;
    const sim = await Simulation.create({
      seed, replay: 'npm test -- test/simulation/link-faults.test.ts', nodes: 7, topology: { random: 3 }, maxRollback: 8,
      link: { minDelayMs: 5, maxDelayMs: 200, loss: 0.1, duplicate: 0.1, reorder: 0.3 },
    });
    try {
      const workload = new Workload(sim, { intervalMs: 300 });
      workload.start();
      await sim.run(90_000);
      workload.stop();
      await sim.runUntil(() => sim.converged(), { maxMs: 90_000, what: 'convergence under lossy links' });
      expect(sim.links.counts.lost).toBeGreaterThan(100);
      expect(sim.links.counts.duplicated).toBeGreaterThan(100);
      expect(Math.min(...sim.nodes.map((n) => n.height))).toBeGreaterThan(10);
      const invariants = new Invariants(sim);
      expect(await invariants.check(workloadAccounts(seed, 6).map((a) => a.id))).toEqual([]);
      expect(invariants.transactionsSeen).toBeGreaterThan(100);
    } finally {
      await sim.stop();
    }
  });
});
