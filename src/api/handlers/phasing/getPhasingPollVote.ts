// getPhasingPollVote: one account's vote on a poll.
import type { NodeApiContext } from '../../context.js';
import { ApiError, ApiErrorCode } from '../../errors.js';
import { ApiTag, defineHandler } from '../../types.js';
import { voteOf } from '../../../capabilities/phasing/queries.js';
import { requirePoll } from './queries-helpers.js';
import { renderVote, VOTE_SCHEMA } from './render.js';

export const getPhasingPollVote = defineHandler({
  requestType: 'getPhasingPollVote',
  tags: [ApiTag.PHASING],
  description:
    'Returns the vote of an account on the poll of a phased transaction (its first vote, the one that counts): voter/voterRS, transaction (the approveTransaction that cast it) and height. Not a confirmed phased transaction: errorCode 7 naming transaction. An account that did not vote on it (whether the chain knows the account or not): errorCode 7 naming account (HTTP 404).',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: VOTE_SCHEMA,
  params: [
    { name: 'transaction', type: 'id', required: true, description: 'The phased transaction.' },
    { name: 'account', type: 'account', required: true, description: 'The voter (numeric id or RS address).' },
  ],
  async handler({ transaction, account }, ctx: NodeApiContext) {
    requirePoll(ctx, transaction);
    const vote = voteOf(ctx.state, transaction, account);
    if (vote === undefined) throw new ApiError(ApiErrorCode.INVALID_PARAMETER, 'The account did not vote on this phased transaction', { param: 'account', httpStatus: 404 });
    return renderVote(vote);
  },
});
