// popOff: removes the last blocks (never the genesis block, never deeper than the maximum
// rollback), exactly as the spec states: POST only, admin password, numBlocks or height,
// keepTransactions (default false) returns the popped transactions to the mempool. Like the
// spec says, it needs no running blockchain (it is how an operator repairs a stuck node).
import { blockToJSON } from '../../../domain/block.js';
import type { NodeApiContext } from '../../context.js';
import { ApiError, ApiErrorCode, apiErrors } from '../../errors.js';
import { ApiTag, defineHandler } from '../../types.js';
import { arrayOf, object, R } from '../../response-schema.js';

export const popOff = defineHandler({
  requestType: 'popOff',
  tags: [ApiTag.DEBUG],
  description:
    'Pops blocks off the chain: numBlocks of them, or down to height (the block at height becomes the last one). One of the two is required (neither: errorCode 1 with error "numBlocks"); not both. The genesis block is never popped, nor more than maxRollback blocks. keepTransactions=true returns their transactions to the mempool (those still valid); otherwise they are dropped. Returns blocks: the popped Block objects, newest first, with their transactions.',
  method: 'POST',
  requirePost: true,
  requirePassword: true,
  requireBlockchain: false,
  response: object({ blocks: arrayOf(R.blockWithTransactions, 'Newest first.') }),
  params: [
    { name: 'numBlocks', type: 'int', min: 1, description: 'How many blocks to pop.' },
    { name: 'height', type: 'int', min: 0, description: 'Pop down to this height (it becomes the last block).' },
    { name: 'keepTransactions', type: 'boolean', default: false, description: 'Return the popped transactions to the mempool.' },
  ],
  async handler({ numBlocks, height, keepTransactions }, ctx: NodeApiContext) {
    if (numBlocks === undefined && height === undefined) {
      throw new ApiError(ApiErrorCode.INCORRECT_REQUEST, 'Incorrect request: numBlocks or height is required', { param: 'numBlocks' });
    }
    if (numBlocks !== undefined && height !== undefined) throw apiErrors.invalidParam('height', 'give numBlocks or height, not both');
    const popped = await ctx.blockchain.popOff({ ...(numBlocks !== undefined ? { numBlocks } : { height: height! }), keepTransactions });
    ctx.logger.child('api').warn('blocks popped off by popOff', { count: popped.length, keepTransactions });
    return { blocks: popped.map((b) => blockToJSON(b, { includeTransactions: true })) };
  },
});
