// Partitions, heals and asymmetric links: after a heal the nodes converge on one tip within a
// bound, and every invariant holds (finality, no double spend, equal digests, no honest
// blacklisting, drained mailboxes).
import { describe, expect, it } from '@jest/globals';
import { Invariants, Simulation, Workload, workloadAccounts } from '../../src/sim/index.js';

const ACCOUNTS = (seed: number) => workloadAccounts(seed, 6).map((a) => a.id);

describe('simulated partitions', () => {
  it('two sides forge apart, then converge within 60 s of the heal with every invariant holding', async () => {
    const seed = 101;
    const sim = await Simulation.create({ seed, replay: 'npm test -- test/simulation/partition.test.ts', nodes: 8, topology: { random: 3 }, maxRollback: 8 });
    try {
      const invariants = new Invariants(sim);
      const workload = new Workload(sim, { intervalMs: 300 });
      workload.start();
      await sim.run(20_000);
      expect(await invariants.checkpoint()).toEqual([]);
      sim.partition([0, 1, 2], [3, 4, 5, 6, 7]);
      await sim.run(40_000);
      // Both sides moved on, on different chains.
      expect(sim.nodes[0]!.tipId).not.toBe(sim.nodes[5]!.tipId);
      sim.heal();
      const took = await sim.runUntil(() => sim.converged(), { maxMs: 60_000, what: 'convergence after the heal' });
      expect(took).toBeLessThan(60_000);
      await sim.run(60_000);
      workload.stop();
      expect(workload.counts.accepted).toBeGreaterThan(50);
      expect(await invariants.check(ACCOUNTS(seed))).toEqual([]);
      expect(invariants.transactionsSeen).toBeGreaterThan(100);
    } finally {
      await sim.stop();
    }
  });

  it('a one-way cut leaves the node reachable the other way, and the network converges', async () => {
    const sim = await Simulation.create({ seed: 102, replay: 'npm test -- test/simulation/partition.test.ts', nodes: 5, topology: 'ring', maxRollback: 8 });
    try {
      sim.cutOneWay(0, 1);
      sim.cutOneWay(4, 0);
      await sim.run(40_000);
      sim.heal();
      await sim.runUntil(() => sim.converged(), { maxMs: 60_000, what: 'convergence after the one-way cuts' });
      expect(await new Invariants(sim).check()).toEqual([]);
    } finally {
      await sim.stop();
    }
  });
});
