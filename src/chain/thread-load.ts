// How busy the calling thread is with work other than verifying signatures, so a batch of
// signatures can be shared between it and the worker threads by what each has to spare.
//
// Measured from the event loop's utilisation (node:perf_hooks) over windows of WINDOW_MS, minus
// the time the thread itself spent verifying in that window. A node taking thousands of
// transactions per second spends most of its main thread parsing requests, admitting,
// forging and writing; verifying half of every batch there as well (the equal share) left the
// main thread saturated while the worker idled part of the time. It never changes a verdict:
// only which thread computes it.
import { performance, type EventLoopUtilization } from 'node:perf_hooks';

const WINDOW_MS = 500;

export class ThreadLoad {
  #window: EventLoopUtilization = performance.eventLoopUtilization();
  #verifyingMs = 0;
  /** The thread's spare share (0..1) as of the last full window; 1 until one has passed. */
  #spare = 1;

  /** Time this thread spent verifying (added to the current window). */
  verified(ms: number): void {
    this.#verifyingMs += ms;
  }

  /** The share of its time the thread can give to verifying (0..1), from the last window. */
  spare(): number {
    const delta = performance.eventLoopUtilization(this.#window);
    const total = delta.active + delta.idle;
    if (total >= WINDOW_MS) {
      const other = Math.max(0, delta.active - this.#verifyingMs) / total;
      this.#spare = Math.min(1, Math.max(0, 1 - other));
      this.#window = performance.eventLoopUtilization();
      this.#verifyingMs = 0;
    }
    return this.#spare;
  }
}

/** The calling thread's share of `n` jobs when `workers` worker threads take the rest: equal
 * shares when it is otherwise idle, none when its other work fills it. */
export function ownShare(n: number, workers: number, spare: number): number {
  return Math.min(n, Math.round((n * spare) / (workers + spare)));
}
