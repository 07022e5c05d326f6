// getUnconfirmedTransactionIds: ids of the mempool's transactions (optionally of one account).
import { idToString } from '../../../domain/ids.js';
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';

export const getUnconfirmedTransactionIds = defineHandler({
  requestType: 'getUnconfirmedTransactionIds',
  tags: [ApiTag.TRANSACTIONS],
  description: 'Returns unconfirmedTransactionIds: ids of the transactions waiting in the mempool, in pool order, optionally only those an account sends or receives.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  params: [{ name: 'account', type: 'account', description: 'Only transactions this account sends or receives.' }],
  async handler({ account }, ctx: NodeApiContext, req) {
    const txs = await ctx.mempool.list({
      ...(account !== undefined ? { account } : {}),
      firstIndex: req.page.firstIndex,
      lastIndex: req.page.lastIndex,
    });
    return { unconfirmedTransactionIds: txs.map((tx) => idToString(tx.id)) };
  },
});
