// getCurrencyAccounts: who holds a currency, most units first.
import type { NodeApiContext } from '../../context.js';
import { windowOf } from '../../../domain/state/pages.js';
import { arrayOf, object } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';
import { idToString } from '../../../domain/ids.js';
import { CURRENCY_HOLDINGS } from '../../../capabilities/currencies/tables.js';
import { accountRef } from '../accounts/lookup.js';
import { requireCurrency } from './render.js';
import { CURRENCY_ACCOUNT_SCHEMA } from './read-render.js';

export const getCurrencyAccounts = defineHandler({
  requestType: 'getCurrencyAccounts',
  tags: [ApiTag.MS],
  description:
    'Returns accountCurrencies: the accounts holding units of the currency in committed state (the issuer included when it holds some), most units first, then by account id, each with account/accountRS, currency and unitsQNT (units held; units in the account\'s own exchange offers are not held, so an account whose units all sit in its offer is not listed). Before a crowdfunded currency\'s issuance height only the issuer\'s initial supply is held (founders receive their units at that height). Unknown currency: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: object({ accountCurrencies: arrayOf(CURRENCY_ACCOUNT_SCHEMA, 'Most units first, then by account id.') }),
  params: [{ name: 'currency', type: 'id', required: true, description: 'The currency. Unknown: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY.' }],
  async handler({ currency }, ctx: NodeApiContext, req) {
    requireCurrency(ctx, currency);
    const holders = ctx.state.scan(CURRENCY_HOLDINGS, 'byCurrency', { prefix: [currency], ...windowOf(req.page) });
    return { accountCurrencies: holders.map(([, h]) => ({ ...accountRef(h.account), currency: idToString(currency), unitsQNT: h.units.toString() })) };
  },
});
