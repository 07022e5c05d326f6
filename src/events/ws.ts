// /ws: the same events over a WebSocket (the `ws` package, handed the upgrade by the API server
// after its admission). A query string with any of the stream parameters subscribes at once, as
// on /events; without one the connection waits for a subscribe message:
//   {"op":"subscribe","topics":["block.pushed"],"account":"TOTEM-...","lastEventId":123}
//   {"op":"unsubscribe"}
// Each event is one text message with the same JSON as an SSE data line. A bad message gets an
// error message in the API's shape (topic `error`) and the connection stays open; a bad query
// string is refused before the upgrade with the API's JSON error. A connection holds one of
// maxStreams from its upgrade to its close, and is pinged while it has no stream.
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { ApiError } from '../api/errors.js';
import { destroyUnlessClosed, LINGER_MS, rawAnswer } from '../api/http-edge.js';
import type { RouteRequest, UpgradeRoute } from '../api/routes.js';
import type { Logger } from '../log/index.js';
import { errorMessage, eventErrors } from './errors.js';
import type { StreamRequest } from './interface.js';
import { STREAM_PARAMS, streamInputFromQuery, type RawStreamInput } from './request.js';
import type { DropReason, EventStream, StreamTransport } from './stream.js';
import type { EventStreams } from './streams.js';

export const WS_PATH = '/ws';

/** Messages of one client received and not yet handled (each subscribe may read the chain, and
 * they are handled one at a time): a client that sends more without waiting for the answers is
 * refused the extra ones at once, so it can make the node neither hold nor read without bound. */
export const MAX_PENDING_MESSAGES = 4;

/** Close code and reason per way a stream ends: 4000 (the application range) for a client
 * dropped as too slow, 1001 (going away) when the node stops, 1011 when a replay failed. */
const CLOSE: Record<DropReason, readonly [number, string]> = {
  backlog: [4000, 'dropped: too slow, see the dropped message'],
  shutdown: [1001, 'the node is shutting down'],
  replayFailed: [1011, 'the replay could not read the chain'],
};

class WsTransport implements StreamTransport {
  #alive = true;
  #ended = false;

  constructor(
    private readonly ws: WebSocket,
    private readonly socket: Duplex,
    private readonly lingerMs: number,
  ) {
    ws.on('pong', () => {
      this.#alive = true;
    });
  }

  get backlogBytes(): number {
    // The socket's buffer plus what ws holds for it.
    return this.ws.bufferedAmount;
  }

  send(json: string): void {
    this.ws.send(json);
  }

  /** A ping; no pong since the last one means the peer is gone. */
  heartbeat(): void {
    if (!this.#alive) {
      this.ws.terminate();
      return;
    }
    this.#alive = false;
    this.ws.ping();
  }

  onDrain(callback: () => void): void {
    if (this.ws.readyState !== this.ws.OPEN) {
      callback();
      return;
    }
    const done = () => {
      this.socket.off('drain', done);
      this.ws.off('close', done);
      callback();
    };
    this.socket.on('drain', done);
    this.ws.on('close', done);
  }

  end(reason: DropReason): void {
    if (this.#ended) return;
    this.#ended = true;
    this.ws.close(...CLOSE[reason]);
    destroyUnlessClosed(this.ws, this.lingerMs, () => this.ws.terminate());
  }
}

/** One WebSocket client: its current stream (a subscribe replaces it) and its messages, handled
 * one at a time in arrival order. */
class WsConnection {
  #stream: EventStream | undefined;
  #queue: Promise<void> = Promise.resolve();
  #pending = 0;
  readonly #transport: WsTransport;

  constructor(
    private readonly ws: WebSocket,
    socket: Duplex,
    private readonly streams: EventStreams,
    private readonly logger: Logger | undefined,
  ) {
    this.#transport = new WsTransport(ws, socket, streams.opts.dropLingerMs);
    ws.on('message', (data, isBinary) => {
      // Every message is answered (subscribed, unsubscribed, an error) outside a stream's outbox:
      // a client that keeps sending without reading those answers is cut off at the same bound.
      if (ws.bufferedAmount > streams.opts.maxBacklogBytes) {
        ws.terminate();
        return;
      }
      if (this.#pending >= MAX_PENDING_MESSAGES) {
        ws.send(errorMessage(eventErrors.tooManyPending(MAX_PENDING_MESSAGES)));
        return;
      }
      this.#pending++;
      this.#queue = this.#queue.then(async () => {
        try {
          await this.#onMessage(data, isBinary);
        } finally {
          this.#pending--;
        }
      });
    });
    ws.on('close', () => this.#stream?.close());
    // Oversized or malformed frames: ws closes the connection itself (1009, 1002); nothing to add.
    ws.on('error', (error) => this.logger?.debug('WebSocket client error', { error: error.message }));
  }

  subscribe(request: StreamRequest): void {
    this.#stream?.close();
    this.#stream = undefined;
    const { topics, accounts } = request.filter;
    this.ws.send(JSON.stringify({
      topic: 'subscribed',
      time: Date.now(),
      topics: topics === undefined ? null : [...topics],
      accounts: accounts === undefined ? null : [...accounts].map(String),
      start: request.start,
    }));
    this.#stream = this.streams.open(request, this.#transport, true);
  }

  /** The heartbeat of a connection without a stream (a stream's own heartbeat pings otherwise:
   * both would take a ping's missing pong as the peer gone). */
  heartbeat(): void {
    if (this.#stream === undefined || this.#stream.closed) this.#transport.heartbeat();
  }

  /** The node stops: the stream's final message, or just the close. */
  shutdown(): void {
    if (this.#stream !== undefined && !this.#stream.closed) this.#stream.shutdown();
    else this.#transport.end('shutdown');
  }

  async #onMessage(data: RawData, isBinary: boolean): Promise<void> {
    if (this.ws.readyState !== this.ws.OPEN) return;
    try {
      if (isBinary) throw eventErrors.binary();
      const message = parseMessage(data.toString());
      if (message.op === 'unsubscribe') {
        this.#stream?.close();
        this.#stream = undefined;
        this.ws.send(JSON.stringify({ topic: 'unsubscribed', time: Date.now() }));
        return;
      }
      this.#stream?.close();
      this.#stream = undefined;
      // The connection holds its place under the cap: a subscribe needs no more room.
      const request = await this.streams.prepare(message.input, true);
      if (this.ws.readyState === this.ws.OPEN) this.subscribe(request);
    } catch (error) {
      if (!(error instanceof ApiError)) this.logger?.error('WebSocket message failed', { error: error instanceof Error ? error.message : String(error) });
      if (this.ws.readyState === this.ws.OPEN) this.ws.send(errorMessage(error instanceof ApiError ? error : eventErrors.internal()));
    }
  }
}

type ClientMessage = { readonly op: 'unsubscribe' } | { readonly op: 'subscribe'; readonly input: RawStreamInput };

function parseMessage(text: string): ClientMessage {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw eventErrors.notJson();
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw eventErrors.notJson();
  const fields = value as Record<string, unknown>;
  if (fields['op'] === 'unsubscribe') return { op: 'unsubscribe' };
  if (fields['op'] !== 'subscribe') throw eventErrors.unknownOp(fields['op']);
  const input: Record<string, readonly string[]> = {};
  for (const [name, v] of Object.entries(fields)) {
    if (name === 'op') continue;
    if (!(STREAM_PARAMS as readonly string[]).includes(name)) throw eventErrors.unknownField(name);
    input[name] = textValues(name, v);
  }
  return { op: 'subscribe', input };
}

function textValues(name: string, value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.map((v) => {
    if (typeof v === 'string') return v;
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
    throw eventErrors.notText(name);
  });
}

export function wsRoute(streams: EventStreams, logger?: Logger): UpgradeRoute {
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, clientTracking: false, maxPayload: streams.opts.maxClientMessageBytes });
  const connections = new Set<WsConnection>();
  /** Handshakes waiting on prepare() (a fromHeight reads the chain): ended at close, so a stop
   * never waits on one. */
  const preparing = new Set<Duplex>();
  let closed = false;
  /** Answers and ends; destroyed after the linger (Node took the socket's timeouts with its
   * parser, so a client keeping its side open would otherwise hold it). */
  const refuse = (socket: Duplex, error: ApiError) => {
    if (socket.destroyed) return;
    socket.end(rawAnswer(error));
    destroyUnlessClosed(socket, LINGER_MS, () => socket.destroy());
  };
  const upgrade = async (req: http.IncomingMessage, socket: Duplex, head: Buffer): Promise<void> => {
    const query = new URL(req.url ?? '/', 'http://node').searchParams;
    const input = streamInputFromQuery(query);
    streams.checkRoom();
    // With no stream parameter the client subscribes by message.
    preparing.add(socket);
    let request: Awaited<ReturnType<EventStreams['prepare']>> | undefined;
    try {
      request = [...query.keys()].length > 0 ? await streams.prepare(input) : undefined;
    } finally {
      preparing.delete(socket);
    }
    if (socket.destroyed) return;
    if (closed) throw eventErrors.shuttingDown();
    // prepare() may have waited on the chain meanwhile; the place is taken in the same
    // synchronous step as this check (ws calls back at once).
    streams.checkRoom();
    wss.handleUpgrade(req, socket, head, (ws) => {
      const connection = new WsConnection(ws, socket, streams, logger);
      connections.add(connection);
      const leave = streams.holdPlace(connection);
      ws.once('close', () => {
        connections.delete(connection);
        leave();
      });
      if (request !== undefined) connection.subscribe(request);
    });
  };
  return {
    path: WS_PATH,
    handle(req: http.IncomingMessage, socket: Duplex, head: Buffer, _info: RouteRequest) {
      upgrade(req, socket, head).catch((error: unknown) => {
        if (error instanceof ApiError) {
          refuse(socket, error);
          return;
        }
        logger?.error('WebSocket upgrade failed', { error: error instanceof Error ? error.message : String(error) });
        refuse(socket, eventErrors.internal());
      });
    },
    close() {
      closed = true;
      for (const socket of preparing) socket.destroy();
      for (const connection of [...connections]) connection.shutdown();
      streams.stop();
    },
  };
}
