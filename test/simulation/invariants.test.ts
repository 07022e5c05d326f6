// The invariant checks themselves: each reports the violation it guards when one is made on
// purpose (an honest node blacklisting another, a Byzantine node left unblacklisted, a final block
// replaced), so a clean report means something.
import { describe, expect, it } from '@jest/globals';
import { Invariants, Simulation, makeByzantine } from '../../src/sim/index.js';

describe('simulation invariants', () => {
  it('report an honest blacklisting and an unpunished Byzantine node', async () => {
    const sim = await Simulation.create({ seed: 701, replay: 'npm test -- test/simulation/invariants.test.ts', nodes: 4, topology: 'mesh', maxRollback: 3 });
    try {
      const invariants = new Invariants(sim);
      expect(invariants.blacklists()).toEqual([]);
      sim.nodes[0]!.transport.blacklist(sim.nodes[1]!.identity.peerId, 'on purpose');
      // Node 3 is declared Byzantine but has not misbehaved yet: nobody blacklisted it.
      makeByzantine(sim, 3, { kind: 'flood', everyMs: 3_600_000 });
      const found = invariants.blacklists().map((v) => v.detail);
      expect(found).toContain('n0 blacklisted honest n1 at ' + sim.blacklistings[0]!.at + ' ms: on purpose');
      expect(found.filter((d) => d.endsWith('did not blacklist Byzantine n3'))).toHaveLength(3);
    } finally {
      await sim.stop();
    }
  });

  it('report a final block that changed', async () => {
    const sim = await Simulation.create({ seed: 702, replay: 'npm test -- test/simulation/invariants.test.ts', nodes: 3, topology: 'mesh', maxRollback: 10 });
    try {
      await sim.run(60_000);
      // The chain refuses to roll back below maxRollback; with a final depth of 1 the check sees
      // a rollback of 3 blocks that the chain allows, replaced by another block.
      const invariants = new Invariants(sim, { finalDepth: 1 });
      expect(await invariants.checkpoint()).toEqual([]);
      const n = sim.nodes[0]!;
      sim.partition([0], [1, 2]);
      await n.node.blockchain.popOff({ numBlocks: 3 });
      // Alone, it forges its own blocks on the heights it popped.
      await sim.run(60_000);
      const violations = await invariants.checkpoint();
      expect(violations.map((v) => v.invariant)).toContain('finality');
      expect(await new Invariants(sim).checkpoint()).toEqual([]);
    } finally {
      await sim.stop();
    }
  });
});
