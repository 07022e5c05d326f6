// generateBlock: forges one block now with the best forging account (devnet only), so tests and
// developers never wait on the block clock.
import type { NodeApiContext } from '../../context.js';
import { ApiError, ApiErrorCode } from '../../errors.js';
import { ApiTag, defineHandler } from '../../types.js';
import { renderBlock } from '../blocks/render.js';

export const generateBlock = defineHandler({
  requestType: 'generateBlock',
  tags: [ApiTag.DEBUG],
  description:
    'Devnet only: forges one block now with the forging account whose turn it is, filled from the mempool, and pushes it. Returns the new Block object (with transaction objects). On other networks: errorCode 1 (HTTP 403).',
  method: 'POST',
  requirePost: true,
  requirePassword: true,
  requireBlockchain: true,
  params: [],
  async handler(_p, ctx: NodeApiContext) {
    if (ctx.params.name !== 'devnet') {
      throw new ApiError(ApiErrorCode.INCORRECT_REQUEST, `generateBlock is only available on the devnet (this node runs ${ctx.params.name})`, { httpStatus: 403 });
    }
    const block = await ctx.forger.generateBlock();
    return renderBlock(ctx, block, { includeTransactions: true, tipHeight: block.height, nextBlockId: 0n });
  },
});
