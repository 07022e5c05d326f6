// The API server's contract (server.ts builds it): its options, the modules it can be given, the
// address it binds and what a caller can do with it.
import type express from 'express';
import type { NodeConfig } from '../config/options.js';
import type { Logger } from '../log/logger.js';
import type { Dispatcher, DispatcherModules } from './dispatch.js';
import type { ApiObserver, HttpRoute, UpgradeRoute } from './routes.js';
import type { ApiContext, HandlerTable } from './types.js';

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
