// A campaign with a fixed schedule of several fault kinds on six nodes: no violation, and the
// summary counts what each fault did (messages lost, duplicated, reordered and cut on the
// faulted links, connections dropped by the partition, the crashed node's blocks and catch-up,
// the liar's penalties and blacklistings, the double spend confirmed once).
import { describe, expect, it } from '@jest/globals';
import { formatFaultKinds, parseFaults, runCampaign } from '../../src/sim/index.js';

describe('campaign', () => {
  it('runs a fixed schedule and counts what each fault did', async () => {
    // Ring edges (i, i+1) exist in every random topology.
    const faults = '1:link:0-1:40/20/50|2:cut:2>3|3:partition:0,1|4:crash:4@5000+8000:block|5:byzantine:5:lying-sync|6:double-spend:0,2|7:crash:1@2000+30000:sync|8:skew:3:-9000';
    const schedule = parseFaults(faults, { nodes: 6, minutes: 8 });
    const progress: string[] = [];
    const result = await runCampaign({ seed: 41, nodes: 6, minutes: 8, degree: 3, schedule, keepGoing: true, onProgress: (line) => progress.push(line) });
    expect(result.violations).toEqual([]);
    expect(result.replay).toBe(`npm run sim -- --nodes 6 --seed 41 --minutes 8 --degree 3 --load payments --faults "${faults}"`);
    expect(progress.map((l) => l.split(':')[0])).toEqual(Array.from({ length: 8 }, (_, i) => `minute ${i + 1}/8`));
    const s = result.summary;
    expect(s.minutesRun).toBe(8);
    const [link, cut, partition, crash, byzantine, doubleSpend, syncCrash, skew] = s.faults;
    expect(link!.links).toEqual({ sent: expect.any(Number), cut: 0, lost: expect.any(Number), duplicated: expect.any(Number), reordered: expect.any(Number) });
    expect(link!.links!.sent).toBeGreaterThan(100);
    expect(link!.links!.lost).toBeGreaterThan(0);
    expect(link!.links!.duplicated).toBeGreaterThan(0);
    expect(link!.links!.reordered).toBeGreaterThan(0);
    expect(cut!.links!.cut).toBeGreaterThan(10);
    expect(partition!.connectionsDropped).toBeGreaterThanOrEqual(2);
    expect(crash!.crashes).toHaveLength(1);
    expect(syncCrash!.crashes).toHaveLength(2);
    for (const c of [...crash!.crashes!, ...syncCrash!.crashes!]) {
      // Every block a node had pushed was on its store: nothing lost but the work in flight.
      expect(c.heightAfter).toBe(c.heightBefore);
    }
    // The sync crash's first life ended while it caught up; the last one caught up.
    expect(syncCrash!.crashes![0]!).toMatchObject({ catchUpMs: null, interrupted: true });
    for (const c of [crash!.crashes![0]!, syncCrash!.crashes![1]!]) expect(c.catchUpMs).not.toBeNull();
    expect(byzantine!.fault).toEqual({ minute: 5, kind: 'byzantine', node: 5, behaviour: 'lying-sync' });
    expect(s.byzantine).toHaveLength(1);
    const liar = s.byzantine[0]!;
    expect(Object.values(liar.misdeeds).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(liar.blacklistedBy).toBe(liar.neighbours);
    expect(doubleSpend!.doubleSpend).toEqual({ funded: true, transactions: [expect.any(String), expect.any(String)], confirmed: 1 });
    expect(skew!.fault).toEqual({ minute: 8, kind: 'skew', node: 3, ms: -9000 });
    for (const f of s.faults) expect(f.convergedMs).not.toBeNull();
    expect(s.messages.lost).toBeGreaterThan(0);
    expect(s.messages.cut).toBeGreaterThan(0);
    expect(s.transactions.accepted).toBeGreaterThan(500);
    const lines = formatFaultKinds(s).join('\n');
    for (const kind of ['lossy link ×1', 'one-way cut ×1', 'partition ×1', 'crash ×2', 'Byzantine ×1', 'double spend ×1', 'clock skew ×1']) expect(lines).toContain(kind);
  });
});
