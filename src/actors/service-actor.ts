// The generic "service actor": an XState machine that owns one mailbox and handles its messages
// strictly one at a time, so the state behind its handlers (chain, pool, forger) changes in a
// serial order even when handlers are async. The work itself is done by the named actor `handle`,
// which the composition root plugs in (and tests swap) with `.provide({ actors: { handle } })`.
//
//   idle --(message)--> busy: run(current) on `handle` --(@task.done | @task.failed: reply)-->
//     next queued message (stay busy) | idle | stopped (when draining)
//   while busy, new messages are queued; '@service.drain' stops accepting, rejects what is
//   queued, lets the message in flight finish, then the machine reaches its final state `stopped`.
//
// `handle` is one long-lived callback actor per service actor (invoked at the machine's root),
// not a promise actor per message: creating and stopping an XState actor for every message cost
// about as much as the rest of the mailbox together (see bench/actor-mailbox.ts). The machine
// still decides what runs when: it sends `handle` exactly one `@task.run` at a time.
//
// A message that finds the mailbox idle is run inline when `handle` was built by fromHandler
// (fromHandlers, fromCalls): the machine calls that very handler function from the transition
// that accepts the message, so a handler that answers synchronously (or detached) costs one
// targetless transition instead of two state changes, a send to `handle` and its answer back
// (5-9 µs of CPU per message instead of 30-44 on the 2-core test machine: docs/performance.md,
// section 1). A handler that returns a promise moves the machine to busy within the same step,
// so nothing else runs before it ends.
import {
  assign,
  enqueueActions,
  sendTo,
  setup,
  stopChild,
  type ActorRefFrom,
  type AnyActorLogic,
  type AnyActorRef,
  type SnapshotFrom,
} from 'xstate';
import { AskTargetStoppedError, NoHandlerError } from './errors.js';
import type { Envelope, HandlerTable, Message, Replies, ReplyTo } from './protocol.js';
import { emptyQueue, enqueue, nextLive, queueToArray, type Queue } from './queue.js';
import {
  describeError,
  pushBounded,
  pushRecent,
  RECENT_ERRORS_KEPT,
  registerDescriber,
  type LastError,
  type RecentEvent,
  type ServiceDescriber,
} from './service-stats.js';
import { ServiceControl, isMessageType, type ServiceEvent, type SpawnChildEvent, type StopChildEvent } from './service-events.js';
import {
  actorName,
  DETACHED,
  fromHandler,
  fromHandlers,
  handlerContext,
  inlineHandlerOf,
  isDetachedOutput,
  isDetachedWork,
  isThenable,
  TASK_DONE,
  TASK_FAILED,
  TASK_RUN,
  type HandleLogic,
  type HandlerFn,
  type TaskResultEvent,
  type TaskRunEvent,
} from './service-handler.js';

// The events, the handler actor and the debug figures live in service-events.ts,
// service-handler.ts and service-stats.ts; re-exported so every import of them stays one path.
export * from './service-events.js';
export {
  actorName,
  detached,
  fromHandler,
  fromHandlers,
  handlerContext,
  TASK_DONE,
  TASK_FAILED,
  TASK_RUN,
  type HandleInput,
  type HandleLogic,
  type TaskDoneEvent,
  type TaskFailedEvent,
  type TaskResultEvent,
  type TaskRunEvent,
} from './service-handler.js';
export {
  isServiceSnapshot,
  serviceStats,
  type LastError,
  type RecentEvent,
  type ServiceDescriber,
  type ServiceStats,
} from './service-stats.js';

// ---------------------------------------------------------------------------------------------
// Context

export interface ServiceContext<M extends Message, R extends Replies<M>> {
  /** Marks a service actor's context (the inspector and `stop()` rely on it). */
  readonly kind: 'service';
  readonly name: string;
  /** Messages waiting; the one in flight is `current`. */
  readonly queue: Queue<Envelope<M>>;
  readonly current: Envelope<M> | null;
  /** Epoch milliseconds at which `current` started (meaningless while it is null). */
  readonly since: number;
  readonly accepting: boolean;
  /** Messages handled, successfully or not. */
  readonly processed: number;
  readonly failed: number;
  /** Queued requests dropped because their caller had stopped waiting. */
  readonly skipped: number;
  readonly lastError: LastError | null;
  /** The last few failures, oldest first. */
  readonly recentErrors: readonly LastError[];
  /** The most recent events received (runs of one type collapsed), oldest first. */
  readonly recent: readonly RecentEvent[];
  readonly recentLimit: number;
  /** Type-level only (never set): lets `ask` infer messages and replies from an actor ref. */
  readonly protocol?: { readonly messages: M; readonly replies: R };
}

export interface ChildSpec {
  readonly logic: AnyActorLogic;
  readonly input?: unknown;
}

export interface ServiceMachineOptions<M extends Message, R extends Replies<M>> {
  /** The machine id; also the actor's name in errors when it has no systemId. */
  readonly id: string;
  /** Default implementation of `handle`; without it every message fails with NoHandlerError. */
  readonly handlers?: HandlerTable<M, R>;
  /** How many recent event types to keep (default 20). */
  readonly recentLimit?: number;
  /** Children spawned when the actor starts, by id (tickers, sub-machines). */
  readonly children?: Readonly<Record<string, ChildSpec>>;
  /** Timestamps for errors, recent events and the message in flight (default Date.now). */
  readonly now?: () => number;
  /** Describes the service's domain state for the debug view (see ServiceDescriber). */
  readonly describe?: ServiceDescriber;
}

// XState types `spawnChild` against the machine's declared actors; children given as logic
// objects at run time (peers, tickers) are not declared, so the call is typed loosely here.
type LooseSpawn = (logic: AnyActorLogic, options: { id: string; input?: unknown }) => void;
function spawnDynamic(spawn: unknown, id: string, logic: AnyActorLogic, input: unknown): void {
  (spawn as LooseSpawn)(logic, { id, input });
}

function settle(replyTo: ReplyTo | undefined, ok: boolean, value: unknown): void {
  if (!replyTo) return;
  // A caller's callback must never break the actor.
  try {
    if (ok) replyTo.resolve(value);
    else replyTo.reject(value);
  } catch {
    /* the caller's problem, not the actor's */
  }
}

/** Internal: raised when an accepted message keeps the mailbox busy (a promise handler, or a
 * message for a hand-written `handle`): the machine enters `busy` in the same step. */
const INFLIGHT = '@task.inflight' as const;

/** The inline handler of each running service actor: its `handle` child's function, or null for
 * a hand-written `handle` (looked up once; the child lives as long as the actor). */
const inlineHandlers = new WeakMap<AnyActorRef, HandlerFn | null>();

function inlineHandler(self: AnyActorRef): HandlerFn | null {
  let fn = inlineHandlers.get(self);
  if (fn === undefined) {
    const children = (self.getSnapshot() as { children?: Record<string, unknown> }).children;
    fn = inlineHandlerOf(children?.['handle']) ?? null;
    inlineHandlers.set(self, fn);
  }
  return fn;
}

// ---------------------------------------------------------------------------------------------
// The machine

/**
 * Builds a service actor machine for messages `M` with replies `R`.
 *
 * The machine is pure; all work happens in the `handle` actor. Plug the real handlers in with
 * `machine.provide({ actors: { handle: fromHandlers(table) } })` (or pass `handlers` here).
 */
export function createServiceMachine<M extends Message, R extends Replies<M> = Replies<M>>(
  options: ServiceMachineOptions<M, R>,
) {
  const recentLimit = options.recentLimit ?? 20;
  const now = options.now ?? Date.now;
  const children = Object.entries(options.children ?? {});
  const defaultHandle: HandleLogic<M> = options.handlers
    ? fromHandlers(options.handlers)
    : fromHandler<M>((message, ctx) => {
      throw new NoHandlerError(actorName(ctx.self), message.type);
    });

  type Ctx = ServiceContext<M, R>;
  type Ev = ServiceEvent<M>;
  // Events as the actions see them: any member of the union, plus XState's own events.
  type AnyEv = { type: string; replyTo?: ReplyTo; output?: unknown; error?: unknown; actorId?: string };
  // What the context becomes after a failed message (before moving on).
  const failure = (context: Ctx, event: AnyEv, messageType = context.current?.type ?? '?') => {
    const lastError = describeError(event.error, messageType, now());
    return {
      processed: context.processed + 1,
      failed: context.failed + 1,
      lastError,
      recentErrors: pushBounded(context.recentErrors, lastError, RECENT_ERRORS_KEPT),
    };
  };
  // Nothing live is left to run: only abandoned requests can remain queued, so drop them.
  const rest = (context: Ctx) => ({
    current: null,
    queue: emptyQueue<Envelope<M>>(),
    skipped: context.skipped + context.queue.size,
  });
  const run = sendTo('handle', ({ context }: { context: Ctx }): TaskRunEvent<M> => ({ type: TASK_RUN, message: context.current! }));

  return setup({
    types: {
      context: {} as Ctx,
      events: {} as Ev | TaskResultEvent | { type: typeof INFLIGHT },
      output: {} as { processed: number; failed: number },
    },
    actors: { handle: defaultHandle },
    guards: {
      isAcceptedMessage: ({ context, event }) => context.accepting && isMessageType(event.type),
      isMessage: ({ event }) => isMessageType(event.type),
      hasNext: ({ context }) => nextLive(context.queue) !== undefined,
      isDraining: ({ context }) => !context.accepting,
    },
    actions: {
      // An accepted message while idle: run inline when `handle` has a handler function, else
      // (a hand-written `handle`) hand it over as a queued message would be.
      accept: enqueueActions(({ context, event, self, enqueue }) => {
        const message = event as Envelope<M>;
        const at = now();
        const recent = pushRecent(context.recent, message.type, at, context.recentLimit);
        const fn = inlineHandler(self);
        if (fn === null) {
          enqueue.assign({ current: message, since: at, recent });
          enqueue.raise({ type: INFLIGHT } as never);
          enqueue.sendTo('handle', { type: TASK_RUN, message } satisfies TaskRunEvent<M>);
          return;
        }
        let result: unknown;
        try {
          result = fn(message, handlerContext(self));
        } catch (error) {
          settle(message.replyTo, false, error);
          enqueue.assign({ recent, ...failure(context, { type: TASK_FAILED, error }, message.type) });
          return;
        }
        if (!isThenable(result)) {
          settle(message.replyTo, true, result);
          enqueue.assign({ recent, processed: context.processed + 1 });
          return;
        }
        if (isDetachedWork(result)) {
          // The mailbox moves on; this caller hears when the work is done.
          result.then((value) => settle(message.replyTo, true, value), (error: unknown) => settle(message.replyTo, false, error));
          enqueue.assign({ recent, processed: context.processed + 1 });
          return;
        }
        // A promise: the mailbox waits for it, as for a message run by `handle`.
        enqueue.assign({ current: message, since: at, recent });
        enqueue.raise({ type: INFLIGHT } as never);
        result.then(
          (output) => sendResult(self, { type: TASK_DONE, output }),
          (error: unknown) => sendResult(self, { type: TASK_FAILED, error }),
        );
      }),
      enqueue: assign(({ context, event }) => ({
        queue: enqueue(context.queue, event as Envelope<M>),
        recent: pushRecent(context.recent, event.type, now(), context.recentLimit),
      })),
      record: assign(({ context, event }) => ({
        recent: pushRecent(context.recent, event.type, now(), context.recentLimit),
      })),
      refuse: ({ context, event }) => {
        settle((event as AnyEv).replyTo, false, new AskTargetStoppedError(context.name, event.type));
      },
      deliverResult: ({ context, event }) => {
        const output = (event as AnyEv).output;
        const replyTo = context.current?.replyTo;
        if (isDetachedOutput(output)) {
          // The mailbox moves on; this caller hears when the work is done.
          output[DETACHED].then((value) => settle(replyTo, true, value), (error: unknown) => settle(replyTo, false, error));
        } else settle(replyTo, true, output);
      },
      deliverError: ({ context, event }) => {
        settle(context.current?.replyTo, false, (event as AnyEv).error);
      },
      // Bookkeeping after a message, merged into one assign per outcome (each assign copies the
      // context and snapshot; this runs for every message).
      okThenNext: assign(({ context }) => {
        const [current, queue, skipped] = nextLive(context.queue)!;
        return { processed: context.processed + 1, current, since: now(), queue, skipped: context.skipped + skipped };
      }),
      okThenRest: assign(({ context }) => ({
        processed: context.processed + 1,
        ...rest(context),
      })),
      failedThenNext: assign(({ context, event }) => {
        const [current, queue, skipped] = nextLive(context.queue)!;
        return { ...failure(context, event as AnyEv), current, since: now(), queue, skipped: context.skipped + skipped };
      }),
      failedThenRest: assign(({ context, event }) => ({
        ...failure(context, event as AnyEv),
        ...rest(context),
      })),
      rest: assign(({ context }) => rest(context)),
      run,
      stopAccepting: assign({ accepting: false }),
      // `handle` itself died (not a handler error: those arrive as @task.failed). Nothing can run
      // any more, so every waiting caller gets the error and the actor stops.
      failAll: ({ context, event }) => {
        const error = (event as AnyEv).error;
        settle(context.current?.replyTo, false, error);
        for (const message of queueToArray(context.queue)) settle(message.replyTo, false, error);
      },
      rejectQueued: ({ context }) => {
        for (const message of queueToArray(context.queue)) {
          settle(message.replyTo, false, new AskTargetStoppedError(context.name, message.type));
        }
      },
      clearQueue: assign({ queue: () => emptyQueue<Envelope<M>>() }),
      clearCurrent: assign({ current: null }),
      spawnRequested: enqueueActions(({ enqueue: act, event, self }) => {
        const spawn = event as SpawnChildEvent;
        // Spawning over a live child of the same id would orphan it.
        if ((self.getSnapshot().children as Record<string, unknown>)[spawn.id]) act.stopChild(spawn.id);
        spawnDynamic(act.spawnChild, spawn.id, spawn.logic, spawn.input);
      }),
      stopRequested: stopChild(({ event }) => (event as StopChildEvent).id),
      recordChildError: assign(({ context, event }) => {
        const lastError = describeError((event as AnyEv).error, `child:${(event as AnyEv).actorId ?? '?'}`, now());
        return { lastError, recentErrors: pushBounded(context.recentErrors, lastError, RECENT_ERRORS_KEPT) };
      }),
      registerDescriber: ({ self }) => {
        if (options.describe) registerDescriber(self, options.describe);
      },
      spawnConfiguredChildren: enqueueActions(({ enqueue: act }) => {
        for (const [id, spec] of children) spawnDynamic(act.spawnChild, id, spec.logic, spec.input);
      }),
    },
  }).createMachine({
    id: options.id,
    context: ({ self }) => ({
      kind: 'service' as const,
      name: (self as { systemId?: string }).systemId ?? options.id,
      queue: emptyQueue<Envelope<M>>(),
      current: null,
      since: 0,
      accepting: true,
      processed: 0,
      failed: 0,
      skipped: 0,
      lastError: null,
      recentErrors: [],
      recent: [],
      recentLimit,
    }),
    entry: ['registerDescriber', 'spawnConfiguredChildren'],
    initial: 'idle',
    invoke: { id: 'handle', src: 'handle', input: ({ self }) => ({ service: self }) },
    // Transitions are spelled out per state (no eventless routing) because every message passes
    // through here: fewer microsteps per message is most of the mailbox's per-message cost.
    on: {
      [ServiceControl.spawn]: { actions: ['record', 'spawnRequested'] },
      [ServiceControl.stopChild]: { actions: ['record', 'stopRequested'] },
      'xstate.error.actor.handle': {
        target: '.stopped',
        actions: ['failAll', 'recordChildError', 'stopAccepting', 'clearQueue', 'clearCurrent'],
      },
      // A failed child must not take its parent down: note it and carry on.
      'xstate.error.actor.*': { actions: 'recordChildError' },
    } as never,
    states: {
      idle: {
        on: {
          [ServiceControl.drain]: { target: 'stopped', actions: ['record', 'stopAccepting'] },
          [INFLIGHT]: { target: 'busy' },
          '*': [
            { guard: 'isAcceptedMessage', actions: 'accept' },
            { guard: 'isMessage', actions: ['record', 'refuse'] },
          ],
        } as never,
      },
      busy: {
        on: {
          [TASK_DONE]: [
            { guard: 'hasNext', actions: ['deliverResult', 'okThenNext', 'run'] },
            { guard: 'isDraining', target: 'stopped', actions: ['deliverResult', 'okThenRest'] },
            { target: 'idle', actions: ['deliverResult', 'okThenRest'] },
          ],
          [TASK_FAILED]: [
            { guard: 'hasNext', actions: ['deliverError', 'failedThenNext', 'run'] },
            { guard: 'isDraining', target: 'stopped', actions: ['deliverError', 'failedThenRest'] },
            { target: 'idle', actions: ['deliverError', 'failedThenRest'] },
          ],
          [ServiceControl.drain]: { actions: ['record', 'rejectQueued', 'stopAccepting', 'clearQueue'] },
          '*': [
            { guard: 'isAcceptedMessage', actions: 'enqueue' },
            { guard: 'isMessage', actions: ['record', 'refuse'] },
          ],
        } as never,
      },
      stopped: { type: 'final' },
    },
    output: ({ context }) => ({ processed: context.processed, failed: context.failed }),
  });
}

/** Reports an inline promise handler's outcome to its actor, as `handle` would (nothing when the
 * actor has stopped meanwhile: its callers were told so). */
function sendResult(self: AnyActorRef, event: TaskResultEvent): void {
  if ((self.getSnapshot() as { status?: string }).status === 'active') self.send(event);
}

export type ServiceMachine<M extends Message, R extends Replies<M> = Replies<M>> =
  ReturnType<typeof createServiceMachine<M, R>>;

/** A running service actor with messages `M` and replies `R`. */
export type ServiceRef<M extends Message, R extends Replies<M> = Replies<M>> = ActorRefFrom<ServiceMachine<M, R>>;

export type ServiceSnapshot<M extends Message, R extends Replies<M> = Replies<M>> = SnapshotFrom<ServiceMachine<M, R>>;
