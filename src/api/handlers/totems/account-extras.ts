// getAccount's includeTotems: totemBalances (units owned, open asks included) and
// unconfirmedTotemBalances (units still movable: open asks and pending transactions excluded,
// read from the mempool's pending state), one entry per totem the account holds, by totem id.
import type { StateReader } from '../../../domain/state/state.js';
import { idToString } from '../../../domain/ids.js';
import { accountHoldings, balancesOf } from '../../../capabilities/totems/queries.js';
import type { AccountExtra, NodeApiContext } from '../../context.js';

const totemBalances: AccountExtra = {
  param: 'includeTotems',
  async render(state: StateReader, account: bigint, ctx: NodeApiContext) {
    const held = accountHoldings(state, account);
    if (held.length === 0) return { totemBalances: [], unconfirmedTotemBalances: [] };
    const pending = ctx.readView.pendingState() ?? (await ctx.mempool.pendingState());
    return {
      totemBalances: held.map((h) => ({ totem: idToString(h.totem), balanceQNT: h.quantity.toString() })),
      unconfirmedTotemBalances: held.map((h) => ({ totem: idToString(h.totem), unconfirmedBalanceQNT: balancesOf(pending, account, h.totem).available.toString() })),
    };
  },
};

export const TOTEM_ACCOUNT_EXTRAS: readonly AccountExtra[] = [totemBalances];
