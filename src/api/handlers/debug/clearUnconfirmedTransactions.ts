// clearUnconfirmedTransactions: empties the mempool (their reservations are released).
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { BOOLEAN, NON_NEGATIVE, object } from '../../response-schema.js';

export const clearUnconfirmedTransactions = defineHandler({
  requestType: 'clearUnconfirmedTransactions',
  tags: [ApiTag.DEBUG],
  description: 'Drops every transaction waiting in the mempool, releasing the balances they reserved. Returns done and removed (how many).',
  method: 'POST',
  requirePost: true,
  requirePassword: true,
  requireBlockchain: false,
  response: object({ done: BOOLEAN, removed: NON_NEGATIVE }),
  params: [],
  async handler(_p, ctx: NodeApiContext) {
    const removed = await ctx.mempool.clear();
    ctx.logger.child('api').warn('mempool cleared by clearUnconfirmedTransactions', { removed });
    return { done: true, removed };
  },
});
