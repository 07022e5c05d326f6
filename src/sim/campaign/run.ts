// The random campaign (docs/simulation.md, "Campaigns"): a network on a random topology under
// the transaction load, one fault per simulated minute, drawn from the seed (or given: a
// shrinker's or a replay's schedule). Each minute: the fault for FAULT_WINDOW_MS (40 s), the
// heal (links restored, clocks reset, crashed nodes restarted), convergence within
// CONVERGENCE_BOUND_MS (120 s; beyond it a 'heal' violation, not an exception), 20 s of calm,
// and the invariants' checkpoint; at the end the load stops and every invariant is checked.
// The first minute with a violation ends the run. Nothing here throws on a failure of the node:
// the result lists the violations, the summary, and the command that replays the run.
import { accountIdFromPublicKey } from '../../domain/account-id.js';
import { ONE_COIN } from '../../domain/constants.js';
import { keyPairFromSecret } from '../../domain/crypto.js';
import { Invariants } from '../invariants.js';
import type { EventLog } from '../links.js';
import { Simulation } from '../simulation.js';
import { Workload } from '../workload.js';
import { doubleSpenderKey, payment, runFault, type CampaignViolation, type FaultContext, type FaultEffect } from './apply.js';
import { describeFault, FAULT_KINDS, faultNodes, formatFault, formatFaults, type Fault, type FaultKind } from './faults.js';
import { campaignLoad, type CampaignLoadName } from './load.js';
import { drawSchedule } from './schedule.js';
import { byzantineEffects, describeEffect, type CampaignSummary } from './summary.js';

/** How long the honest nodes may take to agree on one tip after a heal (simulated ms). */
export const CONVERGENCE_BOUND_MS = 120_000;
/** Calm after convergence, before the checkpoint (simulated ms). */
export const CALM_MS = 20_000;

export interface CampaignOptions {
  readonly seed: number;
  readonly nodes: number;
  readonly minutes: number;
  /** Each node's peers in the random topology (default 4). */
  readonly degree?: number;
  /** payments (default) or all: every transaction type of every capability. */
  readonly load?: CampaignLoadName;
  /** The faults, instead of drawing them from the seed (a shrinker's, or `--faults`). */
  readonly schedule?: readonly Fault[];
  /** Told one line per simulated minute. */
  readonly onProgress?: (line: string) => void;
  /** Run every minute even after a violation (default: stop at the first minute with one). */
  readonly keepGoing?: boolean;
  /** Given the simulation once it is built, before the first fault (to watch more of it). */
  readonly observe?: (sim: Simulation) => void;
}

export interface CampaignResult {
  readonly violations: CampaignViolation[];
  readonly summary: CampaignSummary;
  /** The `npm run sim` command that runs this campaign again (with --faults when given). */
  readonly replay: string;
  readonly schedule: readonly Fault[];
  /** The run's event log (identical for identical runs). */
  readonly log: EventLog;
}

/** The CLI command of a campaign. */
export function campaignCommand(opts: CampaignOptions): string {
  const base = `npm run sim -- --nodes ${opts.nodes} --seed ${opts.seed} --minutes ${opts.minutes} --degree ${opts.degree ?? 4} --load ${opts.load ?? 'payments'}`;
  return opts.schedule === undefined ? base : `${base} --faults "${formatFaults(opts.schedule)}"`;
}

/** One fault per minute (calm where `faults` has none); throws on a fault the run cannot take. */
function normalise(faults: readonly Fault[], sim: Simulation, minutes: number): Fault[] {
  const out: Fault[] = Array.from({ length: minutes }, (_, i) => ({ minute: i + 1, kind: 'calm' as const }));
  const byzantine = new Set<number>();
  for (const f of [...faults].sort((a, b) => a.minute - b.minute)) {
    const bad = (why: string): never => {
      throw new RangeError(`fault ${formatFault(f)}: ${why}`);
    };
    if (f.minute < 1 || f.minute > minutes) bad(`minute outside 1..${minutes}`);
    if (out[f.minute - 1]!.kind !== 'calm') bad('a second fault in its minute');
    if (faultNodes(f).some((i) => !Number.isInteger(i) || i < 0 || i >= sim.nodes.length)) bad(`a node outside 0..${sim.nodes.length - 1}`);
    if (f.kind === 'cut' && !sim.isEdge(f.from, f.to)) bad('the two nodes are not linked in the topology');
    if (f.kind === 'link' && !sim.isEdge(f.a, f.b)) bad('the two nodes are not linked in the topology');
    if ((f.kind === 'crash' || f.kind === 'skew' || f.kind === 'byzantine') && byzantine.has(f.node)) bad(`n${f.node} is Byzantine already`);
    if (f.kind === 'byzantine') byzantine.add(f.node);
    out[f.minute - 1] = f;
  }
  return out;
}

/** Funds the accounts the double spends spend from, and waits (60 s at most) until every
 * live node has them. */
async function fundDoubleSpenders(sim: Simulation, minutes: readonly number[]): Promise<void> {
  if (minutes.length === 0) return;
  const funder = keyPairFromSecret('devnet-9');
  const node = sim.live[0]!;
  for (const m of minutes) {
    const key = doubleSpenderKey(sim.options.seed, m);
    const funding = payment(sim, node, funder, `sim-${sim.options.seed}-double-spend-${m}`, 100n * ONE_COIN);
    sim.links.record('fund', `${accountIdFromPublicKey(key.publicKey)} ${funding.id}`);
    await node.node.mempool.submit(funding).catch(() => undefined);
  }
  const ids = minutes.map((m) => accountIdFromPublicKey(doubleSpenderKey(sim.options.seed, m).publicKey));
  for (let waited = 0; waited < 60_000; waited += 5_000) {
    await sim.run(5_000);
    const balances = await Promise.all(sim.live.flatMap((n) => ids.map((id) => n.node.blockchain.getAccount(id))));
    if (balances.every((a) => (a?.balanceMTA ?? 0n) > 0n)) return;
  }
}

export async function runCampaign(opts: CampaignOptions): Promise<CampaignResult> {
  const { seed, nodes, minutes } = opts;
  const degree = opts.degree ?? 4;
  const replay = campaignCommand(opts);
  const load = await campaignLoad(opts.load ?? 'payments', seed);
  const sim = await Simulation.create({ seed, nodes, topology: { random: degree }, maxRollback: 10, replay, ...(load.capabilities ? { capabilities: load.capabilities } : {}) });
  try {
    const schedule = opts.schedule === undefined ? drawSchedule({ seed, nodes, minutes, edges: sim.edges }) : normalise(opts.schedule, sim, minutes);
    opts.observe?.(sim);
    const tap = sim.countLinks();
    const workload = new Workload(sim, load.workload);
    const invariants = new Invariants(sim);
    const ctx: FaultContext = { sim, tap, rng: sim.rng.stream('campaign-run'), doubleSpender: (m) => doubleSpenderKey(seed, m) };
    const violations: CampaignViolation[] = [];
    // Slow and silent nodes prove nothing against themselves: honest nodes need not blacklist them.
    const judged = (list: readonly CampaignViolation[]) => list.filter((v) => v.invariant !== 'blacklist' || !sim.byzantine.some((b) => !b.blacklisted && v.detail.endsWith(`Byzantine ${b.name}`)));
    const effects: FaultEffect[] = [];
    const doubleSpends = schedule.filter((f) => f.kind === 'double-spend').map((f) => f.minute);
    workload.start();
    await fundDoubleSpenders(sim, doubleSpends);
    for (const fault of schedule) {
      const { effect, finish } = await runFault(ctx, fault);
      const healed = sim.scheduler.now();
      await sim.scheduler.runUntil(healed + CONVERGENCE_BOUND_MS, { stop: () => sim.converged() });
      if (sim.converged()) {
        effect.convergedMs = sim.scheduler.now() - healed;
        invariants.markCalm();
        await sim.run(CALM_MS);
      } else {
        const tips = [...new Set(sim.live.map((n) => `${n.height}:${n.tipId}`))].map((t) => `${t} (${sim.live.filter((n) => `${n.height}:${n.tipId}` === t).map((n) => n.name).join(',')})`);
        violations.push({ invariant: 'heal', detail: `minute ${fault.minute} (${formatFault(fault)}): the honest nodes did not converge within ${CONVERGENCE_BOUND_MS} ms of simulated time after the heal; tips ${tips.join(' ')}` });
      }
      violations.push(...(await finish()));
      effects.push(effect);
      violations.push(...judged(await invariants.checkpoint()));
      const heights = sim.live.map((n) => n.height);
      const did = describeEffect(effect);
      opts.onProgress?.(`minute ${fault.minute}/${minutes}: ${describeFault(fault, nodes)}${did === '' ? '' : ` (${did})`}; ${effect.convergedMs === null ? `no convergence within ${CONVERGENCE_BOUND_MS} ms` : `converged in ${effect.convergedMs} ms`}; height ${Math.min(...heights)}..${Math.max(...heights)}; txs ${workload.counts.accepted}/${workload.counts.submitted}; ${violations.length} violations`);
      if (violations.length > 0 && opts.keepGoing !== true) break;
    }
    workload.stop();
    const watched = [...load.watched, ...doubleSpends.map((m) => accountIdFromPublicKey(doubleSpenderKey(seed, m).publicKey))];
    violations.push(...judged(await invariants.check(watched)));
    const drawn = Object.fromEntries(FAULT_KINDS.map((k) => [k, schedule.filter((f) => f.kind === k).length])) as Record<FaultKind, number>;
    const heights = sim.live.map((n) => n.height);
    const summary: CampaignSummary = {
      seed, nodes, minutes,
      minutesRun: effects.length,
      simulatedMs: sim.scheduler.now(),
      events: sim.scheduler.steps,
      messages: { ...sim.links.counts },
      transactions: { submitted: workload.counts.submitted, accepted: workload.counts.accepted },
      heights: { min: Math.min(...heights), max: Math.max(...heights) },
      blacklistings: sim.blacklistings.length,
      penalties: sim.penalties.length,
      faults: effects,
      byzantine: byzantineEffects(sim),
      drawn,
    };
    return { violations, summary, replay, schedule, log: sim.log };
  } finally {
    await sim.stop();
  }
}
