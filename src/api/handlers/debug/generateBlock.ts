// generateBlock: forges blocks now with the forging accounts (devnet only), so tests and
// developers never wait on the block clock. Under the devnet's forge-on-demand rule
// (NetworkParams.forgeOnDemand) every call forges at once while a forging account has a balance.
import type { NodeApiContext } from '../../context.js';
import { ApiError, ApiErrorCode } from '../../errors.js';
import { ApiTag, defineHandler } from '../../types.js';
import { renderBlock } from '../blocks/render.js';
import { NON_NEGATIVE, anyOf, arrayOf, object, R } from '../../response-schema.js';

/** Most blocks one call forges (a call forging 1000 blocks takes seconds, not minutes). */
export const MAX_GENERATE_BLOCKS = 1000;

export function refuseOffDevnet(ctx: Pick<NodeApiContext, 'params'>, requestType: string): void {
  if (ctx.params.name !== 'devnet') {
    throw new ApiError(ApiErrorCode.INCORRECT_REQUEST, `${requestType} is only available on the devnet (this node runs ${ctx.params.name})`, { httpStatus: 403 });
  }
}

export const generateBlock = defineHandler({
  requestType: 'generateBlock',
  tags: [ApiTag.DEBUG],
  description:
    'Devnet only: forges blocks now with the forging account whose hit time is earliest, each filled from the mempool and stamped max(now, previous block + 1 s), and pushes them. Without numBlocks: returns the new Block object (with transaction objects). With numBlocks=N: forges N blocks in a row and returns {blocks: [Block objects, oldest first, transactions as ids], height}. On other networks: errorCode 1 (HTTP 403).',
  method: 'POST',
  requirePost: true,
  requirePassword: true,
  requireBlockchain: true,
  response: anyOf(R.blockWithTransactions, object({ blocks: arrayOf(R.block, 'Oldest first.'), height: NON_NEGATIVE })),
  params: [{ name: 'numBlocks', type: 'int', min: 1, max: MAX_GENERATE_BLOCKS, description: `How many blocks to forge in a row (1 to ${MAX_GENERATE_BLOCKS}).` }],
  async handler(p, ctx: NodeApiContext) {
    refuseOffDevnet(ctx, 'generateBlock');
    if (p.numBlocks === undefined) {
      const block = await ctx.forger.generateBlock();
      return renderBlock(ctx, block, { includeTransactions: true, tipHeight: block.height, nextBlockId: 0n });
    }
    const blocks = [];
    for (let i = 0; i < p.numBlocks; i++) blocks.push(await ctx.forger.generateBlock());
    const tipHeight = blocks[blocks.length - 1]!.height;
    const rendered = [];
    for (let i = 0; i < blocks.length; i++) {
      const next = blocks[i + 1];
      // A block pushed by a peer in between may have replaced the next one: ask the chain then.
      rendered.push(await renderBlock(ctx, blocks[i]!, { includeTransactions: false, tipHeight, ...(next && next.previousBlockId === blocks[i]!.id ? { nextBlockId: next.id } : {}) }));
    }
    return { blocks: rendered, height: tipHeight };
  },
});
