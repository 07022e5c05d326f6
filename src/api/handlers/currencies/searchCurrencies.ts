// searchCurrencies: the currencies whose name, code or description contains a text, newest
// issuance first, a page.
import type { NodeApiContext } from '../../context.js';
import { apiErrors } from '../../errors.js';
import { applyPage } from '../../params.js';
import { ApiTag, defineHandler } from '../../types.js';
import { allCurrencies } from '../../../capabilities/currencies/queries.js';
import { CURRENCY_SCHEMA, listOf, renderCurrency, tipHeight } from './render.js';
import { CURRENCY_FIELDS, INCLUDE_COUNTS } from './read-render.js';

export const searchCurrencies = defineHandler({
  requestType: 'searchCurrencies',
  tags: [ApiTag.MS],
  description: `Returns currencies: the currencies whose name, code or description contains query (trimmed; case-insensitive substring match), newest issuance first (height of the issuance's block, then by currency id), each ${CURRENCY_FIELDS}; an empty list when none matches. includeCounts=true adds numberOfAccounts, numberOfTransfers, numberOfPayments and numberOfExchanges to each. query missing or empty: errorCode 1 naming query; only spaces: errorCode 7 naming query.`,
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: listOf('currencies', CURRENCY_SCHEMA, 'Newest issuance first, then by currency id.'),
  params: [
    { name: 'query', type: 'string', required: true, maxLength: 1000, description: 'The text to look for in names, codes and descriptions (case-insensitive).' },
    INCLUDE_COUNTS,
  ],
  async handler({ query, includeCounts }, ctx: NodeApiContext, req) {
    const text = query.trim().toLowerCase();
    if (text === '') throw apiErrors.invalidParam('query', 'must contain more than spaces');
    const height = await tipHeight(ctx);
    const matches = allCurrencies(ctx.state).filter(([, c]) => c.name.toLowerCase().includes(text) || c.code.toLowerCase().includes(text) || c.description.toLowerCase().includes(text));
    return { currencies: await Promise.all(applyPage(matches, req.page).map(([id, c]) => renderCurrency(ctx.state, height, id, c, includeCounts))) };
  },
});
