// A periodic timer as a pure machine: every `intervalMs` it performs the named action `tick`,
// which by default sends the configured event (TICK unless told otherwise) to its parent. The
// forger uses one to try forging every N ms, the mempool one to drop expired transactions.
// Time comes from the actor system's clock, so tests drive it with SimulatedClock.increment().
// Note: each tick re-arms the timer from the moment it fired, so with a simulated clock advance
// one interval at a time to see one tick per interval.
import { assign, sendParent, setup, type EventObject } from 'xstate';

export interface TickerInput {
  /** Milliseconds between ticks (> 0). */
  readonly intervalMs: number;
  /** Sent to the parent on every tick (default `{ type: 'TICK' }`). */
  readonly event?: EventObject;
  /** Start paused (RESUME starts it). */
  readonly paused?: boolean;
}

export interface TickerContext {
  readonly intervalMs: number;
  readonly event: EventObject;
  readonly startPaused: boolean;
  /** Ticks so far (visible in debug snapshots). */
  readonly ticks: number;
}

export type TickerEvent =
  | { readonly type: 'PAUSE' }
  | { readonly type: 'RESUME' }
  /** Changes the interval; a running ticker restarts its current wait with the new interval. */
  | { readonly type: 'SET_INTERVAL'; readonly intervalMs: number };

export const TICK = { type: 'TICK' } as const;

function checkInterval(ms: number): number {
  // A zero or negative delay would re-arm itself forever within one instant.
  if (!Number.isFinite(ms) || ms <= 0) throw new RangeError(`ticker interval must be a positive number of ms, got ${ms}`);
  return ms;
}

export const tickerMachine = setup({
  types: {
    input: {} as TickerInput,
    context: {} as TickerContext,
    events: {} as TickerEvent,
  },
  delays: {
    interval: ({ context }) => context.intervalMs,
  },
  guards: {
    startsPaused: ({ context }) => context.startPaused,
  },
  actions: {
    tick: sendParent(({ context }) => context.event),
    countTick: assign({ ticks: ({ context }) => context.ticks + 1 }),
    setInterval: assign({
      intervalMs: ({ context, event }) =>
        event.type === 'SET_INTERVAL' ? checkInterval(event.intervalMs) : context.intervalMs,
    }),
  },
}).createMachine({
  id: 'ticker',
  context: ({ input }) => ({
    intervalMs: checkInterval(input.intervalMs),
    event: input.event ?? TICK,
    startPaused: input.paused ?? false,
    ticks: 0,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'startsPaused', target: 'paused' }, { target: 'running' }],
    },
    running: {
      after: {
        interval: { target: 'running', reenter: true, actions: ['countTick', 'tick'] },
      },
      on: {
        PAUSE: 'paused',
        SET_INTERVAL: { target: 'running', reenter: true, actions: 'setInterval' },
      },
    },
    paused: {
      on: {
        RESUME: 'running',
        SET_INTERVAL: { actions: 'setInterval' },
      },
    },
  },
});

/** A child spec for `createServiceMachine({ children })`: a ticker sending `event` to the actor. */
export function tickerChild(intervalMs: number, event: EventObject = TICK, paused = false) {
  return { logic: tickerMachine, input: { intervalMs, event, paused } satisfies TickerInput };
}
