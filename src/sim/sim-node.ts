// One full node of a simulation: the real node (createNode) on a CrashableDb, its network glue
// on a SimTransport, and a clock that is the run's scheduler plus the node's skew. A node can
// crash (its store freezes at that instant, its connections drop, it stops) and restart on what
// its store kept, with the same identity and forging account.
import type { TimeSource } from '../chain/time.js';
import { enableVerifiedSignatureCache } from '../domain/crypto.js';
import { epochTime, type NetworkParams } from '../domain/network-params.js';
import { attachNetwork, type NodeNetwork } from '../net/node-network.js';
import type { NetworkInitInput } from '../net/options.js';
import { createNode, type Node, type NodeModules } from '../node.js';
import { CrashableDb } from './crash.js';
import type { SimLinks } from './links.js';
import type { Rng } from './rng.js';
import type { SimScheduler } from './scheduler.js';
import { SimTransport, type SimDirectory, type SimIdentity } from './transport.js';

/** Epoch seconds at the start of a run: a little after genesis. */
const START_EPOCH_SECONDS = 10;

const SIM_NETWORK: NetworkInitInput = {
  listenHost: '127.0.0.1',
  listenPort: 0,
  handshakeTimeoutMs: 5_000,
  requestTimeoutMs: 5_000,
};

/** What every node of a run shares. */
export interface SimEnv {
  readonly scheduler: SimScheduler;
  readonly links: SimLinks;
  readonly directory: SimDirectory;
  readonly params: NetworkParams;
  readonly rng: Rng;
  readonly blockTimeSeconds: number;
  readonly capabilities?: NodeModules['capabilities'];
  readonly network?: NetworkInitInput | undefined;
  /** Told of every blacklisting a node makes. */
  onBlacklisted(by: number, peerId: string | null, reason: string): void;
}

/** A node's clock: the scheduler's time from the run's start, plus its skew. */
export class SimTimeSource implements TimeSource {
  skewMs = 0;
  constructor(private readonly scheduler: SimScheduler, private readonly params: NetworkParams) {}
  nowMs(): number {
    return this.params.epochBeginningMs + START_EPOCH_SECONDS * 1000 + this.scheduler.now() + this.skewMs;
  }
  nowEpochSeconds(): number {
    return epochTime(this.nowMs(), this.params);
  }
}

export class SimNode {
  /** Tip height and id as the chain events tell them (synchronous, for conditions). */
  height = 0;
  tipId = 0n;
  honest = true;
  /** Lives so far (1 + restarts). */
  lives = 0;
  node!: Node;
  net!: NodeNetwork;
  transport!: SimTransport;
  readonly time: SimTimeSource;
  readonly db = new CrashableDb();
  #offs: Array<() => void> = [];
  #running = false;

  constructor(
    private readonly env: SimEnv,
    readonly index: number,
    readonly identity: SimIdentity,
    /** The devnet account it forges with, if any. */
    readonly forger: number | undefined,
  ) {
    this.time = new SimTimeSource(env.scheduler, env.params);
  }

  get name(): string {
    return this.identity.name;
  }

  get running(): boolean {
    return this.#running;
  }

  /** Starts a life: the node on its database, forging, and its network. */
  async start(): Promise<void> {
    const env = this.env;
    // Every node of the run checks each transaction's signature: one check per process is enough
    // (a pure function of the bytes; see crypto.ts).
    enableVerifiedSignatureCache();
    const node = await createNode(
      {
        network: 'devnet',
        autoForge: true,
        forgeWithDevnetAccounts: false,
        blockTimeSeconds: env.blockTimeSeconds,
        maxRollback: env.params.maxRollback,
        signatureWorkers: 0,
        contractWorkers: 0,
        // Mainnet's consensus: hits are verified and blocks stamped too far ahead refused (the
        // devnet's forge-on-demand skips both).
        paramOverrides: { forgeOnDemand: false },
      },
      { timeSource: this.time, clock: env.scheduler, db: await this.db.open(), ...(env.capabilities ? { capabilities: env.capabilities } : {}) },
    );
    await node.start();
    if (this.forger !== undefined) await node.forger.startForging(`devnet-${this.forger}`);
    const random = env.rng.stream(`peers-${this.name}-${this.lives}`);
    let transport: SimTransport | undefined;
    const net = await attachNetwork(node, { ...SIM_NETWORK, ...env.network }, {
      transport: (init, c) => (transport = new SimTransport(init, c, this.identity, env.links, env.directory, env.scheduler)),
      clock: env.scheduler,
      random: () => random.next(),
      now: () => this.time.nowMs(),
      info: { shareAddress: false, platform: this.name },
      // The sync rolls back as far as the chain may (the run's maxRollback).
      sync: { maxRollback: env.params.maxRollback },
    });
    [this.node, this.net, this.transport] = [node, net, transport!];
    this.lives++;
    this.#running = true;
    const tip = await node.blockchain.lastBlock();
    [this.height, this.tipId] = [tip.height, tip.id];
    this.#offs.push(transport!.on('peer:blacklisted', ({ peerId, reason }) => env.onBlacklisted(this.index, peerId, reason)));
    this.#offs.push(node.events.on('blockPushed', ({ block }) => {
      [this.height, this.tipId] = [block.height, block.id];
      env.links.record('push', `${this.name} ${block.height} ${block.id}`);
    }));
    this.#offs.push(node.events.on('blockPopped', ({ tip: t }) => {
      [this.height, this.tipId] = [t.height, t.id];
      env.links.record('pop', `${this.name} ${t.height} ${t.id}`);
    }));
  }

  /** Kills the node now: nothing more reaches its store, its peers see the connections drop. */
  async crash(): Promise<void> {
    this.env.links.record('crash', `${this.name} at ${this.height}`);
    this.db.crash();
    await this.#end();
  }

  /** A graceful stop (end of the run). */
  async stop(): Promise<void> {
    await this.#end();
    await this.db.close().catch(() => undefined);
  }

  async #end(): Promise<void> {
    if (!this.#running) return;
    this.#running = false;
    for (const off of this.#offs.splice(0)) off();
    await this.net.stop().catch(() => undefined);
    await this.node.stop().catch(() => undefined);
  }
}
