// Keeps `transaction.removed` with reason `included` after the `block.pushed` of the block that
// included it. The store shows a committed block to every reader at once, but the blockchain
// emits blockPushed only when its own await of the commit resumes; the pool may catch up with the
// new tip in between (any pool operation re-checks against the store's tip) and tell the removal
// first. Such a removal is held until its block's events are out; one told after them goes at once.
import { MAX_TRANSACTIONS_PER_BLOCK } from '../domain/constants.js';
import type { Transaction } from '../domain/transaction.js';

/** Ids of transactions in recently published blocks whose removal has not come yet: bounded,
 * since a block from a peer holds transactions this pool never had (no removal ever comes). */
const MAX_WAITING_IDS = 10_000;

/** Removals held at most. Pushes are serialised and each block's events are out before the next
 * push starts, so only the block being pushed has removals waiting: at most one block's worth.
 * More means some wait for a block event that came already (its ids forgotten past
 * MAX_WAITING_IDS) or never will: released then, oldest first, a little early rather than never. */
const MAX_HELD = 4 * MAX_TRANSACTIONS_PER_BLOCK;

export class IncludedOrder {
  /** Removals that came before their block's events, oldest first. */
  readonly #held = new Map<bigint, Transaction>();
  readonly #maxHeld: number;
  /** Transactions of published blocks, oldest first (a Map keeps insertion order). */
  readonly #published = new Map<bigint, true>();

  constructor(maxHeld = MAX_HELD) {
    this.#maxHeld = maxHeld;
  }

  /** A removal with reason `included`: the removals to publish now, in order: this one when its
   * block is out, else none (it is held for blockPublished) or the oldest held past the bound. */
  removed(tx: Transaction): Transaction[] {
    if (this.#published.delete(tx.id)) return [tx];
    this.#held.set(tx.id, tx);
    const release: Transaction[] = [];
    for (const [id, oldest] of this.#held) {
      if (this.#held.size <= this.#maxHeld) break;
      this.#held.delete(id);
      release.push(oldest);
    }
    return release;
  }

  /** A block's events are out: returns the held removals of its transactions, in block order. */
  blockPublished(transactions: readonly Transaction[]): Transaction[] {
    const release: Transaction[] = [];
    for (const tx of transactions) {
      const held = this.#held.get(tx.id);
      if (held !== undefined) {
        this.#held.delete(tx.id);
        release.push(held);
      } else {
        this.#published.set(tx.id, true);
      }
    }
    while (this.#published.size > MAX_WAITING_IDS) this.#published.delete(this.#published.keys().next().value!);
    return release;
  }
}
