// getAccount's includeCurrencies: currencyBalances (units the account holds in committed state,
// units in its own exchange offers excluded) and unconfirmedCurrencyBalances (the same read from
// the mempool's pending state: what pending transactions leave), one entry per currency held,
// by currency id; each entry names the currency's code and decimals.
import type { StateReader } from '../../../domain/state/state.js';
import { idToString } from '../../../domain/ids.js';
import { accountCurrencies, currencyOf, unitsOf } from '../../../capabilities/currencies/queries.js';
import type { AccountExtra, NodeApiContext } from '../../context.js';

const currencyBalances: AccountExtra = {
  param: 'includeCurrencies',
  async render(state: StateReader, account: bigint, ctx: NodeApiContext) {
    const pending = ctx.readView.pendingState() ?? (await ctx.mempool.pendingState());
    const held = accountCurrencies(state, account);
    const pendingHeld = accountCurrencies(pending, account);
    const ids = [...new Set([...held, ...pendingHeld].map((h) => h.currency))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const info = (id: bigint) => {
      const c = currencyOf(state, id) ?? currencyOf(pending, id);
      return { currency: idToString(id), code: c?.code ?? '', decimals: c?.decimals ?? 0 };
    };
    return {
      currencyBalances: held.map((h) => ({ ...info(h.currency), unitsQNT: h.units.toString() })),
      unconfirmedCurrencyBalances: ids.map((id) => ({ ...info(id), unconfirmedUnitsQNT: unitsOf(pending, account, id).toString() })),
    };
  },
};

export const CURRENCY_ACCOUNT_EXTRAS: readonly AccountExtra[] = [currencyBalances];
