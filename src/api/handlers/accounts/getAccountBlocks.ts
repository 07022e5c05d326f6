// getAccountBlocks: the blocks an account forged, newest first.
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { renderBlock } from '../blocks/render.js';
import { FORGED_BLOCKS_PARAMS, forgedBlockIds } from './forged-blocks.js';
import { R, anyOf, arrayOf, object } from '../../response-schema.js';

export const getAccountBlocks = defineHandler({
  requestType: 'getAccountBlocks',
  tags: [ApiTag.ACCOUNTS, ApiTag.BLOCKS],
  description: 'Returns blocks: Block objects the account forged, newest first, optionally only from a height up; includeTransactions gives transaction objects instead of full hashes. Unknown account: errorCode 3.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: anyOf(object({ blocks: arrayOf(R.block, 'Newest first.') }), object({ blocks: arrayOf(R.blockWithTransactions, 'Newest first (includeTransactions).') })),
  params: [
    ...FORGED_BLOCKS_PARAMS,
    { name: 'includeTransactions', type: 'boolean', default: false, description: 'Transaction objects instead of full hashes.' },
  ],
  async handler({ account, fromHeight, includeTransactions }, ctx: NodeApiContext, req) {
    const ids = await forgedBlockIds(ctx, account, fromHeight, req.page);
    const { height: tipHeight } = await ctx.blockchain.status();
    const blocks: Record<string, unknown>[] = [];
    for (const id of ids) {
      const block = await ctx.blockchain.getBlock({ id });
      // A block popped between the two reads is simply no longer the account's.
      if (block !== undefined) blocks.push(await renderBlock(ctx, block, { includeTransactions, tipHeight }));
    }
    return { blocks };
  },
});
