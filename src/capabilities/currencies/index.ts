// The monetary system (MS): currencies with a type bitmask, crowdfunded reserves, minting by
// proof of work, exchange offers, transfers and merchant payments, with their operations and
// getAccount's currency balances. docs/currencies.md.
import type { Capability } from '../capability.js';
import { CURRENCY_HANDLERS } from '../../api/handlers/currencies/index.js';
import { CURRENCY_ACCOUNT_EXTRAS } from '../../api/handlers/currencies/account-extras.js';
import { currenciesRules } from './rules.js';
import * as queries from './queries.js';
import { currenciesHeldCoin } from './held-coin.js';

export const currencies: Capability = Object.freeze({
  ...currenciesRules,
  heldCoin: currenciesHeldCoin,
  queries: {
    currencyOf: queries.currencyOf,
    allCurrencies: queries.allCurrencies,
    accountCurrencies: queries.accountCurrencies,
    offersOf: queries.offersOf,
    exchangesOf: queries.exchangesOf,
    merchantOf: queries.merchantOf,
  },
  handlers: CURRENCY_HANDLERS,
  accountExtras: CURRENCY_ACCOUNT_EXTRAS,
});
