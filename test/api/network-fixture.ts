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
import { buildHandlerTable } from '../../src/api/table.js';
import { serviceClient } from '../../src/actors/service-client.js';
import { SystemId } from '../../src/actors/system-ids.js';
import { defaultConfig } from '../../src/config/load.js';
import type { NodeConfig } from '../../src/config/options.js';
import { epochTime } from '../../src/domain/network-params.js';
import { createLogger } from '../../src/log/logger.js';
import type { PeerDescriptionStatic, PeerManagerApi } from '../../src/net/node-network.js';
import { NetworkSim, type SimNode } from '../sim/network-sim.js';
import { readResponse, type ApiResponse } from './helpers.js';

export const ADMIN_PASSWORD = 'network-fixture-admin-password';

export interface PeerApiNode {
  readonly name: string;
  readonly sim: SimNode;
  /** `host:port` peers reach this node at. */
  readonly address: string;
  readonly peerId: string;
  get(params: Record<string, string>): Promise<ApiResponse>;
  post(params: Record<string, string>): Promise<ApiResponse>;
  /** POST with the admin password. */
  admin(params: Record<string, string>): Promise<ApiResponse>;
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
    const config: NodeConfig = {
      ...defaultConfig(),
      apiServerHost: '127.0.0.1',
      apiServerPort: 0,
      apiServerSSLPort: 0,
      adminPassword: ADMIN_PASSWORD,
      writeRequestsPerSecond: 1_000_000,
    };
    const logger = createLogger({ level: 'OFF' });
    const peers = serviceClient<PeerManagerApi>(sim.node.system.get(SystemId.peerManager), { timeoutMs: 30_000 });
    const ctx = createNodeApiContext(sim.node, { config, logger, peers, shutdown: () => undefined });
    const server = createApiServer({ config, table: buildHandlerTable(), ctx, logger });
    this.#servers.push(server);
    const { port } = await server.start();
    const base = `http://127.0.0.1:${port}`;
    const get = async (params: Record<string, string>) => readResponse(await fetch(`${base}/api?${new URLSearchParams(params)}`));
    const post = async (params: Record<string, string>) => readResponse(await fetch(`${base}/api`, { method: 'POST', body: new URLSearchParams(params) }));
    const node: PeerApiNode = {
      name,
      sim,
      address: sim.address,
      peerId: sim.peerId,
      get,
      post,
      admin: (params) => post({ ...params, adminPassword: ADMIN_PASSWORD }),
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
