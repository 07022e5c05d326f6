// The clock behind every `after` delay and ask timeout. Production runs on the real timers; tests
// pass XState's SimulatedClock at createActor time and move time with `clock.increment(ms)`, so a
// test of a 20 s expiry or a 60 s block time runs in microseconds and never sleeps.
import { SimulatedClock } from 'xstate';

/** What XState's scheduler needs (setTimeout/clearTimeout), plus `now()` for timestamps. */
export interface Clock {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  now(): number;
}

/** Real time. Timers are unref'ed only where the caller asks (see `unrefTimeout`). */
export const systemClock: Clock = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

/** A simulated clock starting at `startMs` (default 0): time moves only by `increment`/`set`. */
export function createSimulatedClock(startMs = 0): SimulatedClock {
  const clock = new SimulatedClock();
  if (startMs !== 0) clock.set(startMs);
  return clock;
}

/**
 * Starts a timer that does not keep the process alive on its own (for guards such as ask
 * timeouts). Simulated clocks have nothing to unref.
 */
export function unrefTimeout(clock: Clock, fn: () => void, ms: number): unknown {
  const id = clock.setTimeout(fn, ms);
  (id as { unref?: () => void } | null)?.unref?.();
  return id;
}

export { SimulatedClock };
