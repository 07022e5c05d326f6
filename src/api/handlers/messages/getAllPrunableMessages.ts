// getAllPrunableMessages: the Prunable message objects of every confirmed transaction whose
// prunable data this node holds, newest first (by transaction timestamp), from a timestamp on.
import type { NodeApiContext } from '../../context.js';
import { pageSize } from '../../params.js';
import { R, arrayOf, object } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';
import { holdsPrunable, renderPrunableMessage } from './render-prunable.js';

export const getAllPrunableMessages = defineHandler({
  requestType: 'getAllPrunableMessages',
  tags: [ApiTag.MESSAGES],
  description:
    'Returns prunableMessages: the Prunable message objects of the confirmed transactions whose prunable data this node holds (pruned ones are gone), newest first by transaction timestamp, only those with a transaction timestamp at or after timestamp.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: object({ prunableMessages: arrayOf(R.prunableMessage, 'Newest first.') }),
  params: [{ name: 'timestamp', type: 'int', min: 0, default: 0, description: 'Only messages whose transaction timestamp (epoch seconds) is at or after this.' }],
  async handler({ timestamp }, ctx: NodeApiContext, req) {
    if (pageSize(req.page) === 0) return { prunableMessages: [] };
    const located = await ctx.blockchain.getPrunableTransactions({ fromTimestamp: timestamp, firstIndex: req.page.firstIndex, lastIndex: req.page.lastIndex });
    return { prunableMessages: located.filter((l) => holdsPrunable(l.transaction.appendices)).map((l) => renderPrunableMessage(l)) };
  },
});
