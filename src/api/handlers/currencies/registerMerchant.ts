// registerMerchant: a merchant registration (5/10), so the account may receive currencyPayment.
// Rules: src/capabilities/currencies/merchants.ts.
import { merchantRegistration } from '../../../capabilities/currencies/merchants.js';
import { ONE_COIN_FEE, currencyWrite } from './write-common.js';

export const registerMerchant = currencyWrite({
  requestType: 'registerMerchant',
  type: merchantRegistration,
  description: `Registers the sender as a merchant under name (1..100 bytes, no control characters or surrounding spaces) with an optional description (up to 1000 bytes): it may then receive currencyPayment. Registering again changes the name and description and keeps the registration height. ${ONE_COIN_FEE}`,
  params: [
    { name: 'name', type: 'string', required: true, description: 'The merchant\'s name.' },
    { name: 'description', type: 'string', default: '', description: 'What it sells, where to find it.' },
  ],
  attachment: (p) => ({ name: p.name, description: p.description }),
});
