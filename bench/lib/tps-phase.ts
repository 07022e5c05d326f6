// One measured phase of the throughput bench: a fixture set fed at a fixed rate for a settling
// time plus a measured window, the chain followed until every transaction sent was seen in a block
// (or a deadline), and the figures of the window: offered and confirmed rates, latency, the pool,
// CPU of the node and of the bench, and the bench's RSS. A ramp step, a latency run, the sustained
// run and the profiled run are each one phase.
import { cpus } from 'node:os';
import type { NodeProcess } from '../../test/e2e/process-helper.js';
import { Feeder } from './tps-feeder.js';
import { FixtureReader, type FixtureSet } from './tps-fixtures.js';
import { Follower, MAX_PENDING_MS } from './tps-follower.js';
import { apiGet, cpuSeconds, machineJiffies, mib } from './tps-node.js';
import { boundsOf, rateOverBlocks, slope, type BoundFigures } from './tps-stats.js';

export interface PhaseOptions {
  readonly label: string;
  readonly node: NodeProcess;
  readonly fixtures: FixtureSet;
  readonly rate: number;
  /** Seconds fed before the window opens (the pool fills, blocks start to carry the rate). */
  readonly settleSeconds: number;
  readonly seconds: number;
  /** The profile's block time (s) and block capacity (transactions). */
  readonly blockTime: number;
  readonly blockCapacity: number;
}

export interface PhaseResult extends BoundFigures {
  readonly label: string;
  readonly seconds: number;
  readonly accepted: number;
  readonly refused: number;
  readonly latency: { readonly p50: number; readonly p90: number; readonly p99: number; readonly max: number; readonly count: number };
  /** Sent in the window and never seen in a block before the drain deadline, nor refused. */
  readonly unconfirmed: number;
  readonly poolEnd: number;
  readonly benchCpuPercent: number;
  readonly blocks: number;
  readonly feed: { readonly batch: number; readonly inFlight: number; readonly maxLagSeconds: number; readonly behindSeconds: number; readonly requestP50: number; readonly requestP99: number; readonly errors: number; readonly retries: number; readonly duplicates: number };
  readonly reasons: ReadonlyArray<[string, number]>;
  readonly benchRssMax: number;
  readonly nodeRssMax: number;
  readonly poolSeries: string;
  readonly pollErrors: number;
  /** Sent transactions given up on unseen after MAX_PENDING_MS (evicted or expired by the pool). */
  readonly dropped: number;
  /** The window on the monotonic clock, microseconds (to cut a CPU profile to it). */
  readonly window: { readonly fromUs: number; readonly toUs: number };
  /** The bench's main-thread heap in use at the end of the window. */
  readonly benchHeapUsed: number;
}

const DRAIN_MIN_MS = 30_000;

export async function runPhase(o: PhaseOptions): Promise<PhaseResult> {
  const { node } = o;
  const pid = node.pid!;
  const status = await apiGet(node.base, { requestType: 'getBlockchainStatus' });
  const pending = new Map<string, number>();
  const reader = new FixtureReader(o.fixtures);
  const feeder = new Feeder(node.base, reader, o.rate, pending);
  const follower = new Follower(node.base, pid, Number(status['numberOfBlocks']) - 1, pending, node.exited, () => node.tail(10));
  const t0 = Date.now();
  const from = t0 + o.settleSeconds * 1000;
  const to = from + o.seconds * 1000;
  follower.from = from;
  follower.to = to;
  // CPU and the feeder's counters at the window's edges, read on timers so they do not wait for
  // a request in flight.
  const snap = () => ({ at: Date.now(), mono: Number(process.hrtime.bigint() / 1000n), node: cpuSeconds(pid), bench: process.cpuUsage(), feed: feeder.counters(), heap: process.memoryUsage().heapUsed, machine: machineJiffies() });
  let start: ReturnType<typeof snap> | undefined;
  let end: ReturnType<typeof snap> | undefined;
  const timers = [setTimeout(() => (start = snap()), from - t0), setTimeout(() => (end = snap()), to - t0)];
  follower.start();
  let drained = false;
  try {
    await feeder.run(t0, to);
    end ??= snap();
    drained = await follower.drained(Date.now() + Math.max(DRAIN_MIN_MS, 15 * o.blockTime * 1000));
  } finally {
    timers.forEach(clearTimeout);
    await follower.stop();
    await reader.close();
  }
  if (start === undefined || end === undefined) throw new Error(`${o.label}: the window never opened`);
  const seconds = (end.at - start.at) / 1000;
  const sent = end.feed.sent - start.feed.sent;
  const offered = sent / seconds;
  const confirmed = rateOverBlocks(follower.blocks, from, to);
  const windowPool = follower.pool.filter(([t]) => t >= from && t <= to);
  const poolGrowth = slope(windowPool.map(([t, s]) => [t / 1000, s] as const));
  const blocksIn = follower.blocks.filter((b) => b.at >= from && b.at <= to);
  const nodeCpuPercent = ((end.node - start.node) / seconds) * 100;
  const benchCpu = (end.bench.user - start.bench.user + end.bench.system - start.bench.system) / 1e6;
  const lat = follower.latency;
  const result: PhaseResult = {
    label: o.label,
    seconds,
    scheduled: o.rate,
    offered,
    confirmed,
    accepted: end.feed.accepted - start.feed.accepted,
    refused: end.feed.refused - start.feed.refused,
    poolFullRefusals: end.feed.poolFull - start.feed.poolFull,
    poolGrowth,
    blockTime: o.blockTime,
    latency: { p50: lat.quantile(0.5), p90: lat.quantile(0.9), p99: lat.quantile(0.99), max: lat.max, count: lat.count },
    unconfirmed: drained ? 0 : pending.size,
    poolMax: Math.max(0, ...windowPool.map(([, s]) => s)),
    poolEnd: windowPool[windowPool.length - 1]?.[1] ?? 0,
    poolCapacity: follower.poolCapacity,
    nodeCpuPercent,
    machineCpuPercent: ((end.machine.busy - start.machine.busy) / Math.max(1, end.machine.total - start.machine.total)) * cpus().length * 100,
    cores: cpus().length,
    benchCpuPercent: (benchCpu / seconds) * 100,
    blocks: blocksIn.length,
    largestBlock: Math.max(0, ...blocksIn.map((b) => b.count)),
    blockCapacity: o.blockCapacity,
    feed: {
      batch: feeder.batchSize,
      inFlight: feeder.inFlightLimit,
      maxLagSeconds: feeder.maxLagSeconds,
      behindSeconds: feeder.behindSeconds,
      requestP50: feeder.requestTimes.quantile(0.5),
      requestP99: feeder.requestTimes.quantile(0.99),
      errors: feeder.requestErrors,
      retries: feeder.retries,
      duplicates: feeder.duplicates,
    },
    reasons: [...feeder.reasons].sort((a, b) => b[1] - a[1]).slice(0, 4),
    benchRssMax: follower.benchRssMax,
    nodeRssMax: follower.nodeRssMax,
    poolSeries: follower.pool.filter((_, i, all) => i % Math.max(1, Math.ceil(all.length / 12)) === 0).map(([t, s]) => `${Math.round((t - t0) / 1000)}s:${s}`).join(' '),
    pollErrors: follower.pollErrors,
    dropped: follower.dropped,
    window: { fromUs: start.mono, toUs: end.mono },
    benchHeapUsed: end.heap,
  };
  if (feeder.duplicates > 0) throw new Error(`${o.label}: ${feeder.duplicates} fixtures repeated a full hash (the load must be unique)`);
  console.error(`tps: ${describePhase(result)}`);
  return result;
}

const n = (x: number): string => (Number.isFinite(x) ? Math.round(x).toLocaleString('en-US') : String(x));

/** One line for the log and the notes. */
export function describePhase(r: PhaseResult): string {
  const bounds = boundsOf(r);
  return `${r.label}: scheduled ${n(r.scheduled)}/s, offered ${n(r.offered)}/s, confirmed ${n(r.confirmed)}/s over ${r.seconds.toFixed(0)} s (${r.blocks} blocks, largest ${n(r.largestBlock)}); `
    + `latency p50 ${n(r.latency.p50)} ms p90 ${n(r.latency.p90)} ms p99 ${n(r.latency.p99)} ms (${n(r.latency.count)} txs${r.unconfirmed > 0 ? `, ${n(r.unconfirmed)} never seen` : ''}); `
    + `pool max ${n(r.poolMax)} of ${n(r.poolCapacity)}, trend ${n(r.poolGrowth)}/s; refused ${n(r.refused)} (pool full ${n(r.poolFullRefusals)}); `
    + `node CPU ${n(r.nodeCpuPercent)}% of ${r.cores * 100}%, bench CPU ${n(r.benchCpuPercent)}%, machine ${n(r.machineCpuPercent)}%; `
    + `feeder batches of ${r.feed.batch}, up to ${r.feed.inFlight} in flight, request p50 ${n(r.feed.requestP50)} ms p99 ${n(r.feed.requestP99)} ms, behind by up to ${r.feed.maxLagSeconds.toFixed(1)} s (${r.feed.behindSeconds.toFixed(0)} s more than two batches behind); `
    + `RSS bench ${mib(r.benchRssMax)} (main heap ${mib(r.benchHeapUsed)}), node ${mib(r.nodeRssMax)}`
    + (r.feed.retries > 0 ? `; ${r.feed.retries} request(s) sent again after a connection reset` : '')
    + (r.pollErrors > 0 ? `; ${r.pollErrors} follower poll(s) failed and were repeated` : '')
    + (r.dropped > 0 ? `; ${n(r.dropped)} sent transactions never seen in ${MAX_PENDING_MS / 1000} s` : '')
    + (bounds.length > 0 ? `; bound: ${bounds.join('; ')}` : '')
    + (r.reasons.length > 0 ? `; refused because: ${r.reasons.map(([w, c]) => `${w} (${n(c)})`).join('; ')}` : '');
}
