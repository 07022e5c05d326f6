// castVote: a vote on a poll (VoteCasting, 1/3). Rules:
// src/capabilities/phasing/vote-casting.ts. The values are numbered parameters, as in Nxt:
// vote00 answers the poll's first option, vote01 the second, ...; an absent one is no answer.
import { MAX_POLL_OPTIONS, numberedParam } from '../../../capabilities/phasing/poll-creation.js';
import { NO_VOTE } from '../../../capabilities/phasing/poll-count.js';
import { voteCasting } from '../../../capabilities/phasing/vote-casting.js';
import type { NodeApiContext } from '../../context.js';
import { apiErrors } from '../../errors.js';
import { R } from '../../response-schema.js';
import { ApiTag, defineHandler, type IntParamSpec } from '../../types.js';
import { CREATE_TRANSACTION_PARAMS, createTransaction } from '../transactions/create-transaction.js';
import { checkOnPendingState } from '../transactions/pending-check.js';
import { requireVotingPoll } from './poll-helpers.js';

type VoteParamSpec = IntParamSpec & { readonly name: `vote${string}` };

const VOTE_PARAMS: readonly VoteParamSpec[] = Array.from({ length: MAX_POLL_OPTIONS }, (_, i) => ({
  name: numberedParam('vote', i) as `vote${string}`,
  type: 'int',
  min: -128,
  max: 127,
  description: i === 0 ? `The value for the poll's first option (within its range; absent or ${NO_VOTE}: no answer); vote01 the second option, and so on.` : `The value for option ${i + 1}.`,
}));

export const castVote = defineHandler({
  requestType: 'castVote',
  tags: [ApiTag.PHASING, ApiTag.CREATE_TRANSACTION],
  description:
    `Votes on a poll (VoteCasting, 1/3; see createPoll): voteNN is the value for the poll's option NN (vote00 the first), within the poll's minRangeValue..maxRangeValue; an absent voteNN (or ${NO_VOTE}) leaves that option unanswered. The vote must answer minNumberOfOptions..maxNumberOfOptions options. The poll must be confirmed and open: its finish height above the block that would include the vote. One vote per account and poll; what it weighs is read at the finish height (a voter that weighs 0 is still recorded). Refusals: an unknown or finished poll: errorCode 7 naming poll; a second vote of the account on the poll (confirmed or pending): errorCode 8 naming poll; a value out of range, or a voteNN beyond the poll's options: errorCode 7 naming that voteNN; too few or too many options answered: errorCode 7 naming vote. Minimum fee: 1 coin. Returns what every transaction-creating operation returns.`,
  method: 'POST',
  requirePost: true,
  requirePassword: false,
  requireBlockchain: true,
  response: R.createTransaction,
  params: [{ name: 'poll', type: 'id', required: true, description: 'The poll.' }, ...VOTE_PARAMS, ...CREATE_TRANSACTION_PARAMS],
  async handler(p, ctx: NodeApiContext) {
    const poll = requireVotingPoll(ctx, p.poll);
    const value = (i: number) => p[numberedParam('vote', i) as `vote${string}`];
    for (let i = poll.options.length; i < MAX_POLL_OPTIONS; i++) {
      if (value(i) !== undefined) throw apiErrors.invalidParam(numberedParam('vote', i), `the poll has ${poll.options.length} options (vote00..${numberedParam('vote', poll.options.length - 1)})`);
    }
    const votes = poll.options.map((_, i) => value(i) ?? NO_VOTE);
    return createTransaction(ctx, p, { type: voteCasting.type, subtype: voteCasting.subtype, attachment: { version: 1, poll: p.poll, votes } as never, check: (tx) => checkOnPendingState(ctx, tx) });
  },
});
