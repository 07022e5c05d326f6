// What must hold in every simulated run, checked during a run (`checkpoint`) and after it
// (`check`). Each check returns violations rather than throwing, so a run reports all of them with
// its seed. docs/simulation.md ("Invariants") gives every rule with its bound:
//   - finality: a block deeper than maxRollback on any node never changes on any node;
//   - no double spend: no transaction is in a chain twice, and no account balance is negative;
//   - equal state digests at equal block ids, at every height (fingerprints.ts);
//   - supply: every account's balance plus the coin capabilities hold equals the genesis supply
//     on every node; the store's cached records equal its stored ones (supply.ts);
//   - liveness: every admitted transaction is confirmed or removed with a reason within a bound
//     of blocks (liveness.ts);
//   - growth: the common chain grows while a quorum of forging stake is connected (growth.ts);
//   - propagation: in a calm network (markCalm) an admitted transaction reaches every live
//     honest node within a bound (propagation.ts);
//   - reservation: a pool holds back of an account's coin exactly what its pending transactions
//     spend (reservations.ts);
//   - heal: the network converges within a bound after a heal (the campaign reports it);
//   - honest nodes never blacklist each other; each Byzantine node ends blacklisted by every
//     honest neighbour it was connected to;
//   - the actors' mailboxes drain once time stops.
// Liveness and growth are judged only at a calm checkpoint (every live honest node on one chain
// but for its last few blocks).
// Nodes are followed from the construction on: a tick every simulated second notices crashes and
// restarts (attaching the listeners to each new life) and samples the quorum.
import { ACCOUNTS } from '../domain/state/accounts.js';
import type { SimNode, Simulation } from './simulation.js';
import { StateFingerprints } from './invariants/fingerprints.js';
import { ChainGrowth } from './invariants/growth.js';
import { NodeLives } from './invariants/lives.js';
import { TxLiveness } from './invariants/liveness.js';
import { checkSupply } from './invariants/supply.js';
import { TxPropagation } from './invariants/propagation.js';
import { checkReservations } from './invariants/reservations.js';
import type { Violation } from './invariants/types.js';

export type { Violation } from './invariants/types.js';

export interface InvariantOptions {
  /** Blocks below a tip that may no longer change (default: the run's maxRollback, which the
   * chain enforces; a smaller depth lets a test show the check at work). */
  readonly finalDepth?: number;
  /** Blocks after its admission by which a transaction must be confirmed or removed with a
   * reason (default 30: 150 s of 5 s blocks, two and a half campaign minutes). */
  readonly txBoundBlocks?: number;
  /** Longest stretch of simulated time with a quorum connected and no block (default 60 s). */
  readonly growthGapMs?: number;
  /** Compare the cached records of every table with the stored ones at each checkpoint, not only
   * those of the tables the supply reads (default false: every table at `check` only; about five
   * times the supply check's cost). */
  readonly cacheCoherence?: boolean;
}

/** Simulated ms between two ticks (life changes, quorum samples). */
const TICK_MS = 1_000;
/** A calm network: every live honest node shares the block this far below the lowest tip, and
 * no tip is more than CALM_SPREAD blocks above the lowest. */
const CALM_DEPTH = 2;
const CALM_SPREAD = 3;

export class Invariants {
  /** The block id first seen at each final height. */
  readonly #final = new Map<number, bigint>();
  readonly liveness: TxLiveness;
  readonly growth: ChainGrowth;
  readonly fingerprints: StateFingerprints;
  readonly propagation: TxPropagation;
  readonly #lives: NodeLives;
  #stopped = false;
  /** Records read by the last checkpoint's supply check (all nodes, all tables it read). */
  recordsRead = 0;
  /** Places where the supply checks found coin held outside balances, over the run. */
  readonly heldSeen = new Set<string>();

  constructor(private readonly sim: Simulation, private readonly opts: InvariantOptions = {}) {
    this.liveness = new TxLiveness(sim);
    this.fingerprints = new StateFingerprints(sim);
    this.growth = new ChainGrowth(sim, opts.growthGapMs ?? 60_000);
    this.propagation = new TxPropagation(sim);
    this.#lives = new NodeLives(sim, [this.liveness, this.fingerprints, this.propagation]);
    this.#lives.poll();
    sim.onStop(() => {
      this.#stopped = true;
      this.#lives.stop();
    });
    this.#tick();
  }

  #tick(): void {
    this.sim.scheduler.setTimeout(() => {
      if (this.#stopped) return;
      this.#lives.poll();
      this.growth.sample();
      this.#tick();
    }, TICK_MS);
  }

  /** Every periodic check: finality; equal states at equal blocks; supply and cache coherence on
   * every live honest node; and, when the network is calm (see `calm`), transaction liveness and
   * chain growth since the last calm checkpoint. */
  async checkpoint(): Promise<Violation[]> {
    return this.#checkpoint(this.opts.cacheCoherence === true);
  }

  async #checkpoint(allTables: boolean): Promise<Violation[]> {
    this.#lives.poll();
    const out = [...(await this.finality()), ...(await this.fingerprints.checkpoint()), ...(await this.supply(allTables)), ...this.propagation.check(), ...(await this.reservations())];
    const ref = await this.calm();
    if (ref !== undefined) {
      out.push(...(await this.liveness.check(ref, { finalDepth: Math.max(CALM_DEPTH, this.#finalDepth), boundBlocks: this.opts.txBoundBlocks ?? 30 })));
      out.push(...(await this.growth.check(ref)));
    }
    return out;
  }

  /** The network is calm from now until the next checkpoint (the campaign's calm after a heal):
   * the propagation bound applies to what is admitted meanwhile. */
  markCalm(): void {
    this.propagation.markCalm();
  }

  /** Pool reservations on every live honest node (reservations.ts). */
  async reservations(): Promise<Violation[]> {
    const out: Violation[] = [];
    for (const n of this.sim.live) out.push(...(await checkReservations(n)));
    return out;
  }

  /** When the network is calm, the live honest node with the lowest tip (its chain is the
   * common chain up to a few blocks below its tip); undefined otherwise. Calm: every live honest
   * node has the same block at CALM_DEPTH below the lowest tip, and no tip is more than
   * CALM_SPREAD blocks above it (a block on its way to some nodes leaves a network calm). */
  async calm(): Promise<SimNode | undefined> {
    const live = this.sim.live;
    if (live.length === 0) return undefined;
    const ref = live.reduce((low, n) => (n.height < low.height ? n : low));
    if (this.sim.converged()) return ref;
    if (live.some((n) => n.height - ref.height > CALM_SPREAD)) return undefined;
    const at = Math.max(0, ref.height - CALM_DEPTH);
    const ids = new Set<bigint | undefined>();
    for (const n of live) ids.add(await n.node.blockchain.getBlockIdAtHeight(at).catch(() => undefined));
    return ids.size === 1 && !ids.has(undefined) ? ref : undefined;
  }

  get #finalDepth(): number {
    return this.opts.finalDepth ?? this.sim.params.maxRollback;
  }

  /** Supply conservation and cache coherence (of the supply's tables, or of every table) on
   * every live honest node (one violation for the nodes that break a rule alike: the same
   * imbalance at the same height, say). */
  async supply(allTables = false): Promise<Violation[]> {
    const alike = new Map<string, { readonly v: Violation; readonly rest: string; readonly nodes: string[] }>();
    this.recordsRead = 0;
    for (const n of this.sim.live) {
      const report = await checkSupply(n, { allTables });
      this.recordsRead += report.records;
      for (const place of report.held.keys()) this.heldSeen.add(place);
      for (const v of report.violations) {
        const rest = v.detail.slice(n.name.length); // each detail begins with the node's name
        const seen = alike.get(`${v.invariant}${rest}`);
        if (seen !== undefined) seen.nodes.push(n.name);
        else alike.set(`${v.invariant}${rest}`, { v, rest, nodes: [n.name] });
      }
    }
    return [...alike.values()].map(({ v, rest, nodes }) => (nodes.length === 1 ? v : { invariant: v.invariant, detail: `${nodes.length <= 4 ? nodes.join(', ') : `${nodes.slice(0, 3).join(', ')} and ${nodes.length - 3} more nodes`}${rest}` }));
  }

  /** Records the final blocks of every live node and checks them against those seen before. */
  async finality(): Promise<Violation[]> {
    const out: Violation[] = [];
    const depth = this.#finalDepth;
    for (const n of this.sim.live) {
      for (let h = 1; h <= n.height - depth; h++) {
        const id = await n.node.blockchain.getBlockIdAtHeight(h);
        if (id === undefined) continue;
        const seen = this.#final.get(h);
        if (seen === undefined) this.#final.set(h, id);
        else if (seen !== id) out.push({ invariant: 'finality', detail: `${n.name} has block ${id} at final height ${h}, ${seen} was final there` });
      }
    }
    return out;
  }

  /** Every invariant, once the run has stopped moving time. `accounts` are checked for a
   * negative balance (the workload's). */
  async check(accounts: readonly bigint[] = []): Promise<Violation[]> {
    await this.sim.scheduler.settle();
    return [...(await this.#checkpoint(true)), ...(await this.chains(accounts)), ...(await this.digests()), ...this.blacklists(), ...this.mailboxes()];
  }

  /** Transactions in the chains of the live nodes, counted by the last `chains` call (a check
   * that saw none checked nothing). */
  transactionsSeen = 0;

  /** No transaction twice in a chain; no negative balance among `accounts`. */
  async chains(accounts: readonly bigint[] = []): Promise<Violation[]> {
    const out: Violation[] = [];
    this.transactionsSeen = 0;
    for (const n of this.sim.live) {
      const seen = new Set<bigint>();
      for (let low = 1; low <= n.height; low += 100) {
        // getBlocks walks down: from the higher height to the lower.
        for (const block of await n.node.blockchain.getBlocks(Math.min(n.height, low + 99), low)) {
          for (const tx of block.transactions) {
            if (seen.has(tx.id)) out.push({ invariant: 'double-spend', detail: `${n.name}: transaction ${tx.id} twice in the chain (block ${block.height})` });
            seen.add(tx.id);
          }
        }
      }
      this.transactionsSeen += seen.size;
      for (const id of accounts) {
        const balance = n.node.state.get(ACCOUNTS, id)?.balanceMTA ?? 0n;
        if (balance < 0n) out.push({ invariant: 'double-spend', detail: `${n.name}: account ${id} balance ${balance}` });
      }
    }
    return out;
  }

  /** Nodes at the same block have the same state digest. */
  async digests(): Promise<Violation[]> {
    const byTip = new Map<bigint, Array<{ name: string; digest: string }>>();
    for (const n of this.sim.live) {
      const d = await n.node.stateDigest();
      const list = byTip.get(d.blockId) ?? [];
      list.push({ name: n.name, digest: d.digest });
      byTip.set(d.blockId, list);
    }
    const out: Violation[] = [];
    for (const [tip, list] of byTip) {
      if (list.some((x) => x.digest !== list[0]!.digest)) out.push({ invariant: 'digest', detail: `at block ${tip}: ${list.map((x) => `${x.name}=${x.digest.slice(0, 12)}`).join(' ')}` });
    }
    return out;
  }

  /** Every actor's mailbox is empty (call once time has stopped and work settled). */
  mailboxes(): Violation[] {
    const out: Violation[] = [];
    for (const n of this.sim.live) {
      for (const [id, info] of Object.entries(n.node.debugSnapshot())) {
        if (info.mailboxDepth > 0) out.push({ invariant: 'mailbox', detail: `${n.name}: actor ${id} still holds ${info.mailboxDepth} messages` });
      }
    }
    return out;
  }

  blacklists(): Violation[] {
    const out: Violation[] = [];
    const honest = (i: number | null) => i !== null && this.sim.nodes[i]!.honest;
    for (const b of this.sim.blacklistings) {
      if (honest(b.by) && honest(b.peer)) out.push({ invariant: 'blacklist', detail: `${this.sim.nodes[b.by]!.name} blacklisted honest ${this.sim.nodes[b.peer!]!.name} at ${b.at} ms: ${b.reason}` });
    }
    for (const byz of this.sim.nodes.filter((n) => !n.honest)) {
      for (const [a, c] of this.sim.edges) {
        const other = a === byz.index ? c : c === byz.index ? a : -1;
        if (other < 0 || !this.sim.nodes[other]!.honest) continue;
        const by = this.sim.nodes[other]!;
        if (!by.transport.peerManager.isBlacklistedPeer(byz.transport.peerId)) out.push({ invariant: 'blacklist', detail: `${by.name} did not blacklist Byzantine ${byz.name}` });
      }
    }
    return out;
  }
}
