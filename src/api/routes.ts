// What the API server serves beside /api: the event stream, the WebSocket, /metrics,
// /openapi.json and the console pages are routes handed to createApiServer, so each lives in its
// own module and the server only routes. Every route is behind the same admission as /api (the
// allowed-hosts rule, the connection caps, the shutdown answer).
import type http from 'node:http';
import type { Duplex } from 'node:stream';

/** Facts the server worked out about a request before handing it to a route. */
export interface RouteRequest {
  /** Client address, normalized (IPv4-mapped IPv6 given as IPv4). */
  readonly remoteAddress: string;
  /** performance.now() when the request arrived. */
  readonly receivedAt: number;
}

export type RouteMethod = 'GET' | 'HEAD' | 'POST';

export interface HttpRoute {
  /** The path the route answers: exact, or every path below it when `prefix` is set (then
   * `path` ends with '/'). Query strings are not part of the match. */
  readonly path: string;
  readonly prefix?: boolean;
  /** Methods answered; any other gets the JSON 405. */
  readonly methods: readonly RouteMethod[];
  /** Answers the request (the route writes the whole response). */
  handle(req: http.IncomingMessage, res: http.ServerResponse, info: RouteRequest): void | Promise<void>;
  /** Called when the server stops, before it waits for requests in progress: a route holding
   * long-lived responses (an event stream) ends them here. */
  close?(): void;
}

/** A route taking over the connection with an HTTP upgrade (the WebSocket). */
export interface UpgradeRoute {
  readonly path: string;
  /** Completes or refuses the upgrade; the route owns the socket from here on. */
  handle(req: http.IncomingMessage, socket: Duplex, head: Buffer, info: RouteRequest): void;
  close?(): void;
}

/** One finished /api request, as observers (metrics) see it. */
export interface ApiRequestRecord {
  /** The requestType when it was known. */
  readonly requestType: string | undefined;
  readonly method: 'GET' | 'POST';
  readonly status: number;
  /** errorCode of an error answer. */
  readonly errorCode: number | undefined;
  readonly seconds: number;
}

export interface ApiObserver {
  /** Called after each /api answer is written; must be cheap (it runs on every request). */
  onApiRequest(record: ApiRequestRecord): void;
}

/** The path part of a request URL (before '?'). */
export function pathOf(url: string | undefined): string {
  const u = url ?? '';
  const q = u.indexOf('?');
  return q >= 0 ? u.slice(0, q) : u;
}

/** The route answering `path`, if any: an exact route first, then the longest prefix. */
export function findRoute<R extends { readonly path: string; readonly prefix?: boolean }>(routes: readonly R[], path: string): R | undefined {
  let best: R | undefined;
  for (const route of routes) {
    if (route.prefix !== true) {
      if (route.path === path) return route;
    } else if (path.startsWith(route.path) && (best === undefined || route.path.length > best.path.length)) {
      best = route;
    }
  }
  return best;
}
