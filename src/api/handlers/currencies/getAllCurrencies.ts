// getAllCurrencies: every currency, newest issuance first, a page.
import type { NodeApiContext } from '../../context.js';
import { windowOf } from '../../../domain/state/pages.js';
import { ApiTag, defineHandler } from '../../types.js';
import { CURRENCIES } from '../../../capabilities/currencies/tables.js';
import { CURRENCY_SCHEMA, listOf, renderCurrency, tipHeight } from './render.js';
import { CURRENCY_FIELDS, INCLUDE_COUNTS } from './read-render.js';

export const getAllCurrencies = defineHandler({
  requestType: 'getAllCurrencies',
  tags: [ApiTag.MS],
  description: `Returns currencies: every currency that exists (crowdfunded ones before their issuance height included, active false; deleted ones and failed crowdfunding gone), newest issuance first (height of the issuance's block, then by currency id), each ${CURRENCY_FIELDS}. includeCounts=true adds numberOfAccounts, numberOfTransfers, numberOfPayments and numberOfExchanges to each.`,
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: listOf('currencies', CURRENCY_SCHEMA, 'Newest issuance first, then by currency id.'),
  params: [INCLUDE_COUNTS],
  async handler({ includeCounts }, ctx: NodeApiContext, req) {
    const height = await tipHeight(ctx);
    const found = ctx.state.scan(CURRENCIES, 'byHeight', windowOf(req.page));
    return { currencies: await Promise.all(found.map(([id, c]) => renderCurrency(ctx.state, height, id, c, includeCounts))) };
  },
});
