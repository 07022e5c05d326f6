// Currencies as other capabilities may read them (phasing weighs CURRENCY votes by units held).
import type { HoldingView } from '../../domain/tx-types/hooks.js';
import { unitsOf } from './holdings.js';
import { CURRENCIES } from './tables.js';

export const currencyHoldingView: HoldingView = Object.freeze<HoldingView>({
  exists: (state, currency) => state.get(CURRENCIES, currency) !== undefined,
  balance: (state, currency, account) => unitsOf(state, account, currency),
  maxUnits: (state, currency) => state.get(CURRENCIES, currency)?.maxSupply ?? 0n,
});
