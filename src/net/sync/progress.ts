// What an operator reads while the node catches up: a progress line at most every `intervalMs`
// of wall time while blocks come in, and one line when the catch-up ends:
//   sync: height 1200 / target 5000 (24.0%), 85.3 blocks/s, ETA 45s
//   sync: synced at height 5000 (3800 blocks in 44.6 s)
// The target is the height the best peer announced (its cumulativeDifficulty answer); without one
// the line shows only the height and rate. The numbers go in the fields as well. A catch-up is the
// span the node reports DOWNLOADING or FORK (several rounds in a row); a short one that pushed
// fewer than `minBlocksForInfo` blocks and logged no progress (a block missed from gossip,
// fetched by the next check) is summed up at DEBUG, so a live node's log stays quiet.
// Only the cadence reads the clock (`now`), so tests drive it.
import type { NetLogger } from '../interface.js';

export interface SyncProgressOptions {
  readonly logger?: NetLogger;
  /** Wall clock in ms (default Date.now). */
  readonly now?: () => number;
  /** Least time between two progress lines (default 5 s). */
  readonly intervalMs?: number;
  /** Fewest blocks for the synced line to be INFO when no progress line was logged (default 10). */
  readonly minBlocksForInfo?: number;
}

interface CatchUp {
  readonly startedAt: number;
  pushed: number;
  lastLineAt: number;
  pushedAtLastLine: number;
  lines: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export class SyncProgress {
  readonly #log: NetLogger | undefined;
  readonly #now: () => number;
  readonly #intervalMs: number;
  readonly #minBlocks: number;
  #height: number | null = null;
  #target: number | null = null;
  #run: CatchUp | null = null;

  constructor(opts: SyncProgressOptions = {}) {
    this.#log = opts.logger;
    this.#now = opts.now ?? Date.now;
    this.#intervalMs = opts.intervalMs ?? 5_000;
    this.#minBlocks = opts.minBlocksForInfo ?? 10;
  }

  get active(): boolean {
    return this.#run != null;
  }

  /** A sync check: our height, and the height the best peer ahead of us announced (if any). */
  checked(ourHeight: number, targetHeight: number | null): void {
    this.#height = ourHeight;
    if (targetHeight != null) this.#target = targetHeight;
  }

  /** The node started reporting DOWNLOADING (or FORK). */
  begin(): void {
    if (this.#run != null) return;
    const now = this.#now();
    this.#run = { startedAt: now, pushed: 0, lastLineAt: now, pushedAtLastLine: 0, lines: 0 };
  }

  /** The sync pushed a block at `height`. */
  pushed(height: number): void {
    this.#height = height;
    const run = this.#run;
    if (run == null) return;
    run.pushed++;
    const now = this.#now();
    if (now - run.lastLineAt < this.#intervalMs) return;
    const rate = ((run.pushed - run.pushedAtLastLine) * 1000) / Math.max(1, now - run.lastLineAt);
    run.lastLineAt = now;
    run.pushedAtLastLine = run.pushed;
    run.lines++;
    this.#progressLine(height, rate);
  }

  /** The node is up to date again: one line for the whole catch-up. */
  end(): void {
    const run = this.#run;
    this.#run = null;
    this.#target = null;
    if (run == null) return;
    const seconds = round1((this.#now() - run.startedAt) / 1000);
    const height = this.#height ?? 0;
    const fields = { height, blocks: run.pushed, seconds };
    const line = `sync: synced at height ${height} (${run.pushed} blocks in ${seconds.toFixed(1)} s)`;
    if (run.lines > 0 || run.pushed >= this.#minBlocks) this.#log?.info(line, fields);
    else this.#log?.debug(line, fields);
  }

  #progressLine(height: number, rate: number): void {
    const blocksPerSecond = round1(rate);
    const target = this.#target;
    if (target == null || target <= 0) {
      this.#log?.info(`sync: height ${height}, ${blocksPerSecond.toFixed(1)} blocks/s`, { height, blocksPerSecond });
      return;
    }
    // The peer may have grown since it answered: never past 100%, never a negative ETA.
    const percent = round1(Math.min(100, (height * 100) / target));
    const etaSeconds = rate > 0 ? Math.ceil(Math.max(0, target - height) / rate) : null;
    const eta = etaSeconds == null ? 'ETA unknown' : `ETA ${etaSeconds}s`;
    this.#log?.info(
      `sync: height ${height} / target ${target} (${percent.toFixed(1)}%), ${blocksPerSecond.toFixed(1)} blocks/s, ${eta}`,
      { height, target, percent, blocksPerSecond, etaSeconds },
    );
  }
}
