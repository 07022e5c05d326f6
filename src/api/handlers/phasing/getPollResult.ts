// getPollResult: a poll's count, recorded at its finish height or made now for an open poll.
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { pollCountOf, requireVotingPoll } from './poll-helpers.js';
import { POLL_RESULT_SCHEMA, renderPollResult } from './poll-render.js';

export const getPollResult = defineHandler({
  requestType: 'getPollResult',
  tags: [ApiTag.PHASING],
  description:
    'Returns the count of a poll: poll, options, results (one {result, weight} per option, in the options\' order: result = the sum over the voters who answered the option of their weight x their value, weight = the sum of those voters\' weights, both decimal strings, "0" when nobody answered it), the poll\'s votingModel and votingModelName, minBalance, minBalanceModel and holding (how the votes were weighed), finished and height. A finished poll gives the count recorded by the block at its finish height (height: that block; weights as its start read them). An open poll is counted now, its votes weighed at the committed state of the tip (height: the tip); it may change until the finish height. Not a confirmed poll: errorCode 7 naming poll (HTTP 404).',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: POLL_RESULT_SCHEMA,
  params: [{ name: 'poll', type: 'id', required: true, description: 'The poll.' }],
  async handler({ poll }, ctx: NodeApiContext) {
    const record = requireVotingPoll(ctx, poll);
    const count = await pollCountOf(ctx, poll, record);
    return renderPollResult(poll, record, count.finished, count.results, count.height);
  },
});
