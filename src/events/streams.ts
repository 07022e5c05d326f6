// The open streams of both transports: the cap on how many, one heartbeat timer for all of them
// (not one per client), and the end of all of them when the node stops. A WebSocket takes its
// place under the cap at its upgrade and keeps it until it closes, subscribed or not (its stream
// uses that place): an idle socket costs the node as much as a quiet stream, and is pinged too.
import type { ApiError } from '../api/errors.js';
import type { Logger } from '../log/index.js';
import { eventErrors } from './errors.js';
import type { EventHub } from './hub.js';
import type { StreamRequest } from './interface.js';
import type { EventsOptions } from './options.js';
import { checkReplayStart, type ReplayChain } from './replay.js';
import { parseStreamRequest, type RawStreamInput } from './request.js';
import { EventStream, type StreamTransport } from './stream.js';

export interface EventStreamsModules {
  readonly hub: EventHub;
  readonly chain: ReplayChain;
  readonly logger?: Logger;
}

/** A connection that holds a place without a stream of its own (a WebSocket). */
export interface HeldPlace {
  /** Called on every heartbeat: a WebSocket without a stream pings (its stream does otherwise). */
  heartbeat(): void;
}

export class EventStreams {
  readonly opts: EventsOptions;
  readonly #m: EventStreamsModules;
  readonly #open = new Set<EventStream>();
  /** The open streams with a place of their own (SSE); a WebSocket's stream uses its socket's. */
  readonly #placed = new Set<EventStream>();
  readonly #sockets = new Set<HeldPlace>();
  #timer: NodeJS.Timeout | undefined;
  #stopped = false;

  constructor(opts: EventsOptions, modules: EventStreamsModules) {
    this.opts = opts;
    this.#m = modules;
  }

  /** Open streams. */
  get size(): number {
    return this.#open.size;
  }

  /** Places taken under maxStreams: SSE streams and WebSockets (with a stream or not). */
  get connections(): number {
    return this.#placed.size + this.#sockets.size;
  }

  /** The open streams (tests and stats read their peak backlog). */
  get streams(): ReadonlySet<EventStream> {
    return this.#open;
  }

  /** Reads and checks a request (filters, start, room for one more stream unless the caller's
   * connection holds its place); throws an ApiError naming what is wrong. Async: a fromHeight
   * start is checked against the chain's height. */
  async prepare(input: RawStreamInput, placeHeld = false): Promise<StreamRequest> {
    const request = parseStreamRequest(input, { topics: this.#m.hub.topics, maxFilterAccounts: this.opts.maxFilterAccounts });
    if (placeHeld) this.#checkRunning();
    else this.checkRoom();
    if (request.start.kind === 'fromHeight') await checkReplayStart(this.#m.chain, request.start.height, this.opts.maxReplayBlocks);
    return request;
  }

  /** Throws while maxStreams are open, or once stopped. */
  checkRoom(): void {
    if (this.#stopped || this.connections >= this.opts.maxStreams) throw this.refusal();
  }

  #checkRunning(): void {
    if (this.#stopped) throw this.refusal();
  }

  /** A WebSocket takes its place until the returned function is called (at its close). The
   * caller checked the room (checkRoom) in the same synchronous step. */
  holdPlace(socket: HeldPlace): () => void {
    this.#sockets.add(socket);
    this.#startTimer();
    return () => {
      this.#sockets.delete(socket);
      this.#stopTimerIfIdle();
    };
  }

  refusal(): ApiError {
    return eventErrors.tooManyStreams(this.opts.maxStreams);
  }

  /** Opens a stream on a transport and starts it; the transport must call stream.close() when
   * its connection closes. `placeHeld`: the connection holds its place already (holdPlace). */
  open(request: StreamRequest, transport: StreamTransport, placeHeld = false): EventStream {
    if (placeHeld) this.#checkRunning();
    else this.checkRoom();
    const stream = new EventStream(this.opts, request, transport, {
      hub: this.#m.hub,
      chain: this.#m.chain,
      onClosed: (s) => this.#closed(s),
    });
    this.#open.add(stream);
    if (!placeHeld) this.#placed.add(stream);
    this.#startTimer();
    stream.start().catch((error: unknown) => {
      this.#m.logger?.error('event stream failed', { error: error instanceof Error ? error.message : String(error) });
      stream.close();
    });
    return stream;
  }

  /** Every stream gets its final message and ends; no new one opens. */
  stop(): void {
    this.#stopped = true;
    for (const stream of [...this.#open]) stream.shutdown();
    this.#stopTimer();
  }

  #heartbeat(): void {
    for (const stream of [...this.#open]) stream.heartbeat();
    for (const socket of [...this.#sockets]) socket.heartbeat();
  }

  #closed(stream: EventStream): void {
    this.#open.delete(stream);
    this.#placed.delete(stream);
    this.#stopTimerIfIdle();
  }

  #startTimer(): void {
    this.#timer ??= setInterval(() => this.#heartbeat(), this.opts.heartbeatMs).unref();
  }

  #stopTimerIfIdle(): void {
    if (this.#open.size === 0 && this.#sockets.size === 0) this.#stopTimer();
  }

  #stopTimer(): void {
    if (this.#timer !== undefined) clearInterval(this.#timer);
    this.#timer = undefined;
  }
}
