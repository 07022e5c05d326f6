// The debug view of the actor system (the getActorState API). Service actors keep their own
// figures in context (mailbox, counts, last error, recent events), so the view reads those from
// the live snapshots; for any other machine in the system (a hand-written statechart, one machine
// per peer, the sync machine) the `inspect` observer counts the events it receives and keeps the
// recent ones. The result is JSON-safe.
import type { AnyActorRef, InspectionEvent } from 'xstate';
import { toJsonSafe, type JsonValue } from './json-safe.js';
import { isServiceSnapshot, serviceStats, type LastError } from './service-actor.js';

export interface DebugError {
  readonly name: string;
  readonly message: string;
  readonly code?: string | number;
  readonly messageType?: string;
  /** ISO 8601. */
  readonly at?: string;
}

/** A machine below an actor (per-peer machine, sync machine, ticker). */
export interface MachineDebugInfo {
  readonly id: string;
  readonly status: string;
  readonly state: JsonValue;
  readonly context: JsonValue;
  readonly eventsReceived: number;
  readonly recentEvents: readonly string[];
  readonly error: DebugError | null;
  readonly children: Readonly<Record<string, MachineDebugInfo>>;
}

/** One registered actor. */
export interface ActorDebugInfo {
  readonly systemId: string;
  /** active | done | error | stopped */
  readonly status: string;
  readonly state: JsonValue;
  /** Messages queued plus the one in flight. */
  readonly mailboxDepth: number;
  readonly queued: number;
  readonly inFlight: string | null;
  /** Messages handled (for non-service machines: events received). */
  readonly messagesProcessed: number;
  readonly failed: number;
  readonly lastError: DebugError | null;
  readonly recentEvents: readonly string[];
  readonly children: Readonly<Record<string, MachineDebugInfo>>;
}

export interface InspectorOptions {
  /** Recent events kept per non-service machine (default 20). */
  readonly recentLimit?: number;
}

interface Tracked {
  received: number;
  recent: string[];
}

type Snap = { status?: string; value?: unknown; context?: unknown; children?: Record<string, AnyActorRef>; error?: unknown };

function lastErrorView(e: LastError | null): DebugError | null {
  if (!e) return null;
  return {
    name: e.name,
    message: e.message,
    ...(e.code !== undefined ? { code: e.code } : {}),
    messageType: e.messageType,
    at: new Date(e.at).toISOString(),
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
  private readonly tracked = new WeakMap<object, Tracked>();
  private readonly sources = new Map<string, ChildSource>();
  private root: AnyActorRef | undefined;
  private registered: ReadonlyMap<string, AnyActorRef> | undefined;

  constructor(options: InspectorOptions = {}) {
    this.recentLimit = options.recentLimit ?? 20;
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
    t.recent.push(event.event.type);
    if (t.recent.length > this.recentLimit) t.recent.shift();
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

  /** Per registered actor: state, mailbox, counts, last error, recent events, child machines. */
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
      return {
        systemId,
        status,
        state: toJsonSafe(snap.value),
        mailboxDepth: s.mailboxDepth,
        queued: s.queued,
        inFlight: s.inFlight,
        messagesProcessed: s.processed,
        failed: s.failed,
        lastError: crash ?? lastErrorView(s.lastError),
        recentEvents: [...s.recentEvents],
        children: this.withSourced(systemId, this.childrenInfo(snap, true)),
      };
    }
    const t = this.tracked.get(ref);
    return {
      systemId,
      status,
      state: toJsonSafe(snap.value ?? null),
      mailboxDepth: 0,
      queued: 0,
      inFlight: null,
      messagesProcessed: t?.received ?? 0,
      failed: crash ? 1 : 0,
      lastError: crash,
      recentEvents: t ? [...t.recent] : [],
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
      recentEvents: t ? [...t.recent] : [],
      error: status === 'error' ? errorView(snap.error) : null,
      children: this.childrenInfo(snap, isServiceSnapshot(snap)),
    };
  }
}

export function createInspector(options?: InspectorOptions): ActorInspector {
  return new ActorInspector(options);
}
