// The records of phasing (plain immutable shapes; tables.ts has their codecs and indexes).
import type { PhasingAppendix, PhasingParams } from '../../domain/phasing.js';

/** A phased transaction's poll; the id is the transaction's id. */
export interface Poll {
  readonly account: bigint;
  readonly fullHash: Uint8Array;
  /** The transaction's type and subtype (listings by kind). */
  readonly type: number;
  readonly subtype: number;
  /** The totem or currency the transaction moves, when it moves one (0 otherwise). */
  readonly movedHolding: bigint;
  readonly phasing: PhasingAppendix;
  /** The transaction's fee (a phasing-only control may cap the fees of unfinished ones). */
  readonly fee: bigint;
  /** Height of the block that accepted it. */
  readonly height: number;
  /** Votes may have moved it to its quorum in this block: the end of the block looks (early
   * finish; only for balance-independent polls). */
  readonly toCheck: boolean;
}

/** One voter's vote on a poll (the first counts). */
export interface Vote {
  readonly poll: bigint;
  readonly voter: bigint;
  /** The vote transaction. */
  readonly transaction: bigint;
  readonly height: number;
}

/** How a poll ended. */
export interface PollResult {
  /** The weight counted (votes, balances or confirmed links). */
  readonly result: bigint;
  readonly approved: boolean;
  readonly height: number;
}

/** A phasing-only account control (setPhasingOnlyControl); keyed by account. */
export interface AccountControl extends PhasingParams {
  /** Cap on the fees of the account's unfinished phased transactions (0: none). */
  readonly maxFees: bigint;
  /** Bounds on finishHeight - the including block's height (0: unbounded). */
  readonly minDuration: number;
  readonly maxDuration: number;
  readonly height: number;
}
