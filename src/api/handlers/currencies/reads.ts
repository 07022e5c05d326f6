// The MS read operations.
import type { NodeApiContext } from '../../context.js';
import type { HandlerTable } from '../../types.js';
import { getCurrency } from './getCurrency.js';
import { getAllCurrencies } from './getAllCurrencies.js';
import { searchCurrencies } from './searchCurrencies.js';
import { getAccountCurrencies } from './getAccountCurrencies.js';
import { getCurrencyAccounts } from './getCurrencyAccounts.js';
import { getCurrencyFounders } from './getCurrencyFounders.js';
import { canDeleteCurrency } from './canDeleteCurrency.js';
import { getCurrenciesByIssuer } from './get-currenciesByIssuer.js';
import { getBuyOffers } from './getBuyOffers.js';
import { getSellOffers } from './getSellOffers.js';
import { getExchanges } from './getExchanges.js';
import { getCurrencyTransfers } from './getCurrencyTransfers.js';
import { GetMintingTarget } from './GetMintingTarget.js';
import { getMerchants } from './getMerchants.js';
import { getMerchant } from './getMerchant.js';

export const CURRENCY_READ_HANDLERS: HandlerTable<NodeApiContext> = Object.fromEntries(
  [
    getCurrency,
    getAllCurrencies,
    searchCurrencies,
    getAccountCurrencies,
    getCurrencyAccounts,
    getCurrencyFounders,
    canDeleteCurrency,
    getCurrenciesByIssuer,
    getBuyOffers,
    getSellOffers,
    getExchanges,
    getCurrencyTransfers,
    GetMintingTarget,
    getMerchants,
    getMerchant,
  ].map((h) => [h.requestType, h]),
);
