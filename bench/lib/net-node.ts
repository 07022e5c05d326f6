// Devnet nodes with their peer network on loopback, for the gossip latency benchmark.
// Automatic discovery is off (the bench keeps its line topology: peer exchange would otherwise
// let node 3 dial node 1 directly); everything else keeps the
// network's defaults (gossip heartbeat, request limits, sync segment sizes), so the figures are
// those of a node as configured out of the box.
import { createNode, type Node } from '../../src/node.js';
import { attachNetwork, type NodeNetwork } from '../../src/net/node-network.js';
import type { NetworkInitInput } from '../../src/net/options.js';

export const BENCH_NETWORK: NetworkInitInput = {
  listenHost: '127.0.0.1',
  listenPort: 0,
  inboundConnectionsPerSecondPerHost: 1_000,
  maintenanceIntervalMs: 3_600_000,
  redialIntervalMs: 3_600_000,
};

export interface NetNode {
  readonly node: Node;
  readonly net: NodeNetwork;
  stop(): Promise<void>;
}

/** A devnet node (no forging) with its network attached; `dataDir` undefined keeps it in memory. */
export async function startNetNode(dataDir: string | undefined, name: string): Promise<NetNode> {
  const node = await createNode({ network: 'devnet', autoForge: false, forgeWithDevnetAccounts: false, ...(dataDir !== undefined ? { dataDir } : {}) });
  await node.start();
  let net: NodeNetwork;
  try {
    net = await attachNetwork(node, BENCH_NETWORK, { info: { shareAddress: false, platform: name } });
  } catch (err) {
    await node.stop();
    throw err;
  }
  return {
    node,
    net,
    async stop() {
      await net.stop();
      await node.stop();
    },
  };
}

/** Resolves when `cond` holds, checked now and on every event a subscriber reports. */
export function until(cond: () => boolean, subscribe: (fire: () => void) => Array<() => void>, timeoutMs: number, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let offs: Array<() => void> = [];
    const timer = setTimeout(() => {
      for (const off of offs) off();
      reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`));
    }, timeoutMs);
    const fire = () => {
      if (!cond()) return;
      clearTimeout(timer);
      for (const off of offs) off();
      resolve();
    };
    offs = subscribe(fire);
    fire();
  });
}

/** Connects a to b and waits until both have each other in their gossip mesh for both topics. */
export async function connectNodes(a: NetNode, b: NetNode): Promise<void> {
  await a.net.network.connect(b.net.network.address);
  const meshed = () =>
    (['transaction', 'block'] as const).every((k) => a.net.network.meshPeers(k).includes(b.net.network.peerId) && b.net.network.meshPeers(k).includes(a.net.network.peerId));
  await until(meshed, (fire) => [a.net.network.on('gossip:graft', fire), b.net.network.on('gossip:graft', fire), a.net.network.on('peer:handshake', fire), b.net.network.on('peer:handshake', fire)], 30_000, 'gossip mesh');
}
