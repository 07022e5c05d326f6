// The workload across every capability: the state-digest property test's generators (one or more
// per transaction type of every capability) drive a 6-node network with a partition and its heal.
// The nodes converge and every invariant holds, and transactions of every capability were
// admitted and confirmed.
import { describe, expect, it } from '@jest/globals';
import { Invariants, Simulation, Workload } from '../../src/sim/index.js';
import { ACTORS, generatorFor } from '../helpers/digest-generators.js';
import { idOf } from '../chain/helpers.js';
import { TALLY_CAPABILITIES } from '../helpers/tally-node.js';

describe('simulated load across every capability', () => {
  it('converges after a partition with transactions of every capability confirmed', async () => {
    const sim = await Simulation.create({ seed: 501, replay: 'npm test -- test/simulation/capability-load.test.ts', nodes: 6, topology: { random: 3 }, maxRollback: 8, capabilities: TALLY_CAPABILITIES });
    try {
      const workload = new Workload(sim, { intervalMs: 100, actors: ACTORS.length, generatorFor });
      workload.start();
      await sim.run(60_000);
      sim.partition([0, 1], [2, 3, 4, 5]);
      await sim.run(60_000);
      sim.heal();
      await sim.run(60_000);
      workload.stop();
      await sim.runUntil(() => sim.converged(), { maxMs: 90_000, what: 'convergence under the capability load' });
      const node = sim.nodes[0]!.node;
      const confirmed = new Set<string>();
      for (const block of await node.blockchain.getBlocks(sim.nodes[0]!.height, 1)) for (const tx of block.transactions) confirmed.add(tx.txType.name);
      const capabilities = TALLY_CAPABILITIES.filter((c) => (c.transactionTypes ?? []).some((t) => confirmed.has(t.name))).map((c) => c.name);
      expect(capabilities.sort()).toEqual(TALLY_CAPABILITIES.filter((c) => (c.transactionTypes ?? []).length > 0).map((c) => c.name).sort());
      const invariants = new Invariants(sim);
      expect(await invariants.check(ACTORS.map((a) => idOf(a)))).toEqual([]);
      expect(invariants.transactionsSeen).toBeGreaterThan(500);
    } finally {
      await sim.stop();
    }
  });
});
