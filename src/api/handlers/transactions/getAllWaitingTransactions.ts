// getAllWaitingTransactions: every transaction waiting for a block. It reads the mempool only,
// so it answers while the blockchain is not ready (starting, rescanning), as the spec asks.
import { transactionToJSON } from '../../../domain/transaction.js';
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { R, arrayOf, object } from '../../response-schema.js';

export const getAllWaitingTransactions = defineHandler({
  requestType: 'getAllWaitingTransactions',
  tags: [ApiTag.TRANSACTIONS],
  description:
    'Returns transactions: every transaction waiting in the mempool (Transaction objects, pool order), unpaginated (the pool is bounded by node.mempoolMaxSize). Needs no admin password and works while the blockchain is not ready.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: false,
  response: object({ transactions: arrayOf(R.transaction, 'Pool order.') }),
  params: [],
  async handler(_p, ctx: NodeApiContext) {
    const txs = await ctx.mempool.list();
    return { transactions: txs.map((tx) => transactionToJSON(tx)) };
  },
});
