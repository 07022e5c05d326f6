// currencyReserveIncrease: a founder's pledge to a crowdfunded currency (5/1). Rules and the
// resolution at the issuance height: src/capabilities/currencies/reserve.ts.
import { reserveIncrease } from '../../../capabilities/currencies/reserve.js';
import { CURRENCY_PARAM, ONE_COIN_FEE, currencyWrite } from './write-common.js';

export const currencyReserveIncrease = currencyWrite({
  requestType: 'currencyReserveIncrease',
  type: reserveIncrease,
  description: `Pledges amountPerUnitMTA per unit of a RESERVABLE currency's reserve supply before its issuance height: reserveSupplyQNT x amountPerUnitMTA of the sender's coin is taken at once. At the issuance height the founders share the reserve supply in proportion to their pledges when the pledged reserve per unit reached the minimum, or get their coin back (and the currency is deleted) when it did not. Not RESERVABLE, or already active: errorCode 7 naming currency; not enough coin for the pledge and the fee: errorCode 6 naming amountPerUnitMTA. ${ONE_COIN_FEE}`,
  params: [CURRENCY_PARAM, { name: 'amountPerUnitMTA', type: 'amount', required: true, min: 1n, description: 'MTA pledged per unit of the reserve supply, at least 1.' }],
  attachment: (p) => ({ currency: p.currency, amountPerUnitMTA: p.amountPerUnitMTA }),
});
