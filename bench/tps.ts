// `npm run bench -- tps`: the sustained throughput of one real node process on the throughput
// profile (docs/performance.md, section 13), and the ceiling that bounds it.
//
// TPS_MODE=ramp (the default) offers the node a rising rate, one step at a time (TPS_RAMP_START,
// default 1,000/s, times 1.25 per step: TPS_RAMP_STEP=x1.25 or +500), each fed for a settling
// time (TPS_SETTLE_SECONDS, 10) and then measured for TPS_STEP_SECONDS (30), until the node stops
// following (confirmed < 0.95 x offered, the pool grows steadily, the API refuses for a full pool,
// or intake falls behind). The ceiling is the highest step it followed. Then latency runs at 50%,
// 80% and 100% of the ceiling (TPS_LATENCY_SECONDS each, 60, each on a fresh pool), the sustained
// run at the ceiling for TPS_SECONDS (180): the headline figure, and a run at the ceiling on a
// second node started with --cpu-prof (TPS_PROFILE=0 skips it; TPS_PROFILE_DIR keeps the files)
// whose profile says where the node's CPU goes. TPS_MODE=fixed feeds TPS_RATE (3,000) for
// TPS_SECONDS after a 20 s settle, as the bench did before the ramp.
// TPS_LOAD=mixed feeds 60% payments, 20% arbitrary messages and 20% totem transfers instead of
// payments only.
//
// Each phase's transactions are signed before it by worker threads (one per core) into files
// under a temp dir and streamed back by the feeder, so the bench's memory does not grow with the
// offered rate or the duration (its RSS is printed with every phase). The raw baseline, in the
// same run: Ed25519 verification of the fixtures' signatures on every core (worker threads); and
// block application (bench/apply.ts) after the load.
import { cpus } from 'node:os';
import { startNode, stopAllNodes, type NodeProcess } from '../test/e2e/process-helper.js';
import type { BenchRow } from './lib/report.js';
import { run as runApply } from './apply.js';
import { FixtureSigner, removeFixtures, type VerifyJob } from './lib/tps-fixtures.js';
import { LOAD_LABEL, type LoadKind, type LoadSpec } from './lib/tps-load.js';
import { apiGet, mib, nodeTime, prepareLoad, verifyRate, waitForPool } from './lib/tps-node.js';
import { runPhase, type PhaseResult } from './lib/tps-phase.js';
import { readProfiles, renderSummary, summarise } from './lib/tps-profile.js';
import { batchSizeFor, boundChecks, judgeStep, nextRate, parseRampStep, type StepVerdict } from './lib/tps-stats.js';
import { tpsRows, type RampOutcome, type TpsRun } from './lib/tps-rows.js';
import { makeTempDir, removeTempDir } from './lib/tmp.js';

const env = (name: string, fallback: number): number => {
  const v = process.env[name];
  if (v === undefined || v === '') return fallback;
  const x = Number(v);
  if (!Number.isFinite(x) || x <= 0) throw new Error(`${name} must be a positive number, not ${JSON.stringify(v)}`);
  return x;
};

const MODE_TEXT = process.env['TPS_MODE'] ?? 'ramp';
if (MODE_TEXT !== 'ramp' && MODE_TEXT !== 'fixed') throw new Error(`TPS_MODE must be ramp or fixed, not ${JSON.stringify(MODE_TEXT)}`);
const MODE: 'ramp' | 'fixed' = MODE_TEXT;
const LOAD: LoadKind = process.env['TPS_LOAD'] === 'mixed' ? 'mixed' : 'payments';
const SECONDS = env('TPS_SECONDS', 180);
const RATE = env('TPS_RATE', 3000);
const STEP_SECONDS = env('TPS_STEP_SECONDS', 30);
const LATENCY_SECONDS = env('TPS_LATENCY_SECONDS', 60);
const SETTLE_SECONDS = env('TPS_SETTLE_SECONDS', MODE === 'fixed' ? 20 : 10);
const RAMP_START = env('TPS_RAMP_START', 1000);
const RAMP_STEP = parseRampStep(process.env['TPS_RAMP_STEP'] ?? 'x1.25');
const RAMP_MAX = env('TPS_RAMP_MAX', 50_000);
/** TPS_NODE_ARGS="--max-semi-space-size=16": Node/V8 flags of the measured node (not the profiled one), after
 * the node's own (src/node-flags.ts), so a flag given here overrides one of those. */
const NODE_ARGS = (process.env['TPS_NODE_ARGS'] ?? '').split(' ').filter((a) => a !== '');
const PROFILE = process.env['TPS_PROFILE'] !== undefined ? process.env['TPS_PROFILE'] !== '0' : MODE === 'ramp';
/** Signatures of the raw-verification baseline. */
const VERIFY_SAMPLE = 40_000;

/** What every phase on one node shares. */
interface Bench {
  readonly signer: FixtureSigner;
  readonly dir: string;
  /** Number of the next transaction of the load: never reused on a chain, so every one is new. */
  next: number;
  sample: readonly VerifyJob[];
}

interface OnNode {
  readonly node: NodeProcess;
  readonly spec: LoadSpec;
  readonly blockTime: number;
  readonly blockCapacity: number;
}

async function start(name: string, nodeArgs: readonly string[] = []): Promise<OnNode> {
  const node = await startNode({
    name,
    settings: {
      'node.profile': 'throughput',
      'node.devnetForging': 'true',
      'node.writeRequestsPerSecond': '100000',
      'node.apiMaxBodyBytes': String(4 * 1024 * 1024),
    },
    startTimeoutMs: 60_000,
    nodeArgs,
  });
  const constants = await apiGet(node.base, { requestType: 'getConstants' });
  const spec = await prepareLoad(node, LOAD);
  return { node, spec, blockTime: Number(constants['blockTime']), blockCapacity: Number(constants['maxTransactionsPerBlock']) };
}

/** Signs a phase's transactions, waits for a fresh pool, feeds them and measures. */
async function phase(b: Bench, on: OnNode, label: string, rate: number, seconds: number, settle = SETTLE_SECONDS): Promise<PhaseResult> {
  const count = Math.ceil(rate * (settle + seconds) * 1.02) + batchSizeFor(rate);
  const spec = { ...on.spec, timestamp: await nodeTime(on.node.base) };
  const set = await b.signer.sign(b.dir, label.replace(/[^a-z0-9]+/gi, '-'), spec, b.next, count, b.sample.length === 0 ? VERIFY_SAMPLE : 0);
  b.next += count;
  if (b.sample.length === 0) b.sample = set.sample;
  console.error(`tps: ${label}: signed ${count.toLocaleString('en-US')} in ${set.seconds.toFixed(1)} s on ${b.signer.threads} threads (${mib(set.bytes)} on disk); bench RSS ${mib(process.memoryUsage.rss())}`);
  // A fresh pool: what the previous phase left is confirmed first (bounded: 30 blocks' time).
  if (!(await waitForPool(on.node.base, 0, Math.max(60, 30 * on.blockTime) * 1000))) console.error(`tps: ${label}: the pool did not empty before the phase`);
  try {
    return await runPhase({ label, node: on.node, fixtures: set, rate, settleSeconds: settle, seconds, blockTime: on.blockTime, blockCapacity: on.blockCapacity });
  } finally {
    await removeFixtures(set);
  }
}

const roundRate = (x: number): number => Math.max(50, Math.round(x / 50) * 50);

async function ramp(b: Bench, on: OnNode): Promise<RampOutcome> {
  const steps: Array<{ result: PhaseResult; verdict: StepVerdict }> = [];
  let ceiling = 0;
  for (let rate = RAMP_START; rate <= RAMP_MAX; rate = nextRate(rate, RAMP_STEP)) {
    const result = await phase(b, on, `ramp ${rate}/s`, rate, STEP_SECONDS);
    const verdict = judgeStep(result, result.seconds);
    steps.push({ result, verdict });
    console.error(`tps: ramp ${rate}/s ${verdict.followed ? 'followed' : `NOT followed: ${verdict.reasons.join('; ')}`}`);
    if (!verdict.followed) break;
    ceiling = rate;
  }
  if (ceiling > 0) return { steps, ceiling };
  // Not even the first step: the ceiling is what the node confirmed of what it was offered there
  // (over a short window the pool's backlog can make confirmed exceed offered).
  const first = steps[0]!.result;
  const taken = Math.min(Number.isFinite(first.confirmed) ? first.confirmed : first.offered, first.offered);
  return { steps, ceiling: roundRate(taken), fallback: `the node did not follow the first step (${RAMP_START}/s): the ceiling is taken as the lower of its confirmed and offered rates there, ${Math.round(first.confirmed)}/s and ${Math.round(first.offered)}/s` };
}

/** A run at `rate` on a second node started with --cpu-prof; the profile summarised. */
async function profiled(b: Bench, rate: number): Promise<{ result: PhaseResult; lines: string[] }> {
  const keep = process.env['TPS_PROFILE_DIR'];
  const dir = keep ?? (await makeTempDir('tps-profile'));
  try {
    const on = await start('tps-profiled', ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
    const result = await phase(b, on, `profiled ${rate}/s`, rate, STEP_SECONDS);
    // The profiles are written as each thread exits: a graceful stop.
    const exit = await on.node.stop();
    const files = readProfiles(dir, on.node.pid!);
    const main = summarise(files.main, result.window);
    const workers = summarise(files.workers, result.window);
    const busy = (x: typeof main) => (x.totalMs - x.idleMs) / Math.max(1, x.totalMs);
    const lines = [
      `node stopped with ${JSON.stringify(exit)}; profiles in ${dir}${keep ? '' : ' (removed after this summary; TPS_PROFILE_DIR keeps them)'}`,
      `samples of the measured window only (${result.seconds.toFixed(0)} s; the node's start-up and the settling time left out)`,
      // One thread busy all the time bounds the node even when the process's CPU is below cores x
      // 100%. Busy is sampled wall time out of the event loop's wait: on a loaded machine it also
      // counts time the OS gave other processes (the phase's node CPU from /proc does not).
      `main thread busy ${(busy(main) * 100).toFixed(0)}% of the window${busy(main) >= 0.9 ? ': SATURATED, it bounds the node' : ''}; worker threads ${(busy(workers) * 100).toFixed(0)}% (busy = not waiting in the event loop; node CPU of the phase ${Math.round(result.nodeCpuPercent)}% of ${result.cores * 100}%, machine ${Math.round(result.machineCpuPercent)}%)`,
      ...renderSummary('main thread', main),
      ...renderSummary('worker threads', workers),
    ];
    return { result, lines };
  } finally {
    if (keep === undefined) await removeTempDir(dir);
  }
}

export async function run(): Promise<BenchRow[]> {
  const threads = cpus().length;
  const dir = await makeTempDir('tps-fixtures');
  const b: Bench = { signer: new FixtureSigner(threads), dir, next: 0, sample: [] };
  const prof = process.env['TPS_CPU_PROF_DIR'];
  let on: OnNode;
  let rampOutcome: RampOutcome | undefined;
  const latency: Array<{ share: number; result: PhaseResult }> = [];
  let sustained: PhaseResult;
  let profile: { result: PhaseResult; lines: string[] } | undefined;
  let rawVerify: number;
  try {
    console.error(`tps: ${MODE} mode, ${LOAD_LABEL[LOAD]}; the bench process's RSS at the start: ${mib(process.memoryUsage.rss())}`);
    on = await start('tps', [...NODE_ARGS, ...(prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`] : [])]);
    if (MODE === 'fixed') {
      sustained = await phase(b, on, `fixed ${RATE}/s`, RATE, SECONDS);
    } else {
      rampOutcome = await ramp(b, on);
      for (const share of [0.5, 0.8, 1]) {
        const rate = roundRate(rampOutcome.ceiling * share);
        latency.push({ share, result: await phase(b, on, `latency ${Math.round(share * 100)}% (${rate}/s)`, rate, LATENCY_SECONDS) });
      }
      sustained = await phase(b, on, `sustained ${rampOutcome.ceiling}/s`, rampOutcome.ceiling, SECONDS);
    }
    await stopAllNodes();
    rawVerify = await verifyRate(b.sample, threads);
    console.error(`tps: raw verification ${Math.round(rawVerify).toLocaleString('en-US')}/s on ${threads} threads (${b.sample.length.toLocaleString('en-US')} fixture signatures, node stopped)`);
    if (PROFILE) {
      profile = await profiled(b, rampOutcome?.ceiling ?? RATE);
      console.error(['tps: where the node\'s CPU goes at the ceiling:', ...profile.lines].join('\n'));
    }
  } finally {
    await stopAllNodes();
    await b.signer.close();
    await removeTempDir(dir);
  }
  const phases = [sustained, ...(rampOutcome?.steps.map((x) => x.result) ?? []), ...latency.map((l) => l.result), ...(profile ? [profile.result] : [])];
  const benchRssMax = Math.max(...phases.map((r) => r.benchRssMax));
  console.error(`tps: the bench process's RSS peaked at ${mib(benchRssMax)} (fixtures streamed from disk, ${b.next.toLocaleString('en-US')} signed in all)`);
  // The second raw baseline, in the same run once the node is gone: block application on this
  // machine (bench/apply.ts: payments in blocks on disk, pushBlock).
  const apply = await runApply();
  const applyFull = apply[0]?.subject.value ?? Number.NaN;
  const applyPre = apply[1]?.subject.value ?? Number.NaN;
  console.error(`tps: block application baseline ${Math.round(applyFull)} tx/s (every signature), ${Math.round(applyPre)} tx/s (pre-verified)`);
  for (const p of [rampOutcome?.steps[rampOutcome.steps.length - 1]?.result, profile?.result, sustained]) {
    if (p !== undefined) console.error(`tps: what bounds it, ${p.label}: ${boundChecks(p)}`);
  }
  return tpsRows({
    load: LOAD, mode: MODE, threads, blockTime: on.blockTime, blockCapacity: on.blockCapacity,
    ...(rampOutcome !== undefined ? { ramp: rampOutcome, latency } : {}),
    sustained, ...(profile !== undefined ? { profile } : {}),
    rawVerify, applyFull, applyPre, benchRssMax, signed: b.next,
  });
}
