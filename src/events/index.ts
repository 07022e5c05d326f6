// The live event stream (docs/events.md): a hub fed by the node's typed notifications, served as
// Server-Sent Events at /events and over a WebSocket at /ws. createFullNodeRoutes composes it;
// tests build it on an in-process node the same way.
import type { HttpRoute, UpgradeRoute } from '../api/routes.js';
import type { Logger } from '../log/index.js';
import type { PeerObserver } from '../net/node-network.js';
import { EventHub } from './hub.js';
import { resolveEventsOptions, type EventsOptions } from './options.js';
import type { ReplayChain } from './replay.js';
import { connectSources, type EventSourceNode } from './sources.js';
import { sseRoute } from './sse.js';
import { EventStreams } from './streams.js';
import { wsRoute } from './ws.js';

export { CORE_TOPICS, type CapabilityLiveEvents, type LiveEventDraft } from './interface.js';
export { EventsDefaults, type EventsOptions } from './options.js';
export { EVENTS_PATH } from './sse.js';
export { WS_PATH } from './ws.js';

export interface EventsModules {
  /** The node whose events are served (node.ts's Node fits). */
  readonly node: EventSourceNode & { readonly blockchain: ReplayChain };
  readonly logger?: Logger;
  /** Unix ms (event times and the first id); tests pin it. */
  readonly now?: () => number;
}

export interface LiveEvents {
  readonly hub: EventHub;
  readonly streams: EventStreams;
  /** GET /events (Server-Sent Events). */
  readonly route: HttpRoute;
  /** /ws (WebSocket). */
  readonly upgrade: UpgradeRoute;
  /** Hand it to the peer network so peer.connected and peer.blacklisted are published. */
  readonly peerObserver: PeerObserver;
  /** Ends every stream and unsubscribes from the node (after the API server stopped). */
  stop(): void;
}

export function createLiveEvents(opts: Partial<EventsOptions>, modules: EventsModules): LiveEvents {
  const options = resolveEventsOptions(opts);
  const logger = modules.logger?.child('events');
  const hub = new EventHub(options, { ...(logger ? { logger } : {}), ...(modules.now ? { now: modules.now } : {}) });
  const sources = connectSources(hub, modules.node, logger);
  const streams = new EventStreams(options, { hub, chain: modules.node.blockchain, ...(logger ? { logger } : {}) });
  return {
    hub,
    streams,
    route: sseRoute(streams),
    upgrade: wsRoute(streams, logger),
    peerObserver: sources.peerObserver,
    stop() {
      streams.stop();
      sources.stop();
    },
  };
}
