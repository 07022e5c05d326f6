// getPollVotes: the votes on a poll, in vote order.
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { pollVotesOf } from '../../../capabilities/phasing/poll-queries.js';
import { requireVotingPoll } from './poll-helpers.js';
import { listOf } from './render.js';
import { POLL_VOTE_SCHEMA, renderPollVote } from './poll-render.js';

export const getPollVotes = defineHandler({
  requestType: 'getPollVotes',
  tags: [ApiTag.PHASING],
  description:
    'Returns votes: the votes on a poll in vote order (by the height of the vote, then by voter id), each with poll, voter/voterRS, transaction (the castVote), votes (one value per option in the options\' order, -128 for an option it does not answer) and height. The votes stay listed once the poll is finished. Not a confirmed poll: errorCode 7 naming poll (HTTP 404).',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: listOf('votes', POLL_VOTE_SCHEMA, 'In vote order: by height, then by voter id.'),
  params: [{ name: 'poll', type: 'id', required: true, description: 'The poll.' }],
  async handler({ poll }, ctx: NodeApiContext, req) {
    requireVotingPoll(ctx, poll);
    return { votes: pollVotesOf(ctx.state, poll, req.page).map(renderPollVote) };
  },
});
