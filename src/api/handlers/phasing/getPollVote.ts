// getPollVote: one account's vote on a poll.
import type { NodeApiContext } from '../../context.js';
import { ApiError, ApiErrorCode } from '../../errors.js';
import { ApiTag, defineHandler } from '../../types.js';
import { pollVoteOf } from '../../../capabilities/phasing/poll-queries.js';
import { requireVotingPoll } from './poll-helpers.js';
import { POLL_VOTE_SCHEMA, renderPollVote } from './poll-render.js';

export const getPollVote = defineHandler({
  requestType: 'getPollVote',
  tags: [ApiTag.PHASING],
  description:
    'Returns the vote of an account on a poll (as getPollVotes lists it): poll, voter/voterRS, transaction (the castVote), votes (-128: not answered) and height. Not a confirmed poll: errorCode 7 naming poll (HTTP 404). An account that did not vote on it (whether the chain knows the account or not): errorCode 7 naming account (HTTP 404).',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: POLL_VOTE_SCHEMA,
  params: [
    { name: 'poll', type: 'id', required: true, description: 'The poll.' },
    { name: 'account', type: 'account', required: true, description: 'The voter (numeric id or RS address).' },
  ],
  async handler({ poll, account }, ctx: NodeApiContext) {
    requireVotingPoll(ctx, poll);
    const vote = pollVoteOf(ctx.state, poll, account);
    if (vote === undefined) throw new ApiError(ApiErrorCode.INVALID_PARAMETER, 'The account did not vote on this poll', { param: 'account', httpStatus: 404 });
    return renderPollVote(vote);
  },
});
