// The open streams of both transports: the cap on how many, one heartbeat timer for all of them
// (not one per client), and the end of all of them when the node stops.
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

export class EventStreams {
  readonly opts: EventsOptions;
  readonly #m: EventStreamsModules;
  readonly #open = new Set<EventStream>();
  #timer: NodeJS.Timeout | undefined;
  #stopped = false;

  constructor(opts: EventsOptions, modules: EventStreamsModules) {
    this.opts = opts;
    this.#m = modules;
  }

  get size(): number {
    return this.#open.size;
  }

  /** The open streams (tests and stats read their peak backlog). */
  get streams(): ReadonlySet<EventStream> {
    return this.#open;
  }

  /** Reads and checks a request (filters, start, room for one more stream); throws an ApiError
   * naming what is wrong. Async: a fromHeight start is checked against the chain's height. */
  async prepare(input: RawStreamInput): Promise<StreamRequest> {
    const request = parseStreamRequest(input, { topics: this.#m.hub.topics, maxFilterAccounts: this.opts.maxFilterAccounts });
    this.checkRoom();
    if (request.start.kind === 'fromHeight') await checkReplayStart(this.#m.chain, request.start.height, this.opts.maxReplayBlocks);
    return request;
  }

  /** Throws while maxStreams are open, or once stopped. */
  checkRoom(): void {
    if (this.#stopped || this.#open.size >= this.opts.maxStreams) throw this.refusal();
  }

  refusal(): ApiError {
    return eventErrors.tooManyStreams(this.opts.maxStreams);
  }

  /** Opens a stream on a transport and starts it; the transport must call stream.close() when
   * its connection closes. */
  open(request: StreamRequest, transport: StreamTransport): EventStream {
    this.checkRoom();
    const stream = new EventStream(this.opts, request, transport, {
      hub: this.#m.hub,
      chain: this.#m.chain,
      onClosed: (s) => this.#closed(s),
    });
    this.#open.add(stream);
    this.#timer ??= setInterval(() => this.#heartbeat(), this.opts.heartbeatMs).unref();
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
  }

  #closed(stream: EventStream): void {
    this.#open.delete(stream);
    if (this.#open.size === 0) this.#stopTimer();
  }

  #stopTimer(): void {
    if (this.#timer !== undefined) clearInterval(this.#timer);
    this.#timer = undefined;
  }
}
