// getMerchant: one registered merchant by account.
import type { NodeApiContext } from '../../context.js';
import { ApiError, ApiErrorCode } from '../../errors.js';
import { ApiTag, defineHandler } from '../../types.js';
import { merchantOf } from '../../../capabilities/currencies/queries.js';
import { NOT_REGISTERED_MERCHANT } from '../../../capabilities/currencies/transfer.js';
import { MERCHANT_SCHEMA, renderMerchant } from './render.js';

export const getMerchant = defineHandler({
  requestType: 'getMerchant',
  tags: [ApiTag.MS],
  description: `Returns the merchant the account is registered as (registerMerchant): account/accountRS, name, description and height (of its first registration). Read from committed state at the tip (a registration or deregistration still unconfirmed does not count). An account that is not a registered merchant (never registered, deregistered, or unknown to the chain): errorCode 7 naming account, errorName ${NOT_REGISTERED_MERCHANT}.`,
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: MERCHANT_SCHEMA,
  params: [{ name: 'account', type: 'account', required: true, description: 'The merchant\'s account (numeric id or RS address).' }],
  async handler({ account }, ctx: NodeApiContext) {
    const m = merchantOf(ctx.state, account);
    if (m === undefined) throw new ApiError(ApiErrorCode.INVALID_PARAMETER, 'Invalid parameter account: not a registered merchant', { param: 'account', errorName: NOT_REGISTERED_MERCHANT });
    return renderMerchant(account, m);
  },
});
