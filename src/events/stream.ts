// One client's stream, whatever carries it (SSE or WebSocket: a StreamTransport). It starts where
// the client asked (live, after an event id, or from a height), applies the client's filter, and
// enforces the slow-client rule through its Outbox: an event that would take the unsent backlog
// past maxBacklogBytes is not queued; the client gets one final `dropped` message telling where
// to resume, and is closed. So a client that does not read never grows the node's memory.
import type { EventHub } from './hub.js';
import type { EventFilter, LiveEvent, StreamRequest } from './interface.js';
import type { EventsOptions } from './options.js';
import { Outbox, type StreamTransport } from './outbox.js';
import { replayBlocks, type ReplayChain, type ReplayedEvent } from './replay.js';
import { ReplayView } from './replay-view.js';

export type { StreamTransport } from './outbox.js';

/** Why a stream ended on the node's side: the client's backlog passed the bound, the node is
 * stopping, or a replay could not read the chain. */
export type DropReason = 'backlog' | 'shutdown' | 'replayFailed';

export function matches(filter: EventFilter, event: Pick<LiveEvent, 'topic' | 'accounts'>): boolean {
  if (filter.topics !== undefined && !filter.topics.has(event.topic)) return false;
  if (filter.accounts === undefined) return true;
  for (const account of event.accounts) if (filter.accounts.has(account)) return true;
  return false;
}

export interface EventStreamModules {
  readonly hub: EventHub;
  readonly chain: ReplayChain;
  readonly now?: () => number;
  /** Called once when the stream ends, for whatever reason. */
  readonly onClosed?: (stream: EventStream) => void;
}

export class EventStream {
  readonly #opts: EventsOptions;
  readonly #request: StreamRequest;
  readonly #outbox: Outbox;
  readonly #m: EventStreamModules;
  readonly #now: () => number;
  #unsubscribe: (() => void) | undefined;
  #closed = false;
  /** Live events held while a replay from the chain runs (references, under the same bound). */
  #held: LiveEvent[] | undefined;
  #heldBytes = 0;
  /** The next height a replay would give: the resume point while it runs. */
  #replayNext: number | undefined;
  /** A fromHeight stream's blocks as its client has them: which block events it is given. */
  #view: ReplayView | undefined;

  constructor(opts: EventsOptions, request: StreamRequest, transport: StreamTransport, modules: EventStreamModules) {
    this.#opts = opts;
    this.#request = request;
    this.#outbox = new Outbox(transport, opts.maxBacklogBytes);
    this.#m = modules;
    this.#now = modules.now ?? Date.now;
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Most bytes this stream ever held for its client. */
  get peakBacklogBytes(): number {
    return this.#outbox.peakBacklogBytes;
  }

  /** Subscribes, and gives the client what it missed. The subscription and the snapshot of the
   * ring's missed events are one synchronous step, so no event is lost or given twice. */
  async start(): Promise<void> {
    const { hub } = this.#m;
    const start = this.#request.start;
    this.#unsubscribe = hub.subscribe((event) => this.#onLive(event));
    if (start.kind === 'live') {
      this.#outbox.sentThrough = hub.nextId - 1;
      return;
    }
    if (start.kind === 'afterId') {
      await this.#resumeFromRing(start.id);
      return;
    }
    this.#held = [];
    this.#outbox.sentThrough = hub.nextId - 1;
    this.#replayNext = start.height;
    const view = new ReplayView(start.height);
    this.#view = view;
    try {
      const sink = {
        closed: () => this.#closed,
        send: (event: ReplayedEvent) => this.#sendReplayed(event),
        replayed: (block: { readonly height: number; readonly id: bigint }) => {
          this.#replayNext = block.height + 1;
          view.covered(block.height, block.id);
        },
      };
      await replayBlocks(this.#m.chain, start.height, this.#opts.replayPageBlocks, sink, this.#now);
      if (!this.#closed) this.#releaseHeld();
    } catch (error) {
      // The chain could not be read (a stopping node, a store failure): the final message tells
      // the client the height the replay got to.
      if (!this.#closed) this.#finish('replayFailed', `the replay from the chain stopped: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** The heartbeat timer of all streams. */
  heartbeat(): void {
    this.#outbox.heartbeat();
  }

  /** The node stops: a final message, then the end. */
  shutdown(): void {
    if (!this.#closed) this.#finish('shutdown', 'the node is shutting down; reconnect to resume from the id (or height) given');
  }

  /** The client went away (or a WebSocket subscribe replaced the stream): stop sending. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#unsubscribe?.();
    this.#held = undefined;
    this.#outbox.close();
    this.#m.onClosed?.(this);
  }

  /** The kept events after `afterId`, paced by the client like a replay (a long absence may
   * have missed more than the bound: sent at once, it would be dropped before it got any, and
   * come back for the same again); live events are held meanwhile. */
  async #resumeFromRing(afterId: number): Promise<void> {
    const { hub } = this.#m;
    if (afterId >= hub.nextId) {
      this.#control({ topic: 'reset', reason: 'unknownId', lastEventId: afterId, nextEventId: hub.nextId, description: 'this node never gave that event id; events follow from now on' });
    } else if (afterId + 1 < hub.oldestId) {
      this.#control({
        topic: 'reset',
        reason: 'gap',
        lastEventId: afterId,
        oldestEventId: hub.oldestId,
        description: `events ${afterId + 1} to ${hub.oldestId - 1} are no longer kept (or came from an earlier run of the node); the kept ones follow. Read missed blocks with getBlocks, or reconnect with fromHeight`,
      });
    }
    this.#outbox.sentThrough = Math.min(afterId, hub.nextId - 1);
    const missed = hub.after(afterId);
    if (missed.length === 0) return;
    this.#held = [];
    for (const event of missed) {
      if (this.#closed) return;
      if (!matches(this.#request.filter, event)) {
        this.#outbox.skip(event.id);
        continue;
      }
      await this.#outbox.room(this.#opts.maxBacklogBytes / 2 - this.#heldBytes);
      if (this.#closed) return;
      if (!this.#outbox.push(event.json, event.id, event.bytes)) {
        this.#finish('backlog');
        return;
      }
    }
    this.#releaseHeld();
  }

  #onLive(event: LiveEvent): void {
    if (this.#closed) return;
    if (this.#held === undefined) {
      this.#deliverLive(event);
      return;
    }
    // Pushes and pops shape a replay's view even when the filter leaves them out: held too.
    const shapesView = this.#view !== undefined && (event.topic === 'block.pushed' || event.topic === 'block.popped');
    if (!shapesView && !matches(this.#request.filter, event)) return;
    this.#held.push(event);
    this.#heldBytes += event.bytes;
    // The chain moves on while the client reads its replay too slowly: held events count too.
    if (this.#heldBytes + this.#outbox.backlogBytes > this.#opts.maxBacklogBytes) this.#finish('backlog');
  }

  /** A live event after any catch-up: a fromHeight stream's view may skip it (replay-view.ts). */
  #deliverLive(event: LiveEvent): void {
    const view = this.#view;
    if (view !== undefined) {
      const admitted = view.admit(event);
      if (view.settled) this.#view = undefined;
      if (!admitted) {
        this.#outbox.skip(event.id);
        return;
      }
    }
    this.#deliver(event);
  }

  /** A live or ring event: queued if it matches, the stream dropped if it does not fit. */
  #deliver(event: LiveEvent): void {
    if (!matches(this.#request.filter, event)) {
      this.#outbox.skip(event.id);
      return;
    }
    if (!this.#outbox.push(event.json, event.id, event.bytes)) this.#finish('backlog');
  }

  /** A replayed event: paced by the client (waits while its backlog drains), never dropped. */
  async #sendReplayed(event: ReplayedEvent): Promise<void> {
    if (!matches(this.#request.filter, event)) return;
    await this.#outbox.room(this.#opts.maxBacklogBytes / 2 - this.#heldBytes);
    if (this.#closed) return;
    if (!this.#outbox.push(event.json, undefined, event.bytes)) this.#finish('backlog');
  }

  /** After a catch-up: the live events held meanwhile, less those a replay gave already. */
  #releaseHeld(): void {
    const held = this.#held ?? [];
    this.#held = undefined;
    this.#heldBytes = 0;
    this.#replayNext = undefined;
    for (const event of held) {
      if (this.#closed) return;
      this.#deliverLive(event);
    }
  }

  #control(fields: { readonly topic: string } & Record<string, unknown>): void {
    const { topic, ...rest } = fields;
    const json = JSON.stringify({ topic, time: this.#now(), ...rest });
    if (!this.#outbox.push(json, undefined, Buffer.byteLength(json))) this.#finish('backlog');
  }

  #finish(reason: DropReason, description?: string): void {
    const backlogBytes = this.#outbox.backlogBytes;
    const resume = this.#replayNext !== undefined ? { lastEventId: null, fromHeight: this.#replayNext } : { lastEventId: this.#outbox.sentThrough ?? null };
    const json = JSON.stringify({
      topic: 'dropped',
      time: this.#now(),
      reason,
      description: description ?? `the client did not read its events: ${backlogBytes} bytes were waiting, the bound is ${this.#opts.maxBacklogBytes}; reconnect to resume from the id (or height) given`,
      ...resume,
      backlogBytes,
      maxBacklogBytes: this.#opts.maxBacklogBytes,
    });
    this.#outbox.finish(json, reason);
    this.close();
  }
}
