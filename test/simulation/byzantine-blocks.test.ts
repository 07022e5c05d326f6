// Byzantine blocks that decode but break a rule: honest nodes refuse each one for its rule,
// penalise the sender for each provable fault (a block too far ahead of the receiver's clock,
// or on a previous block it does not have, proves nothing: ignored), never push one, and
// blacklist the sender; the honest chain stays consistent.
import { describe, expect, it } from '@jest/globals';
import { Invariants, Simulation, Workload, makeByzantine, type BadBlockRule, type ByzantineRecord } from '../../src/sim/index.js';

const replay = 'npm test -- test/simulation/byzantine-blocks.test.ts';

/** The refusal each rule earns (null: ignored, no penalty). */
const REFUSAL: Record<BadBlockRule, string | null> = {
  'bad-signature': 'BAD_SIGNATURE: block signature does not verify',
  overspend: 'INVALID_TRANSACTION: transaction 0 invalid: not enough funds',
  'bad-fee': 'INVALID_TRANSACTION: transaction 0 invalid: fee below the minimum',
  'early-timestamp': 'TIMESTAMP_NOT_AFTER_PREVIOUS',
  'future-timestamp': null,
  'bad-previous-hash': 'BAD_PREVIOUS_HASH',
  'unknown-previous': null,
  'bad-generation-signature': 'BAD_GENERATION_SIGNATURE',
  'bad-base-target': 'BAD_BASE_TARGET',
};
const RULES = Object.keys(REFUSAL) as BadBlockRule[];

/** Neither a made-up block nor a made-up transaction is in any honest node's chain. */
async function noneConfirmed(sim: Simulation, byz: ByzantineRecord): Promise<void> {
  const pushed = new Set(sim.log.filter((l) => l.includes(' push ') && !l.includes(` push ${byz.name} `)).map((l) => l.split(' ').pop()!));
  expect(byz.forged.blocks.filter((id) => pushed.has(id.toString()))).toEqual([]);
  for (const n of sim.live) {
    for (const id of byz.forged.transactions) expect(await n.node.blockchain.getTransaction({ id })).toBeUndefined();
  }
}

describe('simulated Byzantine blocks', () => {
  it('every rule: refused for that rule, penalised when provable, never pushed', async () => {
    // A threshold no one reaches: the blocks of every rule keep reaching the honest nodes.
    const sim = await Simulation.create({ seed: 511, replay, nodes: 5, topology: 'mesh', maxRollback: 8, network: { misbehaviourThreshold: 1_000_000 } });
    try {
      new Workload(sim, { intervalMs: 500 }).start();
      const byz = makeByzantine(sim, 2, { kind: 'bad-blocks', rules: RULES });
      await sim.runUntil(() => RULES.every((r) => (byz.misdeeds[`bad-blocks/${r}`] ?? 0) >= 2), { maxMs: 150_000, what: 'two blocks of every rule' });
      await sim.run(5_000);
      await sim.runUntil(() => sim.converged(), { maxMs: 60_000, what: 'convergence of the honest nodes' });
      const reasons = sim.penalties.filter((p) => p.peer === 'n2' && p.at >= byz.since).map((p) => p.reason);
      for (const rule of RULES) {
        const refusal = REFUSAL[rule];
        if (refusal !== null) expect(reasons.filter((r) => r.includes(refusal)).length).toBeGreaterThan(0);
      }
      // Only provable faults cost points: the future block and the unknown predecessor do not.
      expect(reasons.filter((r) => r.includes('TIMESTAMP_IN_FUTURE') || r.includes('BAD_PREVIOUS_BLOCK'))).toEqual([]);
      expect(reasons.every((r) => r.startsWith('invalid block:'))).toBe(true);
      expect(sim.blacklistings).toEqual([]);
      await noneConfirmed(sim, byz);
      const violations = await new Invariants(sim).check();
      expect(violations.filter((v) => !(v.invariant === 'blacklist' && v.detail.endsWith('Byzantine n2')))).toEqual([]);
    } finally {
      await sim.stop();
    }
  });

  for (const [kind, seed] of [['bad-signature', 512], ['bad-blocks', 513]] as const) {
    it(`${kind}: blacklisted by every honest neighbour; the honest chain stays consistent`, async () => {
      const sim = await Simulation.create({ seed, replay, nodes: 6, topology: 'mesh', maxRollback: 8 });
      try {
        new Workload(sim, { intervalMs: 500 }).start();
        const byz = makeByzantine(sim, 2, { kind });
        const invariants = new Invariants(sim);
        await sim.runUntil(() => invariants.blacklists().length === 0, { maxMs: 90_000, what: `every honest node blacklisting the ${kind} node` });
        await sim.run(20_000);
        await sim.runUntil(() => sim.converged(), { maxMs: 60_000, what: 'convergence of the honest nodes' });
        expect(sim.blacklistings.filter((b) => b.peer === 2).map((b) => b.by).sort()).toEqual([0, 1, 3, 4, 5]);
        expect(sim.blacklistings.every((b) => b.peer === 2)).toBe(true);
        const reasons = sim.penalties.filter((p) => p.peer === 'n2' && p.at >= byz.since).map((p) => p.reason);
        if (kind === 'bad-signature') expect(reasons.filter((r) => r.includes('BAD_SIGNATURE')).length).toBeGreaterThanOrEqual(5);
        await noneConfirmed(sim, byz);
        expect(await invariants.check()).toEqual([]);
      } finally {
        await sim.stop();
      }
    });
  }
});
