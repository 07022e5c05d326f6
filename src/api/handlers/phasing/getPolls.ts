// getPolls: the polls (Nxt's polls), all or one account's, newest first.
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { pollResultOf, pollsListing } from '../../../capabilities/phasing/poll-queries.js';
import { requireAccount } from '../accounts/lookup.js';
import { listOf } from './render.js';
import { renderVotingPoll, VOTING_POLL_SCHEMA } from './poll-render.js';

export const getPolls = defineHandler({
  requestType: 'getPolls',
  tags: [ApiTag.PHASING],
  description:
    'Returns polls: the polls (as getPoll), newest first (by the height of the block that created them, then by poll id). With account: only the polls it created. includeFinished=false: only the open ones (not counted yet); finishedOnly=true: only the finished ones (it wins over includeFinished, as in Nxt). An account the chain never saw: errorCode 3 naming account.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: listOf('polls', VOTING_POLL_SCHEMA, 'Newest first: by creation height, then by poll id.'),
  params: [
    { name: 'account', type: 'account', description: 'Only the polls this account created (numeric id or RS address).' },
    { name: 'includeFinished', type: 'boolean', default: true, description: 'List finished polls too (false: open ones only).' },
    { name: 'finishedOnly', type: 'boolean', default: false, description: 'List finished polls only.' },
  ],
  async handler({ account, includeFinished, finishedOnly }, ctx: NodeApiContext, req) {
    const polls = await pollsListing(ctx.state, { account, includeFinished, finishedOnly }, req.page);
    if (account !== undefined && polls.length === 0) await requireAccount(ctx, account);
    return { polls: polls.map(([id, p]) => renderVotingPoll(id, p, pollResultOf(ctx.state, id) !== undefined)) };
  },
});
