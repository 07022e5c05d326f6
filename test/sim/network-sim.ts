// A whole network in one process: N nodes built by createNode (each with its own store, memory or
// a temp dir), all on one ManualTimeSource, each with a real PeerNetwork on loopback TCP attached
// by attachNetwork. Tests choose the topology (line, mesh, partitions by blacklisting), forge on
// demand with generateBlock, and wait on events: chain events, network events and sync machine
// transitions re-check the awaited condition; nothing sleeps, and no wait is bounded tightly by the
// wall clock (a loaded machine only makes the tests slower).
import type { PrunableLifetimes } from '../../src/chain/prunable.js';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createNode, type Node } from '../../src/node.js';
import type { Capability } from '../../src/capabilities/capability.js';
import { ManualTimeSource } from '../../src/chain/time.js';
import { devnetParams } from '../../src/domain/network-params.js';
import type { Block } from '../../src/domain/block.js';
import { signTransaction, type Transaction } from '../../src/domain/transaction.js';
import { keyPairFromSecret, type KeyPair } from '../../src/domain/crypto.js';
import { accountIdFromPublicKey } from '../../src/domain/account-id.js';
import { ONE_COIN, TRANSACTION_VERSION } from '../../src/domain/constants.js';
import { attachNetwork, type NodeNetwork, type NodeNetworkComponents } from '../../src/net/node-network.js';
import type { NetworkInitInput } from '../../src/net/options.js';
import { TEST_REGISTRY } from '../helpers/rules.js';

const PARAMS = devnetParams();

/** How long `until` waits at most (wall clock): far beyond what any wait takes on a busy machine,
 * and below the per-test timeout of test/sim (test/helpers/sim-timeouts.ts). */
export const UNTIL_TIMEOUT_MS = 5 * 60_000;

/** Network settings for loopback simulations: fast gossip heartbeat, no automatic discovery. */
export const SIM_NETWORK: NetworkInitInput = {
  listenHost: '127.0.0.1',
  listenPort: 0,
  gossipHeartbeatIntervalMs: 100,
  handshakeTimeoutMs: 5_000,
  requestTimeoutMs: 10_000,
  inboundConnectionsPerSecondPerHost: 1_000,
  // The topology is the test's: peers are dialled only when the test says so.
  maintenanceIntervalMs: 3_600_000,
  redialIntervalMs: 3_600_000,
};

export interface SimNodeOptions {
  readonly name?: string;
  /** Devnet accounts this node forges with (default: one of its own, `devnet-<index>`). */
  readonly forgers?: readonly string[];
  /** Keep the chain on disk here (restart tests); default: memory. */
  readonly dataDir?: string;
  readonly network?: NetworkInitInput;
  readonly components?: NodeNetworkComponents;
  /** The capabilities the node runs (default: the node's list). */
  readonly capabilities?: readonly Capability[];
  /** Prunable-data lifetimes (default: 14 and 90 days). */
  readonly prunable?: Partial<PrunableLifetimes>;
}

const keyCache = new Map<string, KeyPair>();
export function keyOf(phrase: string): KeyPair {
  let k = keyCache.get(phrase);
  if (k == null) {
    k = keyPairFromSecret(phrase);
    keyCache.set(phrase, k);
  }
  return k;
}

export class SimNode {
  /** The tip as the chain events tell it (synchronous, for wait conditions). */
  tip!: Block;
  readonly #offs: Array<() => void> = [];

  constructor(readonly name: string, readonly node: Node, readonly net: NodeNetwork, readonly options: SimNodeOptions) {}

  async init(): Promise<void> {
    this.tip = await this.node.blockchain.lastBlock();
    this.#offs.push(this.node.events.on('blockPushed', ({ block }) => { this.tip = block; }));
    this.#offs.push(this.node.events.on('blockPopped', ({ tip }) => { this.tip = tip; }));
  }

  get peerId(): string {
    return this.net.network.peerId;
  }

  get address(): string {
    return this.net.network.address;
  }

  get height(): number {
    return this.tip.height;
  }

  async stop(): Promise<void> {
    for (const off of this.#offs.splice(0)) off();
    await this.net.stop();
    await this.node.stop();
  }
}

type Trigger = (fire: () => void) => () => void;

export class NetworkSim {
  readonly time: ManualTimeSource;
  readonly nodes: SimNode[] = [];
  readonly #tempDirs: string[] = [];
  #count = 0;

  constructor() {
    // Start a little after the genesis block so that transactions can be stamped before forging.
    this.time = new ManualTimeSource({ params: PARAMS, startEpochSeconds: 10 });
  }

  /** A fresh temp directory, removed by stop(). */
  async tempDir(): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'totem-sim-'));
    this.#tempDirs.push(dir);
    return dir;
  }

  /** Starts a node and its network. */
  async addNode(opts: SimNodeOptions = {}): Promise<SimNode> {
    const index = this.#count++;
    const name = opts.name ?? `N${index}`;
    const node = await createNode(
      {
        network: 'devnet',
        autoForge: false,
        contractWatchdogMs: 5_000,
        forgeWithDevnetAccounts: false,
        ...(opts.dataDir !== undefined ? { dataDir: opts.dataDir } : {}),
        ...(opts.prunable !== undefined ? { prunable: opts.prunable } : {}),
      },
      { timeSource: this.time, ...(opts.capabilities ? { capabilities: opts.capabilities } : {}) },
    );
    await node.start();
    for (const phrase of opts.forgers ?? [`devnet-${index % 10}`]) await node.forger.startForging(phrase);
    let net: NodeNetwork;
    try {
      net = await attachNetwork(node, { ...SIM_NETWORK, ...opts.network }, {
        info: { shareAddress: false, platform: name },
        ...opts.components,
      });
    } catch (err) {
      await node.stop();
      throw err;
    }
    const sim = new SimNode(name, node, net, opts);
    await sim.init();
    this.nodes.push(sim);
    return sim;
  }

  async addNodes(n: number, opts: SimNodeOptions = {}): Promise<SimNode[]> {
    const out: SimNode[] = [];
    for (let i = 0; i < n; i++) out.push(await this.addNode(opts));
    return out;
  }

  /** Stops one node (it stays in `nodes` for the record but no longer takes part). */
  async stopNode(n: SimNode): Promise<void> {
    const i = this.nodes.indexOf(n);
    if (i >= 0) this.nodes.splice(i, 1);
    await n.stop();
  }

  async stop(): Promise<void> {
    const nodes = this.nodes.splice(0);
    await Promise.all(nodes.map((n) => n.stop().catch(() => undefined)));
    for (const dir of this.#tempDirs.splice(0)) await rm(dir, { recursive: true, force: true });
  }

  // ---- topology --------------------------------------------------------------------------------

  /** Connects a to b (hello done on both sides) and waits until they gossip with each other. */
  async connect(a: SimNode, b: SimNode): Promise<void> {
    const bSawA = this.until(() => b.net.network.peer(a.peerId)?.state === 1, { what: `${b.name} sees ${a.name}` });
    await a.net.network.connect(b.address);
    await bSawA;
    await this.until(() => (['transaction', 'block'] as const).every((k) =>
      a.net.network.meshPeers(k).includes(b.peerId) && b.net.network.meshPeers(k).includes(a.peerId)), { what: `gossip mesh ${a.name}-${b.name}` });
  }

  async line(nodes: SimNode[] = this.nodes): Promise<void> {
    for (let i = 0; i + 1 < nodes.length; i++) await this.connect(nodes[i]!, nodes[i + 1]!);
  }

  async mesh(nodes: SimNode[] = this.nodes): Promise<void> {
    for (let i = 0; i < nodes.length; i++) for (let j = i + 1; j < nodes.length; j++) await this.connect(nodes[i]!, nodes[j]!);
  }

  /** Cuts every link between the groups: each side blacklists the other (hang up, no redial). */
  async partition(left: SimNode[], right: SimNode[]): Promise<void> {
    for (const a of left) for (const b of right) {
      a.net.network.blacklist(b.peerId, 'simulated partition');
      b.net.network.blacklist(a.peerId, 'simulated partition');
    }
    await this.until(() => left.every((a) => right.every((b) =>
      !a.net.network.introducedPeers().includes(b.peerId) && !b.net.network.introducedPeers().includes(a.peerId))), { what: 'partition' });
  }

  /** Lifts the partition's blacklists and reconnects every pair across it. */
  async heal(left: SimNode[], right: SimNode[]): Promise<void> {
    for (const a of left) for (const b of right) {
      a.net.network.peerManager.unblacklist(b.peerId);
      b.net.network.peerManager.unblacklist(a.peerId);
    }
    for (const a of left) for (const b of right) await this.connect(a, b);
  }

  // ---- chain -----------------------------------------------------------------------------------

  /** Forges `n` blocks on `node` with generateBlock (the shared clock moves as needed). */
  async forge(node: SimNode, n = 1): Promise<Block[]> {
    const out: Block[] = [];
    for (let i = 0; i < n; i++) out.push(await node.node.forger.generateBlock());
    return out;
  }

  /** A signed payment from a devnet account, stamped now, EC block genesis. */
  payment(o: { from?: string; to?: bigint; amountCoins?: bigint; feeCoins?: bigint } = {}): Transaction {
    const from = keyOf(o.from ?? 'devnet-9');
    return signTransaction({
      type: 0,
      subtype: 0,
      version: TRANSACTION_VERSION,
      timestamp: this.time.nowEpochSeconds(),
      deadline: 1440,
      senderPublicKey: from.publicKey,
      recipientId: o.to ?? accountIdFromPublicKey(keyOf(`sim-recipient-${Math.random()}`).publicKey),
      amountMTA: (o.amountCoins ?? 10n) * ONE_COIN,
      feeMTA: (o.feeCoins ?? 1n) * ONE_COIN,
      referencedTransactionFullHash: null,
      ecBlockHeight: 0,
      ecBlockId: BigInt(this.nodes[0]!.net.network.genesisBlockId),
      attachment: { version: 0 },
      appendices: {},
      signature: null,
    }, from, TEST_REGISTRY);
  }

  /** Submits a transaction to a node's pool as its API does; the node gossips what its pool admits. */
  async submit(node: SimNode, tx: Transaction): Promise<void> {
    const { accepted } = await node.node.mempool.submit(tx);
    if (!accepted) throw new Error(`${node.name} did not accept transaction ${tx.id}`);
  }

  // ---- waiting ---------------------------------------------------------------------------------

  /** Submits each transaction to its node and waits until every node's pool holds all of them. */
  async gossip(...sent: Array<readonly [SimNode, Transaction]>): Promise<void> {
    for (const [node, tx] of sent) await this.submit(node, tx);
    await this.until(
      async () => {
        for (const n of this.nodes) for (const [, tx] of sent) if ((await n.node.mempool.get(tx.id)) === undefined) return false;
        return true;
      },
      { what: 'the transactions in every pool' },
    );
  }

  /** `forger` forges one block; every node then reaches it. Returns the block (the caller checks
   * what it holds). */
  async forgeEverywhere(forger: SimNode): Promise<Block> {
    const [block] = await this.forge(forger);
    await this.until(() => this.nodes.every((n) => n.tip.id === block!.id), { what: `every node at block ${block!.height}` });
    return block!;
  }

  /**
   * Resolves once `cond` holds. It is checked now and again whenever a chain event, a network
   * event or a sync machine transition happens on any node (checks never overlap). Nothing here
   * waits a fixed time: the bound (default UNTIL_TIMEOUT_MS) only turns a hang into a failure
   * with the nodes' tips in the message, before jest's own (longer) per-test timeout, so it is
   * generous enough for a machine under load.
   */
  until(cond: () => boolean | Promise<boolean>, opts: { timeoutMs?: number; what?: string; nodes?: SimNode[] } = {}): Promise<void> {
    const nodes = opts.nodes ?? this.nodes;
    const timeoutMs = opts.timeoutMs ?? UNTIL_TIMEOUT_MS;
    return new Promise<void>((resolve, reject) => {
      const offs: Array<() => void> = [];
      let done = false;
      let checking = false;
      let again = false;
      const finish = (err?: Error) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        for (const off of offs) off();
        if (err) reject(err);
        else resolve();
      };
      const check = async () => {
        if (done) return;
        if (checking) {
          again = true;
          return;
        }
        checking = true;
        try {
          do {
            again = false;
            if (await cond()) return finish();
          } while (again && !done);
        } catch (err) {
          finish(err as Error);
        } finally {
          checking = false;
        }
      };
      const fire = () => void check();
      const timer = setTimeout(() => finish(new Error(`timed out after ${timeoutMs} ms waiting for ${opts.what ?? 'a condition'}; ${this.describe()}`)), timeoutMs);
      for (const trigger of this.#triggers(nodes)) offs.push(trigger(fire));
      fire();
    });
  }

  /** Waits until every node (or the given ones) has the same tip. */
  converged(nodes: SimNode[] = this.nodes, timeoutMs = UNTIL_TIMEOUT_MS): Promise<void> {
    return this.until(() => nodes.every((n) => n.tip.id === nodes[0]!.tip.id), { timeoutMs, what: 'convergence', nodes });
  }

  describe(): string {
    return this.nodes.map((n) => `${n.name}@${n.tip.height}:${n.tip.id}(${n.net.syncStatus.blockchainState})`).join(' ');
  }

  #triggers(nodes: SimNode[]): Trigger[] {
    const out: Trigger[] = [];
    for (const n of nodes) {
      out.push((fire) => n.node.events.on('blockPushed', fire));
      out.push((fire) => n.node.events.on('blockPopped', fire));
      for (const name of ['gossip', 'gossip:graft', 'peer:handshake', 'peer:disconnected', 'peer:blacklisted', 'peer:misbehaved'] as const) {
        out.push((fire) => n.net.network.on(name, fire));
      }
      out.push((fire) => {
        const sub = n.net.syncActor?.subscribe(fire);
        return () => sub?.unsubscribe();
      });
    }
    return out;
  }
}
