// getPhasingPoll: the poll of a phased transaction, with its outcome once decided.
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { renderPollOf, requirePoll } from './queries-helpers.js';
import { POLL_SCHEMA } from './render.js';

export const getPhasingPoll = defineHandler({
  requestType: 'getPhasingPoll',
  tags: [ApiTag.PHASING],
  description:
    'Returns the Poll object of a confirmed phased transaction: transaction, transactionFullHash, account/accountRS (its sender), finishHeight, votingModel and votingModelName, quorum, minBalance, minBalanceModel, holding ("0": none), whitelist [{whitelisted, whitelistedRS}], linkedFullHashes, hashedSecret and algorithm (HASH polls), height (of the block that accepted it) and finished. A poll is finished once a result is recorded: by the block at its finish height, or earlier by the block in which a balance-independent poll with a closed set of voters reached its quorum. A finished poll adds approved (true: the effect was applied; false: refused, the amount and holdings went back), result (the weight counted then) and executionHeight (the deciding block). An open poll adds result, the weight at the tip (votes weighed at the committed state; for TRANSACTION the linked transactions confirmed), when countVotes=true. A transaction that is not a confirmed phased transaction (unknown, unconfirmed or not phased): errorCode 7 naming transaction.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: POLL_SCHEMA,
  params: [
    { name: 'transaction', type: 'id', required: true, description: 'The phased transaction.' },
    { name: 'countVotes', type: 'boolean', default: false, description: 'An open poll: add result, its count at the tip.' },
  ],
  async handler({ transaction, countVotes }, ctx: NodeApiContext) {
    return renderPollOf(ctx, transaction, requirePoll(ctx, transaction), countVotes);
  },
});
