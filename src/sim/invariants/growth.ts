// Chain growth: while a quorum of forging stake is connected, the common chain grows. A quorum is
// a set of running honest nodes, connected through topology edges whose links pass both ways
// with less than half of the messages lost, whose forgers hold more than half of the forging
// stake of every forger of the run (crashed and Byzantine ones count in the total, not in the
// quorum). It is sampled once per simulated second (`sample`), so the run's quorum periods are
// known without any hook in the faults.
//
// Judged at a calm checkpoint (every live honest node on one chain but for its last blocks),
// retrospectively on that chain: between two consecutive blocks (and from the tip to now) there
// is no stretch of `gapMs` during which a quorum held throughout. With a majority of the stake a
// block is due within about two block times (each forger's wait is uniform up to blockTime /
// its share of the supply, the base target clamped at 0.9 of its initial value), so 60 s is
// twelve block times: enough for clock skews of the forgers (block timestamps are their clocks)
// and a fork resolution after a heal, and no honest run comes near it. Each gap is reported once.
import { accountIdFromPublicKey } from '../../domain/account-id.js';
import { keyPairFromSecret } from '../../domain/crypto.js';
import { ACCOUNTS } from '../../domain/state/accounts.js';
import type { SimNode, Simulation } from '../simulation.js';
import type { Violation } from './types.js';

/** A link losing this share of its messages or more does not connect a quorum. */
const LOSSY = 0.5;
/** Quorum periods older than this (before the tip's block) are forgotten. */
const KEEP_MS = 600_000;

export class ChainGrowth {
  /** Closed periods [from, to] (simulated ms) during which the samples saw a quorum. */
  readonly #periods: Array<[number, number]> = [];
  /** Start and last sample of the period in progress. */
  #open: [number, number] | undefined;
  /** Gaps before this time were judged at an earlier checkpoint (their end at least). */
  #from: number;
  readonly #reported = new Set<string>();
  /** Each forging node's account (by node index) and its stake. */
  readonly #forgers = new Map<number, bigint>();
  readonly #stake = new Map<number, bigint>();

  constructor(private readonly sim: Simulation, private readonly gapMs: number) {
    this.#from = sim.scheduler.now();
    for (const n of sim.nodes) {
      if (n.forger === undefined) continue;
      this.#forgers.set(n.index, accountIdFromPublicKey(keyPairFromSecret(`devnet-${n.forger}`).publicKey));
    }
    this.refreshStake();
  }

  /** Reads each forger's balance from a live node (the stake of the quorum rule). */
  refreshStake(): void {
    const ref = this.sim.live[0];
    for (const [index, account] of this.#forgers) {
      let balance: bigint | undefined;
      try {
        balance = ref?.node.state.get(ACCOUNTS, account)?.balanceMTA;
      } catch {
        balance = undefined; // a store closing under a stopping node
      }
      if (balance !== undefined || !this.#stake.has(index)) this.#stake.set(index, balance ?? 1n);
    }
  }

  /** True when a quorum of the forging stake is connected and running now. */
  quorum(): boolean {
    const { nodes, links, edges } = this.sim;
    const parent = nodes.map((_, i) => i);
    const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
    const up = (i: number) => nodes[i]!.running && nodes[i]!.honest;
    for (const [a, b] of edges) {
      if (!up(a) || !up(b)) continue;
      const [x, y] = [nodes[a]!.name, nodes[b]!.name];
      if (!links.reachable(x, y) || links.conditions(x, y).loss >= LOSSY || links.conditions(y, x).loss >= LOSSY) continue;
      parent[find(a)] = find(b);
    }
    let total = 0n;
    const byComponent = new Map<number, bigint>();
    for (const [index, stake] of this.#stake) {
      total += stake;
      if (up(index)) byComponent.set(find(index), (byComponent.get(find(index)) ?? 0n) + stake);
    }
    for (const stake of byComponent.values()) if (stake * 2n > total) return true;
    return false;
  }

  /** One sample (the invariants' tick, once per simulated second). */
  sample(): void {
    const now = this.sim.scheduler.now();
    if (this.quorum()) this.#open = this.#open === undefined ? [now, now] : [this.#open[0], now];
    else if (this.#open !== undefined) {
      this.#periods.push(this.#open);
      this.#open = undefined;
    }
  }

  /** The longest stretch within (a, b) covered by one quorum period. */
  #longestQuorum(a: number, b: number): number {
    let best = 0;
    for (const [from, to] of this.#open === undefined ? this.#periods : [...this.#periods, this.#open]) {
      best = Math.max(best, Math.min(to, b) - Math.max(from, a));
    }
    return best;
  }

  /** Judges the gaps of the common chain since the last check, on `ref`'s chain (a calm
   * network: every live honest node on it but for its last few blocks). */
  async check(ref: SimNode): Promise<Violation[]> {
    this.sample();
    const now = this.sim.scheduler.now();
    // Scheduler time of an epoch second (block timestamps), from the reference node's clock.
    const offsetMs = ref.time.nowMs() - ref.time.skewMs - now - this.sim.params.epochBeginningMs;
    const at = (timestamp: number) => timestamp * 1000 - offsetMs;
    // The blocks since the last check, and the one before them (the first gap may begin there).
    const blocks: Array<{ readonly id: bigint; readonly height: number; readonly time: number }> = [];
    for (let high = ref.height; high >= 0; high -= 100) {
      const batch = await ref.node.blockchain.getBlocks(high, Math.max(0, high - 99));
      for (const b of batch) blocks.push({ id: b.id, height: b.height, time: at(b.timestamp) });
      if (batch.length === 0 || blocks[blocks.length - 1]!.time < this.#from) break;
    }
    blocks.reverse();
    const out: Violation[] = [];
    for (let i = 0; i < blocks.length; i++) {
      const start = blocks[i]!;
      const end = i + 1 < blocks.length ? blocks[i + 1]!.time : now;
      if (end <= this.#from || end - start.time < this.gapMs) continue;
      const held = this.#longestQuorum(start.time, end);
      const key = `${start.id}`;
      if (held < this.gapMs || this.#reported.has(key)) continue;
      this.#reported.add(key);
      const until = i + 1 < blocks.length ? `block ${blocks[i + 1]!.height} at ${end} ms` : `the checkpoint at ${now} ms`;
      out.push({ invariant: 'growth', detail: `no block from height ${start.height} (${start.time} ms) until ${until}: ${Math.round((end - start.time) / 1000)} s, ${Math.round(held / 1000)} s of it with a quorum of the forging stake connected` });
    }
    this.#from = now;
    const keepAfter = (blocks[blocks.length - 1]?.time ?? now) - KEEP_MS;
    while (this.#periods.length > 0 && this.#periods[0]![1] < keepAfter) this.#periods.shift();
    this.refreshStake();
    return out;
  }
}
