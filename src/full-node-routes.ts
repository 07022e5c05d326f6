// What the full node serves beside /api, composed in one place: each subsystem (event stream,
// WebSocket, metrics, OpenAPI document, console pages) brings its routes here, and createFullNode
// hands the result to the API server. Adding a subsystem edits this file only.
import type { NodeConfig } from './config/options.js';
import type { Logger } from './log/index.js';
import type { NodeApiContext } from './api/context.js';
import type { HandlerTable } from './api/types.js';
import type { ApiObserver, HttpRoute, UpgradeRoute } from './api/routes.js';
import type { Node } from './node.js';

export interface FullNodeRouteDeps {
  readonly node: Node;
  readonly config: NodeConfig;
  readonly logger: Logger;
  /** The node's handler table (the same one /api dispatches on). */
  readonly table: HandlerTable<NodeApiContext>;
}

export interface FullNodeRoutes {
  readonly routes: HttpRoute[];
  readonly upgrades: UpgradeRoute[];
  readonly observers: ApiObserver[];
  /** Releases what the subsystems hold (subscriptions, timers), after the API server stopped. */
  stop(): Promise<void>;
}

export function createFullNodeRoutes(deps: FullNodeRouteDeps): FullNodeRoutes {
  const routes: HttpRoute[] = [];
  const upgrades: UpgradeRoute[] = [];
  const observers: ApiObserver[] = [];
  const stops: Array<() => void | Promise<void>> = [];
  void deps;
  return {
    routes,
    upgrades,
    observers,
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
