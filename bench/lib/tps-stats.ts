// The pure arithmetic of the throughput bench (bench/tps.ts): a latency histogram (bounded memory
// whatever the run's length), the confirmed rate over whole block intervals, the pool's trend, the
// ramp's next rate and its verdict on a step, and what bounds a run. No I/O here, so
// test/tools/tps-stats.test.ts can check every decision the ramp makes.

/** Latencies in buckets of `bucketMs` up to `maxMs` (one overflow bucket above): the percentiles
 * of a million confirmations in a few tens of kilobytes. */
export class LatencyHistogram {
  private readonly buckets: Uint32Array;
  count = 0;
  max = 0;
  private sum = 0;

  constructor(readonly bucketMs = 10, readonly maxMs = 300_000) {
    this.buckets = new Uint32Array(Math.ceil(maxMs / bucketMs) + 2);
  }

  add(ms: number): void {
    const v = Math.max(0, ms);
    // Bucket i holds ((i - 1) x bucketMs, i x bucketMs]; the last one everything above the range.
    this.buckets[Math.min(this.buckets.length - 1, Math.ceil(v / this.bucketMs))]!++;
    this.count++;
    this.sum += v;
    if (v > this.max) this.max = v;
  }

  get mean(): number {
    return this.count === 0 ? Number.NaN : this.sum / this.count;
  }

  /** The q-quantile (0..1), nearest rank, as the upper edge of its bucket (never above the
   * largest value seen); NaN when empty. */
  quantile(q: number): number {
    if (this.count === 0) return Number.NaN;
    const rank = Math.min(this.count, Math.max(1, Math.ceil(q * this.count)));
    let seen = 0;
    for (let i = 0; i < this.buckets.length; i++) {
      seen += this.buckets[i]!;
      if (seen >= rank) return i === this.buckets.length - 1 ? this.max : Math.min(this.max, i * this.bucketMs);
    }
    return this.max;
  }
}

/** A block as the follower saw it: when (ms, the bench's clock) and how many transactions. */
export interface SeenBlock {
  readonly at: number;
  readonly count: number;
}

/**
 * Confirmed transactions per second over whole block intervals inside [from, to]: the
 * transactions of the blocks seen in the window after the first one, over the time from the first
 * to the last. Counting whole intervals keeps a block that lands just inside or just outside the
 * window from moving the figure by a block's worth (7% of a 30 s step at 1,000/s). `blocks` in the
 * order seen. NaN with fewer than two blocks in the window.
 */
export function rateOverBlocks(blocks: readonly SeenBlock[], from: number, to: number): number {
  const inside = blocks.filter((b) => b.at >= from && b.at <= to);
  if (inside.length < 2) return Number.NaN;
  const span = inside[inside.length - 1]!.at - inside[0]!.at;
  if (span <= 0) return Number.NaN;
  const txs = inside.slice(1).reduce((n, b) => n + b.count, 0);
  return (txs * 1000) / span;
}

/** Least-squares slope of y over x (units of y per unit of x); 0 with fewer than two points. */
export function slope(points: ReadonlyArray<readonly [number, number]>): number {
  const n = points.length;
  if (n < 2) return 0;
  let sx = 0;
  let sy = 0;
  for (const [x, y] of points) {
    sx += x;
    sy += y;
  }
  const mx = sx / n;
  const my = sy / n;
  let num = 0;
  let den = 0;
  for (const [x, y] of points) {
    num += (x - mx) * (y - my);
    den += (x - mx) * (x - mx);
  }
  return den === 0 ? 0 : num / den;
}

/** How the ramp raises the offered rate: `x1.25` multiplies, `+500` adds. */
export type RampStep = { readonly kind: 'times'; readonly value: number } | { readonly kind: 'plus'; readonly value: number };

export function parseRampStep(text: string): RampStep {
  const m = /^\s*([x*+])\s*([0-9]+(?:\.[0-9]+)?)\s*$/.exec(text);
  if (m === null) throw new Error(`TPS_RAMP_STEP must look like x1.25 or +500, not ${JSON.stringify(text)}`);
  const value = Number(m[2]);
  if (m[1] === '+') {
    if (value < 1) throw new Error('TPS_RAMP_STEP +N needs N >= 1');
    return { kind: 'plus', value };
  }
  if (value <= 1) throw new Error('TPS_RAMP_STEP xF needs F > 1');
  return { kind: 'times', value };
}

/** The next offered rate, rounded to 50/s and always at least 50/s above the current one. */
export function nextRate(rate: number, step: RampStep): number {
  const raw = step.kind === 'plus' ? rate + step.value : rate * step.value;
  return Math.max(rate + 50, Math.round(raw / 50) * 50);
}

/** Transactions per broadcastTransactions request: a fifth of a second of the rate (a request
 * has fixed costs: HTTP, the actor's turn, one store write), within 100..1,000 (the API's limit). */
export function batchSizeFor(rate: number): number {
  return Math.min(1000, Math.max(100, Math.round(rate / 5)));
}

/** What one measured step (or run) gives the ramp to judge. Rates in tx/s. */
export interface StepFigures {
  /** The rate the schedule asked for. */
  readonly scheduled: number;
  /** What the feeder actually sent over the window. */
  readonly offered: number;
  readonly confirmed: number;
  /** Least-squares growth of the pool over the window, transactions per second. */
  readonly poolGrowth: number;
  /** Refusals because the pool was full, over the window. */
  readonly poolFullRefusals: number;
  /** Seconds between blocks (the profile's block time). */
  readonly blockTime: number;
}

export interface StepVerdict {
  readonly followed: boolean;
  /** Why not (empty when followed). */
  readonly reasons: readonly string[];
}

/** Confirmed must keep up with offered to this fraction for a step to count as followed. */
export const FOLLOW_RATIO = 0.95;
/** The feeder must send this fraction of the schedule, or intake fell behind. */
export const INTAKE_RATIO = 0.95;

/**
 * Did the node follow the offered rate over the step? Not when it confirmed less than 95% of what
 * was offered, when the pool kept growing (by more than 5% of the offered rate and by more than
 * two blocks' worth over the step: the pool's level saws up and down a block's worth each block,
 * so a smaller trend is noise), when the API refused transactions for a full pool, or when the
 * feeder could not send 95% of the schedule (the API took requests slower than the rate).
 */
export function judgeStep(f: StepFigures, stepSeconds: number): StepVerdict {
  const reasons: string[] = [];
  if (f.poolFullRefusals > 0) reasons.push(`the API refused ${f.poolFullRefusals} transactions for a full pool`);
  if (!(f.confirmed >= FOLLOW_RATIO * f.offered)) reasons.push(`confirmed ${Math.round(f.confirmed)}/s < ${FOLLOW_RATIO} x offered ${Math.round(f.offered)}/s`);
  const grown = f.poolGrowth * stepSeconds;
  if (f.poolGrowth > 0.05 * f.offered && grown > 2 * f.offered * f.blockTime) reasons.push(`the pool grew steadily (+${Math.round(f.poolGrowth)}/s, ${Math.round(grown)} over the step)`);
  if (f.offered < INTAKE_RATIO * f.scheduled) reasons.push(`intake fell behind: offered ${Math.round(f.offered)}/s of ${Math.round(f.scheduled)}/s scheduled`);
  return { followed: reasons.length === 0, reasons };
}

/** What a run saw, for the "what bounds it" line. CPU in % of one core. */
export interface BoundFigures extends StepFigures {
  readonly nodeCpuPercent: number;
  /** Every process of the machine (others' included), % of one core. */
  readonly machineCpuPercent: number;
  readonly cores: number;
  readonly poolMax: number;
  readonly poolCapacity: number;
  /** Largest block of the run and the most a block may carry. */
  readonly largestBlock: number;
  readonly blockCapacity: number;
}

/** Each limit the run hit, most telling first; empty when none did. */
export function boundsOf(f: BoundFigures): string[] {
  const out: string[] = [];
  const saturation = f.nodeCpuPercent / (f.cores * 100);
  if (saturation >= 0.9) out.push(`the node's CPU is saturated (${Math.round(f.nodeCpuPercent)}% of ${f.cores * 100}%)`);
  else if (f.machineCpuPercent >= 0.9 * f.cores * 100) out.push(`the machine's CPU is saturated, by other processes too (${Math.round(f.machineCpuPercent)}% of ${f.cores * 100}%, the node ${Math.round(f.nodeCpuPercent)}%): the node was starved, figures are low`);
  if (f.poolFullRefusals > 0 || f.poolMax >= 0.9 * f.poolCapacity) out.push(`the pool is full (max ${f.poolMax} of ${f.poolCapacity}, ${f.poolFullRefusals} refused for it)`);
  if (f.offered < INTAKE_RATIO * f.scheduled) out.push(`intake fell behind (offered ${Math.round(f.offered)}/s of ${Math.round(f.scheduled)}/s scheduled)`);
  if (f.largestBlock >= 0.95 * f.blockCapacity) out.push(`blocks are full (largest ${f.largestBlock} of ${f.blockCapacity})`);
  return out;
}

/** The three questions of "what bounds it", each answered with its figures. */
export function boundChecks(f: BoundFigures): string {
  const yes = (b: boolean) => (b ? 'YES' : 'no');
  const cpuFull = f.nodeCpuPercent >= 0.9 * f.cores * 100;
  const poolFull = f.poolFullRefusals > 0 || f.poolMax >= 0.9 * f.poolCapacity;
  const behind = f.offered < INTAKE_RATIO * f.scheduled;
  return `node CPU saturated: ${yes(cpuFull)} (${Math.round(f.nodeCpuPercent)}% of ${f.cores * 100}%; the machine ${Math.round(f.machineCpuPercent)}%); `
    + `pool full: ${yes(poolFull)} (max ${f.poolMax} of ${f.poolCapacity}, ${f.poolFullRefusals} refused for it); `
    + `intake fell behind: ${yes(behind)} (offered ${Math.round(f.offered)}/s of ${Math.round(f.scheduled)}/s scheduled); `
    + `largest block ${f.largestBlock} of ${f.blockCapacity}`;
}
