// Limits of the live event stream (docs/events.md, "Limits"). Every figure bounds memory or time
// the node spends on clients it does not control, so each has a default and a reason.

export interface EventsOptions {
  /** Most recent events kept for resume by id (Last-Event-ID). */
  readonly ringEvents: number;
  /** Most bytes (event JSON, UTF-8) the ring keeps; the oldest go first past either bound. */
  readonly ringBytes: number;
  /** Unsent bytes the node holds for one client (its queued events plus its socket's unsent
   * bytes): past this, the client gets a final `dropped` message and is closed. Queued events are
   * shared references (outbox.ts), so this bounds what all slow clients together keep alive, not
   * a copy per client. It must exceed the largest burst of events made at once (a full block with
   * its confirmations and removals is about 350 KB; clearing a full default pool about 1.3 MB). */
  readonly maxBacklogBytes: number;
  /** Most streams open at once: SSE streams and WebSocket connections together (a WebSocket
   * holds its place from its upgrade to its close, subscribed or not); more get a JSON 503. Each
   * costs at most its socket's write window in copies (outbox.ts). */
  readonly maxStreams: number;
  /** A comment line (SSE) or a ping frame (WebSocket, with a stream or not) this often, so
   * proxies keep an idle stream open and a vanished WebSocket peer is noticed (no pong by the
   * next ping). */
  readonly heartbeatMs: number;
  /** How long a dropped client's socket is kept for its final message to drain before it is
   * destroyed (a client that does not read at all never takes it). */
  readonly dropLingerMs: number;
  /** Deepest `fromHeight` replay, in blocks below the tip: older history is read with getBlocks. */
  readonly maxReplayBlocks: number;
  /** Blocks read from the chain per step of a replay. */
  readonly replayPageBlocks: number;
  /** Most accounts one filter may name. */
  readonly maxFilterAccounts: number;
  /** Largest WebSocket message a client may send (subscribe messages are small). */
  readonly maxClientMessageBytes: number;
  /** Milliseconds the browser's EventSource waits before reconnecting (the SSE `retry:` field). */
  readonly reconnectMs: number;
}

export const EventsDefaults: EventsOptions = Object.freeze({
  ringEvents: 10_000,
  ringBytes: 16 * 1024 * 1024,
  maxBacklogBytes: 2 * 1024 * 1024,
  maxStreams: 256,
  heartbeatMs: 15_000,
  dropLingerMs: 5_000,
  maxReplayBlocks: 1440,
  replayPageBlocks: 100,
  maxFilterAccounts: 100,
  maxClientMessageBytes: 16 * 1024,
  reconnectMs: 3_000,
});

export const MIN_BACKLOG_BYTES = 128 * 1024;

/** The defaults with `overrides` applied; throws RangeError for a figure out of range. */
export function resolveEventsOptions(overrides: Partial<EventsOptions> = {}): EventsOptions {
  const opts = { ...EventsDefaults, ...overrides };
  for (const [name, value] of Object.entries(opts)) {
    if (!Number.isSafeInteger(value) || value < 1) throw new RangeError(`events option ${name} must be a positive integer, got ${String(value)}`);
  }
  // A stream writes to its socket in windows of up to a quarter of the bound; below this the
  // window would not fill a socket's 16 KiB buffer, whose drain is what paces the writes.
  if (opts.maxBacklogBytes < MIN_BACKLOG_BYTES) throw new RangeError(`events option maxBacklogBytes must be at least ${MIN_BACKLOG_BYTES}, got ${opts.maxBacklogBytes}`);
  return opts;
}
