// Priority of unconfirmed transactions (fee per share of a block) and an indexed heap whose root is the LOWEST priority
// entry (the one to evict when the pool is full). Entries remember their heap position, so any
// entry can be removed in O(log n) when it is confirmed, expires or becomes invalid.
import type { Transaction } from '../../domain/transaction.js';

export interface PoolEntry {
  readonly tx: Transaction;
  readonly id: bigint;
  readonly senderId: bigint;
  /** amount + fee: what the entry reserves of its sender's balance. */
  readonly costMTA: bigint;
  readonly feeMTA: bigint;
  /** Signed-form size in bytes (what the block payload counts). */
  readonly size: number;
  /** The share of a block the transaction takes, weightNum / weightDen: the larger of its bytes
   * over the block's payload and its gas over the block's gas (share.ts). */
  readonly weightNum: bigint;
  readonly weightDen: bigint;
  /** fee / share as a float, to order quickly; exact comparison breaks near-ties. */
  readonly rate: number;
  /** Arrival order (lower = earlier); popped transactions re-queued get lower numbers. */
  readonly seq: number;
  heapIndex: number;
}

/**
 * Pool order: higher fee per share of a block first, then earlier arrival. Negative when `a`
 * comes first. For transactions that run no contract the share is size / payload, so this is fee
 * per byte. The float rate decides unless the two rates are within float rounding of each other,
 * where the exact cross-multiplication fee_a * share_b vs fee_b * share_a decides.
 */
export function comparePriority(a: PoolEntry, b: PoolEntry): number {
  const ra = a.rate;
  const rb = b.rate;
  if (ra !== rb && Math.abs(ra - rb) > 1e-9 * Math.max(ra, rb)) return ra > rb ? -1 : 1;
  const left = a.feeMTA * a.weightDen * b.weightNum;
  const right = b.feeMTA * b.weightDen * a.weightNum;
  if (left !== right) return left > right ? -1 : 1;
  return a.seq - b.seq;
}

/** Min-priority heap: `peekWorst()` is the entry that comes last in pool order. */
export class WorstFirstHeap {
  private readonly items: PoolEntry[] = [];

  get size(): number {
    return this.items.length;
  }

  peekWorst(): PoolEntry | undefined {
    return this.items[0];
  }

  push(entry: PoolEntry): void {
    entry.heapIndex = this.items.length;
    this.items.push(entry);
    this.up(entry.heapIndex);
  }

  remove(entry: PoolEntry): void {
    const i = entry.heapIndex;
    const items = this.items;
    if (i < 0 || i >= items.length || items[i] !== entry) return;
    const last = items.pop()!;
    entry.heapIndex = -1;
    if (i === items.length) return;
    items[i] = last;
    last.heapIndex = i;
    this.down(i);
    this.up(last.heapIndex);
  }

  clear(): void {
    for (const e of this.items) e.heapIndex = -1;
    this.items.length = 0;
  }

  /** True when `a` must sit above `b` (a is worse: later in pool order). */
  private above(a: PoolEntry, b: PoolEntry): boolean {
    return comparePriority(a, b) > 0;
  }

  private up(i: number): void {
    const items = this.items;
    const entry = items[i]!;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const parent = items[p]!;
      if (!this.above(entry, parent)) break;
      items[i] = parent;
      parent.heapIndex = i;
      i = p;
    }
    items[i] = entry;
    entry.heapIndex = i;
  }

  private down(i: number): void {
    const items = this.items;
    const n = items.length;
    const entry = items[i]!;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const r = l + 1;
      const c = r < n && this.above(items[r]!, items[l]!) ? r : l;
      const child = items[c]!;
      if (!this.above(child, entry)) break;
      items[i] = child;
      child.heapIndex = i;
      i = c;
    }
    items[i] = entry;
    entry.heapIndex = i;
  }
}
