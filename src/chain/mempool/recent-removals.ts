// The pool's memory of recent removals: getTransaction of an id that left the pool answers why
// (reason, detail, height) instead of a bare "Unknown transaction". Bounded: the oldest record
// goes when a new one would pass the capacity, so a flood of removals costs a fixed amount of
// memory (10,000 records of an id, a hash and a sentence: about 2 MB at most).
import type { TransactionRemovedReason } from './removals.js';

/** How many removals the pool remembers (docs/chain.md, "Mempool"). */
export const RECENT_REMOVALS_KEPT = 10_000;

export interface RemovedTransaction {
  readonly reason: TransactionRemovedReason;
  readonly detail: string;
  /** Height of the committed tip when it left the pool. */
  readonly height: number;
  /** Its full hash (a lookup by full hash must match it). */
  readonly fullHash: Uint8Array;
}

export class RecentRemovals {
  /** Insertion order is removal order (a re-removal moves to the end), so the first key is the
   * oldest. Only lookups and that order are used: nothing here decides a block. */
  private readonly byId = new Map<bigint, RemovedTransaction>();

  constructor(readonly capacity: number = RECENT_REMOVALS_KEPT) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`recent removals capacity must be a positive integer, got ${capacity}`);
  }

  get size(): number {
    return this.byId.size;
  }

  remember(id: bigint, removal: RemovedTransaction): void {
    this.byId.delete(id);
    this.byId.set(id, removal);
    if (this.byId.size > this.capacity) this.byId.delete(this.byId.keys().next().value!);
  }

  get(id: bigint): RemovedTransaction | undefined {
    return this.byId.get(id);
  }
}
