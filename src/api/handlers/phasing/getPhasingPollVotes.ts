// getPhasingPollVotes: the votes cast on a poll, in vote order.
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { votesOf } from '../../../capabilities/phasing/queries.js';
import { requirePoll } from './queries-helpers.js';
import { listOf, renderVote, VOTE_SCHEMA } from './render.js';

export const getPhasingPollVotes = defineHandler({
  requestType: 'getPhasingPollVotes',
  tags: [ApiTag.PHASING],
  description:
    'Returns votes: the votes on the poll of a phased transaction, in vote order (by the height of the vote, then by voter id), each with voter/voterRS, transaction (the approveTransaction that cast it) and height. Only a voter\'s first vote is a vote: a later one on the same poll counts nothing and is not listed. The votes stay listed once the poll is finished. Not a confirmed phased transaction: errorCode 7 naming transaction.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: listOf('votes', VOTE_SCHEMA, 'In vote order: by height, then by voter id.'),
  params: [{ name: 'transaction', type: 'id', required: true, description: 'The phased transaction.' }],
  async handler({ transaction }, ctx: NodeApiContext, req) {
    requirePoll(ctx, transaction);
    return { votes: votesOf(ctx.state, transaction, req.page).map(renderVote) };
  },
});
