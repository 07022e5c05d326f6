// The consensus rules of the monetary system: its twelve transaction types, its tables, and the
// work scheduled for later heights (crowdfunding resolutions, offer expiries).
import type { CapabilityRules } from '../../domain/capability.js';
import type { LedgerState } from '../../domain/types.js';
import { currencyIssuance } from './issuance.js';
import { reserveClaim, reserveIncrease, runResolution } from './reserve.js';
import { currencyPayment, currencyTransfer } from './transfer.js';
import { publishExchangeOffer } from './offers.js';
import { exchangeBuy, exchangeSell } from './exchange.js';
import { currencyMinting } from './mint.js';
import { currencyDeletion } from './deletion.js';
import { merchantDeregistration, merchantRegistration } from './merchants.js';
import { runOfferExpiry } from './offer-book.js';
import { OWNER } from './holdings.js';
import { CURRENCY_TABLES } from './tables.js';
import { currencyHoldingView } from './holding-view.js';

export const currenciesRules: CapabilityRules = Object.freeze({
  name: OWNER,
  transactionTypes: Object.freeze([
    currencyIssuance,
    reserveIncrease,
    reserveClaim,
    currencyTransfer,
    publishExchangeOffer,
    exchangeBuy,
    exchangeSell,
    currencyMinting,
    currencyDeletion,
    currencyPayment,
    merchantRegistration,
    merchantDeregistration,
  ]),
  tables: CURRENCY_TABLES,
  holdings: Object.freeze({ CURRENCY: currencyHoldingView }),
  onScheduled(state: LedgerState, item: string): void {
    if (!runResolution(state, item)) runOfferExpiry(state, item);
  },
});
