// Transactions waiting to fit the state again (Nxt's "waiting transactions"). When blocks are
// popped, their transactions are offered to the pool first; one that spends coin an earlier
// popped transaction gave it does not fit the pending state (which takes off what pending
// transactions spend, never adds what they receive), nor does one whose funds a competing fork
// spent. Such a refusal depends on the state, not on the transaction: it waits here, out of the
// pool, and is offered again after every block, until it fits (back in the pool), is confirmed
// (removal `included`), expires (`expired`), is refused for a reason of its own (`invalid`), or
// is pushed out of a full list (`evicted`). Every one of those is told as a removal, so a user's
// transaction never disappears silently across a fork switch.
import type { Transaction } from '../../domain/transaction.js';

export interface WaitingEntry {
  readonly tx: Transaction;
  /** Its arrival number, kept so it regains its place in the pool. */
  readonly seq: number;
  /** Why it does not fit now (the refusal's description). */
  readonly why: string;
}

export class WaitingTransactions {
  readonly #entries = new Map<bigint, WaitingEntry>();

  constructor(readonly limit: number) {}

  get size(): number {
    return this.#entries.size;
  }

  has(id: bigint): boolean {
    return this.#entries.has(id);
  }

  /** Adds an entry; when the list is over its limit, the one with the oldest arrival number
   * leaves and is returned (the caller tells its removal). */
  add(entry: WaitingEntry): WaitingEntry | undefined {
    this.#entries.set(entry.tx.id, entry);
    if (this.#entries.size <= this.limit) return undefined;
    let oldest: WaitingEntry | undefined;
    for (const e of this.#entries.values()) if (oldest === undefined || e.seq < oldest.seq) oldest = e;
    this.#entries.delete(oldest!.tx.id);
    return oldest;
  }

  /** Every entry, in arrival order, and the list emptied (they are offered again). */
  drain(): WaitingEntry[] {
    const all = [...this.#entries.values()].sort((a, b) => a.seq - b.seq);
    this.#entries.clear();
    return all;
  }
}
