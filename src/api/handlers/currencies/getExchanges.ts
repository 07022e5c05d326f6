// getExchanges: the fills of currencyBuy and currencySell against exchange offers, newest first,
// of a currency, an account, an offer, any combination of them, or all.
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { exchangesOf, type ExchangeFilter } from '../../../capabilities/currencies/queries.js';
import { requireAccount } from '../accounts/lookup.js';
import { listOf, renderExchange } from './render.js';
import { currencyInfo, EXCHANGE_WITH_INFO_SCHEMA, INCLUDE_CURRENCY_INFO } from './read-render.js';

export const getExchanges = defineHandler({
  requestType: 'getExchanges',
  tags: [ApiTag.MS],
  description:
    "Returns exchanges: the fills of currencyBuy and currencySell against exchange offers, newest first (height, then order within the block), each with transaction (the currencyBuy or currencySell), offer, currency, seller/sellerRS, buyer/buyerRS, unitsQNT, rateMTA (the offer's rate), amountMTA (unitsQNT x rateMTA), side (buy: a currencyBuy took a sell side; sell: a currencySell took a buy side), height, block and timestamp (the block's). Filters, all optional and combined: currency, account (as seller or buyer; an exchange with itself once), offer; none: every exchange. A fill stays listed after its offer expired or was replaced and after its currency was deleted, so currency and offer are not checked against existing records (an id that never had one gives an empty list). includeCurrencyInfo=true adds the currency's name, code and decimals to each (left out once the currency is deleted). Unknown account: errorCode 3 naming account.",
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: listOf('exchanges', EXCHANGE_WITH_INFO_SCHEMA, 'Newest first (height, then order within the block).'),
  params: [
    { name: 'currency', type: 'id', description: 'Only exchanges of this currency.' },
    { name: 'account', type: 'account', description: 'Only exchanges in which this account sold or bought (numeric id or RS address).' },
    { name: 'offer', type: 'id', description: 'Only fills of this exchange offer (its publishing transaction id).' },
    INCLUDE_CURRENCY_INFO,
  ],
  async handler({ currency, account, offer, includeCurrencyInfo }, ctx: NodeApiContext, req) {
    if (account !== undefined) await requireAccount(ctx, account);
    const filter: ExchangeFilter = { ...(currency !== undefined ? { currency } : {}), ...(account !== undefined ? { account } : {}), ...(offer !== undefined ? { offer } : {}) };
    const page = await exchangesOf(ctx.state, filter, req.page);
    return {
      exchanges: await Promise.all(page.map(async (e) => ({ ...(await renderExchange(ctx, e)), ...(includeCurrencyInfo ? currencyInfo(ctx.state, e.currency) : {}) }))),
    };
  },
});
