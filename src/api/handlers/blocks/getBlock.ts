// getBlock: one block of the current chain, by id, height or timestamp (the tip when none).
import type { Block } from '../../../domain/block.js';
import type { NodeApiContext } from '../../context.js';
import { apiErrors } from '../../errors.js';
import { ApiTag, defineHandler } from '../../types.js';
import { renderBlock, unknownBlock } from './render.js';
import { anyOf, R } from '../../response-schema.js';

export const getBlock = defineHandler({
  requestType: 'getBlock',
  tags: [ApiTag.BLOCKS],
  description:
    'Returns the Block object selected by block (id), height, or timestamp (the last block with a timestamp at or before it); with none of them the last block. At most one selector may be given. includeTransactions gives transaction objects instead of full hashes. Not in the current chain: errorCode 4 naming the selector.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: anyOf(R.block, R.blockWithTransactions),
  params: [
    { name: 'block', type: 'id', description: 'Block id.' },
    { name: 'height', type: 'int', min: 0, description: 'Block height (0 is the genesis block).' },
    { name: 'timestamp', type: 'int', min: 0, description: 'Epoch timestamp: the last block at or before it.' },
    { name: 'includeTransactions', type: 'boolean', default: false, description: 'Transaction objects instead of full hashes.' },
  ],
  async handler({ block, height, timestamp, includeTransactions }, ctx: NodeApiContext) {
    const given = [block !== undefined && 'block', height !== undefined && 'height', timestamp !== undefined && 'timestamp'].filter((n): n is string => n !== false);
    if (given.length > 1) throw apiErrors.invalidParam(given[1]!, `give only one of block, height, timestamp`);
    const status = await ctx.blockchain.status();
    let found: Block | undefined;
    if (block !== undefined) found = await ctx.blockchain.getBlock({ id: block });
    else if (height !== undefined) {
      if (height > status.height) throw unknownBlock('height', `height ${height} is above the current height ${status.height}`);
      found = await ctx.blockchain.getBlock({ height });
    } else if (timestamp !== undefined) found = await ctx.blockchain.getBlock({ timestamp });
    else found = await ctx.blockchain.lastBlock();
    if (found === undefined) throw unknownBlock(given[0] ?? 'block');
    return renderBlock(ctx, found, { includeTransactions, tipHeight: Math.max(status.height, found.height) });
  },
});
