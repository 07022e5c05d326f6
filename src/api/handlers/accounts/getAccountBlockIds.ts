// getAccountBlockIds: ids of the blocks an account forged, newest first.
import { idToString } from '../../../domain/ids.js';
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { requireAccount } from './lookup.js';

export const getAccountBlockIds = defineHandler({
  requestType: 'getAccountBlockIds',
  tags: [ApiTag.ACCOUNTS, ApiTag.BLOCKS],
  description: 'Returns blockIds: ids of the blocks the account forged, newest first, optionally only from a height up. Unknown account: errorCode 3.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  params: [
    { name: 'account', type: 'account', required: true, description: 'Forging account (numeric id or RS address).' },
    { name: 'fromHeight', type: 'int', min: 0, description: 'Only blocks at this height or above.' },
  ],
  async handler({ account, fromHeight }, ctx: NodeApiContext, req) {
    await requireAccount(ctx, account);
    const ids = await ctx.blockchain.getAccountBlockIds(account, {
      ...(fromHeight !== undefined ? { fromHeight } : {}),
      firstIndex: req.page.firstIndex,
      lastIndex: req.page.lastIndex,
    });
    return { blockIds: ids.map(idToString) };
  },
});
