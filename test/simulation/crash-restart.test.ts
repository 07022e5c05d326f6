// Crash and restart: a node killed at a seeded instant (its store frozen at once, mid-block
// where a write was under way) restarts on what it had written, keeps every block it had
// confirmed, catches up, and the network keeps every invariant.
import { describe, expect, it } from '@jest/globals';
import { Invariants, Simulation, Workload, workloadAccounts } from '../../src/sim/index.js';

describe('simulated crash and restart', () => {
  it('restarts on its store with its blocks, catches up, and the invariants hold', async () => {
    const seed = 601;
    const sim = await Simulation.create({ seed, replay: 'npm test -- test/simulation/crash-restart.test.ts', nodes: 5, topology: 'mesh', maxRollback: 8 });
    try {
      const workload = new Workload(sim, { intervalMs: 200 });
      workload.start();
      const crashes = sim.rng.stream('crash-test');
      for (let cycle = 0; cycle < 3; cycle++) {
        await sim.run(crashes.int(5_000, 20_000));
        const victim = sim.nodes[crashes.int(0, 4)]!;
        const before = { height: victim.height, tip: victim.tipId };
        await sim.crash(victim.index);
        await sim.run(crashes.int(1_000, 15_000));
        await sim.restart(victim.index);
        // Every block it had pushed was written: the restarted node starts from that tip.
        expect([victim.height, victim.tipId]).toEqual([before.height, before.tip]);
        await sim.runUntil(() => sim.converged(), { maxMs: 60_000, what: `convergence after restarting ${victim.name}` });
      }
      workload.stop();
      expect(sim.nodes.reduce((n, x) => n + x.lives, 0)).toBe(5 + 3);
      const invariants = new Invariants(sim);
      expect(await invariants.check(workloadAccounts(seed, 6).map((a) => a.id))).toEqual([]);
      expect(invariants.transactionsSeen).toBeGreaterThan(100);
    } finally {
      await sim.stop();
    }
  });
});
