// deregisterMerchant: a merchant deregistration (5/11): new payments to the account are refused
// (NOT_REGISTERED_MERCHANT); payments already made stay. Rules: merchants.ts.
import { merchantDeregistration } from '../../../capabilities/currencies/merchants.js';
import { ONE_COIN_FEE, currencyWrite } from './write-common.js';

export const deregisterMerchant = currencyWrite({
  requestType: 'deregisterMerchant',
  type: merchantDeregistration,
  description: `Ends the sender's merchant registration. Not registered: errorCode 7 naming secretPhrase, errorName NOT_REGISTERED_MERCHANT. ${ONE_COIN_FEE}`,
  params: [],
  version: 0,
  attachment: () => ({}),
});
