// Totems as other capabilities see them: phasing weighs TOTEM votes by units owned; loans and
// subscriptions move units (what is not in open asks).
import type { HoldingView } from '../../domain/tx-types/hooks.js';
import { adjustHolding, holdingOf } from './holdings.js';
import { TOTEMS } from './tables.js';

export const totemHoldingView: HoldingView = Object.freeze<HoldingView>({
  exists: (state, totem) => state.get(TOTEMS, totem) !== undefined,
  balance: (state, totem, account) => holdingOf(state, account, totem)?.quantity ?? 0n,
  maxUnits: (state, totem) => state.get(TOTEMS, totem)?.initialQuantity ?? 0n,
  movable: (state, totem, account) => holdingOf(state, account, totem)?.available ?? 0n,
  adjust: (state, totem, account, delta, param) => {
    adjustHolding(state, account, totem, delta, delta, param);
  },
});
