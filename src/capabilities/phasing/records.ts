// The records of phasing (plain immutable shapes; tables.ts has their codecs and indexes).
import type { PhasingAppendix } from '../../domain/phasing.js';

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
