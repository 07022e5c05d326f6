// getAccountTotems: the totems an account holds, with what it owns and what it may still move.
import type { NodeApiContext } from '../../context.js';
import { applyPage } from '../../params.js';
import { arrayOf, int, object, R, str } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';
import { idToString } from '../../../domain/ids.js';
import { accountHoldings, balancesOf, holdingOf, totemOf } from '../../../capabilities/totems/queries.js';
import type { Holding } from '../../../capabilities/totems/records.js';
import { accountRef, requireAccount } from '../accounts/lookup.js';
import { requireTotem } from './render.js';

const ACCOUNT_TOTEM = object(
  {
    account: R.id,
    accountRS: R.accountRS,
    totem: R.id,
    quantityQNT: { ...R.amount, description: 'Units the account owns, those in its open asks included.' },
    unconfirmedQuantityQNT: { ...R.amount, description: 'Units it may still transfer, delete or offer: open asks and its unconfirmed transactions excluded.' },
    name: str('The totem\'s name.'),
    decimals: int('The totem\'s decimals.', 0),
  },
  {},
  { description: 'A holding of a totem.' },
);

export const getAccountTotems = defineHandler({
  requestType: 'getAccountTotems',
  tags: [ApiTag.AE],
  description:
    'Returns accountTotems: the totems the account holds units of, by totem id, each with account/accountRS, totem, quantityQNT (units owned, open asks included), unconfirmedQuantityQNT (units it may still move: open asks and the reservations of its unconfirmed transactions excluded), and the totem\'s name and decimals. With totem: only that one (an empty list when the account holds none of it). Unknown account: errorCode 3 naming account; unknown totem: errorCode 7 naming totem.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: object({ accountTotems: arrayOf(ACCOUNT_TOTEM, 'By totem id.') }),
  params: [
    { name: 'account', type: 'account', required: true, description: 'The holder (numeric id or RS address).' },
    { name: 'totem', type: 'id', description: 'Only this totem.' },
  ],
  async handler({ account, totem }, ctx: NodeApiContext, req) {
    await requireAccount(ctx, account);
    let held: Holding[];
    if (totem !== undefined) {
      requireTotem(ctx, totem);
      const h = holdingOf(ctx.state, account, totem);
      held = applyPage(h !== undefined && h.quantity > 0n ? [h] : [], req.page);
    } else {
      held = accountHoldings(ctx.state, account, req.page);
    }
    if (held.length === 0) return { accountTotems: [] };
    const pending = ctx.readView.pendingState() ?? (await ctx.mempool.pendingState());
    return {
      accountTotems: held.map((h) => {
        const t = totemOf(ctx.state, h.totem)!;
        return {
          ...accountRef(account),
          totem: idToString(h.totem),
          quantityQNT: h.quantity.toString(),
          unconfirmedQuantityQNT: balancesOf(pending, account, h.totem).available.toString(),
          name: t.name,
          decimals: t.decimals,
        };
      }),
    };
  },
});
