// getTotemTransfers: transfers of a totem, of an account (sent or received), or of both.
import type { NodeApiContext } from '../../context.js';
import { apiErrors } from '../../errors.js';
import { arrayOf, extend, int, object, str } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';
import { totemOf, transfersOf } from '../../../capabilities/totems/queries.js';
import { requireAccount } from '../accounts/lookup.js';
import { renderTransfer, requireTotem, TRANSFER_SCHEMA } from './render.js';

const TRANSFER_WITH_INFO = extend(TRANSFER_SCHEMA, {}, { name: str('The totem\'s name (includeTotemInfo).'), decimals: int('The totem\'s decimals (includeTotemInfo).', 0) });

export const getTotemTransfers = defineHandler({
  requestType: 'getTotemTransfers',
  tags: [ApiTag.AE],
  description:
    'Returns transfers: totem transfers, newest first (by height, then by order in the block), each with totemTransfer (its transaction id), totem, sender/senderRS, recipient/recipientRS, quantityQNT, height and timestamp: those of the totem, those the account sent or received, or with both only the account\'s transfers of that totem. At least one of totem and account is required (neither: errorCode 1 naming totem). includeTotemInfo=true adds the totem\'s name and decimals to each. Unknown totem: errorCode 7 naming totem; unknown account: errorCode 3 naming account.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: object({ transfers: arrayOf(TRANSFER_WITH_INFO, 'Newest first.') }),
  params: [
    { name: 'totem', type: 'id', description: 'Only transfers of this totem (totem or account is required).' },
    { name: 'account', type: 'account', description: 'Only transfers this account sent or received (numeric id or RS address).' },
    { name: 'includeTotemInfo', type: 'boolean', default: false, description: 'Add the totem\'s name and decimals to each transfer.' },
  ],
  async handler({ totem, account, includeTotemInfo }, ctx: NodeApiContext, req) {
    if (totem === undefined && account === undefined) throw apiErrors.missingParam('totem');
    if (totem !== undefined) requireTotem(ctx, totem);
    if (account !== undefined) await requireAccount(ctx, account);
    const filter = { ...(totem !== undefined ? { totem } : {}), ...(account !== undefined ? { account } : {}) };
    const found = await transfersOf(ctx.state, filter, req.page);
    return {
      transfers: found.map(([id, t]) => {
        const info = includeTotemInfo ? totemOf(ctx.state, t.totem) : undefined;
        return { ...renderTransfer(id, t), ...(info !== undefined ? { name: info.name, decimals: info.decimals } : {}) };
      }),
    };
  },
});
