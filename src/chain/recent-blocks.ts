// The parsed Block objects of the last few hundred heights (the tip included). Heights in the
// cache are always contiguous and end at the tip: pushes add on top, pops remove from the top,
// and the oldest fall out once the capacity is reached, in blocks or in the transactions they
// hold: 300 blocks of Nxt's 255 transactions are ~77,000 parsed transactions, but 300 blocks of
// the throughput profile's 16,384 would be ~4.9 million (gigabytes of heap, and the old
// generation's collections that come with it).
import type { Block } from '../domain/block.js';

export class RecentBlocks {
  private readonly byHeight = new Map<number, Block>();
  private readonly byId = new Map<bigint, Block>();
  /** Transactions of the cached blocks. */
  private transactions = 0;

  constructor(
    readonly capacity: number,
    /** Transactions the cached blocks may hold together (the tip is always kept). */
    readonly maxTransactions: number = Number.POSITIVE_INFINITY,
  ) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`recent block cache needs a positive capacity, got ${capacity}`);
    if (!(maxTransactions >= 1)) throw new RangeError(`recent block cache needs a positive transaction bound, got ${maxTransactions}`);
  }

  /** Transactions held by the cached blocks. */
  get transactionCount(): number {
    return this.transactions;
  }

  get size(): number {
    return this.byHeight.size;
  }

  atHeight(height: number): Block | undefined {
    return this.byHeight.get(height);
  }

  byBlockId(id: bigint): Block | undefined {
    return this.byId.get(id);
  }

  /** Adds the new tip (the block at the next height). */
  push(block: Block): void {
    const previous = this.byHeight.get(block.height);
    if (previous !== undefined) this.drop(previous);
    this.byHeight.set(block.height, block);
    this.byId.set(block.id, block);
    this.transactions += block.transactions.length;
    // The lowest cached height, then upwards while a bound is passed (heights are contiguous).
    for (let h = block.height - this.byHeight.size + 1; h < block.height; h++) {
      if (this.byHeight.size <= this.capacity && this.transactions <= this.maxTransactions) break;
      const old = this.byHeight.get(h);
      if (old !== undefined) this.drop(old);
    }
  }

  private drop(block: Block): void {
    this.byHeight.delete(block.height);
    if (this.byId.get(block.id) !== undefined) this.byId.delete(block.id);
    this.transactions -= block.transactions.length;
  }

  /** Replaces a cached block by another form of the same block (e.g. its prunable data dropped). */
  replace(block: Block): void {
    const cached = this.byId.get(block.id);
    if (cached === undefined) return;
    this.transactions += block.transactions.length - cached.transactions.length;
    this.byId.set(block.id, block);
    this.byHeight.set(block.height, block);
  }

  /** Drops every block above `height` (after a pop). */
  truncateAbove(height: number): void {
    for (const [h, block] of this.byHeight) {
      if (h > height) this.drop(block);
    }
  }

  /** Puts a block below the cached range back (a read near the tip), when it keeps the heights
   * contiguous and there is room. */
  fillBelow(block: Block): void {
    if (this.byHeight.size >= this.capacity) return;
    if (this.transactions + block.transactions.length > this.maxTransactions) return;
    if (this.byHeight.size > 0 && !this.byHeight.has(block.height + 1)) return;
    if (this.byHeight.has(block.height)) return;
    this.byHeight.set(block.height, block);
    this.byId.set(block.id, block);
    this.transactions += block.transactions.length;
  }
}
