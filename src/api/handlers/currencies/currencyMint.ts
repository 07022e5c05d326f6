// currencyMint: a mint (5/7), by the spec. Rules and the target: src/capabilities/currencies/
// mint.ts and minting.ts; `npm run mint` searches the nonce (docs/currencies.md).
import { currencyMinting, NOT_CURRENCY_ISSUER } from '../../../capabilities/currencies/mint.js';
import { NOT_ENOUGH_CURRENCY } from '../../../capabilities/currencies/holdings.js';
import { CURRENCY_PARAM, ONE_COIN_FEE, UNITS_PARAM, currencyWrite } from './write-common.js';

export const currencyMint = currencyWrite({
  requestType: 'currencyMint',
  type: currencyMinting,
  description: `Mints unitsQNT units of a MINTABLE currency into the sender, who must be its issuer, with a proof of work: the hash, with the currency's algorithm, of nonce, currency, unitsQNT, counter and the sender's account (five 64-bit little-endian values) must be at or below the target GetMintingTarget gives. counter must be above the last one the sender used on this currency. One mint creates at most 0.01% of the total (maximum) supply, and only a currency whose total supply exceeds 10,000 QNT is minted. Named errors: the sender is not the issuer: ${NOT_CURRENCY_ISSUER} (errorCode 7, error secretPhrase); not enough coin for the fee: ${NOT_ENOUGH_CURRENCY} (errorCode 6). A proof above the target: errorCode 7 naming nonce; an old counter: naming counter; too many units: naming unitsQNT. ${ONE_COIN_FEE}`,
  params: [
    CURRENCY_PARAM,
    { name: 'nonce', type: 'long', required: true, description: 'The proof\'s nonce (any signed 64-bit value).' },
    UNITS_PARAM,
    { name: 'counter', type: 'amount', required: true, min: 1n, description: 'Above the last counter the sender used on this currency (GetMintingTarget gives the next one).' },
  ],
  feeRate: true,
  fundsErrorName: NOT_ENOUGH_CURRENCY,
  attachment: (p) => ({ nonce: p.nonce, currency: p.currency, unitsQNT: p.unitsQNT, counter: p.counter }),
});
