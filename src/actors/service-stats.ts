// What a service actor records about itself and how the debug view reads it back: its last and
// recent failures, its recent events (runs of one type collapsed, so a ticker firing every second
// does not push the one generateBlock of the minute out of the list), the figures read from its
// snapshot, and the description of its domain state that its service may give (`describe`).
// Kept apart from service-actor.ts, which is the mailbox machine itself.
import type { AnyActorRef } from 'xstate';
import { toJsonSafe, type JsonValue } from './json-safe.js';
import type { Message, Replies } from './protocol.js';
import { queueToArray } from './queue.js';
import type { ServiceContext } from './service-actor.js';

/** A failure of a handler (or of a child actor), JSON-safe. */
export interface LastError {
  readonly name: string;
  readonly message: string;
  /** The error's `code` when it has one (DomainError codes, errno strings). */
  readonly code?: string | number;
  /** The message type being handled, or `child:<id>` for a failed child actor. */
  readonly messageType: string;
  /** Epoch milliseconds. */
  readonly at: number;
}

/** A run of consecutive events of one type (a lone event is a run of one). */
export interface RecentEvent {
  readonly type: string;
  /** Epoch milliseconds of the run's first event. */
  readonly at: number;
  readonly count: number;
  /** Epoch milliseconds of the run's last event (equals `at` for a run of one). */
  readonly lastAt: number;
}

/** Failures kept per actor besides the last one (the debug view's `recentErrors`). */
export const RECENT_ERRORS_KEPT = 5;

export function describeError(error: unknown, messageType: string, at: number): LastError {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return {
      name: error.name,
      message: error.message,
      ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
      messageType,
      at,
    };
  }
  return { name: typeof error, message: String(error), messageType, at };
}

/** `list` plus `item`, keeping the newest `limit` (a new array: machine context is never mutated). */
export function pushBounded<T>(list: readonly T[], item: T, limit: number): readonly T[] {
  const next = list.length >= limit ? list.slice(list.length - limit + 1) : list.slice();
  next.push(item);
  return next;
}

/**
 * Records an event of `type` at `at`: extends the newest run when it has the same type, else
 * starts a run, keeping the newest `limit` runs. Collapsing runs is what keeps the list readable:
 * a forger that ticks every second would otherwise show twenty identical "tick"s and nothing else.
 */
export function pushRecent(recent: readonly RecentEvent[], type: string, at: number, limit: number): readonly RecentEvent[] {
  const last = recent.length > 0 ? recent[recent.length - 1]! : undefined;
  if (last !== undefined && last.type === type) {
    const next = recent.slice();
    next[next.length - 1] = { type, at: last.at, count: last.count + 1, lastAt: at };
    return next;
  }
  return pushBounded(recent, { type, at, count: 1, lastAt: at }, limit);
}

// ---------------------------------------------------------------------------------------------
// Reading a service actor's snapshot

type AnyServiceContext = ServiceContext<Message, Replies<Message>>;

/** True when `snapshot` is a service actor's snapshot. */
export function isServiceSnapshot(snapshot: unknown): snapshot is { status: string; value: unknown; context: AnyServiceContext } {
  const ctx = (snapshot as { context?: { kind?: unknown } } | undefined)?.context;
  return typeof ctx === 'object' && ctx !== null && ctx.kind === 'service';
}

/** Debug figures of a service actor, read from its snapshot (cheap: no walk of the queue beyond
 * its first ten messages, so a metrics scrape may call it often). */
export interface ServiceStats {
  readonly name: string;
  readonly accepting: boolean;
  /** Queued plus in flight. */
  readonly mailboxDepth: number;
  readonly queued: number;
  /** Type of the message being handled, if any. */
  readonly inFlight: string | null;
  /** Epoch milliseconds at which the message in flight started; null when idle. */
  readonly inFlightSince: number | null;
  readonly processed: number;
  readonly failed: number;
  readonly skipped: number;
  readonly lastError: LastError | null;
  /** The last few failures, oldest first (the last one included). */
  readonly recentErrors: readonly LastError[];
  readonly recentEvents: readonly RecentEvent[];
  /** Types of the first queued messages (up to 10). */
  readonly queuedTypes: readonly string[];
}

export function serviceStats(snapshot: { context: AnyServiceContext }): ServiceStats {
  const c = snapshot.context;
  return {
    name: c.name,
    accepting: c.accepting,
    mailboxDepth: c.queue.size + (c.current ? 1 : 0),
    queued: c.queue.size,
    inFlight: c.current ? c.current.type : null,
    inFlightSince: c.current ? c.since : null,
    processed: c.processed,
    failed: c.failed,
    skipped: c.skipped,
    lastError: c.lastError,
    recentErrors: c.recentErrors,
    recentEvents: c.recent,
    queuedTypes: queueToArray(c.queue, 10).map((m) => m.type),
  };
}

/** Queued messages counted by type, over the first `limit` of them (`counted` says how many
 * were looked at, so a reader knows when a very long queue was cut). */
export function queuedTypeCounts(snapshot: { context: AnyServiceContext }, limit = 1000): { counts: Record<string, number>; counted: number } {
  const counts = new Map<string, number>();
  const queued = queueToArray(snapshot.context.queue, limit);
  for (const m of queued) counts.set(m.type, (counts.get(m.type) ?? 0) + 1);
  // fromEntries defines own properties, so a message type such as '__proto__' stays a plain key.
  return { counts: Object.fromEntries(counts), counted: queued.length };
}

// ---------------------------------------------------------------------------------------------
// Domain state

/**
 * Describes the domain state behind a service actor (tip and height, pool size, forging
 * accounts...) for the debug view. It runs outside the mailbox, possibly while a handler is
 * half way through an async operation, so it must only read in-memory fields that are whole
 * between two synchronous steps: never await, never read the store, never change anything.
 * Never return secrets (keys, secret phrases): the view is shown to operators and logged.
 */
export type ServiceDescriber = () => unknown;

const describers = new WeakMap<AnyActorRef, ServiceDescriber>();

/** Called by the service machine when it starts (an entry action), with its `describe` option. */
export function registerDescriber(ref: AnyActorRef, describe: ServiceDescriber): void {
  describers.set(ref, describe);
}

/** The JSON-safe domain description of a service actor; null when its service gives none. A
 * failing describer shows as `{ describeFailed }` rather than breaking the whole view. */
export function describeService(ref: AnyActorRef): JsonValue {
  const describe = describers.get(ref);
  if (describe === undefined) return null;
  try {
    return toJsonSafe(describe());
  } catch (error) {
    return { describeFailed: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}
