// getCurrencyFounders: the founders of a crowdfunded currency before its issuance height.
import type { NodeApiContext } from '../../context.js';
import { applyPage } from '../../params.js';
import { ApiTag, defineHandler } from '../../types.js';
import { foundersOf } from '../../../capabilities/currencies/queries.js';
import { FOUNDER_SCHEMA, listOf, renderFounder, requireCurrency } from './render.js';

export const getCurrencyFounders = defineHandler({
  requestType: 'getCurrencyFounders',
  tags: [ApiTag.MS],
  description:
    'Returns founders: the accounts that pledged coin to a RESERVABLE currency with currencyReserveIncrease, by account id, each with currency, account/accountRS, amountPerUnitMTA (pledged per unit of the reserve supply, over all its pledges), amountMTA (amountPerUnitMTA x reserveSupplyQNT, the coin it paid) and height (of its first pledge). Founders exist only before the issuance height: at that height they receive their units (or their coin back, and the currency is deleted, when crowdfunding failed) and are removed, so the list is then empty; it is empty too for a currency that is not RESERVABLE. With account: only that founder (a list of one, or an empty list for an account that is not a founder, whether the chain knows it or not). Unknown currency: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: listOf('founders', FOUNDER_SCHEMA, 'By account id.'),
  params: [
    { name: 'currency', type: 'id', required: true, description: 'The currency. Unknown: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY.' },
    { name: 'account', type: 'account', description: 'Only this founder (numeric id or RS address).' },
  ],
  async handler({ currency, account }, ctx: NodeApiContext, req) {
    const c = requireCurrency(ctx, currency);
    const founders = foundersOf(ctx.state, currency).filter((f) => account === undefined || f.account === account);
    return { founders: applyPage(founders, req.page).map((f) => renderFounder(f, c)) };
  },
});
