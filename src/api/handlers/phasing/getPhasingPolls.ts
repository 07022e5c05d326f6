// getPhasingPolls: the polls of several phased transactions at once.
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { renderPollOf, requirePoll } from './queries-helpers.js';
import { listOf, POLL_SCHEMA } from './render.js';

export const MAX_POLLS_PER_REQUEST = 100;

export const getPhasingPolls = defineHandler({
  requestType: 'getPhasingPolls',
  tags: [ApiTag.PHASING],
  description: `Returns polls: the Poll objects (as getPhasingPoll) of the phased transactions given, in the order given (a repeated id is answered twice). countVotes=true adds to each open poll its count at the tip. At most ${MAX_POLLS_PER_REQUEST} ids. Any id that is not a confirmed phased transaction: errorCode 7 naming transaction, and no polls.`,
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: listOf('polls', POLL_SCHEMA, 'In the order of the ids given.'),
  params: [
    { name: 'transaction', type: 'idList', required: true, maxItems: MAX_POLLS_PER_REQUEST, description: 'The phased transactions (comma-separated or the parameter repeated).' },
    { name: 'countVotes', type: 'boolean', default: false, description: 'Add result, the count at the tip, to each open poll.' },
  ],
  async handler({ transaction, countVotes }, ctx: NodeApiContext) {
    const polls = transaction.map((id) => [id, requirePoll(ctx, id)] as const);
    return { polls: await Promise.all(polls.map(([id, poll]) => renderPollOf(ctx, id, poll, countVotes))) };
  },
});
