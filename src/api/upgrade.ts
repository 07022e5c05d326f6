// HTTP upgrades. With an 'upgrade' listener on the server (the WebSocket at /ws needs one), Node
// hands EVERY request carrying `Connection: Upgrade` to that listener, whatever it asks to switch
// to: `curl --http2 http://...` sends `Upgrade: h2c`, and Java's HttpClient tries h2c on every
// http:// URL. Such a request must still be answered as the request it is (the server does not
// switch protocols, which RFC 9110 allows), so only a WebSocket upgrade to an upgrade route is
// taken over; any other one is served as an ordinary request on a response bound to the socket,
// closed after the answer. Its body cannot be read once Node has let go of the socket, so an
// upgrade request declaring a body is refused with a JSON 400 instead.
import http from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from '../log/logger.js';
import { ApiError, ApiErrorCode, apiErrors } from './errors.js';
import { destroyUnlessClosed, LINGER_MS, rawAnswer } from './http-edge.js';
import { logIncident } from './incident.js';
import { findRoute, pathOf, type RouteRequest, type UpgradeRoute } from './routes.js';

export interface UpgradeHandlerDeps {
  readonly upgrades: readonly UpgradeRoute[];
  readonly logger: Logger;
  /** True for a connection refused over a cap (answered already). */
  isRefused(socket: Socket): boolean;
  /** The admission of an ordinary request: undefined when admitted, else the refusal. */
  refusal(socket: Socket): ApiError | undefined;
  /** The client's normalized address. */
  remoteAddress(socket: Socket): string;
  /** Serves an ordinary request (the server's request listener). */
  serve(req: http.IncomingMessage, res: http.ServerResponse): void;
}

export function isWebSocketUpgrade(req: http.IncomingMessage): boolean {
  return (req.headers.upgrade ?? '').toLowerCase() === 'websocket';
}

function declaresBody(req: http.IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** The upgrade listener, and the cut of the connections it still serves (the server's stop:
 * Node's closeAllConnections no longer knows a socket once it has been handed to 'upgrade'). */
export type UpgradeHandler = ((req: http.IncomingMessage, socket: Socket, head: Buffer) => void) & { closeAll(): void };

export function createUpgradeHandler(deps: UpgradeHandlerDeps): UpgradeHandler {
  /** Sockets answered here (not taken over by a route) until they close. */
  const open = new Set<Socket>();

  /** Ends a socket after what was written: its unread input is drained (so the client's FIN is
   * seen and a destroy sends no reset), and it is destroyed once the client has had LINGER_MS
   * to read the answer (a client keeping its side open would otherwise hold it for good: Node
   * took its timeouts off with its parser). */
  const finish = (socket: Socket, text?: string): void => {
    socket.resume();
    if (text === undefined) socket.end();
    else socket.end(text);
    destroyUnlessClosed(socket, LINGER_MS, () => socket.destroy());
  };

  /** Answers an upgrade request as the plain request it also is, then closes. */
  const serveWithoutSwitching = (req: http.IncomingMessage, socket: Socket): void => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    // Node's idle timeout handler went with its parser: the edge still sets the socket's timeout.
    socket.on('timeout', () => socket.destroy());
    if (declaresBody(req)) {
      // The same admission first: a host that may not use the API hears only that.
      const refusal = deps.refusal(socket);
      if (refusal !== undefined) {
        finish(socket, rawAnswer(refusal));
        return;
      }
      finish(socket, rawAnswer(new ApiError(ApiErrorCode.BAD_REQUEST, `Bad request: this node does not switch to ${String(req.headers.upgrade)}; send the request without the Upgrade header`, { httpStatus: 400 })));
      return;
    }
    const res = new http.ServerResponse(req);
    res.shouldKeepAlive = false;
    res.assignSocket(socket);
    res.once('finish', () => {
      res.detachSocket(socket);
      finish(socket);
      // What Node's server does once a response is finished: detached, the socket's close no
      // longer reaches the response, and 'close' is what ends its in-flight accounting.
      process.nextTick(() => {
        res.destroyed = true;
        res.emit('close');
      });
    });
    deps.serve(req, res);
  };

  const handler = (req: http.IncomingMessage, socket: Socket, head: Buffer): void => {
    // Node removed its socket error listener with its parser: without one, a client's reset
    // (ECONNRESET, EPIPE) would be an uncaught 'error' event. A route adds its own as it takes over.
    socket.on('error', () => socket.destroy());
    if (deps.isRefused(socket)) return;
    const path = pathOf(req.url);
    const route = findRoute(deps.upgrades, path);
    if (route === undefined || !isWebSocketUpgrade(req)) {
      // A WebSocket handshake to a path without a WebSocket: say where it is.
      if (isWebSocketUpgrade(req) && deps.refusal(socket) === undefined) {
        const where = deps.upgrades.map((u) => u.path).join(', ') || 'nowhere';
        finish(socket, rawAnswer(new ApiError(ApiErrorCode.BAD_REQUEST, `Bad request: no WebSocket at ${path}; WebSockets are served at ${where}`, { httpStatus: 404 })));
        return;
      }
      serveWithoutSwitching(req, socket);
      return;
    }
    const refusal = deps.refusal(socket);
    if (refusal !== undefined) {
      finish(socket, rawAnswer(refusal));
      return;
    }
    const info: RouteRequest = { remoteAddress: deps.remoteAddress(socket), receivedAt: performance.now() };
    try {
      route.handle(req, socket, head, info);
    } catch (err) {
      finish(socket, rawAnswer(apiErrors.internal(logIncident(deps.logger, err))));
    }
  };
  return Object.assign(handler, {
    closeAll() {
      for (const socket of open) socket.destroy();
    },
  });
}
