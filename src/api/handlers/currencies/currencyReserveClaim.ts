// currencyReserveClaim: claims a CLAIMABLE currency's units back for their coin (5/2). Rules:
// src/capabilities/currencies/reserve.ts.
import { reserveClaim } from '../../../capabilities/currencies/reserve.js';
import { CURRENCY_PARAM, ONE_COIN_FEE, UNITS_PARAM, currencyWrite } from './write-common.js';

export const currencyReserveClaim = currencyWrite({
  requestType: 'currencyReserveClaim',
  type: reserveClaim,
  description: `Burns unitsQNT of the sender's units of an active CLAIMABLE currency and pays unitsQNT x the currency's reserve per unit (currentReservePerUnitMTA) in coin. Not CLAIMABLE: errorCode 7 naming currency; too few units: errorCode 6 naming unitsQNT, errorName NOT_ENOUGH_CURRENCY. ${ONE_COIN_FEE}`,
  params: [CURRENCY_PARAM, UNITS_PARAM],
  attachment: (p) => ({ currency: p.currency, unitsQNT: p.unitsQNT }),
});
