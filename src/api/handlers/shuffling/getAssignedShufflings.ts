// getAssignedShufflings: the open shufflings waiting on an account (its turn to process, or the
// blame it started), newest first.
import type { NodeApiContext } from '../../context.js';
import { applyPage } from '../../params.js';
import { ApiTag, defineHandler } from '../../types.js';
import { assignedShufflings } from '../../../capabilities/shuffling/queries.js';
import { requireAccount } from '../accounts/lookup.js';
import { INCLUDE_HOLDING_INFO, renderShufflings, shufflingList } from './render.js';

export const getAssignedShufflings = defineHandler({
  requestType: 'getAssignedShufflings',
  tags: [ApiTag.SHUFFLING],
  description:
    'Returns the open shufflings whose assignee is the account, as getShuffling gives them, newest first: those in REGISTRATION it created, in PROCESSING whose turn is its own, in BLAME it started. Finished ones are left out (a CANCELLED shuffling\'s assignee is the blamed account). Unknown account: errorCode 3 naming account.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: shufflingList('Newest first.'),
  params: [{ name: 'account', type: 'account', required: true, description: 'The account (numeric id or RS address).' }, INCLUDE_HOLDING_INFO],
  async handler({ account, includeHoldingInfo }, ctx: NodeApiContext, req) {
    await requireAccount(ctx, account);
    return { shufflings: await renderShufflings(ctx, applyPage(assignedShufflings(ctx.state, account), req.page), includeHoldingInfo) };
  },
});
