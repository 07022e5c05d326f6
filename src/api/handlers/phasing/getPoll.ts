// getPoll: one poll of Nxt's polls (createPoll).
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { pollResultOf } from '../../../capabilities/phasing/poll-queries.js';
import { requireVotingPoll } from './poll-helpers.js';
import { renderVotingPoll, VOTING_POLL_SCHEMA } from './poll-render.js';

export const getPoll = defineHandler({
  requestType: 'getPoll',
  tags: [ApiTag.PHASING],
  description:
    'Returns the poll (see createPoll): poll (its id), name, description, options (in order: vote00 answers the first), account/accountRS (its creator), finishHeight, minNumberOfOptions, maxNumberOfOptions, minRangeValue, maxRangeValue, votingModel and votingModelName, minBalance, minBalanceModel, holding ("0": none), finished (the block at the finish height has counted it: see getPollResult), timestamp and height (of the block that created it). Not a confirmed poll: errorCode 7 naming poll (HTTP 404).',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: VOTING_POLL_SCHEMA,
  params: [{ name: 'poll', type: 'id', required: true, description: 'The poll (its createPoll transaction id).' }],
  async handler({ poll }, ctx: NodeApiContext) {
    return renderVotingPoll(poll, requireVotingPoll(ctx, poll), pollResultOf(ctx.state, poll) !== undefined);
  },
});
