// The parsed Block objects of the last few hundred heights (the tip included). Heights in the
// cache are always contiguous and end at the tip: pushes add on top, pops remove from the top,
// and the oldest fall out once the capacity is reached.
import type { Block } from '../domain/block.js';

export class RecentBlocks {
  private readonly byHeight = new Map<number, Block>();
  private readonly byId = new Map<bigint, Block>();

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`recent block cache needs a positive capacity, got ${capacity}`);
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
    if (previous !== undefined) this.byId.delete(previous.id);
    this.byHeight.set(block.height, block);
    this.byId.set(block.id, block);
    const old = this.byHeight.get(block.height - this.capacity);
    if (old !== undefined) {
      this.byHeight.delete(old.height);
      this.byId.delete(old.id);
    }
  }

  /** Replaces a cached block by another form of the same block (e.g. its prunable data dropped). */
  replace(block: Block): void {
    if (this.byId.get(block.id) === undefined) return;
    this.byId.set(block.id, block);
    this.byHeight.set(block.height, block);
  }

  /** Drops every block above `height` (after a pop). */
  truncateAbove(height: number): void {
    for (const [h, block] of this.byHeight) {
      if (h > height) {
        this.byHeight.delete(h);
        this.byId.delete(block.id);
      }
    }
  }

  /** Puts a block below the cached range back (a read near the tip), when it keeps the heights
   * contiguous and there is room. */
  fillBelow(block: Block): void {
    if (this.byHeight.size >= this.capacity) return;
    if (this.byHeight.size > 0 && !this.byHeight.has(block.height + 1)) return;
    if (this.byHeight.has(block.height)) return;
    this.byHeight.set(block.height, block);
    this.byId.set(block.id, block);
  }
}
