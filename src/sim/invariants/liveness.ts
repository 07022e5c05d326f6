// Transaction liveness: every transaction an honest node admitted is, within a bound, either
// confirmed in the common chain or removed from that node's pool with a reason (expired, invalid,
// evicted, cleared, notStored, contractFault). Admissions and removals come from each life's
// onTransactionsAdded / onTransactionRemoved; a crash forgets that node's pool (the simulation
// does not persist pools), so a life's admissions end with it.
//
// Judged at a calm checkpoint (every live honest node on one chain but for its last blocks): an
// admission that the common chain holds `finalDepth` blocks deep is settled; one still open when
// the common chain stands `boundBlocks` above the network's height at the admission is a
// violation, reported once, whether the transaction is still pending in the pool, gone without a
// reason, or left as "included" in a block that is no longer in the chain without coming back. A
// transaction the chain confirmed while the node's pool never told it left is one too (a leak:
// the pool would keep reserving its funds).
import type { Simulation, SimNode } from '../simulation.js';
import type { LifeHooks } from './lives.js';
import type { Violation } from './types.js';

/** Transactions told one by one per checkpoint (each naming the nodes); the rest are counted. */
const MAX_REPORTED = 5;
/** Pools asked, per checkpoint, whether they still hold an overdue transaction. */
const MAX_ASKED = 50;

interface Admission {
  readonly id: bigint;
  /** The highest tip of a running honest node, and the simulated time, when the node first
   * admitted the transaction (the network's height, not the node's: a node syncing from far
   * behind admits pending transactions while it catches up). */
  readonly height: number;
  readonly at: number;
  /** Left the pool as included (and not re-admitted since, by a pop that kept it). */
  included: boolean;
}

export interface LivenessCounts {
  /** Admissions seen (re-admissions after a pop not counted). */
  admitted: number;
  /** Settled by a final confirmation in the common chain. */
  confirmed: number;
  /** Settled by a removal with a reason other than inclusion, by reason. */
  removed: Record<string, number>;
  /** Reported as violations. */
  violated: number;
}

export class TxLiveness implements LifeHooks {
  readonly #open = new Map<number, Map<bigint, Admission>>();
  readonly counts: LivenessCounts = { admitted: 0, confirmed: 0, removed: {}, violated: 0 };

  constructor(private readonly sim: Simulation) {}

  attach(n: SimNode): Array<() => void> {
    const open = new Map<bigint, Admission>();
    this.#open.set(n.index, open);
    return [
      n.node.onTransactionsAdded((txs) => {
        const height = this.#top();
        for (const tx of txs) {
          const known = open.get(tx.id);
          if (known !== undefined) known.included = false;
          else {
            open.set(tx.id, { id: tx.id, height, at: this.sim.scheduler.now(), included: false });
            this.counts.admitted++;
          }
        }
      }),
      n.node.onTransactionRemoved((tx, reason) => {
        const known = open.get(tx.id);
        if (known === undefined) return;
        if (reason === 'included') known.included = true;
        else {
          open.delete(tx.id);
          this.counts.removed[reason] = (this.counts.removed[reason] ?? 0) + 1;
        }
      }),
    ];
  }

  #top(): number {
    let top = 0;
    for (const x of this.sim.nodes) if (x.running && x.honest && x.height > top) top = x.height;
    return top;
  }

  detach(index: number): void {
    this.#open.delete(index);
  }

  /** Admissions still open, over every followed node. */
  get pending(): number {
    let n = 0;
    for (const open of this.#open.values()) n += open.size;
    return n;
  }

  /** Judges the open admissions of the live nodes; `ref`'s chain is the common chain up to a few
   * blocks below its tip (a calm network), `finalDepth` at least that far. */
  async check(ref: SimNode, opts: { readonly finalDepth: number; readonly boundBlocks: number }): Promise<Violation[]> {
    const live = this.sim.live.filter((n) => this.#open.has(n.index));
    if (live.length === 0) return [];
    const tip = ref.height;
    let lowest = tip;
    for (const n of live) for (const a of this.#open.get(n.index)!.values()) lowest = Math.min(lowest, a.height);
    // A transaction sits in the chain within a rollback of the height its admitter had then.
    const where = await confirmedSince(ref, Math.max(1, lowest - this.sim.params.maxRollback - 1), tip);
    // One violation per transaction and fate, naming every node it befell.
    const found = new Map<string, { readonly a: Admission; readonly what: string; readonly nodes: string[] }>();
    const add = (n: SimNode, a: Admission, what: string) => {
      this.counts.violated++;
      const key = `${a.id} ${what}`;
      const seen = found.get(key);
      if (seen !== undefined) seen.nodes.push(n.name);
      else found.set(key, { a, what, nodes: [n.name] });
    };
    let asked = 0;
    for (const n of live) {
      const open = this.#open.get(n.index)!;
      for (const a of [...open.values()]) {
        const height = where.get(a.id);
        if (height !== undefined) {
          if (tip - height < opts.finalDepth) continue;
          open.delete(a.id);
          if (a.included) this.counts.confirmed++;
          else add(n, a, `was confirmed at height ${height}, but the pool never told it left`);
          continue;
        }
        if (tip - a.height < opts.boundBlocks) continue;
        open.delete(a.id);
        const fate = a.included
          ? 'left the pool as included in a block that is no longer in the chain, and never came back'
          : asked++ < MAX_ASKED ? await poolState(n, a.id) : 'is not in the chain';
        add(n, a, `is neither confirmed nor removed with a reason ${tip - a.height} blocks later: it ${fate}`);
      }
    }
    const out: Violation[] = [];
    for (const { a, what, nodes } of found.values()) {
      if (out.length === MAX_REPORTED) {
        out.push({ invariant: 'liveness', detail: `${found.size - MAX_REPORTED} more transactions` });
        break;
      }
      const on = nodes.length <= 4 ? nodes.join(', ') : `${nodes.slice(0, 3).join(', ')} and ${nodes.length - 3} more nodes`;
      out.push({ invariant: 'liveness', detail: `transaction ${a.id}, admitted at height ${a.height} (${a.at} ms), ${what} (on ${on})` });
    }
    return out;
  }
}

/** Where each transaction of the node's chain between `from` and `to` sits (height). */
async function confirmedSince(n: SimNode, from: number, to: number): Promise<Map<bigint, number>> {
  const where = new Map<bigint, number>();
  for (let low = from; low <= to; low += 100) {
    for (const block of await n.node.blockchain.getBlocks(Math.min(to, low + 99), low)) {
      for (const tx of block.transactions) where.set(tx.id, block.height);
    }
  }
  return where;
}

/** Whether the node's pool still holds the transaction (asked only for a violation). */
async function poolState(n: SimNode, id: bigint): Promise<string> {
  const held = await n.node.mempool.get(id).catch(() => undefined);
  return held !== undefined ? 'is still pending in the pool' : 'is no longer in the pool, and no removal was told';
}
