// Byzantine transactions that decode but break a rule: a bad signature or an out-of-range
// deadline is the sender's provable fault (INVALID_TRANSACTION points, then the blacklist); an
// overspend or a fee below the minimum depends on the receiver's ledger and height (ignored, no
// points). None enters a pool or a chain, and the honest chain stays consistent.
import { describe, expect, it } from '@jest/globals';
import { Invariants, Simulation, Workload, makeByzantine, workloadAccounts } from '../../src/sim/index.js';

describe('simulated Byzantine transactions', () => {
  it('bad-transactions: the provable ones are penalised, none is admitted, the sender is blacklisted', async () => {
    const seed = 521;
    const sim = await Simulation.create({ seed, replay: 'npm test -- test/simulation/byzantine-transactions.test.ts', nodes: 6, topology: 'mesh', maxRollback: 8 });
    try {
      const workload = new Workload(sim, { intervalMs: 500 });
      workload.start();
      const byz = makeByzantine(sim, 2, { kind: 'bad-transactions', everyMs: 500 });
      const invariants = new Invariants(sim);
      await sim.runUntil(() => invariants.blacklists().length === 0, { maxMs: 90_000, what: 'every honest node blacklisting the sender' });
      await sim.run(20_000);
      await sim.runUntil(() => sim.converged(), { maxMs: 60_000, what: 'convergence of the honest nodes' });
      workload.stop();
      for (const rule of ['tx-bad-signature', 'tx-bad-deadline', 'tx-overspend', 'tx-fee-too-low']) expect(byz.misdeeds[`bad-transactions/${rule}`]).toBeGreaterThan(0);
      const reasons = sim.penalties.filter((p) => p.peer === 'n2' && p.at >= byz.since).map((p) => p.reason);
      expect(reasons.some((r) => r.includes('BAD_SIGNATURE'))).toBe(true);
      expect(reasons.some((r) => r.includes('INVALID_DEADLINE'))).toBe(true);
      expect(reasons.filter((r) => r.includes('NOT_ENOUGH_FUNDS') || r.includes('FEE_TOO_LOW'))).toEqual([]);
      expect(sim.blacklistings.filter((b) => b.peer === 2).map((b) => b.by).sort()).toEqual([0, 1, 3, 4, 5]);
      expect(sim.blacklistings.every((b) => b.peer === 2)).toBe(true);
      for (const n of sim.live) {
        const pending = new Set((await n.node.mempool.list()).map((t) => t.id));
        for (const id of byz.forged.transactions) {
          expect(pending.has(id)).toBe(false);
          expect(await n.node.blockchain.getTransaction({ id })).toBeUndefined();
        }
      }
      expect(workload.counts.accepted).toBeGreaterThan(50);
      expect(await invariants.check(workloadAccounts(seed, 6).map((a) => a.id))).toEqual([]);
    } finally {
      await sim.stop();
    }
  });
});
