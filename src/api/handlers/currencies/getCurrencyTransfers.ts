// getCurrencyTransfers: currency transfers and merchant payments, newest first, of a currency,
// of an account (sent or received), or of both.
import type { NodeApiContext } from '../../context.js';
import { ApiError, ApiErrorCode } from '../../errors.js';
import { ApiTag, defineHandler } from '../../types.js';
import { transfersOf } from '../../../capabilities/currencies/queries.js';
import { requireAccount } from '../accounts/lookup.js';
import { listOf, renderTransfer } from './render.js';
import { currencyInfo, INCLUDE_CURRENCY_INFO, TRANSFER_WITH_INFO_SCHEMA } from './read-render.js';

export const getCurrencyTransfers = defineHandler({
  requestType: 'getCurrencyTransfers',
  tags: [ApiTag.MS],
  description:
    "Returns transfers: the transfers (transferCurrency) and merchant payments (currencyPayment) of the currency, those the account sent or received (a transfer to itself once), or with both the account's of that currency, newest first (height, then order within the block). Each has transfer (its transaction id), currency, sender/senderRS, recipient/recipientRS, unitsQNT, payment (true for a merchant payment, false for a transfer), height and timestamp (the block's). Units moved any other way (issuance, founders' shares, minting, exchanges, claims) are not transfers. A transfer stays listed after its currency was deleted, so currency is not checked against existing currencies (an id that never was one gives an empty list). includeCurrencyInfo=true adds the currency's name, code and decimals to each (left out once the currency is deleted). Give currency, account or both: neither is errorCode 1 naming currency. Unknown account: errorCode 3 naming account.",
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: listOf('transfers', TRANSFER_WITH_INFO_SCHEMA, 'Newest first (height, then order within the block).'),
  params: [
    { name: 'currency', type: 'id', description: 'Only transfers of this currency (required unless account is given).' },
    { name: 'account', type: 'account', description: 'Only transfers this account sent or received (numeric id or RS address; required unless currency is given).' },
    INCLUDE_CURRENCY_INFO,
  ],
  async handler({ currency, account, includeCurrencyInfo }, ctx: NodeApiContext, req) {
    if (currency === undefined && account === undefined) {
      throw new ApiError(ApiErrorCode.INCORRECT_REQUEST, 'Incorrect request: currency or account is required', { param: 'currency' });
    }
    if (account !== undefined) await requireAccount(ctx, account);
    const filter = { ...(currency !== undefined ? { currency } : {}), ...(account !== undefined ? { account } : {}) };
    const page = await transfersOf(ctx.state, filter, req.page);
    return { transfers: page.map(([id, t]) => ({ ...renderTransfer(id, t), ...(includeCurrencyInfo ? currencyInfo(ctx.state, t.currency) : {}) })) };
  },
});
