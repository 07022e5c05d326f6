// publishExchangeOffer: an exchange offer (5/4). Rules, holds, replacement and expiry:
// src/capabilities/currencies/offers.ts.
import { publishExchangeOffer as offerType } from '../../../capabilities/currencies/offers.js';
import { CURRENCY_PARAM, ONE_COIN_FEE, currencyWrite } from './write-common.js';

const qnt = (name: string, description: string) => ({ name, type: 'amount', default: 0n, description }) as const;

export const publishExchangeOffer = currencyWrite({
  requestType: 'publishExchangeOffer',
  type: offerType,
  description: `Publishes an exchange offer on an active EXCHANGEABLE currency (a CONTROLLABLE one: its issuer only): a buy side at buyRateMTA and a sell side at sellRateMTA (MTA per QNT, 0 < buyRateMTA <= sellRateMTA), each with the units it may trade in all (totalBuyLimitQNT, totalSellLimitQNT) and offers now (initialBuySupplyQNT, initialSellSupplyQNT, at most its limit; not both 0). The offer holds initialBuySupplyQNT x buyRateMTA coin and initialSellSupplyQNT units; units it buys go on to its sell side and coin it earns on to its buy side, up to the limits. A new offer by the same account on the same currency replaces the old one, whose holds come back first. It is removed, with its holds returned, at the start of the block at expirationHeight (above the current height). A field out of order: errorCode 7 naming it; too few units: errorCode 6 naming initialSellSupplyQNT (NOT_ENOUGH_CURRENCY); too little coin: errorCode 6 naming initialBuySupplyQNT. ${ONE_COIN_FEE}`,
  params: [
    CURRENCY_PARAM,
    { name: 'buyRateMTA', type: 'amount', required: true, min: 1n, description: 'What the buy side pays, MTA per QNT.' },
    { name: 'sellRateMTA', type: 'amount', required: true, min: 1n, description: 'What the sell side asks, MTA per QNT.' },
    qnt('totalBuyLimitQNT', 'Units the buy side may buy in all.'),
    qnt('totalSellLimitQNT', 'Units the sell side may sell in all.'),
    qnt('initialBuySupplyQNT', 'Units the buy side buys now (its coin is held).'),
    qnt('initialSellSupplyQNT', 'Units the sell side offers now (they are held).'),
    { name: 'expirationHeight', type: 'int', required: true, min: 1, description: 'The offer is removed at the start of the block at this height.' },
  ],
  attachment: (p) => ({
    currency: p.currency,
    buyRateMTA: p.buyRateMTA,
    sellRateMTA: p.sellRateMTA,
    totalBuyLimitQNT: p.totalBuyLimitQNT,
    totalSellLimitQNT: p.totalSellLimitQNT,
    initialBuySupplyQNT: p.initialBuySupplyQNT,
    initialSellSupplyQNT: p.initialSellSupplyQNT,
    expirationHeight: p.expirationHeight,
  }),
});
