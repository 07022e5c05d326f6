// GET /events: Server-Sent Events. A request that is wrong in any way (unknown topic, bad account,
// bad resume id, replay too deep, too many streams) is answered with the API's JSON error before
// the stream opens; once open, every message is a default `message` event whose data is the
// event's JSON (so EventSource.onmessage sees all of them), with an `id:` line for live events.
import type http from 'node:http';
import { ApiError } from '../api/errors.js';
import { destroyUnlessClosed } from '../api/http-edge.js';
import type { HttpRoute, RouteRequest } from '../api/routes.js';
import { replyError } from './errors.js';
import { streamInputFromQuery } from './request.js';
import type { DropReason, StreamTransport } from './stream.js';
import type { EventStreams } from './streams.js';

export const EVENTS_PATH = '/events';

const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  // no-transform: a compressing proxy would hold events back to fill its blocks.
  'Cache-Control': 'no-cache, no-transform',
  Connection: 'keep-alive',
  // nginx buffers proxied responses unless told not to.
  'X-Accel-Buffering': 'no',
} as const;

class SseTransport implements StreamTransport {
  #ended = false;

  constructor(
    private readonly res: http.ServerResponse,
    private readonly lingerMs: number,
  ) {}

  get backlogBytes(): number {
    // The response's own buffer plus its socket's: everything written that the kernel has not taken.
    return this.res.writableLength;
  }

  send(json: string, id: number | undefined): void {
    this.res.write(id === undefined ? `data: ${json}\n\n` : `id: ${id}\ndata: ${json}\n\n`);
  }

  heartbeat(): void {
    this.res.write(': heartbeat\n\n');
  }

  onDrain(callback: () => void): void {
    if (this.res.destroyed) {
      callback();
      return;
    }
    const done = () => {
      this.res.off('drain', done);
      this.res.off('close', done);
      callback();
    };
    this.res.on('drain', done);
    this.res.on('close', done);
  }

  end(_reason: DropReason): void {
    if (this.#ended) return;
    this.#ended = true;
    this.res.end();
    // A client that does not read never takes the end: its socket goes after the linger.
    destroyUnlessClosed(this.res, this.lingerMs, () => this.res.destroy());
  }
}

export function sseRoute(streams: EventStreams): HttpRoute {
  return {
    path: EVENTS_PATH,
    methods: ['GET'],
    async handle(req: http.IncomingMessage, res: http.ServerResponse, info: RouteRequest) {
      const { opts } = streams;
      let request;
      try {
        const url = new URL(req.url ?? '/', 'http://node');
        const header = req.headers['last-event-id'];
        request = await streams.prepare(streamInputFromQuery(url.searchParams, Array.isArray(header) ? header[0] : header));
        // prepare() may have waited on the chain: the client may be gone, or the streams full.
        if (res.destroyed) return;
        streams.checkRoom();
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (!res.destroyed) replyError(res, error, info.receivedAt);
        return;
      }
      res.writeHead(200, SSE_HEADERS);
      // Events are small and latency matters more than packet count.
      res.socket?.setNoDelay(true);
      res.write(`retry: ${opts.reconnectMs}\n: stream open\n\n`);
      const stream = streams.open(request, new SseTransport(res, opts.dropLingerMs));
      res.once('close', () => stream.close());
    },
    close() {
      streams.stop();
    },
  };
}
