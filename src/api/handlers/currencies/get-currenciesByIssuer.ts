// get-currenciesByIssuer (the request type has a hyphen, as the spec writes it): the currencies
// of several issuers, one list per requested account.
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { currenciesByIssuer } from '../../../capabilities/currencies/queries.js';
import { renderCurrencySummary } from './render.js';
import { BY_ISSUER_SCHEMA } from './read-render.js';

export const getCurrenciesByIssuer = defineHandler({
  requestType: 'get-currenciesByIssuer',
  tags: [ApiTag.MS],
  description:
    "Returns currencies: an array of arrays, one inner array per requested account in request order (an account given twice gets two), each holding that account's currencies as issuer, newest issuance first (height of the issuance's block, then by currency id), with the spec's subset of the Currency object: currency, issuer, name, code, type, currentSupplyQNT and maxSupplyQNT. firstIndex/lastIndex page each inner array on its own. includeCounts=true adds numberOfTransfers and numberOfPayments to each. An account that issued nothing, or that the chain has never seen, gets an empty inner array. account missing: errorCode 1 naming account; an entry that is not an account id or RS address: errorCode 7 naming account.",
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: BY_ISSUER_SCHEMA,
  params: [
    { name: 'account', type: 'accountList', required: true, description: 'The issuers: numeric ids or RS addresses, separated by commas (or the parameter repeated).' },
    { name: 'includeCounts', type: 'boolean', default: false, description: 'Add numberOfTransfers and numberOfPayments to each currency.' },
  ],
  async handler({ account, includeCounts }, ctx: NodeApiContext, req) {
    return {
      currencies: await Promise.all(account.map((issuer) => Promise.all(currenciesByIssuer(ctx.state, issuer, req.page).map(([id, c]) => renderCurrencySummary(ctx.state, id, c, includeCounts))))),
    };
  },
});
