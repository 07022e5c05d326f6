// Nodes on a real peer network with their API servers, for the NETWORK operations: the
// multi-node simulation (test/sim/network-sim.ts: createNode + attachNetwork on loopback TCP, no
// automatic dials, one ManualTimeSource) plus, per node, the API server with THE handler table and
// a NodeApiContext whose `peers` is a client of the node's peer manager actor, wired as
// createFullNode wires it. Tests talk to the nodes over HTTP; waits re-check their condition on
// every chain, network and sync event of the nodes (NetworkSim.until), with a deadline.
import type { ApiServer } from '../../src/api/server.js';
import { createApiServer } from '../../src/api/server.js';
import type { NodeApiContext } from '../../src/api/context.js';
import { createNodeApiContext } from '../../src/api/node-context.js';
import { nodeHandlerTable } from '../../src/node.js';
import { serviceClient } from '../../src/actors/service-client.js';
import { SystemId } from '../../src/actors/system-ids.js';
import { epochTime } from '../../src/domain/network-params.js';
import { createLogger } from '../../src/log/logger.js';
import type { PeerDescriptionStatic, PeerManagerApi } from '../../src/net/node-network.js';
import { NetworkSim, type SimNode } from '../sim/network-sim.js';
import { apiClient, testApiConfig, type ApiClient } from './helpers.js';

export const ADMIN_PASSWORD = 'network-fixture-admin-password';

export interface PeerApiNode extends ApiClient {
  readonly name: string;
  readonly sim: SimNode;
  /** `host:port` peers reach this node at. */
  readonly address: string;
  readonly peerId: string;
}

export interface PeerApiNodeOptions {
  readonly name?: string;
  /** What the node says about itself in its hello (default: shares its address, platform = name). */
  readonly info?: Partial<PeerDescriptionStatic>;
}

export class PeerApiNetwork {
  readonly sim = new NetworkSim();
  readonly nodes: PeerApiNode[] = [];
  readonly #servers: Array<ApiServer<NodeApiContext>> = [];

  async addNode(opts: PeerApiNodeOptions = {}): Promise<PeerApiNode> {
    const name = opts.name ?? `N${this.nodes.length}`;
    const sim = await this.sim.addNode({ name, components: { info: { shareAddress: true, platform: name, ...opts.info } } });
    const config = testApiConfig(ADMIN_PASSWORD);
    const logger = createLogger({ level: 'OFF' });
    const peers = serviceClient<PeerManagerApi>(sim.node.system.get(SystemId.peerManager), { timeoutMs: 30_000 });
    const ctx = createNodeApiContext(sim.node, { config, logger, peers, shutdown: () => undefined });
    const server = createApiServer({ config, table: nodeHandlerTable(), ctx, logger });
    this.#servers.push(server);
    const { port } = await server.start();
    const node: PeerApiNode = {
      name,
      sim,
      address: sim.address,
      peerId: sim.peerId,
      ...apiClient(`http://127.0.0.1:${port}`, ADMIN_PASSWORD),
    };
    this.nodes.push(node);
    return node;
  }

  /** `a` dials `b` and both have introduced each other (and gossip). */
  connect(a: PeerApiNode, b: PeerApiNode): Promise<void> {
    return this.sim.connect(a.sim, b.sim);
  }

  /** Resolves once `cond` holds, re-checked on every event of the running nodes; rejects after the deadline. */
  until(cond: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
    return this.sim.until(cond, { what, timeoutMs, nodes: this.sim.nodes });
  }

  /** Stops a node's peer network and its node; its API server keeps answering. */
  async stopNode(node: PeerApiNode): Promise<void> {
    await this.sim.stopNode(node.sim);
  }

  async stop(): Promise<void> {
    for (const server of this.#servers.splice(0)) await server.stop({ graceMs: 1000 });
    await this.sim.stop();
  }
}

/** Starts `n` nodes (not connected to each other). */
export async function startPeerApiNetwork(n: number, options: (i: number) => PeerApiNodeOptions = () => ({})): Promise<PeerApiNetwork> {
  const net = new PeerApiNetwork();
  try {
    for (let i = 0; i < n; i++) await net.addNode(options(i));
  } catch (err) {
    await net.stop();
    throw err;
  }
  return net;
}

export interface PeerTrio {
  readonly net: PeerApiNetwork;
  readonly a: PeerApiNode;
  readonly b: PeerApiNode;
  readonly c: PeerApiNode;
}

/** Starts nodes A, B and C that do not share their addresses (else one would learn another from
 * a hello and dial it by itself). With `connect`, A has dialled B and C has dialled A: A has one
 * outbound and one inbound peer, and B and C do not know each other. */
export async function startPeerTrio(opts: { readonly connect: boolean }): Promise<PeerTrio> {
  const net = await startPeerApiNetwork(3, (i) => ({ name: ['A', 'B', 'C'][i]!, info: { shareAddress: false } }));
  const [a, b, c] = net.nodes as [PeerApiNode, PeerApiNode, PeerApiNode];
  try {
    if (opts.connect) {
      await net.connect(a, b);
      await net.connect(c, a);
    }
  } catch (err) {
    await net.stop();
    throw err;
  }
  return { net, a, b, c };
}

/** The network's epoch seconds now, by the wall clock (the peer network stamps peers with it). */
export function wallEpochSeconds(node: PeerApiNode): number {
  return epochTime(Date.now(), node.sim.node.params);
}

/** `host:port` of a loopback port nothing listens on (a server is bound, then closed). */
export async function closedPort(): Promise<string> {
  const { createServer } = await import('node:net');
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `127.0.0.1:${address.port}`;
}
