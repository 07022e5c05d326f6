// The Express adapter: one endpoint /api (GET query string; POST form-encoded, multipart or
// JSON), the routes of routes.ts, and JSON for every failure (no HTML error page, no stack trace,
// whatever goes wrong: bad bodies, oversized bodies, unknown paths, wrong methods). HTTP is
// served on node.apiServerPort; with node.apiSSL also HTTPS on node.apiServerSSLPort from the
// PKCS#12 keystore (only HTTPS when both ports are equal). Both servers sit behind the HTTP edge
// (http-edge.ts: timeouts, connection caps, JSON answers to what the parser refuses).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createHostMatcher, normalizeAddress } from '../config/host-patterns.js';
import { refuseAdminPasswordInUrl, warnIfAdminPasswordOverridden } from './admin-guard.js';
import { parseBody, parseUrlEncoded } from './body.js';
import { Dispatcher } from './dispatch.js';
import { ApiError, ApiErrorCode, apiErrors, errorResponse } from './errors.js';
import { CACHE_CONTROL, HttpEdge, declaresBodyOver, edgeLimits, edgeServerOptions, expectationFailed } from './http-edge.js';
import { requestTypeFromPath } from './api-path.js';
import { logIncident } from './incident.js';
import { closeServer, expressFailure, listen, writeJson } from './server-io.js';
import { createUpgradeHandler } from './upgrade.js';
import type { RawParams } from './params.js';
import { findRoute, pathOf, type HttpRoute } from './routes.js';
import type { ApiContext } from './types.js';
import type { ApiServer, ApiServerAddress, ApiServerModules, ApiServerOptions } from './server-interface.js';

export { CACHE_CONTROL };
export type { ApiServer, ApiServerAddress, ApiServerModules, ApiServerOptions } from './server-interface.js';

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

  const reply = writeJson;
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

  /** Tells the observer (metrics) of one /api answer. */
  const observe = (method: 'GET' | 'POST', requestType: string | undefined, status: number, errorCode: number | undefined, receivedAt: number): void => {
    observer?.onApiRequest({ requestType, method, status, errorCode, seconds: (performance.now() - receivedAt) / 1000 });
  };
  /** An /api request refused before dispatch (unreadable parameters, a password in the URL, a
   * path naming another operation): answered, and counted like any other error answer. */
  const refuseApi = (res: http.ServerResponse, receivedAt: number, method: 'GET' | 'POST', err: unknown, params: RawParams | undefined): void => {
    const failure = errorResponse(err, (e) => logIncident(logger, e));
    reply(res, receivedAt, failure.status, { ...failure.body }, failure.headers);
    const named = params?.get('requestType')?.[0];
    observe(method, typeof named === 'string' ? named : undefined, failure.status, failure.body.errorCode, receivedAt);
  };

  /** /api once the request is admitted and its parameters are read: dispatch, answer, log. */
  const answerApi = async (req: http.IncomingMessage, res: http.ServerResponse, receivedAt: number, method: 'GET' | 'POST', params: RawParams): Promise<void> => {
    const remoteAddress = peerOf(req.socket).normalized;
    const result = await dispatcher.dispatch({ method, remoteAddress, params, receivedAt });
    reply(res, receivedAt, result.status, result.body, result.headers);
    if (observer !== undefined) observe(method, result.requestType, result.status, result.status === 200 ? undefined : (result.body['errorCode'] as number | undefined), receivedAt);
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
    let params: RawParams | undefined;
    try {
      params = parseUrlEncoded(q >= 0 ? url.slice(q + 1) : '', 'query string');
      const read = params;
      refuseAdminPasswordInUrl(read, () => dispatcher.audit.passwordInUrl(peerOf(req.socket).normalized, read.get('requestType')?.[0] ?? pathOf(url)));
      requestTypeFromPath(path, read, opts.table);
    } catch (err) {
      refuseApi(res, receivedAt, 'GET', err, params);
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
  /** HTTP upgrades (upgrade.ts): a WebSocket to an upgrade route after the same admission as a
   * request; any other upgrade request is answered as the plain request it is. */
  const onUpgrade = createUpgradeHandler({
    upgrades,
    logger,
    isRefused: (socket) => edge.isRefused(socket),
    refusal: (socket) =>
      stopping ? new ApiError(ApiErrorCode.INCORRECT_REQUEST, 'The node is shutting down', { httpStatus: 503 }) : peerOf(socket).allowed ? undefined : apiErrors.forbiddenHost(),
    remoteAddress: (socket) => peerOf(socket).normalized,
    serve: (req, res) => onRequest(req, res),
  });
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
      let params: RawParams | undefined;
      try {
        const url = req.originalUrl;
        const q = url.indexOf('?');
        params = parseUrlEncoded(q >= 0 ? url.slice(q + 1) : '', 'query string');
        const read = params;
        refuseAdminPasswordInUrl(read, () => dispatcher.audit.passwordInUrl(peerOf(req.socket).normalized, read.get('requestType')?.[0] ?? pathOf(url)));
        if (method === 'POST') {
          const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
          parseBody(req.headers['content-type'], body, read);
        }
        requestTypeFromPath(pathOf(url), read, opts.table);
      } catch (err) {
        refuseApi(res, locals.receivedAt, method, err, params);
        return;
      }
      await answerApi(req, res, locals.receivedAt, method, params);
    },
  );

  app.use((req: Request, res: Response) => {
    sendError(res, apiErrors.unknownPath(req.path));
  });

  // Errors raised by Express or body-parser (too large, unreadable, bad encoding), as JSON.
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const apiErr = expressFailure(err, config.apiMaxBodyBytes, logger);
    if (res.headersSent) {
      res.end();
      return;
    }
    // The rest of an oversized body is not worth reading (chunked: its size was not declared).
    if ((err as { type?: string }).type === 'entity.too.large') res.setHeader('Connection', 'close');
    sendError(res, apiErr);
    if (req.path.toLowerCase().startsWith('/api')) observe(req.method === 'POST' ? 'POST' : 'GET', undefined, apiErr.httpStatus, apiErr.code, (res.locals as Locals).receivedAt);
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
          port = await listen(server, config.apiServerHost, config.apiServerPort);
        }
        if (config.apiSSL) {
          let server: http.Server;
          try {
            server = createServer({ pfx: Buffer.from(readFile(config.keyStorePath)), passphrase: config.keyStorePassword });
          } catch (err) {
            throw new Error(`cannot load the keystore node.keyStorePath (${config.keyStorePath}): ${(err as Error).message}`);
          }
          started.push(server);
          sslPort = await listen(server, config.apiServerHost, config.apiServerSSLPort);
        }
        // stop() ran while we were binding: it saw no servers, so these are closed here.
        if (stopping) throw new Error('API server was stopped while starting');
        servers = started;
        bound = { host: config.apiServerHost, port, sslPort };
        // DEBUG: the node's start line (src/start-line.ts) gives the same addresses as URLs.
        logger.debug('API server listening', { host: config.apiServerHost, port, sslPort });
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
        onUpgrade.closeAll();
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
