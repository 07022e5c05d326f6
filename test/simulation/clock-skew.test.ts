// Node clocks skewed within the drift limit (up to 10 s either way): blocks stamped by a fast
// clock are still accepted, the network converges, and every invariant holds.
import { describe, expect, it } from '@jest/globals';
import { Invariants, Simulation, Workload } from '../../src/sim/index.js';

describe('simulated clock skew', () => {
  it('converges with clocks 10 s fast and 10 s slow', async () => {
    const sim = await Simulation.create({ seed: 401, replay: 'npm test -- test/simulation/clock-skew.test.ts', nodes: 6, topology: { random: 3 }, maxRollback: 8 });
    try {
      sim.skew(0, 10_000);
      sim.skew(1, -10_000);
      sim.skew(3, 4_000);
      const workload = new Workload(sim, { intervalMs: 400 });
      workload.start();
      await sim.run(90_000);
      workload.stop();
      await sim.runUntil(() => sim.converged(), { maxMs: 60_000, what: 'convergence with skewed clocks' });
      expect(Math.min(...sim.nodes.map((n) => n.height))).toBeGreaterThan(10);
      expect(workload.counts.accepted).toBeGreaterThan(100);
      const invariants = new Invariants(sim);
      expect(await invariants.check()).toEqual([]);
      expect(invariants.transactionsSeen).toBeGreaterThan(100);
    } finally {
      await sim.stop();
    }
  });
});
