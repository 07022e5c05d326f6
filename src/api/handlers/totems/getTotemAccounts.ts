// getTotemAccounts: who holds a totem, largest holding first, now or at a recent past height
// (within the dividend window, whose history the holdings keep: what a dividend would pay).
import type { NodeApiContext } from '../../context.js';
import { apiErrors } from '../../errors.js';
import { applyPage } from '../../params.js';
import { arrayOf, object, R } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';
import { idToString } from '../../../domain/ids.js';
import { DIVIDEND_WINDOW } from '../../../capabilities/totems/holdings.js';
import { balancesOf, totemHolders, totemHoldersAt } from '../../../capabilities/totems/queries.js';
import { accountRef } from '../accounts/lookup.js';
import { requireTotem } from './render.js';

const TOTEM_ACCOUNT = object(
  {
    account: R.id,
    accountRS: R.accountRS,
    totem: R.id,
    quantityQNT: { ...R.amount, description: 'Units the account owns (at the height when given), those in its open asks included.' },
  },
  {
    unconfirmedQuantityQNT: { ...R.amount, description: 'Units it may still move now: open asks and its unconfirmed transactions excluded (absent at a past height).' },
  },
  { description: 'A holder of the totem.' },
);

export const getTotemAccounts = defineHandler({
  requestType: 'getTotemAccounts',
  tags: [ApiTag.AE],
  description:
    `Returns accountTotems: the accounts holding units of the totem (the issuer included), largest quantityQNT first, then by account id, each with account/accountRS, totem, quantityQNT (units owned, open asks included) and unconfirmedQuantityQNT (units it may still move: open asks and the reservations of its unconfirmed transactions excluded). With height below the tip: the holders at the end of that block, quantityQNT as it stood then and no unconfirmedQuantityQNT (what was movable then is not kept); the height may be at most ${DIVIDEND_WINDOW} blocks below the tip (the dividend window, the past the holdings keep), otherwise, or above the tip, errorCode 7 naming height. Unknown totem: errorCode 7 naming totem.`,
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: object({ accountTotems: arrayOf(TOTEM_ACCOUNT, 'Largest quantity first, then by account id.') }),
  params: [
    { name: 'totem', type: 'id', required: true, description: 'The totem id.' },
    { name: 'height', type: 'int', min: 0, description: `Holders at the end of this block: the tip (default) or at most ${DIVIDEND_WINDOW} blocks below it.` },
  ],
  async handler({ totem, height }, ctx: NodeApiContext, req) {
    requireTotem(ctx, totem);
    const tip = (await ctx.blockchain.status()).height;
    if (height !== undefined && height < tip) {
      const from = Math.max(0, tip - DIVIDEND_WINDOW);
      if (height < from) throw apiErrors.invalidParam('height', `the holdings keep the last ${DIVIDEND_WINDOW} blocks: ${from}..${tip}`);
      const past = applyPage(totemHoldersAt(ctx.state, totem, height), req.page);
      return { accountTotems: past.map((h) => ({ ...accountRef(h.account), totem: idToString(totem), quantityQNT: h.quantity.toString() })) };
    }
    if (height !== undefined && height > tip) throw apiErrors.invalidParam('height', `above the tip (${tip})`);
    const holders = applyPage(totemHolders(ctx.state, totem, req.page.lastIndex + 1), req.page);
    if (holders.length === 0) return { accountTotems: [] };
    const pending = ctx.readView.pendingState() ?? (await ctx.mempool.pendingState());
    return {
      accountTotems: holders.map((h) => ({
        ...accountRef(h.account),
        totem: idToString(totem),
        quantityQNT: h.quantity.toString(),
        unconfirmedQuantityQNT: balancesOf(pending, h.account, totem).available.toString(),
      })),
    };
  },
});
