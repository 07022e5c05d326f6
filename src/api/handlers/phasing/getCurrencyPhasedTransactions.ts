// getCurrencyPhasedTransactions: the open polls of the phased transactions that move a currency.
import type { NodeApiContext } from '../../context.js';
import { ApiError, ApiErrorCode } from '../../errors.js';
import { ApiTag, defineHandler } from '../../types.js';
import { HOLDING_FILTER_PARAMS, holdingPhasedTransactions } from './queries-helpers.js';
import { transactionsList } from './render.js';

/** The monetary system's name of the error (docs/api-errors.md, "Named errors"). */
const UNKNOWN_CURRENCY = 'UNKNOWN_CURRENCY';

export const getCurrencyPhasedTransactions = defineHandler({
  requestType: 'getCurrencyPhasedTransactions',
  tags: [ApiTag.PHASING],
  description:
    'Returns transactions: the Transaction objects (as getTransaction shows a confirmed one) of the phased transactions that move the currency (transfers, payments, claims, buys, sells, ...: their attachment names it) whose poll is not finished yet, newest first (by height, then by position in the block). With account: only those it sent; withoutWhitelist=true: only those whose poll has no whitelist. A poll that merely weighs votes in the currency (votingModel CURRENCY) does not make a transaction move it. Unknown currency (never issued, or deleted): errorCode 7 naming currency, errorName UNKNOWN_CURRENCY.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: transactionsList('Newest first: by height, then by position in the block.'),
  params: [{ name: 'currency', type: 'id', required: true, description: 'The currency.' }, ...HOLDING_FILTER_PARAMS],
  async handler({ currency, account, withoutWhitelist }, ctx: NodeApiContext, req) {
    const unknown = () => new ApiError(ApiErrorCode.INVALID_PARAMETER, 'Unknown currency', { param: 'currency', errorName: UNKNOWN_CURRENCY });
    return holdingPhasedTransactions(ctx, req, 'CURRENCY', currency, unknown, { account, withoutWhitelist });
  },
});
