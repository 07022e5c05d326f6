// Counting Nxt's polls. A poll is counted once, by the block at its finish height (an item the
// poll's creation scheduled): each vote weighs what its voter holds then, by the poll's voting
// model (counting.ts's weightOf, the phasing polls' weights), and per option
//   result = sum over the voters who answered it of weight x value
//   weight = sum of their weights
// (Nxt's). A voter who weighs 0 (below the minimum balance, or holding none) adds nothing. The
// count is recorded (pollResults) and the event pollFinished emitted; popOff undoes both with the
// block. The API counts an open poll the same way at the committed state.
import type { LedgerState } from '../../domain/types.js';
import type { BlockPhaseContext } from '../../domain/capability.js';
import type { StateReader } from '../../domain/state/state.js';
import type { RegistryHooks } from '../../domain/tx-types/hooks.js';
import type { PhasingParams } from '../../domain/phasing.js';
import { schedule } from '../../domain/state/schedule.js';
import { weightOf } from './counting.js';
import { OWNER } from './poll.js';
import { POLL_RESULTS, POLL_VOTES, VOTING_POLLS } from './poll-tables.js';
import type { OptionResult, PollVoting, VotingPoll } from './records.js';

/** The value of an option a vote does not answer (Nxt's NO_VOTE_VALUE). */
export const NO_VOTE = -128;

/** Scheduled items of phasing that finish a poll: `poll:<id>`. */
const FINISH_ITEM = 'poll:';

/** A poll's voting as the phasing parameters weightOf reads (no quorum, no whitelist). */
export function pollWeighting(v: PollVoting): PhasingParams {
  return { ...v, quorum: 0n, whitelist: [] };
}

/** Schedules the poll's count at the start of the block at its finish height. */
export function schedulePollFinish(state: LedgerState, id: bigint, finishHeight: number): void {
  schedule(state, finishHeight, OWNER, `${FINISH_ITEM}${id}`);
}

/** The poll's count over its votes, weighed at this state: one entry per option. */
export function countPoll(state: StateReader, hooks: RegistryHooks, id: bigint, poll: VotingPoll): OptionResult[] {
  const weighting = pollWeighting(poll.voting);
  const results = poll.options.map((): OptionResult => ({ result: 0n, weight: 0n }));
  for (const [, vote] of state.scan(POLL_VOTES, 'byPoll', { prefix: [id] })) {
    const weight = weightOf(state, hooks, weighting, vote.voter);
    if (weight === 0n) continue;
    vote.votes.forEach((value, i) => {
      const sum = results[i];
      if (value === NO_VOTE || sum === undefined) return;
      results[i] = { result: sum.result + weight * BigInt(value), weight: sum.weight + weight };
    });
  }
  return results;
}

/** onScheduled: counts a poll whose finish height this block is (true when the item was one). */
export function runPollFinish(state: LedgerState, item: string, ctx: BlockPhaseContext): boolean {
  if (!item.startsWith(FINISH_ITEM)) return false;
  const id = BigInt(item.slice(FINISH_ITEM.length));
  const poll = state.get(VOTING_POLLS, id);
  if (poll === undefined) return true;
  const options = countPoll(state, ctx.rules.registry.hooks, id, poll);
  state.put(POLL_RESULTS, id, { options, height: state.height });
  state.emit({ capability: OWNER, name: 'pollFinished', attributes: { poll: id, options: options.length } });
  return true;
}
