// Totems as other capabilities may read them (phasing weighs TOTEM votes by units owned).
import type { HoldingView } from '../../domain/tx-types/hooks.js';
import { holdingOf } from './holdings.js';
import { TOTEMS } from './tables.js';

export const totemHoldingView: HoldingView = Object.freeze<HoldingView>({
  exists: (state, totem) => state.get(TOTEMS, totem) !== undefined,
  balance: (state, totem, account) => holdingOf(state, account, totem)?.quantity ?? 0n,
  maxUnits: (state, totem) => state.get(TOTEMS, totem)?.initialQuantity ?? 0n,
});
