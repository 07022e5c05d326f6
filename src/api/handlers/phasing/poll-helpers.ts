// What the poll operations share: the poll lookup and its refusal, and a poll's count (the
// recorded one once finished, else counted now at the committed state, as its finish would).
import type { NodeApiContext } from '../../context.js';
import { ApiError, ApiErrorCode } from '../../errors.js';
import { countPoll } from '../../../capabilities/phasing/poll-count.js';
import { pollResultOf, votingPollOf } from '../../../capabilities/phasing/poll-queries.js';
import type { OptionResult, VotingPoll } from '../../../capabilities/phasing/records.js';

/** errorCode 7 (HTTP 404) naming `param`: no confirmed poll of that id. */
export function unknownPoll(param = 'poll'): ApiError {
  return new ApiError(ApiErrorCode.INVALID_PARAMETER, 'Unknown poll', { param, httpStatus: 404 });
}

/** The confirmed poll; errorCode 7 naming `param` otherwise. */
export function requireVotingPoll(ctx: Pick<NodeApiContext, 'state'>, id: bigint, param = 'poll'): VotingPoll {
  const poll = votingPollOf(ctx.state, id);
  if (poll === undefined) throw unknownPoll(param);
  return poll;
}

export interface PollCount {
  readonly finished: boolean;
  readonly results: readonly OptionResult[];
  /** The block that counted it (finished) or the tip it was counted at (open). */
  readonly height: number;
}

/** The poll's count: recorded, or made now over the committed state at the tip. */
export async function pollCountOf(ctx: Pick<NodeApiContext, 'state' | 'blockchain' | 'registry'>, id: bigint, poll: VotingPoll): Promise<PollCount> {
  const recorded = pollResultOf(ctx.state, id);
  if (recorded !== undefined) return { finished: true, results: recorded.options, height: recorded.height };
  const { height } = await ctx.blockchain.status();
  return { finished: false, results: countPoll(ctx.state, ctx.registry.hooks, id, poll), height };
}
