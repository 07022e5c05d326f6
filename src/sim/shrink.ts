// Shrinking a failing campaign (docs/simulation.md, "Shrinking"): from a run whose invariant
// failed, look for a smaller campaign in which the SAME invariant still fails, and give its replay
// command. Smaller, in the order tried (each step keeps what the earlier ones won):
//   1. the run cut at the minute of the failure (nothing after it can matter);
//   2. faults dropped, one at a time, last first (a dropped fault's minute becomes calm);
//   3. fewer minutes: bisection between the last fault still there and the failing length;
//   4. fewer nodes: bisection between the fewest the remaining faults allow and the failing count.
// Every candidate is a whole deterministic campaign, so a candidate fails or passes the same way
// every time; a candidate the campaign cannot take (a fault on a link the smaller topology does
// not have) counts as passing. The number of campaigns tried is bounded (`maxRuns`).
import type { CampaignOptions, CampaignResult } from './campaign/index.js';
import { campaignCommand, faultNodes, type Fault } from './campaign/index.js';
import type { CampaignViolation } from './campaign/apply.js';

export interface ShrinkOptions {
  /** Most campaigns run while shrinking (default 40). */
  readonly maxRuns?: number;
  /** Told each step taken ("dropped fault 3: still fails"). */
  readonly onStep?: (line: string) => void;
  /** Runs one campaign (default: runCampaign); tests give a model of the node. */
  readonly run: (campaign: CampaignOptions) => Promise<CampaignResult>;
}

export interface ShrinkResult {
  /** The smallest failing campaign found (its schedule explicit). */
  readonly campaign: CampaignOptions;
  /** Its violation of the target invariant. */
  readonly violation: CampaignViolation;
  /** Campaigns run while shrinking. */
  readonly runs: number;
  /** The command that replays the smallest failing campaign. */
  readonly replay: string;
}

/** Faults that do something (calm minutes are implied). */
function active(schedule: readonly Fault[]): Fault[] {
  return schedule.filter((f) => f.kind !== 'calm');
}

export async function shrinkCampaign(failing: CampaignOptions, result: CampaignResult, opts: ShrinkOptions): Promise<ShrinkResult> {
  const target = result.violations[0];
  if (target === undefined) throw new RangeError('the campaign did not fail: nothing to shrink');
  const maxRuns = opts.maxRuns ?? 40;
  let runs = 0;
  let best: CampaignOptions = { ...failing, schedule: active(result.schedule) };
  let violation: CampaignViolation = target;

  /** Whether `candidate` fails the target invariant; remembers it as the best when it does. */
  const tryCandidate = async (candidate: CampaignOptions, what: string): Promise<boolean> => {
    if (runs >= maxRuns) return false;
    runs++;
    let outcome: CampaignResult;
    try {
      outcome = await opts.run(candidate);
    } catch (error) {
      // A schedule the smaller network cannot take is not a failure of the node.
      opts.onStep?.(`${what}: not runnable (${(error as Error).message})`);
      return false;
    }
    const same = outcome.violations.find((v) => v.invariant === target.invariant);
    opts.onStep?.(`${what}: ${same !== undefined ? `still fails (${target.invariant})` : 'passes'}`);
    if (same === undefined) return false;
    best = candidate;
    violation = same;
    return true;
  };

  // 1. Nothing after the failing minute matters.
  const failedAt = result.summary.minutesRun;
  if (failedAt < best.minutes) {
    await tryCandidate({ ...best, minutes: failedAt, schedule: best.schedule!.filter((f) => f.minute <= failedAt) }, `cut at minute ${failedAt}`);
  }

  // 2. Drop faults one at a time, last first.
  for (const fault of [...best.schedule!].reverse()) {
    if (runs >= maxRuns) break;
    const schedule = best.schedule!.filter((f) => f !== fault);
    await tryCandidate({ ...best, schedule }, `without the fault of minute ${fault.minute} (${fault.kind})`);
  }

  // 3. Shorter: the fewest minutes, from the last fault left to the failing length, by bisection
  //    (a failure that needs time after its fault, a liveness bound, keeps the minutes it needs).
  let lo = Math.max(1, ...best.schedule!.map((f) => f.minute));
  for (let hi = best.minutes; lo < hi && runs < maxRuns; ) {
    const mid = Math.floor((lo + hi) / 2);
    if (await tryCandidate({ ...best, minutes: mid }, `${mid} minutes`)) hi = mid;
    else lo = mid + 1;
  }

  // 4. Fewer nodes, by bisection between the fewest the faults allow (one more than the highest
  //    node a fault names, and two) and the failing count.
  lo = Math.max(2, ...best.schedule!.flatMap(faultNodes).map((i) => i + 1));
  for (let hi = best.nodes; lo < hi && runs < maxRuns; ) {
    const mid = Math.floor((lo + hi) / 2);
    if (await tryCandidate({ ...best, nodes: mid }, `${mid} nodes`)) hi = mid;
    else lo = mid + 1;
  }
  return { campaign: best, violation, runs, replay: campaignCommand(best) };
}
