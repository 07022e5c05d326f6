// The shrinker on a model of a failing node (no network runs: the model says which campaigns
// fail, as a deterministic campaign would): it keeps only the fault the failure needs, the minutes
// after it that the failure needs, and the fewest nodes that still fail, in a bounded number of
// runs; a candidate the campaign cannot take counts as passing; and it refuses a run that passed.
import { describe, expect, it } from '@jest/globals';
import type { CampaignOptions, CampaignResult, Fault } from '../../src/sim/campaign/index.js';
import { shrinkCampaign } from '../../src/sim/shrink.js';

const SCHEDULE: Fault[] = [
  { minute: 1, kind: 'skew', node: 7, ms: 3000 },
  { minute: 2, kind: 'cut', from: 12, to: 13 },
  { minute: 3, kind: 'crash', node: 18, moment: 'block', atMs: 5000, downMs: 5000 },
  { minute: 4, kind: 'partition', side: [0, 3] },
  { minute: 5, kind: 'link', a: 9, b: 10, loss: 0.2, duplicate: 0.1, reorder: 0.3 },
  { minute: 7, kind: 'byzantine', node: 15, behaviour: 'flood' },
  { minute: 9, kind: 'skew', node: 2, ms: -2000 },
];

/** The model: the 'supply' invariant fails when a partition ran at minute m, the run lasted at
 * least two minutes after it, and at least five nodes took part; a schedule naming a node the
 * network does not have cannot run. */
function model(runs: CampaignOptions[]) {
  return async (c: CampaignOptions): Promise<CampaignResult> => {
    runs.push(c);
    const schedule = c.schedule ?? SCHEDULE;
    if (schedule.some((f) => JSON.stringify(f).match(/"(node|from|to|a|b)":(\d+)/g)?.some((m) => Number(m.split(':')[1]) >= c.nodes))) {
      throw new RangeError('a node outside the network');
    }
    const partition = schedule.find((f) => f.kind === 'partition' && f.minute <= c.minutes);
    const fails = partition !== undefined && c.minutes >= partition.minute + 2 && c.nodes >= 5;
    return {
      violations: fails ? [{ invariant: 'supply', detail: `n1 after minute ${partition!.minute}` }] : [],
      summary: { minutesRun: fails ? partition!.minute + 2 : c.minutes } as CampaignResult['summary'],
      replay: '',
      schedule: schedule.filter((f) => f.minute <= c.minutes),
      log: [],
    };
  };
}

describe('shrinkCampaign', () => {
  it('reduces a failing campaign to the fault, minutes and nodes the failure needs', async () => {
    const runs: CampaignOptions[] = [];
    const run = model(runs);
    const failing: CampaignOptions = { seed: 7, nodes: 20, minutes: 10 };
    const first = await run(failing);
    const steps: string[] = [];
    const shrunk = await shrinkCampaign(failing, first, { run, onStep: (s) => steps.push(s) });
    expect(shrunk.campaign.schedule).toEqual([{ minute: 4, kind: 'partition', side: [0, 3] }]);
    expect(shrunk.campaign.minutes).toBe(6);
    expect(shrunk.campaign.nodes).toBe(5);
    expect(shrunk.violation.invariant).toBe('supply');
    expect(shrunk.replay).toBe('npm run sim -- --nodes 5 --seed 7 --minutes 6 --degree 4 --load payments --faults "4:partition:0,3"');
    expect(shrunk.runs).toBe(runs.length - 1);
    expect(shrunk.runs).toBeLessThanOrEqual(40);
    expect(steps.some((s) => /not runnable/.test(s))).toBe(false);
  });

  it('stops at its bound of runs, with the smallest failing campaign found so far', async () => {
    const runs: CampaignOptions[] = [];
    const run = model(runs);
    const failing: CampaignOptions = { seed: 7, nodes: 20, minutes: 10 };
    const shrunk = await shrinkCampaign(failing, await run(failing), { run, maxRuns: 3 });
    expect(shrunk.runs).toBe(3);
    const again = await run(shrunk.campaign);
    expect(again.violations[0]?.invariant).toBe('supply');
  });

  it('refuses a campaign that did not fail', async () => {
    const run = model([]);
    const passing: CampaignOptions = { seed: 7, nodes: 20, minutes: 3 };
    await expect(shrinkCampaign(passing, await run(passing), { run })).rejects.toThrow(/did not fail/);
  });
});
