// The HTTP edge: what guards the API below Express, at the level of sockets and Node's HTTP
// parser, so that no client can hold the node's connections or get a non-JSON answer.
// - Time: the whole request (headers and body) must arrive within node.apiRequestTimeoutSeconds
//   (then a JSON 408); a silent connection is closed after node.apiIdleTimeoutSeconds; an idle
//   keep-alive connection after node.apiKeepAliveTimeoutSeconds.
// - Count: at most node.apiMaxConnections open connections (HTTP and HTTPS together) and
//   node.apiMaxConnectionsPerAddress from one client address. A plain HTTP connection over a cap
//   gets a JSON 503 written at once, without its request being read (the work the cap refuses),
//   then is closed; an HTTPS one is closed silently (answering would need a TLS handshake).
// - Parser rejections (malformed request line, oversized headers, timeouts) and CONNECT get a
//   JSON error written straight to the socket, as api-errors.md says every answer is JSON.
import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import { normalizeAddress } from '../config/host-patterns.js';
import type { NodeConfig } from '../config/options.js';
import type { Logger } from '../log/logger.js';
import { ApiError, apiErrors } from './errors.js';
import { toJson } from './json.js';

export const CACHE_CONTROL = 'no-cache, no-store, must-revalidate, private';
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** How long a socket that got a raw answer is kept for the client to read it before it is
 * destroyed (if the client has not closed it by then). */
export const LINGER_MS = 1000;
/** Longest Expect value quoted back in an error description. */
const QUOTE_MAX = 80;

export interface EdgeLimits {
  readonly requestTimeoutMs: number;
  readonly idleTimeoutMs: number;
  readonly keepAliveTimeoutMs: number;
  readonly maxConnections: number;
  readonly maxConnectionsPerAddress: number;
}

export function edgeLimits(config: NodeConfig): EdgeLimits {
  return {
    requestTimeoutMs: Math.round(config.apiRequestTimeoutSeconds * 1000),
    idleTimeoutMs: Math.round(config.apiIdleTimeoutSeconds * 1000),
    keepAliveTimeoutMs: Math.round(config.apiKeepAliveTimeoutSeconds * 1000),
    maxConnections: config.apiMaxConnections,
    maxConnectionsPerAddress: config.apiMaxConnectionsPerAddress,
  };
}

/** Options for http.createServer and https.createServer (both read the same ones). Node checks
 * the request timeout every connectionsCheckingInterval (30 s by default, which would let a slow
 * request live up to twice its limit); a quarter of the limit, at most a second, keeps the
 * overshoot small for the price of one walk over at most apiMaxConnections sockets. Headers get
 * the same limit as the whole request: they are part of it, and Node requires
 * headersTimeout <= requestTimeout. */
export function edgeServerOptions(limits: EdgeLimits): http.ServerOptions {
  return {
    requestTimeout: limits.requestTimeoutMs,
    headersTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(limits.requestTimeoutMs / 4))),
  };
}

/** Whether a request declares a body larger than `limit` (answered 413 before it is read). */
export function declaresBodyOver(req: http.IncomingMessage, limit: number): boolean {
  const declared = req.headers['content-length'];
  // Node's parser has already refused a malformed or repeated Content-Length.
  return declared !== undefined && /^\d+$/.test(declared) && Number(declared) > limit;
}

/** Destroys `target` once `ms` have passed unless it closed first: the linger after a final
 * answer, long enough for the client to read it, short enough that a client that never reads
 * (or never closes its side) cannot hold the connection. */
export function destroyUnlessClosed(target: { once(event: 'close', listener: () => void): unknown }, ms: number, destroy: () => void): void {
  const timer = setTimeout(destroy, ms);
  timer.unref();
  target.once('close', () => clearTimeout(timer));
}

/** The text of `err` as a complete HTTP/1.1 response that closes the connection. */
export function rawAnswer(err: ApiError): string {
  const body = toJson({ ...err.toBody(), requestProcessingTime: 0 });
  const lines = [
    `HTTP/1.1 ${err.httpStatus} ${http.STATUS_CODES[err.httpStatus] ?? 'Error'}`,
    ...Object.entries(err.headers).map(([name, value]) => `${name}: ${value}`),
    `Cache-Control: ${CACHE_CONTROL}`,
    `Content-Type: ${JSON_CONTENT_TYPE}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** The answer to an error Node's HTTP server reports through 'clientError'. */
export function clientErrorAnswer(code: string | undefined, limits: EdgeLimits): ApiError {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return apiErrors.requestTimeout(limits.requestTimeoutMs / 1000);
    case 'HPE_HEADER_OVERFLOW':
      return apiErrors.headersTooLarge();
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return apiErrors.malformedHttp('chunk extensions too large', 413);
    default:
      return apiErrors.malformedHttp(code ?? 'unreadable');
  }
}

export function expectationFailed(req: http.IncomingMessage): ApiError {
  const value = String(req.headers['expect'] ?? '');
  return apiErrors.expectationFailed(value.length > QUOTE_MAX ? `${value.slice(0, QUOTE_MAX)}...` : value);
}

export interface HttpEdgeOptions {
  readonly limits: EdgeLimits;
  readonly logger: Logger;
  /** Whether node.allowedBotHosts admits the socket's client (a CONNECT from elsewhere gets the
   * forbidden-host answer, as any other request would). */
  readonly allowed: (socket: Socket) => boolean;
}

/**
 * The edge shared by the HTTP and the HTTPS server of one API server (the connection caps count
 * both). `attach` each server once; `track` every request the server answers, so that an error
 * reported after the answer to a request has begun is never written into it.
 */
export class HttpEdge {
  private readonly limits: EdgeLimits;
  private readonly logger: Logger;
  private readonly allowed: (socket: Socket) => boolean;
  private total = 0;
  private readonly perAddress = new Map<string, number>();
  /** Addresses (and '*' for the overall cap) refused since they last dropped below their cap:
   * one WARN per episode, not one per refused connection. */
  private readonly capped = new Set<string>();
  /** The response to each socket's latest request. */
  private readonly responses = new WeakMap<Socket, http.ServerResponse>();
  /** Sockets given a raw answer: Node's parser stays in error and reports every further chunk
   * that arrives before the close; one answer is enough. */
  private readonly answered = new WeakSet<Socket>();
  /** Connections over a cap (see isRefused). */
  private readonly refused = new WeakSet<Socket>();

  constructor(opts: HttpEdgeOptions) {
    this.limits = opts.limits;
    this.logger = opts.logger;
    this.allowed = opts.allowed;
  }

  attach(server: http.Server): void {
    // The other timeouts are creation options (edgeServerOptions). Socket inactivity: Node
    // destroys a socket silent this long (there is no 'timeout' listener to override it).
    server.timeout = this.limits.idleTimeoutMs;
    // The idle timeout is for silent clients, not for the node's own work: while a request is
    // being answered the socket may stay quiet (a slow operation), so a timeout then arms the
    // timer again. Receiving a request is bounded by the request timeout; once the answer is
    // written (the write is activity, which restarts the timer), a client that does not read it
    // is silent again and the timeout closes it, as Node does when nobody listens. Deciding
    // when the timer fires, rather than disarming and re-arming it around every request, keeps
    // two timer-list updates and a listener off each request (~1-2 µs of a ~45 µs getAccount).
    server.on('timeout', (socket: Socket) => {
      const res = this.responses.get(socket);
      if (res !== undefined && !res.writableEnded && !socket.destroyed) socket.setTimeout(this.limits.idleTimeoutMs);
      else socket.destroy();
    });
    const plain = !(server instanceof https.Server);
    server.on('connection', (socket: Socket) => this.onConnection(socket, plain));
    server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => this.onClientError(err, socket));
    // Without a listener Node closes a CONNECT's connection without a word.
    server.on('connect', (req: http.IncomingMessage, socket: Socket) => {
      if (this.refused.has(socket)) return;
      const err = this.allowed(req.socket) ? apiErrors.methodNotAllowed('CONNECT') : apiErrors.forbiddenHost();
      this.answer(socket, err);
    });
  }

  track(req: http.IncomingMessage, res: http.ServerResponse): void {
    // Also what the idle timeout asks (see attach): is an answer still being worked on?
    this.responses.set(req.socket, res);
  }

  private onConnection(socket: Socket, plain: boolean): void {
    const address = socket.remoteAddress;
    // Already gone (reset during the handshake): nothing to count.
    if (address === undefined) {
      socket.destroy();
      return;
    }
    const key = normalizeAddress(address);
    const mine = this.perAddress.get(key) ?? 0;
    if (this.total >= this.limits.maxConnections) {
      const err = apiErrors.tooManyConnections('open at once', this.limits.maxConnections);
      this.refuse(socket, plain ? err : undefined, '*', 'API connection refused: node.apiMaxConnections reached', { max: this.limits.maxConnections, remote: key });
      return;
    }
    if (mine >= this.limits.maxConnectionsPerAddress) {
      const err = apiErrors.tooManyConnections('from one address', this.limits.maxConnectionsPerAddress);
      this.refuse(socket, plain ? err : undefined, key, 'API connection refused: node.apiMaxConnectionsPerAddress reached', { max: this.limits.maxConnectionsPerAddress, remote: key });
      return;
    }
    this.total++;
    this.perAddress.set(key, mine + 1);
    socket.once('close', () => {
      this.total--;
      const left = (this.perAddress.get(key) ?? 1) - 1;
      if (left <= 0) this.perAddress.delete(key);
      else this.perAddress.set(key, left);
      if (left < this.limits.maxConnectionsPerAddress) this.capped.delete(key);
      if (this.total < this.limits.maxConnections) this.capped.delete('*');
    });
  }

  /** True for a connection refused over a cap: its requests get no handling (the server checks
   * this first; Node's parser reads from the socket's handle, so pausing it would not stop it). */
  isRefused(socket: Socket): boolean {
    return this.refused.has(socket);
  }

  /** Closes a connection over a cap; with `answer`, after writing it. */
  private refuse(socket: Socket, answer: ApiError | undefined, capKey: string, msg: string, fields: Record<string, unknown>): void {
    this.refused.add(socket);
    if (answer === undefined) socket.destroy();
    else this.answer(socket, answer);
    if (this.capped.has(capKey)) return;
    this.capped.add(capKey);
    this.logger.warn(msg, fields);
  }

  private onClientError(err: NodeJS.ErrnoException, socket: Socket): void {
    if (this.answered.has(socket)) return;
    // A reset or a write failure: the client is gone, and nothing can be said to it. A TLS
    // failure (HTTPS forwards them here: handshake timeout, a client speaking plain HTTP): no
    // HTTP conversation exists to answer in.
    const code = err.code ?? '';
    if (code === 'ECONNRESET' || code === 'EPIPE' || code.startsWith('ERR_TLS_') || code.startsWith('ERR_SSL_')) {
      socket.destroy();
      return;
    }
    // The answer to the request at fault has begun: a second one would corrupt it, or follow an
    // answer already given (a request still arriving after an early 413 or 417). Once both the
    // last request and its answer are complete, an error belongs to the next request
    // (keep-alive), which has had no answer yet.
    const res = this.responses.get(socket);
    if (res?.headersSent && !(res.writableFinished && res.req.complete)) {
      socket.destroy();
      return;
    }
    const answer = clientErrorAnswer(err.code, this.limits);
    if (this.logger.isEnabled('DEBUG')) {
      this.logger.debug('HTTP request refused by the parser', { code: err.code, status: answer.httpStatus, remote: normalizeAddress(socket.remoteAddress ?? '') });
    }
    this.answer(socket, answer);
  }

  /** Writes a raw JSON answer and closes: FIN after the answer, then a destroy once the client
   * has had LINGER_MS to read it (a destroy with unread input would send a reset, which can make
   * the client drop the answer). */
  private answer(socket: Socket, err: ApiError): void {
    this.answered.add(socket);
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(rawAnswer(err));
    destroyUnlessClosed(socket, LINGER_MS, () => socket.destroy());
  }
}
