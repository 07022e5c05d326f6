// The transaction-creating MS operations.
import type { NodeApiContext } from '../../context.js';
import type { HandlerTable } from '../../types.js';
import { issueCurrency } from './issueCurrency.js';
import { transferCurrency } from './transferCurrency.js';
import { currencyPayment } from './currencyPayment.js';
import { currencyReserveIncrease } from './currencyReserveIncrease.js';
import { currencyReserveClaim } from './currencyReserveClaim.js';
import { publishExchangeOffer } from './publishExchangeOffer.js';
import { currencyBuy } from './currencyBuy.js';
import { currencySell } from './currencySell.js';
import { currencyMint } from './currencyMint.js';
import { deleteCurrency } from './deleteCurrency.js';
import { registerMerchant } from './registerMerchant.js';
import { deregisterMerchant } from './deregisterMerchant.js';

export const CURRENCY_WRITE_HANDLERS: HandlerTable<NodeApiContext> = Object.fromEntries(
  [
    issueCurrency,
    transferCurrency,
    currencyPayment,
    currencyReserveIncrease,
    currencyReserveClaim,
    publishExchangeOffer,
    currencyBuy,
    currencySell,
    currencyMint,
    deleteCurrency,
    registerMerchant,
    deregisterMerchant,
  ].map((h) => [h.requestType, h]),
);
