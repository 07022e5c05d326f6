// getCurrency: one currency by id or by code, with its counts on request.
import type { NodeApiContext } from '../../context.js';
import { apiErrors } from '../../errors.js';
import { ApiTag, defineHandler } from '../../types.js';
import { currencyByCode } from '../../../capabilities/currencies/queries.js';
import { CURRENCY_SCHEMA, renderCurrency, requireCurrency, tipHeight, unknownCurrency } from './render.js';

export const getCurrency = defineHandler({
  requestType: 'getCurrency',
  tags: [ApiTag.MS],
  description:
    'Returns the Currency object of the currency given by id (currency) or by code (code; exactly one of them): currency, issuer/issuerRS (also as account/accountRS), name, code, description, type (the bitmask) and types (its bits\' names), sovereign (no issuer privilege remains: neither CONTROLLABLE nor MINTABLE), decimals, initialSupplyQNT, currentSupplyQNT, maxSupplyQNT, reserveSupplyQNT, issuanceHeight and active, minReservePerUnitMTA and currentReservePerUnitMTA, minDifficulty, maxDifficulty, algorithm (and algorithmName when MINTABLE), height. includeCounts=true adds numberOfAccounts, numberOfTransfers, numberOfPayments and numberOfExchanges. Unknown currency or code: errorCode 7 naming it, errorName UNKNOWN_CURRENCY.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: CURRENCY_SCHEMA,
  params: [
    { name: 'currency', type: 'id', description: 'The currency id (its issuance transaction id).' },
    { name: 'code', type: 'string', description: 'Or its code (3..5 capital letters).' },
    { name: 'includeCounts', type: 'boolean', default: false, description: 'Add numberOfAccounts, numberOfTransfers, numberOfPayments and numberOfExchanges.' },
  ],
  async handler({ currency, code, includeCounts }, ctx: NodeApiContext) {
    if ((currency === undefined) === (code === undefined)) {
      throw currency === undefined ? apiErrors.missingParam('currency') : apiErrors.invalidParam('code', 'give currency or code, not both');
    }
    const height = await tipHeight(ctx);
    if (currency !== undefined) return await renderCurrency(ctx.state, height, currency, requireCurrency(ctx, currency), includeCounts);
    const found = currencyByCode(ctx.state, code!);
    if (found === undefined) throw unknownCurrency('code');
    return await renderCurrency(ctx.state, height, found[0], found[1], includeCounts);
  },
});
