// currencyBuy and currencySell, made by one factory from the side they take (exchange.ts in the
// capability has the fill rules), so the two cannot drift apart.
import { exchangeBuy, exchangeSell } from '../../../capabilities/currencies/exchange.js';
import { CURRENCY_PARAM, ONE_COIN_FEE, UNITS_PARAM, currencyWrite } from './write-common.js';

const SIDES = {
  buy: {
    requestType: 'currencyBuy',
    type: exchangeBuy,
    what: 'Buys up to unitsQNT units at rateMTA or less per QNT from the sell sides of the exchange offers, lowest rate first, then the oldest offer, each fill at the offer\'s rate; unitsQNT x rateMTA of coin is held and what was not spent comes back in the same block. Too little coin: errorCode 6 naming unitsQNT.',
  },
  sell: {
    requestType: 'currencySell',
    type: exchangeSell,
    what: 'Sells up to unitsQNT units at rateMTA or more per QNT to the buy sides of the exchange offers, highest rate first, then the oldest offer, each fill at the offer\'s rate; units that do not sell come back in the same block. Too few units: errorCode 6 naming unitsQNT, errorName NOT_ENOUGH_CURRENCY.',
  },
} as const;

export function exchangeWrite(side: 'buy' | 'sell') {
  const s = SIDES[side];
  return currencyWrite({
    requestType: s.requestType,
    type: s.type,
    description: `${s.what} Immediate or cancel: nothing rests. The currency must be active and EXCHANGEABLE (errorCode 7 naming currency). Every fill is listed by getExchanges. ${ONE_COIN_FEE}`,
    params: [CURRENCY_PARAM, { name: 'rateMTA', type: 'amount', required: true, min: 1n, description: 'The limit rate, MTA per QNT.' }, UNITS_PARAM],
    attachment: (p) => ({ currency: p.currency, rateMTA: p.rateMTA, unitsQNT: p.unitsQNT }),
  });
}
