// A whole network of full nodes in one process, deterministic from one seed (docs/simulation.md).
// Each node is the real node (createNode: chain, mempool, forger, actors, capabilities) with its
// own memory store; they share one SimScheduler as their clock and talk through SimTransports
// over SimLinks. Every random choice (identities, forging accounts, link delays and losses,
// workload) draws from a stream of the seed, and nothing waits on real time, so the same seed
// gives the same run, event for event (the event log shows it).
import { generateKeyPairFromSeed } from '@libp2p/crypto/keys';
import { peerIdFromPrivateKey } from '@libp2p/peer-id';
import { devnetParams, type NetworkParams } from '../domain/network-params.js';
import type { NetworkInitInput } from '../net/options.js';
import type { NodeModules } from '../node.js';
import type { ByzantineRecord } from './byzantine.js';
import { CountingTap } from './campaign/link-tap.js';
import { DEFAULT_LINK, SimLinks, type EventLog, type LinkConditions } from './links.js';
import { Rng } from './rng.js';
import { SimScheduler } from './scheduler.js';
import { SimNode, type SimEnv } from './sim-node.js';
import { SimDirectory } from './transport.js';

export { SimNode };

export interface SimulationOptions {
  readonly seed: number;
  /** Number of full nodes (default 5). */
  readonly nodes?: number;
  /** Who connects to whom (default mesh; `random` gives each node `degree` random peers). */
  readonly topology?: 'mesh' | 'ring' | { readonly random: number };
  /** Default conditions of every link. */
  readonly link?: Partial<LinkConditions>;
  /** How many nodes forge (default all, at most 10: one devnet account each, drawn by the seed). */
  readonly forgers?: number;
  /** Devnet block time in seconds (default 5). */
  readonly blockTimeSeconds?: number;
  /** Blocks a node may roll back (default 30, small so that finality is seen in short runs). */
  readonly maxRollback?: number;
  /** The capabilities of every node (default: the node's list). */
  readonly capabilities?: NodeModules['capabilities'];
  /** Network settings of every transport. */
  readonly network?: NetworkInitInput;
  /** The one-line command that runs this scenario again, printed with a failure (a test file's
   * `npm test -- <file>`, the campaign's `npm run sim -- ...`). */
  readonly replay?: string;
}

export class Simulation {
  readonly scheduler = new SimScheduler(0);
  readonly rng: Rng;
  readonly log: EventLog = [];
  readonly links: SimLinks;
  readonly directory = new SimDirectory();
  readonly nodes: SimNode[] = [];
  readonly params: NetworkParams;
  /** Directed edges of the topology (by node index), to reconnect after a heal. */
  readonly edges: Array<readonly [number, number]> = [];
  /** Every blacklisting of the run: who, whom (node index), why. */
  readonly blacklistings: Array<{ readonly at: number; readonly by: number; readonly peer: number | null; readonly reason: string }> = [];
  /** The Byzantine nodes of the run, in the order they turned, with what they did. */
  readonly byzantine: ByzantineRecord[] = [];
  /** The genesis block id (every node's). */
  genesisId = 0n;
  readonly #offs: Array<() => void> = [];
  #stopped = false;

  private constructor(readonly options: SimulationOptions) {
    this.rng = new Rng(options.seed);
    this.links = new SimLinks(this.scheduler, this.rng.stream('links'), this.log, options.link);
    this.params = devnetParams({ maxRollback: options.maxRollback ?? 30, forgeOnDemand: false });
  }

  /** Builds and starts the nodes, connects the topology, and returns once every hello is done. */
  static async create(options: SimulationOptions): Promise<Simulation> {
    const sim = new Simulation(options);
    try {
      const n = options.nodes ?? 5;
      const forgerCount = Math.min(options.forgers ?? n, 10, n);
      const accounts = sim.rng.stream('forgers').shuffle([...Array(10).keys()]).slice(0, forgerCount);
      const ids = sim.rng.stream('identities');
      for (let i = 0; i < n; i++) await sim.#addNode(i, accounts[i], ids.bytes(32));
      sim.genesisId = (await sim.nodes[0]!.node.blockchain.status()).genesisBlockId;
      sim.#connectTopology(options.topology ?? 'mesh');
      sim.#maintain();
      await sim.runUntil(() => sim.#topologyUp(), { maxMs: 30_000, what: 'every hello of the topology' });
      return sim;
    } catch (err) {
      await sim.stop();
      throw err;
    }
  }

  /** The one-line command that replays this run (the scenario's `replay` option, with the seed). */
  get replay(): string {
    return this.options.replay ?? `run the scenario again with seed ${this.options.seed}`;
  }

  async #addNode(index: number, forger: number | undefined, identitySeed: Uint8Array): Promise<void> {
    const name = `n${index}`;
    const peerId = peerIdFromPrivateKey(await generateKeyPairFromSeed('Ed25519', identitySeed)).toString();
    const identity = { name, peerId, address: `10.0.${index >> 8}.${(index & 255) + 1}:7874` };
    const node = new SimNode(this.#env, index, identity, forger);
    this.nodes.push(node);
    await node.start();
  }

  get #env(): SimEnv {
    return {
      scheduler: this.scheduler,
      links: this.links,
      directory: this.directory,
      params: this.params,
      rng: this.rng,
      blockTimeSeconds: this.options.blockTimeSeconds ?? 5,
      capabilities: this.options.capabilities,
      network: this.options.network,
      onBlacklisted: (by, peerId, reason) => {
        const peer = this.nodes.find((n) => n.identity.peerId === peerId);
        this.blacklistings.push({ at: this.scheduler.now(), by, peer: peer?.index ?? null, reason });
      },
    };
  }

  #connectTopology(topology: NonNullable<SimulationOptions['topology']>): void {
    const n = this.nodes.length;
    const add = (a: number, b: number) => {
      if (a === b || this.edges.some(([x, y]) => (x === a && y === b) || (x === b && y === a))) return;
      this.edges.push([a, b]);
    };
    if (topology === 'mesh') for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) add(a, b);
    else if (topology === 'ring') for (let a = 0; a < n; a++) add(a, (a + 1) % n);
    else {
      const r = this.rng.stream('topology');
      // A ring keeps the graph connected; random chords add the rest of each node's degree.
      for (let a = 0; a < n; a++) add(a, (a + 1) % n);
      for (let a = 0; a < n; a++) for (let k = 2; k < topology.random; k++) add(a, r.int(0, n - 1));
    }
    this.#dialEdges();
  }

  /** Dials every topology edge that is not connected and whose link passes. */
  #dialEdges(): void {
    for (const [a, b] of this.edges) {
      const [x, y] = [this.nodes[a]!, this.nodes[b]!];
      if (!x.running || !y.running || x.transport.isConnected(y.transport.peerId)) continue;
      if (!this.links.reachable(x.name, y.name)) continue;
      x.transport.connect(y.transport.address).catch((err: unknown) => this.links.record('dial-failed', `${x.name} ${y.name} ${(err as Error).message}`));
    }
  }

  /** As a node redials its known peers: every 2 s of simulated time, the edges that are down. */
  #maintain(): void {
    this.scheduler.setTimeout(() => {
      if (this.#stopped) return;
      this.#dialEdges();
      this.#maintain();
    }, 2_000);
  }

  #topologyUp(): boolean {
    return this.edges.every(([a, b]) => {
      const [x, y] = [this.nodes[a]!, this.nodes[b]!];
      if (!this.links.reachable(x.name, y.name) || !x.honest || !y.honest || !x.running || !y.running) return true;
      return x.transport.introducedPeers().includes(y.transport.peerId) && y.transport.introducedPeers().includes(x.transport.peerId);
    });
  }

  // ---- running ------------------------------------------------------------------------------------

  /** Runs `ms` of virtual time. */
  run(ms: number): Promise<void> {
    return this.scheduler.run(ms);
  }

  /** Runs until `cond` holds (checked after every event); fails after `maxMs` of virtual time with
   * the seed and the replay command. Returns the virtual ms it took. */
  async runUntil(cond: () => boolean, opts: { maxMs: number; what: string }): Promise<number> {
    const start = this.scheduler.now();
    let held = cond();
    if (!held) await this.scheduler.runUntil(start + opts.maxMs, { stop: () => (held = cond()) });
    if (!held) throw new Error(`seed ${this.options.seed}: ${opts.what} did not happen within ${opts.maxMs} ms of simulated time (replay: ${this.replay})`);
    return this.scheduler.now() - start;
  }

  /** The honest nodes that run. */
  get live(): SimNode[] {
    return this.nodes.filter((n) => n.honest && n.running);
  }

  /** Every live honest node is at the same tip. */
  converged(): boolean {
    const live = this.live;
    return live.every((n) => n.tipId === live[0]!.tipId);
  }

  // ---- faults -------------------------------------------------------------------------------------

  /** Cuts every link between the groups (node indexes) and drops the connections across. */
  partition(...groups: number[][]): void {
    this.links.record('partition', groups.map((g) => g.join(',')).join(' | '));
    for (let i = 0; i < groups.length; i++) for (let j = i + 1; j < groups.length; j++) {
      for (const a of groups[i]!) for (const b of groups[j]!) {
        const [x, y] = [this.nodes[a]!, this.nodes[b]!];
        this.links.cut(x.name, y.name);
        x.transport.hangUp(y.transport.peerId);
      }
    }
  }

  /** Cuts a->b only: b no longer hears a (the connection stays up, as a half-broken route). */
  cutOneWay(a: number, b: number): void {
    this.links.record('cut-one-way', `${this.nodes[a]!.name}>${this.nodes[b]!.name}`);
    this.links.cut(this.nodes[a]!.name, this.nodes[b]!.name, true);
  }

  /** Restores every link and redials the topology. */
  heal(): void {
    this.links.record('heal', '');
    this.links.restoreAll();
    this.#dialEdges();
  }

  /** Sets the conditions of a link (both ways unless oneWay), by node index. */
  setLink(a: number, b: number, c: Partial<LinkConditions>, oneWay = false): void {
    this.links.setLink(this.nodes[a]!.name, this.nodes[b]!.name, c, oneWay);
  }

  /** Moves a node's clock by `ms` (keep it within the chain's drift limit). */
  skew(index: number, ms: number): void {
    this.links.record('skew', `${this.nodes[index]!.name} ${ms}`);
    this.nodes[index]!.time.skewMs = ms;
  }

  /** Crashes node `index` now (see SimNode.crash). */
  async crash(index: number): Promise<void> {
    await this.nodes[index]!.crash();
  }

  /** Restarts a crashed node on what its store kept, and redials its edges. */
  async restart(index: number): Promise<void> {
    const n = this.nodes[index]!;
    this.links.record('restart', n.name);
    await n.start();
    this.#dialEdges();
  }

  /** Puts a link (both ways) back to the run's default conditions. */
  resetLink(a: number, b: number): void {
    this.setLink(a, b, { ...DEFAULT_LINK, ...this.options.link });
  }

  /** Whether a and b are neighbours in the topology. */
  isEdge(a: number, b: number): boolean {
    return this.edges.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
  }

  /** Every penalty a node gave a peer, in order (by node name). */
  get penalties(): SimDirectory['penalties'] {
    return this.directory.penalties;
  }

  /** Counts what the links do to the messages of watched links from now on (the campaign's
   * per-fault effects). The links' draws are untouched; a watched link's gossip is delivered even
   * where an unwatched one's would be left inert, so a watch is part of the run (the same
   * schedule watches the same links). */
  countLinks(): CountingTap {
    if (this.directory.tap instanceof CountingTap) return this.directory.tap;
    const tap = new CountingTap();
    this.directory.tap = tap;
    return tap;
  }

  /** Runs `fn` when the simulation stops (fault injectors register their cancellers here). */
  onStop(fn: () => void): void {
    this.#offs.push(fn);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    for (const off of this.#offs.splice(0)) off();
    for (const n of this.nodes) {
      await n.stop();
    }
  }
}
