// The Express adapter: one endpoint /api (GET query string; POST form-encoded, multipart or
// JSON), the routes of routes.ts, and JSON for every failure (no HTML error page, no stack trace,
// whatever goes wrong: bad bodies, oversized bodies, unknown paths, wrong methods). HTTP is
// served on node.apiServerPort; with node.apiSSL also HTTPS on node.apiServerSSLPort from the
// PKCS#12 keystore (only HTTPS when both ports are equal). Both servers sit behind the HTTP edge
// (http-edge.ts: timeouts, connection caps, JSON answers to what the parser refuses).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createHostMatcher, normalizeAddress } from '../config/host-patterns.js';
import type { NodeConfig } from '../config/options.js';
import type { Logger } from '../log/logger.js';
import { refuseAdminPasswordInUrl, warnIfAdminPasswordOverridden } from './admin-guard.js';
import { parseBody, parseUrlEncoded } from './body.js';
import { Dispatcher, type DispatcherModules } from './dispatch.js';
import { ApiError, ApiErrorCode, apiErrors, errorResponse } from './errors.js';
import { CACHE_CONTROL, HttpEdge, JSON_CONTENT_TYPE, declaresBodyOver, edgeLimits, edgeServerOptions, expectationFailed, rawAnswer } from './http-edge.js';
import { toJson } from './json.js';
import type { RawParams } from './params.js';
import { findRoute, pathOf, type ApiObserver, type HttpRoute, type UpgradeRoute } from './routes.js';
import type { ApiContext, HandlerTable } from './types.js';

export { CACHE_CONTROL };

export interface ApiServerOptions<Ctx extends ApiContext> {
  readonly config: NodeConfig;
  readonly table: HandlerTable<Ctx>;
  readonly ctx: Ctx;
  readonly logger: Logger;
}

export interface ApiServerModules extends DispatcherModules {
  /** Reads the keystore file (node:fs by default). */
  readonly readFile?: (path: string) => Uint8Array;
  /** Served beside /api (routes.ts): the event stream, /metrics, /openapi.json, pages. */
  readonly routes?: readonly HttpRoute[];
  /** Connections taken over by an HTTP upgrade (the WebSocket at /ws). */
  readonly upgrades?: readonly UpgradeRoute[];
  /** Told of every /api answer (metrics). */
  readonly observer?: ApiObserver;
}

export interface ApiServerAddress {
  readonly host: string;
  /** HTTP port, null when only HTTPS is served. */
  readonly port: number | null;
  /** HTTPS port, null when node.apiSSL is off. */
  readonly sslPort: number | null;
}

export interface ApiServer<Ctx extends ApiContext = ApiContext> {
  /** The Express application (for tests and for mounting in another server). */
  readonly app: express.Express;
  readonly dispatcher: Dispatcher<Ctx>;
  /** Listens on the configured ports; resolves with the bound ports. */
  start(): Promise<ApiServerAddress>;
  /** Stops accepting, lets requests in progress finish (up to graceMs, default 10 s, after which
   * their connections are cut), and closes every connection. Idempotent. A handler must not
   * await it (it would wait for itself until the grace period ends): `shutdown` answers first
   * and stops afterwards. */
  stop(opts?: { graceMs?: number }): Promise<void>;
  /** The bound address while started, else null. */
  address(): ApiServerAddress | null;
}

interface Locals {
  receivedAt: number;
}

export function createApiServer<Ctx extends ApiContext>(opts: ApiServerOptions<Ctx>, modules: ApiServerModules = {}): ApiServer<Ctx> {
  const { config, logger: rootLogger } = opts;
  const logger = rootLogger.child('api');
  const dispatcher = new Dispatcher(opts, modules);
  const hosts = createHostMatcher(config.allowedBotHosts);
  const readFile = modules.readFile ?? ((path: string) => readFileSync(path));
  const limits = edgeLimits(config);
  const edge = new HttpEdge({ limits, logger, allowed: (socket) => peerOf(socket).allowed });
  const routes = modules.routes ?? [];
  const upgrades = modules.upgrades ?? [];
  const observer = modules.observer;

  let servers: http.Server[] = [];
  let bound: ApiServerAddress | null = null;
  let stopping: Promise<void> | null = null;
  let inFlight = 0;
  let onIdle: (() => void) | null = null;

  /** Per connection: its client address, normalized, and whether the allowed-hosts list admits
   * it. A socket's remote address never changes and the matcher is fixed at creation, so a
   * keep-alive connection works both out once instead of once per request. */
  interface Peer {
    readonly remoteAddress: string | undefined;
    readonly allowed: boolean;
    readonly normalized: string;
  }
  const peers = new WeakMap<Socket, Peer>();
  const peerOf = (socket: Socket): Peer => {
    let peer = peers.get(socket);
    const remoteAddress = socket.remoteAddress;
    if (peer === undefined || peer.remoteAddress !== remoteAddress) {
      peer = { remoteAddress, allowed: hosts.allows(remoteAddress), normalized: normalizeAddress(remoteAddress ?? '') };
      peers.set(socket, peer);
    }
    return peer;
  };

  /** Writes a JSON answer with node:http directly (what Express's res.status().type().send()
   * wrote, without its per-call content-type and freshness work; ETag is off and no answer
   * carries Last-Modified, so a conditional request was never answered 304). The headers go to
   * writeHead as one object: header by header setHeader calls cost as much as the JSON. */
  const reply = (res: http.ServerResponse, receivedAt: number, status: number, body: Record<string, unknown>, headers: Readonly<Record<string, string>> = {}): void => {
    body['requestProcessingTime'] = Math.round(performance.now() - receivedAt);
    const payload = toJson(body);
    res.writeHead(status, {
      ...headers,
      'Cache-Control': CACHE_CONTROL,
      'Content-Type': JSON_CONTENT_TYPE,
      'Content-Length': Buffer.byteLength(payload),
    });
    res.end(payload);
  };
  const send = (res: Response, status: number, body: Record<string, unknown>, headers: Readonly<Record<string, string>> = {}): void =>
    reply(res, (res.locals as Locals).receivedAt, status, body, headers);
  const sendError = (res: Response, err: ApiError): void => send(res, err.httpStatus, { ...err.toBody() }, err.headers);

  /** What every request goes through first: in-flight accounting (for a graceful stop), the
   * shutdown answer and the allowed-hosts check. False when the request has been answered. */
  const admit = (req: http.IncomingMessage, res: http.ServerResponse, receivedAt: number): boolean => {
    inFlight++;
    let done = false;
    const finished = () => {
      if (done) return;
      done = true;
      inFlight--;
      if (inFlight === 0 && onIdle) onIdle();
    };
    // 'close' follows every response, finished or cut off (keep-alive included).
    res.on('close', finished);
    if (stopping) {
      res.setHeader('Connection', 'close');
      const err = new ApiError(ApiErrorCode.INCORRECT_REQUEST, 'The node is shutting down', { httpStatus: 503 });
      reply(res, receivedAt, err.httpStatus, { ...err.toBody() }, err.headers);
      return false;
    }
    if (!peerOf(req.socket).allowed) {
      const err = apiErrors.forbiddenHost();
      reply(res, receivedAt, err.httpStatus, { ...err.toBody() }, err.headers);
      return false;
    }
    return true;
  };

  /** /api once the request is admitted and its parameters are read: dispatch, answer, log. */
  const answerApi = async (req: http.IncomingMessage, res: http.ServerResponse, receivedAt: number, method: 'GET' | 'POST', params: RawParams): Promise<void> => {
    const remoteAddress = peerOf(req.socket).normalized;
    const result = await dispatcher.dispatch({ method, remoteAddress, params, receivedAt });
    reply(res, receivedAt, result.status, result.body, result.headers);
    if (observer !== undefined) {
      const errorCode = result.status === 200 ? undefined : (result.body['errorCode'] as number | undefined);
      observer.onApiRequest({ requestType: result.requestType, method, status: result.status, errorCode, seconds: (performance.now() - receivedAt) / 1000 });
    }
    if (logger.isEnabled('DEBUG')) {
      logger.debug('request', {
        requestType: result.requestType,
        method,
        status: result.status,
        ms: Math.round(performance.now() - receivedAt),
        remote: remoteAddress,
      });
    }
  };

  /**
   * The hot path: a GET of exactly /api without a body (every read the API serves) is answered
   * without Express, whose router, middleware chain and raw-body reader did nothing for it but
   * cost ~45 µs per request. Every step is the one the Express route below takes for the same
   * request (admission, query-string parsing, dispatch, the same JSON answer). Anything else
   * (POST, HEAD, other methods, other spellings of the path, a GET carrying a body, whose size
   * and encoding Express's body reader checks) goes to Express. Returns false when not handled.
   */
  const fastApiGet = (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
    if (req.method !== 'GET') return false;
    const url = req.url ?? '';
    const q = url.indexOf('?');
    const path = q >= 0 ? url.slice(0, q) : url;
    if (path !== '/api' && !path.startsWith('/api/')) return false;
    const headers = req.headers;
    if (headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0')) return false;
    const receivedAt = performance.now();
    if (!admit(req, res, receivedAt)) return true;
    let params: RawParams;
    try {
      params = parseUrlEncoded(q >= 0 ? url.slice(q + 1) : '', 'query string');
      refuseAdminPasswordInUrl(params, () => dispatcher.audit.passwordInUrl(peerOf(req.socket).normalized, params.get('requestType')?.[0] ?? pathOf(url)));
      requestTypeFromPath(path, params, opts.table);
    } catch (err) {
      const failure = errorResponse(err, (e) => logIncident(logger, e));
      reply(res, receivedAt, failure.status, { ...failure.body }, failure.headers);
      return true;
    }
    answerApi(req, res, receivedAt, 'GET', params).catch((err: unknown) => {
      // As Express answered a rejected route handler: its error handler's 500 (never expected:
      // the dispatcher answers every failure itself).
      if (res.headersSent) res.end();
      else {
        const apiErr = apiErrors.internal(logIncident(logger, err));
        reply(res, receivedAt, apiErr.httpStatus, { ...apiErr.toBody() }, apiErr.headers);
      }
    });
    return true;
  };
  /** Answers `err` before the body is read, and closes (else the body is read to be discarded). */
  const refuseUnread = (req: http.IncomingMessage, res: http.ServerResponse, err: ApiError): void => {
    const receivedAt = performance.now();
    if (!admit(req, res, receivedAt)) return;
    reply(res, receivedAt, err.httpStatus, { ...err.toBody() }, { ...err.headers, Connection: 'close' });
  };
  /** A request for one of the routes beside /api, after the same admission. */
  const serveRoute = (route: HttpRoute, req: http.IncomingMessage, res: http.ServerResponse): void => {
    const receivedAt = performance.now();
    if (!admit(req, res, receivedAt)) return;
    const fail = (err: ApiError) => reply(res, receivedAt, err.httpStatus, { ...err.toBody() }, err.headers);
    if (!(route.methods as readonly string[]).includes(req.method ?? '')) {
      fail(apiErrors.methodNotAllowed(req.method ?? '', route.methods));
      return;
    }
    const failed = (err: unknown) => {
      if (res.headersSent) res.end();
      else fail(apiErrors.internal(logIncident(logger, err)));
    };
    try {
      const done = route.handle(req, res, { remoteAddress: peerOf(req.socket).normalized, receivedAt });
      if (done !== undefined) done.catch(failed);
    } catch (err) {
      failed(err);
    }
  };
  const onRequest = (req: http.IncomingMessage, res: http.ServerResponse): void => {
    if (edge.isRefused(req.socket)) return; // over a connection cap: answered already
    edge.track(req, res);
    if (declaresBodyOver(req, config.apiMaxBodyBytes)) {
      refuseUnread(req, res, apiErrors.bodyTooLarge(config.apiMaxBodyBytes));
      return;
    }
    const route = routes.length > 0 ? findRoute(routes, pathOf(req.url)) : undefined;
    if (route !== undefined) serveRoute(route, req, res);
    else if (!fastApiGet(req, res)) app(req, res);
  };
  /** An HTTP upgrade (WebSocket): the same admission as a request, answered with a raw JSON
   * error when refused (the socket is not an HTTP response yet). */
  const onUpgrade = (req: http.IncomingMessage, socket: Socket, head: Buffer): void => {
    if (edge.isRefused(socket)) return;
    const route = findRoute(upgrades, pathOf(req.url));
    let refusal: ApiError | undefined;
    if (stopping) refusal = new ApiError(ApiErrorCode.INCORRECT_REQUEST, 'The node is shutting down', { httpStatus: 503 });
    else if (!peerOf(socket).allowed) refusal = apiErrors.forbiddenHost();
    else if (route === undefined) refusal = apiErrors.unknownPath(pathOf(req.url));
    if (refusal !== undefined || route === undefined) {
      socket.end(rawAnswer(refusal ?? apiErrors.unknownPath(pathOf(req.url))));
      return;
    }
    try {
      route.handle(req, socket, head, { remoteAddress: peerOf(socket).normalized, receivedAt: performance.now() });
    } catch (err) {
      socket.end(rawAnswer(apiErrors.internal(logIncident(logger, err))));
    }
  };
  /** Expect: 100-continue. The client waits for "100 Continue" before sending the body: only a
   * request that will be admitted with its declared size is told to go on. */
  const onCheckContinue = (req: http.IncomingMessage, res: http.ServerResponse): void => {
    if (edge.isRefused(req.socket)) return;
    if (peerOf(req.socket).allowed && !declaresBodyOver(req, config.apiMaxBodyBytes) && !stopping) res.writeContinue();
    else res.setHeader('Connection', 'close');
    onRequest(req, res);
  };
  const createServer = (tls?: https.ServerOptions): http.Server => {
    // A TLS handshake is part of receiving the request (Node's default allows it 120 s).
    const options = tls ? { ...tls, ...edgeServerOptions(limits), handshakeTimeout: limits.requestTimeoutMs } : edgeServerOptions(limits);
    const server = tls ? https.createServer(options, onRequest) : http.createServer(options, onRequest);
    server.on('checkContinue', onCheckContinue);
    server.on('upgrade', onUpgrade);
    // Any other Expect value: without this, Node answers an empty 417.
    server.on('checkExpectation', (req: http.IncomingMessage, res: http.ServerResponse) => {
      if (edge.isRefused(req.socket)) return;
      edge.track(req, res);
      refuseUnread(req, res, expectationFailed(req));
    });
    edge.attach(server);
    return server;
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', false);

  app.use((req: Request, res: Response, next: NextFunction) => {
    const receivedAt = performance.now();
    (res.locals as Locals).receivedAt = receivedAt;
    // JSON answers set it in reply(); anything else Express answers gets it here.
    res.setHeader('Cache-Control', CACHE_CONTROL);
    if (admit(req, res, receivedAt)) next();
  });

  app.all(['/api', '/api/{*rest}'], (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'POST') next();
    else sendError(res, apiErrors.methodNotAllowed(req.method));
  });

  app.all(
    ['/api', '/api/{*rest}'],
    express.raw({ type: () => true, limit: config.apiMaxBodyBytes }),
    async (req: Request, res: Response) => {
      const locals = res.locals as Locals;
      const method = req.method === 'POST' ? 'POST' : 'GET';
      let params: RawParams;
      try {
        const url = req.originalUrl;
        const q = url.indexOf('?');
        params = parseUrlEncoded(q >= 0 ? url.slice(q + 1) : '', 'query string');
        refuseAdminPasswordInUrl(params, () => dispatcher.audit.passwordInUrl(peerOf(req.socket).normalized, params.get('requestType')?.[0] ?? pathOf(url)));
        if (method === 'POST') {
          const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
          parseBody(req.headers['content-type'], body, params);
        }
        requestTypeFromPath(pathOf(url), params, opts.table);
      } catch (err) {
        const failure = errorResponse(err, (e) => logIncident(logger, e));
        send(res, failure.status, { ...failure.body }, failure.headers);
        return;
      }
      await answerApi(req, res, locals.receivedAt, method, params);
    },
  );

  app.use((req: Request, res: Response) => {
    sendError(res, apiErrors.unknownPath(req.path));
  });

  // Errors raised by Express or body-parser (too large, unreadable, bad encoding), as JSON.
  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const e = err as { type?: string; status?: number; statusCode?: number };
    const status = e.status ?? e.statusCode ?? 500;
    let apiErr: ApiError;
    if (e.type === 'entity.too.large') {
      apiErr = apiErrors.bodyTooLarge(config.apiMaxBodyBytes);
      // The rest of the body is not worth reading (chunked: its size was not declared).
      if (!res.headersSent) res.setHeader('Connection', 'close');
    } else if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') {
      apiErr = new ApiError(ApiErrorCode.BAD_REQUEST, 'Bad request: unsupported Content-Encoding or charset', { httpStatus: 415 });
    } else if (status >= 400 && status < 500) apiErr = apiErrors.malformedBody('the request could not be read');
    else apiErr = apiErrors.internal(logIncident(logger, err));
    if (res.headersSent) {
      res.end();
      return;
    }
    sendError(res, apiErr);
  });

  const listen = (server: http.Server, port: number): Promise<number> =>
    new Promise((resolve, reject) => {
      const onError = (err: Error) => {
        server.off('listening', onListening);
        reject(new Error(`API server cannot listen on ${config.apiServerHost}:${port}: ${err.message}`));
      };
      const onListening = () => {
        server.off('error', onError);
        resolve((server.address() as AddressInfo).port);
      };
      server.once('error', onError);
      server.once('listening', onListening);
      server.listen(port, config.apiServerHost);
    });

  const closeServer = (server: http.Server): Promise<void> =>
    new Promise((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });

  return {
    app,
    dispatcher,

    async start() {
      if (bound) return bound;
      if (stopping) throw new Error('API server was stopped');
      const httpOn = !(config.apiSSL && config.apiServerPort === config.apiServerSSLPort);
      const started: http.Server[] = [];
      try {
        let port: number | null = null;
        let sslPort: number | null = null;
        if (httpOn) {
          const server = createServer();
          started.push(server);
          port = await listen(server, config.apiServerPort);
        }
        if (config.apiSSL) {
          let server: http.Server;
          try {
            server = createServer({ pfx: Buffer.from(readFile(config.keyStorePath)), passphrase: config.keyStorePassword });
          } catch (err) {
            throw new Error(`cannot load the keystore node.keyStorePath (${config.keyStorePath}): ${(err as Error).message}`);
          }
          started.push(server);
          sslPort = await listen(server, config.apiServerSSLPort);
        }
        // stop() ran while we were binding: it saw no servers, so these are closed here.
        if (stopping) throw new Error('API server was stopped while starting');
        servers = started;
        bound = { host: config.apiServerHost, port, sslPort };
        logger.info('API server listening', { host: config.apiServerHost, port, sslPort });
        warnIfAdminPasswordOverridden(config, logger);
        return bound;
      } catch (err) {
        await Promise.all(started.filter((s) => s.listening).map(closeServer));
        throw err;
      }
    },

    stop(stopOpts = {}) {
      if (stopping) return stopping;
      const graceMs = stopOpts.graceMs ?? 10_000;
      stopping = (async () => {
        // Long-lived responses (event streams, WebSockets) end now, not after the grace period.
        for (const route of [...routes, ...upgrades]) route.close?.();
        const closed = Promise.all(servers.map(closeServer));
        if (inFlight > 0) {
          let timer: NodeJS.Timeout | undefined;
          await new Promise<void>((resolve) => {
            onIdle = resolve;
            timer = setTimeout(resolve, graceMs);
          });
          clearTimeout(timer);
          onIdle = null;
        }
        for (const s of servers) s.closeAllConnections();
        await closed;
        servers = [];
        bound = null;
        logger.info('API server stopped');
      })();
      return stopping;
    },

    address() {
      return bound;
    },
  };
}

/**
 * `/api/<requestType>` is `/api` with that requestType (the form the OpenAPI document and the
 * typed client use: one path per operation); a path naming no operation is an unknown path
 * (404). A requestType also given as a parameter must name the same operation.
 */
function requestTypeFromPath(path: string, params: RawParams, table: HandlerTable<never>): void {
  // `path` starts with /api in any case (Express routes case-insensitively); /api/ with nothing
  // after it is /api itself, as Express's non-strict routing always served it.
  const rest = path.slice('/api'.length);
  if (rest === '' || rest === '/') return;
  let name: string;
  try {
    name = decodeURIComponent(rest.slice(1));
  } catch {
    throw apiErrors.unknownPath(path);
  }
  if (!Object.hasOwn(table, name)) throw apiErrors.unknownPath(path);
  const given = (params.get('requestType') ?? []).filter((v) => v !== '');
  if (given.some((v) => v !== name)) throw apiErrors.invalidParam('requestType', `the path names ${name}`);
  params.set('requestType', [name]);
}

function logIncident(logger: Logger, err: unknown): string {
  const incident = randomUUID().slice(0, 8);
  const e = err instanceof Error ? err : new Error(String(err));
  logger.error('unexpected failure outside a handler', { incident, err: { name: e.name, message: e.message, stack: e.stack } });
  return incident;
}
