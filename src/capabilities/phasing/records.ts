// The records of phasing (plain immutable shapes; tables.ts and poll-tables.ts have their codecs
// and indexes).
import type { MinBalanceModel, PhasingAppendix, PhasingParams, VotingModel } from '../../domain/phasing.js';

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

// ---------------------------------------------------------------------------------------------
// Nxt's polls (createPoll, castVote): a question with options, voted on by weighted accounts and
// counted once at its finish height (docs/phasing.md, "Polls").

/** Who may vote on a poll and what a vote weighs: a voting model (ACCOUNT, COIN, TOTEM or
 * CURRENCY) with an optional minimum balance, as a phasing poll has (no quorum, no whitelist). */
export interface PollVoting {
  readonly votingModel: VotingModel;
  readonly minBalance: bigint;
  readonly minBalanceModel: MinBalanceModel;
  /** The totem or currency of a TOTEM / CURRENCY model or minimum balance (0 otherwise). */
  readonly holding: bigint;
}

/** What a poll asks and how it may be answered (the PollCreation attachment's fields). */
export interface PollTerms {
  readonly name: string;
  readonly description: string;
  readonly finishHeight: number;
  readonly options: readonly string[];
  /** How many options a vote must answer (values other than NO_VOTE). */
  readonly minNumberOfOptions: number;
  readonly maxNumberOfOptions: number;
  /** The range of an answered option's value. */
  readonly minRangeValue: number;
  readonly maxRangeValue: number;
  readonly voting: PollVoting;
}

/** A poll; the id is the PollCreation transaction's id. */
export interface VotingPoll extends PollTerms {
  readonly account: bigint;
  /** Height and timestamp of the block that created it. */
  readonly height: number;
  readonly timestamp: number;
}

/** One account's vote on a poll (one per account and poll). */
export interface PollVote {
  readonly poll: bigint;
  readonly voter: bigint;
  /** The VoteCasting transaction. */
  readonly transaction: bigint;
  /** One value per option: NO_VOTE (-128) or a value within the poll's range. */
  readonly votes: readonly number[];
  readonly height: number;
}

/** One option's count: result = the sum over its voters of weight x value, weight = the sum of
 * their weights. */
export interface OptionResult {
  readonly result: bigint;
  readonly weight: bigint;
}

/** A finished poll's count, recorded at its finish height. */
export interface VotingPollResult {
  readonly options: readonly OptionResult[];
  readonly height: number;
}
