// The shuffler's defaults (Nxt's: nxt.maxNumberOfShufflers = 100; finished shufflers dropped
// 720 blocks after the shuffling closed).
export interface ShufflerOptions {
  /** Shufflers this node runs at once (startShuffler beyond it: errorCode 7). */
  readonly maxShufflers: number;
  /** Blocks a finished shuffler (done, failed, stopped) stays listed before it is dropped. */
  readonly keepFinishedBlocks: number;
  /** Transaction deadline in minutes for the shuffler's own transactions. */
  readonly deadlineMinutes: number;
}

export const SHUFFLER_DEFAULTS: ShufflerOptions = Object.freeze({
  maxShufflers: 100,
  keepFinishedBlocks: 720,
  deadlineMinutes: 1440,
});
