// The same seed gives the same run, event for event: two runs of one scenario (random topology,
// a partition and its heal, lossy, duplicating and reordering links, clock skew, the workload)
// produce byte-identical event logs; another seed produces another run.
import { describe, expect, it } from '@jest/globals';
import { Simulation, Workload } from '../../src/sim/index.js';

async function scenario(seed: number): Promise<{ log: string; tips: string[] }> {
  const sim = await Simulation.create({ seed, replay: 'npm test -- test/simulation/determinism.test.ts', nodes: 6, topology: { random: 3 }, link: { loss: 0.05, duplicate: 0.05, reorder: 0.2 }, maxRollback: 5 });
  try {
    const workload = new Workload(sim, { intervalMs: 400 });
    workload.start();
    sim.skew(2, 3_000);
    sim.partition([0, 1], [2, 3, 4, 5]);
    await sim.run(30_000);
    sim.heal();
    await sim.runUntil(() => sim.converged(), { maxMs: 90_000, what: 'convergence' });
    await sim.run(10_000);
    workload.stop();
    return { log: sim.log.join('\n'), tips: sim.nodes.map((n) => `${n.height}:${n.tipId}`) };
  } finally {
    await sim.stop();
  }
}

describe('simulation determinism', () => {
  it('replays a seed exactly: identical event logs byte for byte', async () => {
    const a = await scenario(4242);
    const b = await scenario(4242);
    expect(a.log.length).toBeGreaterThan(1000);
    expect(a.log).toContain(' push ');
    expect(a.log).toContain(' lost ');
    expect(b.log).toBe(a.log);
    expect(b.tips).toEqual(a.tips);
    const other = await scenario(4243);
    expect(other.log).not.toBe(a.log);
  });
});
