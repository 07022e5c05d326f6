// The debug view of the actor system (the getActorState API). Service actors keep their own
// figures in context (mailbox, message in flight and since when, counts, failures, recent events),
// so the view reads those from the live snapshots, plus the domain state their service describes
// (service-stats.ts, ServiceDescriber); for any other machine in the system (a hand-written
// statechart, one machine per peer, the sync machine) the `inspect` observer counts the events it
// receives and keeps the recent ones. The result is JSON-safe.
import type { AnyActorRef, InspectionEvent } from 'xstate';
import { toJsonSafe, type JsonValue } from './json-safe.js';
import {
  describeService,
  isServiceSnapshot,
  pushRecent,
  queuedTypeCounts,
  serviceStats,
  type LastError,
  type RecentEvent,
} from './service-stats.js';

export interface DebugError {
  readonly name: string;
  readonly message: string;
  readonly code?: string | number;
  readonly messageType?: string;
  /** ISO 8601. */
  readonly at?: string;
}

/** A run of consecutive events of one type; `count` and `lastAt` only for runs longer than one. */
export interface RecentEventView {
  readonly type: string;
  /** ISO 8601: the run's first event. */
  readonly at: string;
  readonly count?: number;
  /** ISO 8601: the run's last event. */
  readonly lastAt?: string;
}

/** The message a service actor is handling. */
export interface InFlightView {
  readonly type: string;
  /** ISO 8601. */
  readonly since: string;
  readonly ageMs: number;
}

/** A machine below an actor (per-peer machine, sync machine, ticker). */
export interface MachineDebugInfo {
  readonly id: string;
  readonly status: string;
  readonly state: JsonValue;
  readonly context: JsonValue;
  readonly eventsReceived: number;
  readonly recentEvents: readonly RecentEventView[];
  readonly error: DebugError | null;
  readonly children: Readonly<Record<string, MachineDebugInfo>>;
}

/** One registered actor. */
export interface ActorDebugInfo {
  readonly systemId: string;
  /** active | done | error | stopped */
  readonly status: string;
  /** The mailbox machine's state (idle, busy, stopped), or a plain machine's state value. */
  readonly state: JsonValue;
  /** The domain state its service describes (tip, pool, forging, peers); null when none. */
  readonly domain: JsonValue;
  /** Messages queued plus the one in flight. */
  readonly mailboxDepth: number;
  readonly queued: number;
  readonly inFlight: InFlightView | null;
  /** Queued messages counted by type (over the first QUEUED_TYPES_COUNTED of them). */
  readonly queuedTypes: Readonly<Record<string, number>>;
  /** Messages handled (for non-service machines: events received). */
  readonly messagesProcessed: number;
  readonly failed: number;
  /** Queued requests dropped unhandled because their caller had stopped waiting. */
  readonly skipped: number;
  readonly lastError: DebugError | null;
  /** The last few failures with their times, oldest first. */
  readonly recentErrors: readonly DebugError[];
  readonly recentEvents: readonly RecentEventView[];
  readonly children: Readonly<Record<string, MachineDebugInfo>>;
}

/** The fields of ActorDebugInfo shown for every actor at once (getActorState without `actor`). */
export const SUMMARY_FIELDS = [
  'systemId', 'status', 'state', 'domain', 'mailboxDepth', 'queued', 'inFlight', 'messagesProcessed', 'failed', 'lastError',
] as const satisfies readonly (keyof ActorDebugInfo)[];

export type ActorSummary = Pick<ActorDebugInfo, (typeof SUMMARY_FIELDS)[number]>;

export function summarizeActor(info: ActorDebugInfo): ActorSummary {
  return Object.fromEntries(SUMMARY_FIELDS.map((k) => [k, info[k]])) as unknown as ActorSummary;
}

/** How many queued messages the view counts by type: a mailbox thousands deep is cut there. */
export const QUEUED_TYPES_COUNTED = 1000;

export interface InspectorOptions {
  /** Recent events kept per non-service machine (default 20). */
  readonly recentLimit?: number;
  /** The wall clock of the view (ages of messages in flight, times of plain machines' events):
   * the clock service actors stamp with (default Date.now). */
  readonly now?: () => number;
}

interface Tracked {
  received: number;
  recent: readonly RecentEvent[];
}

type Snap = { status?: string; value?: unknown; context?: unknown; children?: Record<string, AnyActorRef>; error?: unknown };

const iso = (ms: number): string => new Date(ms).toISOString();

function recentView(events: readonly RecentEvent[]): RecentEventView[] {
  return events.map((e) => (e.count > 1 ? { type: e.type, at: iso(e.at), count: e.count, lastAt: iso(e.lastAt) } : { type: e.type, at: iso(e.at) }));
}

function lastErrorView(e: LastError | null): DebugError | null {
  if (!e) return null;
  return {
    name: e.name,
    message: e.message,
    ...(e.code !== undefined ? { code: e.code } : {}),
    messageType: e.messageType,
    at: iso(e.at),
  };
}

function errorView(error: unknown): DebugError {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return { name: error.name, message: error.message, ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}) };
  }
  return { name: typeof error, message: String(error) };
}

/**
 * Machines that belong to an actor but live outside the actor system (created with their own
 * createActor, e.g. per-peer machines kept by a peer table): listed with the actor's children.
 */
export type ChildSource = () => Iterable<AnyActorRef> | Readonly<Record<string, AnyActorRef>>;

export class ActorInspector {
  private readonly recentLimit: number;
  private readonly now: () => number;
  private readonly tracked = new WeakMap<object, Tracked>();
  private readonly sources = new Map<string, ChildSource>();
  private root: AnyActorRef | undefined;
  private registered: ReadonlyMap<string, AnyActorRef> | undefined;

  constructor(options: InspectorOptions = {}) {
    this.recentLimit = options.recentLimit ?? 20;
    this.now = options.now ?? Date.now;
  }

  /** The `inspect` observer to pass to createActor / createNodeSystem. */
  readonly observer = (event: InspectionEvent): void => {
    if (event.type !== '@xstate.event') return;
    const ref = event.actorRef as AnyActorRef;
    // Service actors count their own messages; their per-message `handle` children are noise.
    const parent = ref._parent;
    if (parent && ref.id === 'handle' && isServiceSnapshot(parent.getSnapshot())) return;
    if (isServiceSnapshot(ref.getSnapshot())) return;
    let t = this.tracked.get(ref);
    if (!t) {
      t = { received: 0, recent: [] };
      this.tracked.set(ref, t);
    }
    t.received++;
    t.recent = pushRecent(t.recent, event.event.type, this.now(), this.recentLimit);
  };

  /**
   * What to report on: the registered actors by systemId (kept after they stop), or else the
   * children of `root`.
   */
  attach(root: AnyActorRef, registered?: ReadonlyMap<string, AnyActorRef>): void {
    this.root = root;
    this.registered = registered;
  }

  /** Lists the machines `source` returns among the children of actor `systemId`. */
  addChildSource(systemId: string, source: ChildSource): void {
    this.sources.set(systemId, source);
  }

  /** Per registered actor: state, domain state, mailbox, counts, failures, recent events, child
   * machines. */
  debugSnapshot(): Record<string, ActorDebugInfo> {
    const out: Record<string, ActorDebugInfo> = {};
    if (!this.root) return out;
    const actors = this.registered ?? Object.entries((this.root.getSnapshot() as Snap).children ?? {});
    for (const [systemId, ref] of actors) {
      if (ref) out[systemId] = this.actorInfo(systemId, ref);
    }
    return out;
  }

  /** Debug info of one actor (registered or not). */
  actorInfo(systemId: string, ref: AnyActorRef): ActorDebugInfo {
    const snap = ref.getSnapshot() as Snap;
    const status = snap.status ?? 'active';
    const crash = status === 'error' ? errorView(snap.error) : null;
    if (isServiceSnapshot(snap)) {
      const s = serviceStats(snap);
      const since = s.inFlightSince;
      return {
        systemId,
        status,
        state: toJsonSafe(snap.value),
        domain: describeService(ref),
        mailboxDepth: s.mailboxDepth,
        queued: s.queued,
        inFlight: s.inFlight !== null && since !== null ? { type: s.inFlight, since: iso(since), ageMs: Math.max(0, this.now() - since) } : null,
        queuedTypes: queuedTypeCounts(snap, QUEUED_TYPES_COUNTED).counts,
        messagesProcessed: s.processed,
        failed: s.failed,
        skipped: s.skipped,
        lastError: crash ?? lastErrorView(s.lastError),
        recentErrors: [...s.recentErrors.map((e) => lastErrorView(e)!), ...(crash ? [crash] : [])],
        recentEvents: recentView(s.recentEvents),
        children: this.withSourced(systemId, this.childrenInfo(snap, true)),
      };
    }
    const t = this.tracked.get(ref);
    return {
      systemId,
      status,
      state: toJsonSafe(snap.value ?? null),
      domain: null,
      mailboxDepth: 0,
      queued: 0,
      inFlight: null,
      queuedTypes: {},
      messagesProcessed: t?.received ?? 0,
      failed: crash ? 1 : 0,
      skipped: 0,
      lastError: crash,
      recentErrors: crash ? [crash] : [],
      recentEvents: t ? recentView(t.recent) : [],
      children: this.withSourced(systemId, this.childrenInfo(snap, false)),
    };
  }

  private withSourced(systemId: string, children: Record<string, MachineDebugInfo>): Record<string, MachineDebugInfo> {
    const source = this.sources.get(systemId);
    if (!source) return children;
    const listed = source();
    const entries: [string, AnyActorRef][] = Symbol.iterator in listed
      ? [...(listed as Iterable<AnyActorRef>)].map((ref) => [ref.id, ref])
      : Object.entries(listed as Record<string, AnyActorRef>);
    for (const [id, ref] of entries) children[id] = this.machineInfo(id, ref);
    return children;
  }

  private childrenInfo(snap: Snap, isService: boolean): Record<string, MachineDebugInfo> {
    const out: Record<string, MachineDebugInfo> = {};
    for (const [id, child] of Object.entries(snap.children ?? {})) {
      // The in-flight handler of a service actor is reported as `inFlight`, not as a child.
      if (!child || (isService && id === 'handle')) continue;
      out[id] = this.machineInfo(id, child);
    }
    return out;
  }

  private machineInfo(id: string, ref: AnyActorRef): MachineDebugInfo {
    const snap = ref.getSnapshot() as Snap;
    const t = this.tracked.get(ref);
    const status = snap.status ?? 'active';
    return {
      id,
      status,
      state: toJsonSafe(snap.value ?? null),
      context: isServiceSnapshot(snap) ? toJsonSafe(serviceStats(snap)) : toJsonSafe(snap.context ?? null),
      eventsReceived: t?.received ?? 0,
      recentEvents: t ? recentView(t.recent) : [],
      error: status === 'error' ? errorView(snap.error) : null,
      children: this.childrenInfo(snap, isServiceSnapshot(snap)),
    };
  }
}

export function createInspector(options?: InspectorOptions): ActorInspector {
  return new ActorInspector(options);
}
