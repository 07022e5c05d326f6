// getBlocks: a page of blocks counted from the tip (firstIndex 0 is the last block).
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { renderBlocksNewestFirst } from './render.js';
import { anyOf, arrayOf, object, R } from '../../response-schema.js';

export const getBlocks = defineHandler({
  requestType: 'getBlocks',
  tags: [ApiTag.BLOCKS],
  description:
    'Returns blocks: Block objects newest first; firstIndex/lastIndex count from the last block (index 0) down to the genesis block (index = height of the tip). includeTransactions gives transaction objects instead of full hashes.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: anyOf(object({ blocks: arrayOf(R.block, 'Newest first.') }), object({ blocks: arrayOf(R.blockWithTransactions, 'Newest first (includeTransactions).') })),
  params: [{ name: 'includeTransactions', type: 'boolean', default: false, description: 'Transaction objects instead of full hashes.' }],
  async handler({ includeTransactions }, ctx: NodeApiContext, req) {
    const { firstIndex, lastIndex } = req.page;
    const { height: tip } = await ctx.blockchain.status();
    if (lastIndex < firstIndex || firstIndex > tip) return { blocks: [] };
    const from = tip - firstIndex;
    const to = Math.max(0, tip - lastIndex);
    const blocks = await ctx.blockchain.getBlocks(from, to);
    return { blocks: await renderBlocksNewestFirst(ctx, blocks, includeTransactions, tip) };
  },
});
