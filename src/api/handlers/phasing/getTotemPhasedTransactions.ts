// getTotemPhasedTransactions: the open polls of the phased transactions that move a totem.
import type { NodeApiContext } from '../../context.js';
import { ApiError, ApiErrorCode } from '../../errors.js';
import { ApiTag, defineHandler } from '../../types.js';
import { HOLDING_FILTER_PARAMS, holdingPhasedTransactions } from './queries-helpers.js';
import { transactionsList } from './render.js';

export const getTotemPhasedTransactions = defineHandler({
  requestType: 'getTotemPhasedTransactions',
  tags: [ApiTag.PHASING],
  description:
    'Returns transactions: the Transaction objects (as getTransaction shows a confirmed one) of the phased transactions that move the totem (transfers, orders, ...: their attachment names it) whose poll is not finished yet, newest first (by height, then by position in the block). With account: only those it sent; withoutWhitelist=true: only those whose poll has no whitelist. A poll that merely weighs votes in the totem (votingModel TOTEM) does not make a transaction move it. Unknown totem (never issued, or deleted): errorCode 7 naming totem.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: transactionsList('Newest first: by height, then by position in the block.'),
  params: [{ name: 'totem', type: 'id', required: true, description: 'The totem.' }, ...HOLDING_FILTER_PARAMS],
  async handler({ totem, account, withoutWhitelist }, ctx: NodeApiContext, req) {
    return holdingPhasedTransactions(ctx, req, 'TOTEM', totem, () => new ApiError(ApiErrorCode.INVALID_PARAMETER, 'Unknown totem', { param: 'totem' }), { account, withoutWhitelist });
  },
});
