// Small nodes for the live-view and log tests: a real chain on a memory store, the node's actor
// system (blockchain, mempool, peer manager: the sync runs as the peer manager's child, as in a
// full node) and a real peer network on 127.0.0.1, with the network's log captured as records.
import { createNodeSystem, type NodeSystem } from '../../src/actors/system.js';
import { SystemId } from '../../src/actors/system-ids.js';
import { serviceClient } from '../../src/actors/service-client.js';
import { blockchainActor, type BlockchainActorApi } from '../../src/actors/blockchain-actor.js';
import { mempoolActor, type MempoolActorApi } from '../../src/actors/mempool-actor.js';
import { peerManagerActor } from '../../src/actors/peer-manager-actor.js';
import { createLogger } from '../../src/log/logger.js';
import { attachNetwork, type NodeNetwork, type NodeNetworkComponents } from '../../src/net/node-network.js';
import type { PeerNetwork } from '../../src/net/network.js';
import type { PeerView } from '../../src/net/peer-entry.js';
import { SIM_NETWORK } from '../sim/network-sim.js';
import { localChain, type LocalChain, type manualTime } from '../sync/helpers.js';
import { TEST_REGISTRY } from '../helpers/rules.js';

/** One record of the captured log (the JSON line, parsed). */
export interface LogRecord {
  readonly level: string;
  readonly component: string;
  readonly msg: string;
  readonly [field: string]: unknown;
}

export interface LiveNode {
  readonly name: string;
  readonly c: LocalChain;
  readonly system: NodeSystem;
  readonly net: NodeNetwork;
  /** The libp2p transport (connect, disconnect). */
  readonly p2p: PeerNetwork;
  readonly log: LogRecord[];
  stop(): Promise<void>;
}

export async function liveNode(
  name: string, time: ReturnType<typeof manualTime>, forger: string, components: Partial<NodeNetworkComponents> = {},
): Promise<LiveNode> {
  const c = await localChain(name, time, [forger]);
  const system = createNodeSystem({
    actors: { blockchain: blockchainActor(c.chain), mempool: mempoolActor(c.pool), peerManager: peerManagerActor() },
  });
  system.start();
  const log: LogRecord[] = [];
  const logger = createLogger({ level: 'INFO', format: 'json', sink: (line) => log.push(JSON.parse(line) as LogRecord) });
  const net = await attachNetwork(
    {
      blockchain: serviceClient<BlockchainActorApi>(system.get(SystemId.blockchain)),
      mempool: serviceClient<MempoolActorApi>(system.get(SystemId.mempool)),
      events: c.chain.events,
      system,
      onTransactionsAdded: (listener) => c.pool.onTransactionsAdded(listener),
      registry: TEST_REGISTRY,
    },
    // Nothing is dialled automatically: a peer that hung up is not called back behind the test.
    { ...SIM_NETWORK, maxOutboundConnections: 0 },
    { info: { platform: name }, logger: logger.child('net'), ...components },
  );
  const stop = async () => {
    await net.stop();
    await system.stop();
    await c.close();
  };
  return { name, c, system, net, p2p: net.network as PeerNetwork, log, stop };
}

/** `node`'s Peer object of `other`. */
export function viewOf(node: LiveNode, other: LiveNode): PeerView | undefined {
  return node.net.network.peer(other.net.network.peerId);
}

/** Messages of the captured log that start with `prefix`. */
export function messages(node: LiveNode, prefix: string): string[] {
  return node.log.filter((r) => r.msg.startsWith(prefix)).map((r) => r.msg);
}

/**
 * Resolves once `cond` holds, checking every few milliseconds up to a deadline (the conditions
 * here depend on other nodes' timers, which fire no event of ours).
 */
export async function eventually(cond: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await cond()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
