// A Byzantine node sending undecodable blocks, undecodable transactions, or request floods is
// blacklisted by every honest neighbour; honest nodes never blacklist each other; the honest
// network converges and keeps every invariant. An equivocating forger (twin blocks) is caught by
// every neighbour that gets both twins from it.
import { describe, expect, it } from '@jest/globals';
import { Invariants, Simulation, makeByzantine, type ByzantineKind } from '../../src/sim/index.js';

describe('simulated Byzantine nodes', () => {
  for (const [kind, seed] of [['invalid-blocks', 301], ['invalid-transactions', 302], ['flood', 303]] as Array<[ByzantineKind, number]>) {
    it(`${kind}: blacklisted by all its honest neighbours, and by no one else`, async () => {
      const sim = await Simulation.create({ seed, replay: 'npm test -- test/simulation/byzantine.test.ts', nodes: 6, topology: 'mesh', maxRollback: 8 });
      try {
        makeByzantine(sim, 2, { kind, everyMs: 500 });
        const invariants = new Invariants(sim);
        await sim.runUntil(() => invariants.blacklists().length === 0, { maxMs: 60_000, what: `every honest node blacklisting the ${kind} node` });
        await sim.run(30_000);
        await sim.runUntil(() => sim.converged(), { maxMs: 60_000, what: 'convergence of the honest nodes' });
        expect(sim.blacklistings.filter((b) => b.peer === 2).map((b) => b.by).sort()).toEqual([0, 1, 3, 4, 5]);
        expect(await invariants.check()).toEqual([]);
      } finally {
        await sim.stop();
      }
    });
  }

  it('equivocate: twin blocks fork the honest nodes for a moment; every honest neighbour blacklists the equivocator, no one honest', async () => {
    const sim = await Simulation.create({ seed: 304, replay: 'npm test -- test/simulation/byzantine.test.ts', nodes: 6, topology: 'mesh', maxRollback: 8 });
    try {
      makeByzantine(sim, 2, { kind: 'equivocate' });
      await sim.run(90_000);
      await sim.runUntil(() => sim.converged(), { maxMs: 60_000, what: 'convergence of the honest nodes' });
      const twins = sim.log.filter((l) => l.includes(' equivocate ')).map((l) => l.split(' ').pop()!);
      expect(twins.length).toBeGreaterThan(0);
      // Twins reached honest nodes: at least one pushed one.
      const honestPushes = sim.log.filter((l) => / push n[013-5] /.test(l)).map((l) => l.split(' ').pop()!);
      expect(twins.some((t) => honestPushes.includes(t))).toBe(true);
      expect(sim.blacklistings.filter((b) => b.peer === 2).map((b) => b.by).sort()).toEqual([0, 1, 3, 4, 5]);
      expect(sim.blacklistings.filter((b) => b.peer === 2).every((b) => b.reason.includes('equivocation'))).toBe(true);
      expect(await new Invariants(sim).check()).toEqual([]);
    } finally {
      await sim.stop();
    }
  });
});

