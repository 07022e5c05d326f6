// A campaign is a function of its seed: the same seed gives the same summary and the same
// event log, byte for byte; the drawn schedule passed back as an override (the replay's
// --faults) runs the very same campaign.
import { describe, expect, it } from '@jest/globals';
import { runCampaign } from '../../src/sim/index.js';

describe('campaign determinism', () => {
  it('same seed, same summary and event log; the same schedule given, the same run', async () => {
    // Seed 55 on five nodes draws a crash on a block, a bad-blocks Byzantine node, a double
    // spend across a partition and a lossy link.
    const opts = { seed: 55, nodes: 5, minutes: 4, degree: 3, keepGoing: true } as const;
    const a = await runCampaign(opts);
    expect(a.schedule.map((f) => f.kind)).toEqual(['crash', 'byzantine', 'double-spend', 'link']);
    expect(a.log.length).toBeGreaterThan(300);
    const b = await runCampaign(opts);
    expect(b.summary).toEqual(a.summary);
    expect(b.log.join('\n')).toBe(a.log.join('\n'));
    expect(b.violations).toEqual(a.violations);
    const c = await runCampaign({ ...opts, schedule: a.schedule });
    expect(c.replay).toBe(`${a.replay} --faults "1:crash:4@2844+6329:block|2:byzantine:3:bad-blocks|3:double-spend:0|4:link:0-1:37/19/4"`);
    expect(c.summary).toEqual(a.summary);
    expect(c.log.join('\n')).toBe(a.log.join('\n'));
  });
});
