// Totems as other capabilities see them: phasing weighs TOTEM votes by units owned; loans and
// subscriptions move units (what is not in open asks).
import type { HoldingView } from '../../domain/tx-types/hooks.js';
import { adjustHolding, holdingOf } from './holdings.js';
import { TOTEMS } from './tables.js';
import { idToString } from '../../domain/ids.js';
import { encodeRS } from '../../domain/reed-solomon.js';

export const totemHoldingView: HoldingView = Object.freeze<HoldingView>({
  exists: (state, totem) => state.get(TOTEMS, totem) !== undefined,
  balance: (state, totem, account) => holdingOf(state, account, totem)?.quantity ?? 0n,
  maxUnits: (state, totem) => state.get(TOTEMS, totem)?.initialQuantity ?? 0n,
  movable: (state, totem, account) => holdingOf(state, account, totem)?.available ?? 0n,
  adjust: (state, totem, account, delta, param) => {
    adjustHolding(state, account, totem, delta, delta, param);
  },
  info(state, totem) {
    const t = state.get(TOTEMS, totem);
    if (t === undefined) return undefined;
    return { totem: idToString(totem), name: t.name, decimals: t.decimals, quantityQNT: t.quantity.toString(), initialQuantityQNT: t.initialQuantity.toString(), issuer: idToString(t.issuer), issuerRS: encodeRS(t.issuer) };
  },
});
