// Currencies as other capabilities see them: phasing weighs CURRENCY votes by units held; loans and
// subscriptions move units (those outside the account's offers).
import type { HoldingView } from '../../domain/tx-types/hooks.js';
import { adjustUnits, unitsOf } from './holdings.js';
import { CURRENCIES } from './tables.js';
import { CurrencyTypeBit } from './currency-type.js';
import { idToString } from '../../domain/ids.js';
import { encodeRS } from '../../domain/reed-solomon.js';

export const currencyHoldingView: HoldingView = Object.freeze<HoldingView>({
  exists: (state, currency) => state.get(CURRENCIES, currency) !== undefined,
  balance: (state, currency, account) => unitsOf(state, account, currency),
  maxUnits: (state, currency) => state.get(CURRENCIES, currency)?.maxSupply ?? 0n,
  movable: (state, currency, account) => unitsOf(state, account, currency),
  adjust: (state, currency, account, delta, param) => {
    adjustUnits(state, account, currency, delta, param);
  },
  shuffleable: (state, currency) => ((state.get(CURRENCIES, currency)?.type ?? 0) & CurrencyTypeBit.NON_SHUFFLEABLE) === 0,
  info(state, currency) {
    const c = state.get(CURRENCIES, currency);
    if (c === undefined) return undefined;
    return { currency: idToString(currency), code: c.code, name: c.name, decimals: c.decimals, type: c.type, currentSupply: c.currentSupply.toString(), maxSupply: c.maxSupply.toString(), issuer: idToString(c.issuer), issuerRS: encodeRS(c.issuer) };
  },
});
