// Which live block events a `fromHeight` stream gives, around and after its replay. The replay
// reads the chain store while the chain may move: live events are held meanwhile and released
// after it, so the client gets the replayed blocks, then the held events, then live ones. A held
// event's height alone cannot tell whether the client already has its block: a pop and re-push
// during the replay puts another block at a replayed height. So the view keeps the id of each
// block the replay covered (whatever the client's filter let through), and decides by id:
//   - block.pushed / transaction.confirmed of a block the replay covered: skipped (given already);
//   - block.popped of a block the replay covered: given, and the view forgets the blocks above the
//     new tip, so the new fork's blocks that follow are given too (the client ends with the chain);
//   - block.popped of no covered block while the view holds blocks above its new tip: those
//     blocks were pushed after the pop and read by the replay, i.e. the replay already gives the
//     chain after this pop (it is "folded in", as for any reorg before the replay): skipped;
//   - any other block.popped: given (the client may hold live blocks it removes).
// replayBlocks stops at a block that does not extend the last one it gave (the chain changed
// between two pages), so the covered blocks are always one fork's, and the rest comes live.
//
// "From height N on": until a block at N or above is given (replayed or live), block events below
// N are not: block.pushed and transaction.confirmed below N, and every block.popped (the client
// holds no block yet). This matters for a start above the tip, which waits for the chain.
import type { LiveEvent } from './interface.js';

export class ReplayView {
  /** Ids of the blocks the replay covered, by height; cleared once a live block is given (no
   * later event can be one of them without a pop first, which would have removed it). */
  readonly #covered = new Map<number, bigint>();
  /** The start height while the client has no block yet. */
  #floor: number | undefined;

  constructor(fromHeight: number) {
    this.#floor = fromHeight;
  }

  /** True once the view can no longer skip anything: live events pass without it. */
  get settled(): boolean {
    return this.#floor === undefined && this.#covered.size === 0;
  }

  /** The replay gave (or, filtered out, passed over) the block at `height`. */
  covered(height: number, id: bigint): void {
    this.#covered.set(height, id);
    this.#floor = undefined;
  }

  /** Whether the client is given `event` (held or live, in publication order, before the
   * client's filter: block events shape the view even when the filter leaves them out). */
  admit(event: LiveEvent): boolean {
    if (event.topic === 'block.popped') return this.#popped(event);
    if (event.topic !== 'block.pushed' && event.topic !== 'transaction.confirmed') return true;
    const { height, block } = event;
    if (height === undefined || block === undefined) return true;
    if (this.#covered.get(height) === block) return false;
    if (this.#floor !== undefined && height < this.#floor) return false;
    if (event.topic === 'block.pushed') {
      this.#floor = undefined;
      this.#covered.clear();
    }
    return true;
  }

  #popped(event: LiveEvent): boolean {
    if (this.#floor !== undefined) return false;
    const popped = event.popped;
    if (popped === undefined) return true;
    const touches = popped.blocks.some((b) => this.#covered.get(b.height) === b.id);
    const above = [...this.#covered.keys()].filter((h) => h > popped.tip);
    if (!touches && above.length > 0) return false;
    for (const h of above) this.#covered.delete(h);
    return true;
  }
}
