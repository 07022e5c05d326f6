// getSellOffers: the sell sides of the exchange offers, lowest sell rate first (the factory in
// offer-sides.ts makes both sides alike).
import { offerSideRead } from './offer-sides.js';

export const getSellOffers = offerSideRead('sell');
