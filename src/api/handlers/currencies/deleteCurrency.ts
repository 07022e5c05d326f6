// deleteCurrency: a currency deletion (5/8). Who may delete and what it undoes:
// src/capabilities/currencies/deletion.ts (canDeleteCurrency asks the same question).
import { currencyDeletion } from '../../../capabilities/currencies/deletion.js';
import { CURRENCY_PARAM, ONE_COIN_FEE, currencyWrite } from './write-common.js';

export const deleteCurrency = currencyWrite({
  requestType: 'deleteCurrency',
  type: currencyDeletion,
  description: `Deletes a currency. Before its issuance height only its issuer may (the founders get their pledges back); a MINTABLE currency with units still to mint, only its issuer; otherwise the sender must hold every unit (no other account holds or offers any). The offers are removed with their holds returned, a CLAIMABLE currency's units the sender holds are claimed for their coin, and the name and code are free again. Refused: errorCode 7 naming currency with the reason. ${ONE_COIN_FEE}`,
  params: [CURRENCY_PARAM],
  attachment: (p) => ({ currency: p.currency }),
});
