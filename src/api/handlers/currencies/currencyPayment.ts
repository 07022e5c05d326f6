// currencyPayment: a merchant payment (5/9), by the spec. Rules:
// src/capabilities/currencies/transfer.ts; merchants: merchants.ts.
import { currencyPayment as paymentType } from '../../../capabilities/currencies/transfer.js';
import { CURRENCY_PARAM, ONE_COIN_FEE, RECIPIENT_PARAM, UNITS_PARAM, currencyWrite } from './write-common.js';

export const currencyPayment = currencyWrite({
  requestType: 'currencyPayment',
  type: paymentType,
  description: `Pays unitsQNT units of an active currency to a registered merchant (registerMerchant): a transfer whose recipient must be a merchant, listed as a payment (getCurrencyTransfers) and counted apart (includeCounts). Named errors: the recipient is not a registered merchant: NOT_REGISTERED_MERCHANT (errorCode 7, error recipient); the sender has too few units: NOT_ENOUGH_CURRENCY (errorCode 6, error unitsQNT); the currency does not exist: UNKNOWN_CURRENCY (errorCode 7, error currency). A CONTROLLABLE currency pays only to or from its issuer. ${ONE_COIN_FEE}`,
  params: [RECIPIENT_PARAM, CURRENCY_PARAM, UNITS_PARAM],
  feeRate: true,
  recipient: (p) => p.recipient,
  attachment: (p) => ({ currency: p.currency, unitsQNT: p.unitsQNT }),
});
