// getUnconfirmedTransactions: the mempool's transactions (optionally of one account), a page.
import type { NodeApiContext } from '../../context.js';
import { transactionToJSON } from '../../../domain/transaction.js';
import { ApiTag, defineHandler } from '../../types.js';

export const getUnconfirmedTransactions = defineHandler({
  requestType: 'getUnconfirmedTransactions',
  tags: [ApiTag.TRANSACTIONS],
  description:
    'Returns unconfirmedTransactions: Transaction objects waiting in the mempool, in pool order (highest fee first, then arrival), optionally only those an account sends or receives.',
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
    return { unconfirmedTransactions: txs.map((tx) => transactionToJSON(tx)) };
  },
});
