// Builds the handlers' NodeApiContext from the node's sources: the one place that says how the API
// reaches the actors, so the composition root and the API test fixture wire it identically. The
// API depends on this narrow interface, not on node.ts (node.ts passes its Node, which has it).
import type { NodeConfig } from '../config/options.js';
import type { Logger } from '../log/logger.js';
import type { PeerManagerApi } from '../net/node-network.js';
import type { NodeApiContext } from './context.js';

/** What the API reads from a node: the context's node-backed parts, the clock and the status. */
export interface NodeApiSources
  extends Pick<NodeApiContext, 'params' | 'blockchain' | 'mempool' | 'forger' | 'readView' | 'registry' | 'state' | 'accountExtras' | 'stateDigest' | 'debugSnapshot' | 'timeWarp' | 'actorClient'> {
  readonly timeSource: { nowEpochSeconds(): number };
  /** 'running' while the node answers chain queries. */
  readonly status: string;
}

export const APPLICATION = 'totem-node';
export const VERSION = '0.1.0';

export interface NodeApiContextOptions {
  /** The same object the API server is created with (setConfiguration changes it in place). */
  readonly config: NodeConfig;
  readonly logger: Logger;
  /** Starts a graceful stop of the whole node and returns at once. */
  readonly shutdown: () => void;
  /** The NETWORK operations; absent when the node runs without a peer network. */
  readonly peers?: PeerManagerApi;
  /** Extra readiness condition (tests simulate a rescan with it). */
  readonly ready?: () => boolean;
}

export function createNodeApiContext(node: NodeApiSources, opts: NodeApiContextOptions): NodeApiContext {
  return {
    logger: opts.logger,
    epochTime: () => node.timeSource.nowEpochSeconds(),
    blockchainReady: () => node.status === 'running' && (opts.ready?.() ?? true),
    hasBlock: async (id) => (await node.blockchain.getBlock({ id })) !== undefined,
    lastBlockId: async () => (await node.blockchain.status()).lastBlockId,
    blockchain: node.blockchain,
    mempool: node.mempool,
    forger: node.forger,
    readView: node.readView,
    ...(opts.peers ? { peers: opts.peers } : {}),
    params: node.params,
    ...(node.timeWarp ? { timeWarp: node.timeWarp } : {}),
    config: opts.config,
    registry: node.registry,
    state: node.state,
    accountExtras: node.accountExtras,
    stateDigest: () => node.stateDigest(),
    application: APPLICATION,
    version: VERSION,
    debugSnapshot: () => node.debugSnapshot(),
    actorClient: (systemId) => node.actorClient(systemId),
    shutdown: opts.shutdown,
  };
}
