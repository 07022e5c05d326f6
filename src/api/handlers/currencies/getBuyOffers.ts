// getBuyOffers: the buy sides of the exchange offers, highest buy rate first (the factory in
// offer-sides.ts makes both sides alike).
import { offerSideRead } from './offer-sides.js';

export const getBuyOffers = offerSideRead('buy');
