// The node's actor system: one root machine whose children are the registered actors, each
// spawned under its systemId in the order of the SystemId table. Which actors run, with which
// handlers, is decided by the caller (node.ts) passing machines with their handlers provided.
import {
  assign,
  createActor,
  enqueueActions,
  setup,
  type Actor,
  type AnyActorLogic,
  type AnyActorRef,
  type InspectionEvent,
} from 'xstate';
import { systemClock, unrefTimeout, type Clock } from '../machines/clock.js';
import { ActorNotRegisteredError } from './errors.js';
import { ActorInspector, type ChildSource } from './inspector.js';
import { isServiceSnapshot, ServiceControl } from './service-actor.js';
import { SYSTEM_IDS, type SystemIdType } from './system-ids.js';

/** An actor to run: its logic (usually a service machine with handlers provided), or that plus
 * input, and the machines it keeps outside the system (listed as its children in the debug view). */
export type ActorEntry = AnyActorLogic | { readonly logic: AnyActorLogic; readonly input?: unknown; readonly debugChildren?: ChildSource };

export interface NodeSystemOptions {
  readonly actors: Partial<Record<SystemIdType, ActorEntry>>;
  /** Clock for every `after` delay in the system (default: real time; tests: SimulatedClock). */
  readonly clock?: Clock;
  /** Extra inspection observer, attached for the system's whole life. */
  readonly inspect?: (event: InspectionEvent) => void;
  /**
   * Whether the built-in inspector observes events (default true). It only needs them for
   * machines that are not service actors (their event counts and recent events); service actors
   * report from their own context either way. Observing makes XState build an inspection record
   * for every event, which costs roughly a third of the mailbox throughput
   * (bench/actor-mailbox.ts); a node that must squeeze the mempool can turn it off here or at
   * run time with `setEventTracking(false)`.
   */
  readonly trackEvents?: boolean;
  /** Called when a registered actor crashes (an uncaught error in its machine, not a handler error). */
  readonly onActorFailure?: (systemId: string, error: unknown) => void;
  /** Recent events kept per non-service machine in the debug view (default 20). */
  readonly recentLimit?: number;
  /** Wall clock of the debug view: the one the service actors stamp with (default Date.now). */
  readonly now?: () => number;
}

export interface StopOptions {
  /** How long to wait for handlers in flight before stopping anyway (default 30 s, on the system's clock). */
  readonly timeoutMs?: number;
}

export type NodeSystemStatus = 'created' | 'running' | 'stopping' | 'stopped';

export interface NodeSystem {
  /** The registered actors, in start order. */
  readonly ids: readonly SystemIdType[];
  readonly status: NodeSystemStatus;
  readonly inspector: ActorInspector;
  /** The root actor (its children are the registered actors). */
  readonly root: AnyActorRef;
  /** Starts every actor (messages sent before start are handled after it). */
  start(): void;
  /**
   * Graceful stop, in reverse start order (dependents before what they depend on): each service
   * actor stops accepting, rejects its queued requests, finishes the message in flight and
   * stops; then the whole system stops. Resolves when everything is stopped.
   */
  stop(options?: StopOptions): Promise<void>;
  /** The actor registered as `systemId`; throws ActorNotRegisteredError if none. */
  get<T extends AnyActorRef = AnyActorRef>(systemId: SystemIdType): T;
  has(systemId: SystemIdType): boolean;
  /**
   * Lists machines that live outside the system (e.g. per-peer machines made with their own
   * createActor) among the children of `systemId` in the debug view.
   */
  addDebugChildren(systemId: SystemIdType, source: ChildSource): void;
  /** Turns the inspector's event observation on or off at run time. */
  setEventTracking(on: boolean): void;
  /** JSON-safe debug view per actor (the getActorState API). */
  debugSnapshot(): ReturnType<ActorInspector['debugSnapshot']>;
}

function entryOf(entry: ActorEntry): { logic: AnyActorLogic; input?: unknown; debugChildren?: ChildSource } {
  return 'logic' in entry && typeof (entry as { transition?: unknown }).transition !== 'function'
    ? (entry as { logic: AnyActorLogic; input?: unknown; debugChildren?: ChildSource })
    : { logic: entry as AnyActorLogic };
}

/** Waits until `ref` is no longer active (done, stopped or crashed). */
function whenStopped(ref: AnyActorRef): Promise<void> {
  return new Promise((resolve) => {
    if ((ref.getSnapshot() as { status?: string }).status !== 'active') return resolve();
    ref.subscribe({ complete: () => resolve(), error: () => resolve() });
  });
}

export function createNodeSystem(options: NodeSystemOptions): NodeSystem {
  const ids = SYSTEM_IDS.filter((id) => options.actors[id] !== undefined);
  const entries = ids.map((id) => [id, entryOf(options.actors[id]!)] as const);
  const onFailure = options.onActorFailure;
  const clock = options.clock ?? systemClock;

  const rootMachine = setup({
    types: {
      context: {} as { failures: Readonly<Record<string, string>> },
    },
    actions: {
      spawnActors: enqueueActions(({ enqueue }) => {
        const spawn = enqueue.spawnChild as unknown as (
          logic: AnyActorLogic,
          options: { id: string; systemId: string; input?: unknown },
        ) => void;
        for (const [id, entry] of entries) spawn(entry.logic, { id, systemId: id, input: entry.input });
      }),
      recordFailure: assign(({ context, event }) => {
        const e = event as unknown as { actorId?: string; error?: unknown };
        const message = e.error instanceof Error ? e.error.message : String(e.error);
        return { failures: { ...context.failures, [e.actorId ?? '?']: message } };
      }),
      reportFailure: ({ event }) => {
        const e = event as unknown as { actorId?: string; error?: unknown };
        onFailure?.(e.actorId ?? '?', e.error);
      },
    },
  }).createMachine({
    id: 'node',
    context: { failures: {} },
    entry: 'spawnActors',
    // One crashed actor must not stop the others: record it, tell node.ts, keep running.
    on: { 'xstate.error.actor.*': { actions: ['recordFailure', 'reportFailure'] } } as never,
  });

  const inspector = new ActorInspector({ recentLimit: options.recentLimit, ...(options.now ? { now: options.now } : {}) });
  for (const [id, entry] of entries) if (entry.debugChildren) inspector.addChildSource(id, entry.debugChildren);
  const root: Actor<typeof rootMachine> = createActor(rootMachine, {
    clock,
    ...(options.inspect ? { inspect: options.inspect } : {}),
  });
  let tracking: { unsubscribe(): void } | undefined;
  const setEventTracking = (on: boolean) => {
    if (on && !tracking) tracking = root.system.inspect(inspector.observer);
    if (!on && tracking) {
      tracking.unsubscribe();
      tracking = undefined;
    }
  };
  setEventTracking(options.trackEvents ?? true);

  // Refs are captured now: XState unregisters a systemId when its actor stops, but callers holding
  // a ref should get "stopped" answers, not "not registered" ones.
  const refs = new Map<SystemIdType, AnyActorRef>();
  for (const id of ids) {
    const ref = root.system.get(id) as AnyActorRef | undefined;
    if (ref) refs.set(id, ref);
  }
  inspector.attach(root, refs);

  let status: NodeSystemStatus = 'created';
  let stopping: Promise<void> | undefined;

  async function drainAll(timeoutMs: number): Promise<void> {
    let timer: unknown;
    const deadline = new Promise<void>((resolve) => {
      timer = unrefTimeout(clock, resolve, timeoutMs);
    });
    const drainInOrder = async () => {
      for (const id of [...ids].reverse()) {
        const ref = refs.get(id);
        if (!ref || !isServiceSnapshot(ref.getSnapshot())) continue;
        const stopped = whenStopped(ref);
        ref.send({ type: ServiceControl.drain });
        await stopped;
      }
    };
    try {
      await Promise.race([drainInOrder(), deadline]);
    } finally {
      clock.clearTimeout(timer);
    }
  }

  const system: NodeSystem = {
    ids,
    get status() {
      return status;
    },
    inspector,
    root,
    start() {
      if (status !== 'created') return;
      status = 'running';
      root.start();
    },
    stop(stopOptions = {}) {
      if (stopping) return stopping;
      if (status === 'created') {
        status = 'stopped';
        root.stop();
        return (stopping = Promise.resolve());
      }
      status = 'stopping';
      stopping = (async () => {
        await drainAll(stopOptions.timeoutMs ?? 30_000);
        const done = whenStopped(root);
        root.stop();
        await done;
        status = 'stopped';
      })();
      return stopping;
    },
    get<T extends AnyActorRef = AnyActorRef>(systemId: SystemIdType): T {
      const ref = refs.get(systemId);
      if (!ref) throw new ActorNotRegisteredError(systemId);
      return ref as T;
    },
    has(systemId) {
      return refs.has(systemId);
    },
    setEventTracking,
    addDebugChildren(systemId, source) {
      inspector.addChildSource(systemId, source);
    },
    debugSnapshot() {
      return inspector.debugSnapshot();
    },
  };
  return system;
}
