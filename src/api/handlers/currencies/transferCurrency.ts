// transferCurrency: a currency transfer (5/3). Rules: src/capabilities/currencies/transfer.ts.
import { currencyTransfer } from '../../../capabilities/currencies/transfer.js';
import { CURRENCY_PARAM, ONE_COIN_FEE, RECIPIENT_PARAM, UNITS_PARAM, currencyWrite } from './write-common.js';

export const transferCurrency = currencyWrite({
  requestType: 'transferCurrency',
  type: currencyTransfer,
  description: `Transfers unitsQNT units of an active currency from the sender to recipient. A CONTROLLABLE currency moves only to or from its issuer (otherwise errorCode 7 naming recipient). Too few units (pending transactions and offers excluded): errorCode 6 naming unitsQNT, errorName NOT_ENOUGH_CURRENCY; a currency not yet active: errorCode 7 naming currency. ${ONE_COIN_FEE}`,
  params: [RECIPIENT_PARAM, CURRENCY_PARAM, UNITS_PARAM],
  recipient: (p) => p.recipient,
  attachment: (p) => ({ currency: p.currency, unitsQNT: p.unitsQNT }),
});
