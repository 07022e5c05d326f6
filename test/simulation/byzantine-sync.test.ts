// Byzantine answers to the sync exchange. A peer that lies where the lie shows (an answer that
// does not parse, repeated ids, blocks that are not the ones it announced, a list cut short,
// garbled transactions, a difficulty or height claimed for a block we hold) is penalised for it
// and blacklisted; one that answers late or never
// proves nothing and is not blacklisted, but the honest nodes must still agree after a
// partition heals, within the campaign's bound.
import { describe, expect, it } from '@jest/globals';
import { CONVERGENCE_BOUND_MS, Invariants, Simulation, Workload, makeByzantine, type ByzantineOptions, type SyncLie } from '../../src/sim/index.js';

const replay = 'npm test -- test/simulation/byzantine-sync.test.ts';

/** n2 turns Byzantine in a 6-node mesh under load; 5 s later n0 and n1 are cut off for 40 s, so
 * that after the heal they must switch to the others' chain through the sync (n2 among those
 * they ask). Returns the time the honest nodes took to agree after the heal. */
async function scenario(seed: number, opts: ByzantineOptions, network?: { misbehaviourThreshold: number }) {
  const sim = await Simulation.create({ seed, replay, nodes: 6, topology: 'mesh', maxRollback: 8, ...(network ? { network } : {}) });
  new Workload(sim, { intervalMs: 500 }).start();
  const byz = makeByzantine(sim, 2, opts);
  await sim.run(5_000);
  sim.partition([0, 1], [2, 3, 4, 5]);
  await sim.run(40_000);
  sim.heal();
  const converged = await sim.runUntil(() => sim.converged(), { maxMs: CONVERGENCE_BOUND_MS, what: 'convergence after the heal' });
  await sim.run(20_000);
  const reasons = sim.penalties.filter((p) => p.peer === 'n2' && p.at >= byz.since).map((p) => p.reason);
  return { sim, byz, converged, reasons };
}

describe('simulated Byzantine sync answers', () => {
  it('lying-sync: every lie at once; blacklisted by every honest neighbour, the honest chain stays consistent', async () => {
    const { sim } = await scenario(531, { kind: 'lying-sync' });
    try {
      const invariants = new Invariants(sim);
      await sim.runUntil(() => invariants.blacklists().length === 0, { maxMs: 60_000, what: 'every honest node blacklisting the liar' });
      await sim.runUntil(() => sim.converged(), { maxMs: 60_000, what: 'convergence of the honest nodes' });
      expect(sim.blacklistings.filter((b) => b.peer === 2).map((b) => b.by).sort()).toEqual([0, 1, 3, 4, 5]);
      expect(sim.blacklistings.every((b) => b.peer === 2)).toBe(true);
      expect(await invariants.check()).toEqual([]);
    } finally {
      await sim.stop();
    }
  });

  const CAUGHT: Array<[SyncLie, string]> = [
    ['garbled-summary', 'malformed answer: cumulativeDifficulty: not JSON'],
    ['repeated-ids', 'repeated ids in nextBlockIds'],
    ['wrong-ids', 'is not the announced block'],
    ['garbled-blocks', 'malformed block'],
    ['truncated-blocks', 'malformed answer: nextBlocks'],
    ['garbled-transactions', 'malformed transaction'],
    // A made-up difficulty for a tip the honest node holds (it once went unpunished: the liar
    // was picked as the best peer round after round, delivering nothing).
    ['difficulty', 'its tip is our block'],
  ];
  it('lying-sync: each lie that shows costs the liar its points', async () => {
    for (const [lie, reason] of CAUGHT) {
      const sim = await Simulation.create({ seed: 532, replay, nodes: 6, topology: 'mesh', maxRollback: 8, network: { misbehaviourThreshold: 1_000_000 } });
      try {
        new Workload(sim, { intervalMs: 500 }).start();
        // With the made-up difficulty, honest nodes pick the liar to sync from; partitions
        // make them download what they missed from it.
        const byz = makeByzantine(sim, 2, { kind: 'lying-sync', lies: ['difficulty', lie] });
        const caught = () => sim.penalties.some((p) => p.peer === 'n2' && p.reason.includes(reason));
        for (let round = 0; round < 4 && !caught(); round++) {
          await sim.scheduler.run(5_000, { stop: caught });
          sim.partition(round % 2 === 0 ? [0, 1] : [3, 4], round % 2 === 0 ? [2, 3, 4, 5] : [0, 1, 2, 5]);
          await sim.scheduler.run(40_000, { stop: caught });
          sim.heal();
          await sim.scheduler.run(40_000, { stop: caught });
        }
        expect([lie, (byz.misdeeds[`lying-sync/${lie}`] ?? 0) > 0, caught()]).toEqual([lie, true, true]);
        // A node that switched forks through it may find its chain lighter than claimed: blacklisted.
        expect(sim.blacklistings.every((b) => b.peer === 2)).toBe(true);
      } finally {
        await sim.stop();
      }
    }
  });

  for (const [kind, seed] of [['slow', 533], ['silent', 534]] as const) {
    it(`${kind}: not blacklisted, and the honest nodes still agree after a heal`, async () => {
      const { sim, byz, reasons, converged } = await scenario(seed, { kind });
      try {
        expect(byz.misdeeds[kind === 'slow' ? 'slow/answers' : 'silent/requests']).toBeGreaterThan(10);
        expect(converged).toBeLessThan(CONVERGENCE_BOUND_MS);
        expect(reasons).toEqual([]);
        expect(sim.blacklistings).toEqual([]);
        const violations = await new Invariants(sim).check();
        // Nothing to prove against it: its honest neighbours keep it.
        expect(violations.filter((v) => !(v.invariant === 'blacklist' && v.detail.endsWith('Byzantine n2')))).toEqual([]);
      } finally {
        await sim.stop();
      }
    });
  }
});
