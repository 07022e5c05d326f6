// The full node: what `npm start` runs. The node of node.ts on a classic-level store under
// node.dataDir, then
//   9. the REST API server with the handler table, the capabilities' operations merged in
//      (first, so peers learn its bound ports)
//  10. the peer network (libp2p) attached to the peer manager actor, serving the capabilities'
//      protocols and announcing their services
import { join } from 'node:path';
import type { Logger } from './log/index.js';
import type { NodeConfig } from './config/options.js';
import type { TimeSource } from './chain/time.js';
import type { NetworkParams } from './domain/network-params.js';
import { ChainStore } from './storage/chain-store.js';
import { prepareStoreDir } from './storage/open-errors.js';
import { attachNetwork, type NodeNetwork, type PeerManagerApi } from './net/node-network.js';
import { createApiServer, type ApiServer } from './api/server.js';
import type { NodeApiContext } from './api/context.js';
import { createNodeApiContext, APPLICATION, VERSION } from './api/node-context.js';
import { serviceClient } from './actors/service-client.js';
import { SystemId } from './actors/system-ids.js';
import { buildRules, createNode, nodeHandlerTable, type Node } from './node.js';
import { allObservers, createFullNodeRoutes, type FullNodeRoutes } from './full-node-routes.js';

export interface FullNodeModules {
  readonly logger: Logger;
  readonly timeSource?: TimeSource;
  /** The network of node.genesisFile, parsed before start (src/start-checks.ts). */
  readonly network?: NetworkParams;
  /** The secret phrases of node.forgingSecretFiles, read before start. */
  readonly forgingSecrets?: readonly string[];
}

export interface FullNodeAddresses {
  readonly apiHost: string;
  readonly apiPort: number | null;
  readonly apiSSLPort: number | null;
  readonly peerAddresses: readonly string[];
}

export interface FullNode {
  readonly node: Node;
  /** The peer network, once started. */
  readonly network: NodeNetwork | undefined;
  start(): Promise<FullNodeAddresses>;
  /** Graceful: stop accepting API requests, leave the peer network, let the actors finish the
   * block in hand, close the store. Idempotent. */
  stop(): Promise<void>;
  /** Resolves once the node has stopped (signal, shutdown operation or stop()). */
  readonly stopped: Promise<void>;
}

/** Builds a node from its settings: the store under `dataDir` (engine node.storageEngine), the
 * actors, the peer network and the API server. */
export async function createFullNode(config: NodeConfig, modules: FullNodeModules): Promise<FullNode> {
  const logger = modules.logger;
  // Created and probed here so a problem with node.dataDir itself (read-only, full, not ours) is
  // reported on that path; the store then does the same for its own directory inside it.
  await prepareStoreDir(config.dataDir);
  // THE capability list (buildRules' default): the store opens with every table of its rules.
  const rules = buildRules();
  const store = await ChainStore.open(
    { path: join(config.dataDir, 'chain'), engine: config.storageEngine, accountCacheSize: config.accountCacheSize, cacheSize: config.storeCacheMB * 2 ** 20 },
    { tables: rules.tables },
  );
  let node: Node;
  try {
    node = await createNode(
      {
        network: config.network,
        dataDir: config.dataDir,
        persistMempool: true,
        ...(config.network === 'devnet' ? { blockTimeSeconds: config.blockTime, profile: config.profile } : {}),
        forgeWithDevnetAccounts: config.network === 'devnet' && config.devnetForging,
        ...(modules.network !== undefined ? { customNetwork: modules.network } : {}),
        ...(modules.forgingSecrets !== undefined ? { forgingSecrets: modules.forgingSecrets } : {}),
        mempoolMaxSize: config.mempoolMaxSize,
        contractWorkers: config.contractWorkers,
        contractWatchdogMs: config.contractWatchdogMs,
        contractCacheSize: config.contractCacheSize,
        prunable: { minLifetimeSeconds: config.minPrunableLifetime, maxLifetimeSeconds: config.maxPrunableLifetime },
      },
      { store, logger, ...(modules.timeSource ? { timeSource: modules.timeSource } : {}) },
    );
  } catch (error) {
    await store.close();
    throw error;
  }

  let network: NodeNetwork | undefined;
  let api: ApiServer<NodeApiContext> | undefined;
  let served: FullNodeRoutes | undefined;
  let stopping: Promise<void> | undefined;
  let markStopped!: () => void;
  const stopped = new Promise<void>((resolve) => {
    markStopped = resolve;
  });
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      try {
        await api?.stop();
        await served?.stop();
        await network?.stop();
        await node.stop();
      } finally {
        await store.close();
        markStopped();
      }
    })();
    return stopping;
  };

  return {
    node,
    get network() {
      return network;
    },
    stopped,
    stop,
    async start() {
      await node.start();
      // 9. The API server, first: peers learn its bound ports in our hello (with port 0 in the
      // settings, only the bound port is worth telling). NETWORK calls made before the network
      // is attached get the peer manager's "not running" answer.
      const peers = serviceClient<PeerManagerApi>(node.system.get(SystemId.peerManager), { timeoutMs: 30_000 });
      const ctx = createNodeApiContext(node, { config, logger, peers, shutdown: () => void stop() });
      const table = nodeHandlerTable(node.capabilities);
      served = createFullNodeRoutes({ node, config, logger, table, network: () => network });
      const observer = allObservers(served.observers);
      api = createApiServer(
        { config, table, ctx, logger },
        { routes: served.routes, upgrades: served.upgrades, ...(observer ? { observer } : {}) },
      );
      const address = await api.start();
      // 10. The peer network.
      network = await attachNetwork(
        node,
        {
          listenHost: config.peerServerHost,
          listenPort: config.peerServerPort,
          bootstrapPeers: config.peers,
          maxInboundConnections: config.maxInboundPeers,
          maxOutboundConnections: config.maxOutboundPeers,
          blacklistPeriodMs: config.blacklistMinutes * 60_000,
        },
        {
          logger: logger.child('net'),
          peerObserver: served.peerObserver,
          keyStore: store.keyValues,
          peerStore: {
            loadAll: () => store.peers.all(),
            save: (address, bytes) => store.peers.put(address, bytes),
            remove: (address) => store.peers.delete(address),
          },
          info: {
            application: APPLICATION,
            version: VERSION,
            apiPort: address.port ?? 0,
            apiSSLPort: address.sslPort ?? 0,
            shareAddress: config.shareAddress,
            // What a full node serves its peers (the spec's examples: BLOCKS, TRANSACTIONS).
            services: ['BLOCKS', 'TRANSACTIONS', 'API'],
          },
        },
      );
      // A stop that began while the network was starting did not see it: stop it here.
      if (stopping) await network.stop();
      return {
        apiHost: address.host,
        apiPort: address.port,
        apiSSLPort: address.sslPort,
        peerAddresses: network.network.listenAddresses.map(String),
      };
    },
  };
}
