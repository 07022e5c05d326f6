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
import { rawAnswer } from './http-edge.js';
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

export function createUpgradeHandler(deps: UpgradeHandlerDeps): (req: http.IncomingMessage, socket: Socket, head: Buffer) => void {
  /** Answers an upgrade request as the plain request it also is, then closes. */
  const serveWithoutSwitching = (req: http.IncomingMessage, socket: Socket): void => {
    if (declaresBody(req)) {
      socket.end(rawAnswer(new ApiError(ApiErrorCode.BAD_REQUEST, `Bad request: this node does not switch to ${String(req.headers.upgrade)}; send the request without the Upgrade header`, { httpStatus: 400 })));
      return;
    }
    const res = new http.ServerResponse(req);
    res.shouldKeepAlive = false;
    res.assignSocket(socket);
    res.once('finish', () => {
      res.detachSocket(socket);
      socket.end();
    });
    deps.serve(req, res);
  };

  return (req, socket, head) => {
    if (deps.isRefused(socket)) return;
    const path = pathOf(req.url);
    const route = findRoute(deps.upgrades, path);
    if (route === undefined || !isWebSocketUpgrade(req)) {
      // A WebSocket handshake to a path without a WebSocket: say where it is.
      if (isWebSocketUpgrade(req) && deps.refusal(socket) === undefined) {
        const where = deps.upgrades.map((u) => u.path).join(', ') || 'nowhere';
        socket.end(rawAnswer(new ApiError(ApiErrorCode.BAD_REQUEST, `Bad request: no WebSocket at ${path}; WebSockets are served at ${where}`, { httpStatus: 404 })));
        return;
      }
      serveWithoutSwitching(req, socket);
      return;
    }
    const refusal = deps.refusal(socket);
    if (refusal !== undefined) {
      socket.end(rawAnswer(refusal));
      return;
    }
    const info: RouteRequest = { remoteAddress: deps.remoteAddress(socket), receivedAt: performance.now() };
    try {
      route.handle(req, socket, head, info);
    } catch (err) {
      socket.end(rawAnswer(apiErrors.internal(logIncident(deps.logger, err))));
    }
  };
}
