// Read functions over Nxt's polls at committed state (the poll reads of the API and tests use
// these). A poll is finished once its count is recorded, by the block at its finish height.
import type { CommittedState, StateReader } from '../../domain/state/state.js';
import { windowOf, type ListWindow } from '../../domain/state/pages.js';
import { pair } from '../../domain/state/pair-key.js';
import { POLL_RESULTS, POLL_VOTES, VOTING_POLLS } from './poll-tables.js';
import type { PollVote, VotingPoll, VotingPollResult } from './records.js';

/** A poll with its id (the PollCreation transaction's id). */
export type VotingPollEntry = readonly [bigint, VotingPoll];

export function votingPollOf(state: StateReader, id: bigint): VotingPoll | undefined {
  return state.get(VOTING_POLLS, id);
}

/** The recorded count; undefined while the poll is open. */
export function pollResultOf(state: StateReader, id: bigint): VotingPollResult | undefined {
  return state.get(POLL_RESULTS, id);
}

export interface PollFilter {
  /** Only the polls this account created. */
  readonly account?: bigint | undefined;
  /** Finished polls too (else open ones only). */
  readonly includeFinished: boolean;
  /** Finished polls only (wins over includeFinished, as in Nxt). */
  readonly finishedOnly: boolean;
}

/** The polls, newest first (by creation height descending, then by poll id); the window of that
 * list, read a page at a time (IndexPages). */
export function pollsListing(state: CommittedState, filter: PollFilter, window?: ListWindow): Promise<VotingPollEntry[]> {
  const range = filter.account === undefined ? { index: 'newest' } : { index: 'byAccount', prefix: [filter.account] };
  const every = filter.includeFinished && !filter.finishedOnly;
  return state.page(VOTING_POLLS, range, { ...windowOf(window), ...(every ? {} : { keep: (_p, id) => (state.get(POLL_RESULTS, id) !== undefined) === filter.finishedOnly }) });
}

/** The votes on a poll in vote order: by the height of the vote, then by voter id; the window of
 * that list (paged in the index). */
export function pollVotesOf(state: StateReader, poll: bigint, window?: ListWindow): PollVote[] {
  return state.scan(POLL_VOTES, 'byPoll', { prefix: [poll], ...windowOf(window) }).map(([, v]) => v);
}

/** An account's vote on a poll, if it voted. */
export function pollVoteOf(state: StateReader, poll: bigint, voter: bigint): PollVote | undefined {
  return state.get(POLL_VOTES, pair(poll, voter));
}
