// getBlockId: the id of the block at a height of the current chain.
import { idToString } from '../../../domain/ids.js';
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { unknownBlock } from './render.js';
import { object, R } from '../../response-schema.js';

export const getBlockId = defineHandler({
  requestType: 'getBlockId',
  tags: [ApiTag.BLOCKS],
  description: 'Returns block: the id of the block at height in the current chain. Above the tip: errorCode 4 naming height.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: object({ block: R.id }),
  params: [{ name: 'height', type: 'int', min: 0, required: true, description: 'Block height (0 is the genesis block).' }],
  async handler({ height }, ctx: NodeApiContext) {
    const id = await ctx.blockchain.getBlockIdAtHeight(height);
    if (id === undefined) throw unknownBlock('height', `no block at height ${height}`);
    return { block: idToString(id) };
  },
});
