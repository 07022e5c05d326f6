// The sync's carriers of blocks between its steps, kept out of the machine's (JSON-visible)
// context, and small helpers of the sync's I/O (sync-actors.ts).
import type { Block } from '../../domain/block.js';
import type { TipInfo } from '../../machines/sync/sync-machine.js';

/** Blocks downloaded in one round with the peer each came from and the check of their
 * signatures ahead of the push (download.ts). The blocks stay out of the machine's (JSON-visible)
 * context: only `count` and the range are enumerable. */
export class BlockBatch {
  readonly count: number;
  readonly firstId: string | null;
  readonly lastId: string | null;
  readonly #blocks: readonly Block[];
  readonly #sources: readonly string[];
  readonly #checks: ReadonlyArray<Promise<void>>;
  readonly #full: boolean;
  /**
   * `checks[i]` settles once block i's signatures were checked ahead (none: the push checks
   * them all); `full`: the peer announced as many ids as asked, so it probably has more.
   */
  constructor(blocks: readonly Block[], sources: readonly string[], checks: ReadonlyArray<Promise<void>> = [], full = false) {
    this.#blocks = blocks;
    this.#sources = sources;
    this.#checks = checks;
    this.#full = full;
    this.count = blocks.length;
    this.firstId = blocks[0]?.id.toString() ?? null;
    this.lastId = blocks[blocks.length - 1]?.id.toString() ?? null;
  }
  get blocks(): readonly Block[] {
    return this.#blocks;
  }
  get full(): boolean {
    return this.#full;
  }
  sourceOf(index: number): string | undefined {
    return this.#sources[index];
  }
  /** Settles when block `index`'s signatures were checked ahead (never rejects). */
  checked(index: number): Promise<void> | undefined {
    return this.#checks[index];
  }
}

/** Our blocks popped off for a fork, newest first, kept to be pushed back if the fork loses. */
export class SavedBlockList {
  readonly count: number;
  readonly #blocks: readonly Block[];
  constructor(blocks: readonly Block[]) {
    this.#blocks = blocks;
    this.count = blocks.length;
  }
  get blocks(): readonly Block[] {
    return this.#blocks;
  }
}

export function tipOf(b: { id: bigint; height: number; cumulativeDifficulty: bigint }): TipInfo {
  return { id: b.id, height: b.height, cumulativeDifficulty: b.cumulativeDifficulty };
}

/** Fisher-Yates with Math.random (in place). */
export function defaultShuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
