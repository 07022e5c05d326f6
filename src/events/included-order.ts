// Keeps `transaction.removed` with reason `included` after the `block.pushed` of the block that
// included it. The store shows a committed block to every reader at once, but the blockchain
// emits blockPushed only when its own await of the commit resumes; the pool may catch up with the
// new tip in between (any pool operation re-checks against the store's tip) and tell the removal
// first. Such a removal is held until its block's events are out; one told after them goes at once.
import type { Transaction } from '../domain/transaction.js';

/** Ids of transactions in recently published blocks whose removal has not come yet: bounded,
 * since a block from a peer holds transactions this pool never had (no removal ever comes). */
const MAX_WAITING_IDS = 10_000;

export class IncludedOrder {
  /** Removals that came before their block's events. */
  readonly #held = new Map<bigint, Transaction>();
  /** Transactions of published blocks, oldest first (a Map keeps insertion order). */
  readonly #published = new Map<bigint, true>();

  /** A removal with reason `included`: true when it may be published now (its block is out),
   * false when it is held for blockPublished. */
  removed(tx: Transaction): boolean {
    if (this.#published.delete(tx.id)) return true;
    this.#held.set(tx.id, tx);
    return false;
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
