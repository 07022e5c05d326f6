// What the full node serves beside /api, composed in one place: each subsystem (event stream,
// WebSocket, metrics, OpenAPI document, console pages) brings its routes here, and createFullNode
// hands the result to the API server. Adding a subsystem edits this file only.
import type { NodeConfig } from './config/options.js';
import type { Logger } from './log/index.js';
import type { NodeApiContext } from './api/context.js';
import type { HandlerTable } from './api/types.js';
import type { ApiObserver, HttpRoute, UpgradeRoute } from './api/routes.js';
import type { Node } from './node.js';
import { openApiRoute } from './api/openapi/route.js';
import type { NodeNetwork } from './net/node-network.js';
import { VERSION } from './api/node-context.js';
import { metricsRoute, NodeMetrics } from './metrics/index.js';
import { consoleRoutes } from './api/console/routes.js';
import { createLiveEvents } from './events/index.js';
import type { PeerObserver } from './net/node-network.js';

export interface FullNodeRouteDeps {
  readonly node: Node;
  readonly config: NodeConfig;
  readonly logger: Logger;
  /** The node's handler table (the same one /api dispatches on). */
  readonly table: HandlerTable<NodeApiContext>;
  /** The peer network once it runs (it starts after the API server, so it is read late). */
  readonly network?: () => NodeNetwork | undefined;
}

export interface FullNodeRoutes {
  readonly routes: HttpRoute[];
  readonly upgrades: UpgradeRoute[];
  readonly observers: ApiObserver[];
  /** Handed to the peer network: what the subsystems hear of peers (the event stream). */
  readonly peerObserver: PeerObserver;
  /** Releases what the subsystems hold (subscriptions, timers), after the API server stopped. */
  stop(): Promise<void>;
}

export function createFullNodeRoutes(deps: FullNodeRouteDeps): FullNodeRoutes {
  const routes: HttpRoute[] = [];
  const upgrades: UpgradeRoute[] = [];
  const observers: ApiObserver[] = [];
  const stops: Array<() => void | Promise<void>> = [];
  // The console pages: /, /index.html, /test.html and their scripts (docs/console.md).
  routes.push(...consoleRoutes({ table: deps.table }));

  // The OpenAPI document of the table /api dispatches on (docs/openapi.md).
  routes.push(openApiRoute(deps.table));

  // Prometheus metrics: GET /metrics, and the latency and errors of every /api answer.
  const metrics = new NodeMetrics({}, {
    node: deps.node,
    ...(deps.network ? { network: deps.network } : {}),
    requestTypes: Object.keys(deps.table),
    version: VERSION,
  });
  routes.push(metricsRoute({ allowedHosts: deps.config.metricsAllowedHosts }, { metrics }));
  observers.push(metrics.observer);

  // The live event stream: GET /events (SSE) and /ws (WebSocket) (docs/events.md).
  const events = createLiveEvents(
    { maxStreams: deps.config.eventStreamsMax, maxBacklogBytes: deps.config.eventClientBacklogKiB * 1024 },
    { node: deps.node, logger: deps.logger },
  );
  routes.push(events.route);
  upgrades.push(events.upgrade);
  stops.push(() => events.stop());
  return {
    routes,
    upgrades,
    observers,
    peerObserver: events.peerObserver,
    async stop() {
      for (const stop of stops.reverse()) await stop();
    },
  };
}

/** One observer telling all of them. */
export function allObservers(observers: readonly ApiObserver[]): ApiObserver | undefined {
  if (observers.length === 0) return undefined;
  if (observers.length === 1) return observers[0];
  return { onApiRequest: (record) => observers.forEach((o) => o.onApiRequest(record)) };
}
