// Timing and statistics for the benchmarks. Wall-clock time with process.hrtime (monotonic,
// nanoseconds); rates are operations per second of wall time.

/** Nanoseconds since an arbitrary origin (monotonic). */
export function nowNs(): bigint {
  return process.hrtime.bigint();
}

export interface Timed<T> {
  readonly value: T;
  readonly seconds: number;
}

/** Runs `fn` once and measures its wall time. */
export async function timed<T>(fn: () => Promise<T> | T): Promise<Timed<T>> {
  const t0 = nowNs();
  const value = await fn();
  return { value, seconds: Number(nowNs() - t0) / 1e9 };
}

export function rate(count: number, seconds: number): number {
  return seconds > 0 ? count / seconds : Number.POSITIVE_INFINITY;
}

/** The q-quantile (0..1) of the values, nearest-rank on a sorted copy. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}

export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

/** Forces a full collection when the process runs with --expose-gc (the runner passes it), so
 * garbage of a fixture step is not collected inside the next timed section. */
export function collectGarbage(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) {
    gc();
    gc();
  }
}
