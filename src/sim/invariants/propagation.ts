// Transaction propagation: in a calm network (the campaign's calm after each heal, marked with
// `markCalm`), a transaction an honest node admits reaches every other live honest node, in its
// pool or in a block it pushed, within PROPAGATION_BOUND_MS of simulated time. Gossip takes well
// under a second over a few hops of 5-40 ms links; the periodic pull of pending transactions (one
// random peer every 5 s) and block inclusion are slower back-ups, so a node that stops forwarding
// what it admits is seen here even though its transactions are still confirmed in the end.
// Judged at each checkpoint for the transactions first admitted between the mark and the bound
// before the checkpoint, on the nodes that ran, honest, through all of that span. A few may miss
// a node legitimately: a node a block behind refuses a transaction spending that block's coin,
// does not forward it, and gets it in a block later. So the rule is on the share: at most
// LATE_SHARE of the judged transactions (when at least MIN_JUDGED were) may miss a node; a node
// that forwards nothing makes nearly all of them late.
import type { SimNode, Simulation } from '../simulation.js';
import type { LifeHooks } from './lives.js';
import type { Violation } from './types.js';

/** How long a transaction may take to reach every live honest node in a calm network. */
export const PROPAGATION_BOUND_MS = 3_000;
/** The share of judged transactions that may miss a node in a calm span (see above). */
export const LATE_SHARE = 0.1;
const MIN_JUDGED = 5;
/** Transactions told one by one per checkpoint; the rest are counted. */
const MAX_REPORTED = 3;

interface Spread {
  /** When an honest node first admitted it. */
  readonly at: number;
  readonly by: string;
  /** Node index -> when it first had it (pool or block). */
  readonly seen: Map<number, number>;
}

export class TxPropagation implements LifeHooks {
  readonly #spread = new Map<bigint, Spread>();
  /** Every transaction ever admitted: one a pop gives back to a pool is not new (peers that had
   * it do not take it again), so it is not judged. */
  readonly #known = new Set<bigint>();
  /** Node index -> when its current life began (a node that restarted in the span is not judged). */
  readonly #since = new Map<number, number>();
  #calmFrom: number | undefined;
  /** Transactions judged, and of them late, over the run. */
  judged = 0;
  late = 0;

  constructor(private readonly sim: Simulation) {}

  /** The network is calm from now on (no fault until the next checkpoint). */
  markCalm(): void {
    this.#calmFrom = this.sim.scheduler.now();
  }

  attach(n: SimNode): Array<() => void> {
    this.#since.set(n.index, this.sim.scheduler.now());
    const saw = (id: bigint) => {
      const now = this.sim.scheduler.now();
      let s = this.#spread.get(id);
      if (s === undefined) {
        if (this.#known.has(id)) return;
        this.#known.add(id);
        s = { at: now, by: n.name, seen: new Map() };
        this.#spread.set(id, s);
      }
      if (!s.seen.has(n.index)) s.seen.set(n.index, now);
    };
    return [
      n.node.onTransactionsAdded((txs) => txs.forEach((tx) => saw(tx.id))),
      n.node.events.on('blockPushed', ({ block }) => block.transactions.forEach((tx) => this.#spread.has(tx.id) && saw(tx.id))),
    ];
  }

  detach(index: number): void {
    this.#since.delete(index);
  }

  /** The transactions admitted since the calm mark that missed a live honest node for longer
   * than the bound; the mark is then cleared (the next fault comes). */
  check(): Violation[] {
    const from = this.#calmFrom;
    this.#calmFrom = undefined;
    const now = this.sim.scheduler.now();
    const late: string[] = [];
    let judged = 0;
    for (const [id, s] of this.#spread) {
      if (from === undefined || s.at < from || s.at > now - PROPAGATION_BOUND_MS) continue;
      judged++;
      const missed = this.sim.live
        .filter((n) => (this.#since.get(n.index) ?? Infinity) <= from)
        .filter((n) => (s.seen.get(n.index) ?? Infinity) > s.at + PROPAGATION_BOUND_MS)
        .map((n) => `${n.name} ${s.seen.has(n.index) ? `after ${s.seen.get(n.index)! - s.at} ms` : 'never'}`);
      if (missed.length > 0) late.push(`transaction ${id} admitted by ${s.by} at ${s.at} ms reached ${missed.slice(0, 4).join(', ')}${missed.length > 4 ? ` and ${missed.length - 4} more nodes` : ''}`);
    }
    // Older spreads can no longer be judged.
    for (const [id, s] of this.#spread) if (s.at <= now - PROPAGATION_BOUND_MS) this.#spread.delete(id);
    this.judged += judged;
    this.late += late.length;
    if (judged < MIN_JUDGED || late.length <= judged * LATE_SHARE) return [];
    const more = late.length > MAX_REPORTED ? ` (and ${late.length - MAX_REPORTED} more)` : '';
    return [{ invariant: 'propagation', detail: `in a calm network ${late.length} of ${judged} transactions missed a live honest node for over ${PROPAGATION_BOUND_MS} ms: ${late.slice(0, MAX_REPORTED).join('; ')}${more}` }];
  }
}
