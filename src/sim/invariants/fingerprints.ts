// Equal states at equal blocks, at every height and not only at equal tips. The state after a
// block is a function of the chain up to it, and a block id names that chain, so two honest nodes
// that pushed the same block must agree on everything it left behind. Two cheap records, kept by
// block id across the whole run:
//   - at every blockPushed of every honest node, synchronously (the store has committed it and
//     nothing else ran): a fingerprint of the accounts the block touched (its generator, every
//     sender and recipient: balance and forged balance). A node whose state drifted (a wrong
//     apply, a stale cache) while its block ids agree shows at the first block that touches a
//     drifted account, even if the nodes never stand at one tip at a checkpoint;
//   - at each checkpoint, each live node's state digest (SHA-256 of every table) with its tip:
//     a node found later at a block another node (or itself) stood at before must have the
//     same digest.
import { ACCOUNTS } from '../../domain/state/accounts.js';
import type { Block } from '../../domain/block.js';
import type { SimNode, Simulation } from '../simulation.js';
import type { LifeHooks } from './lives.js';
import type { Violation } from './types.js';

/** Block records kept: heights more than this below the highest push are forgotten. */
const KEEP_HEIGHTS = 2_000;

interface Seen {
  readonly height: number;
  readonly node: string;
  readonly value: string;
}

export class StateFingerprints implements LifeHooks {
  readonly #pushed = new Map<bigint, Seen>();
  readonly #digests = new Map<bigint, Seen>();
  readonly #found: Violation[] = [];
  /** Nodes already reported as drifted (their later blocks would repeat it). */
  readonly #drifted = new Set<string>();
  #top = 0;
  /** Pushes fingerprinted and compared so far. */
  compared = 0;

  constructor(private readonly sim: Simulation) {}

  attach(n: SimNode): Array<() => void> {
    return [n.node.events.on('blockPushed', ({ block }) => this.#onPushed(n, block))];
  }

  detach(): void {}

  #onPushed(n: SimNode, block: Block): void {
    if (!n.honest) return;
    let value: string;
    try {
      value = fingerprint(n, block);
    } catch {
      return; // the store closed under a crash
    }
    const seen = this.#pushed.get(block.id);
    if (seen === undefined) {
      this.#pushed.set(block.id, { height: block.height, node: n.name, value });
      if (block.height > this.#top + KEEP_HEIGHTS / 10) this.#prune(block.height);
      return;
    }
    this.compared++;
    if (seen.value === value || this.#drifted.has(n.name)) return;
    this.#drifted.add(n.name);
    this.#found.push({ invariant: 'digest', detail: `after block ${block.id} at height ${block.height}: ${differ(seen, { ...seen, node: n.name, value })}` });
  }

  #prune(height: number): void {
    this.#top = height;
    for (const [id, seen] of this.#pushed) if (seen.height < height - KEEP_HEIGHTS) this.#pushed.delete(id);
    for (const [id, seen] of this.#digests) if (seen.height < height - KEEP_HEIGHTS) this.#digests.delete(id);
  }

  /** The push violations found since the last call, and each live node's digest compared with
   * the digests recorded at its tip before. */
  async checkpoint(): Promise<Violation[]> {
    const out = this.#found.splice(0);
    for (const n of this.sim.live) {
      let d;
      try {
        d = await n.node.stateDigest();
      } catch {
        continue;
      }
      const seen = this.#digests.get(d.blockId);
      if (seen === undefined) this.#digests.set(d.blockId, { height: d.height, node: n.name, value: d.digest });
      else if (seen.value !== d.digest) out.push({ invariant: 'digest', detail: `at block ${d.blockId} (height ${d.height}): ${n.name} has state digest ${d.digest.slice(0, 12)}, ${seen.node} had ${seen.value.slice(0, 12)} there` });
    }
    return out;
  }
}

/** The touched accounts after the block, as `id=balance/forged` in id order. */
function fingerprint(n: SimNode, block: Block): string {
  const ids = new Set<bigint>([block.generatorId]);
  for (const tx of block.transactions) {
    ids.add(tx.senderId);
    if (tx.recipientId !== 0n) ids.add(tx.recipientId);
  }
  const state = n.node.state;
  return [...ids]
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((id) => {
      const a = state.get(ACCOUNTS, id);
      return `${id}=${a === undefined ? '-' : `${a.balanceMTA}/${a.forgedBalanceMTA}`}`;
    })
    .join(' ');
}

/** The first account two fingerprints disagree on. */
function differ(a: Seen, b: Seen): string {
  const left = a.value.split(' ');
  const right = new Map(b.value.split(' ').map((e) => [e.split('=')[0]!, e] as const));
  for (const e of left) {
    const id = e.split('=')[0]!;
    const other = right.get(id);
    if (other !== e) return `account ${id} is ${e.split('=')[1]} on ${a.node}, ${other?.split('=')[1] ?? 'absent'} on ${b.node} (balance/forged)`;
  }
  return `${a.node} and ${b.node} differ`;
}
