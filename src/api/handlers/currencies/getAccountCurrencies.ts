// getAccountCurrencies: the currencies an account holds, with what it holds in committed state
// and what its unconfirmed transactions leave it.
import type { NodeApiContext } from '../../context.js';
import { applyPage } from '../../params.js';
import { arrayOf, object } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';
import { idToString } from '../../../domain/ids.js';
import { accountCurrencies, currencyOf, holdingOf, unitsOf } from '../../../capabilities/currencies/queries.js';
import type { CurrencyHolding } from '../../../capabilities/currencies/records.js';
import { accountRef, requireAccount } from '../accounts/lookup.js';
import { requireCurrency } from './render.js';
import { ACCOUNT_CURRENCY_SCHEMA } from './read-render.js';

export const getAccountCurrencies = defineHandler({
  requestType: 'getAccountCurrencies',
  tags: [ApiTag.MS],
  description:
    "Returns accountCurrencies: the currencies the account holds units of in committed state, by currency id, each with account/accountRS, currency, the currency's code, name, decimals, issuanceHeight and type, unitsQNT (units held; units in the account's own exchange offers are not held) and unconfirmedUnitsQNT (what is left once the account's unconfirmed transactions have taken their units: the mempool's pending state). With currency: only that currency, a list of one entry, or an empty list when the account holds none of it. Unknown account: errorCode 3 naming account; unknown currency: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY.",
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: object({ accountCurrencies: arrayOf(ACCOUNT_CURRENCY_SCHEMA, 'By currency id.') }),
  params: [
    { name: 'account', type: 'account', required: true, description: 'The holder (numeric id or RS address).' },
    { name: 'currency', type: 'id', description: 'Only this currency. Unknown: errorCode 7 naming currency, errorName UNKNOWN_CURRENCY.' },
  ],
  async handler({ account, currency }, ctx: NodeApiContext, req) {
    await requireAccount(ctx, account);
    let held: CurrencyHolding[];
    if (currency !== undefined) {
      requireCurrency(ctx, currency);
      const h = holdingOf(ctx.state, account, currency);
      held = applyPage(h !== undefined && h.units > 0n ? [h] : [], req.page);
    } else {
      held = accountCurrencies(ctx.state, account, req.page);
    }
    if (held.length === 0) return { accountCurrencies: [] };
    const pending = ctx.readView.pendingState() ?? (await ctx.mempool.pendingState());
    return {
      accountCurrencies: held.map((h) => {
        const c = currencyOf(ctx.state, h.currency)!;
        return {
          ...accountRef(account),
          currency: idToString(h.currency),
          code: c.code,
          name: c.name,
          decimals: c.decimals,
          unitsQNT: h.units.toString(),
          unconfirmedUnitsQNT: unitsOf(pending, account, h.currency).toString(),
          issuanceHeight: c.issuanceHeight,
          type: c.type,
        };
      }),
    };
  },
});
