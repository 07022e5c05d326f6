// getECBlock: the economic clustering block a transaction created at a timestamp should name.
import { idToString } from '../../../domain/ids.js';
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { NON_NEGATIVE, R, int, object } from '../../response-schema.js';

export const getECBlock = defineHandler({
  requestType: 'getECBlock',
  tags: [ApiTag.BLOCKS],
  description:
    'Returns ecBlockId, ecBlockHeight and timestamp: the economic clustering block (about 720 blocks below the tip, the genesis block on a young chain) for a transaction created at timestamp (default: now).',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: object({ ecBlockId: R.id, ecBlockHeight: NON_NEGATIVE, timestamp: int('The timestamp given, or the node\'s time.') }),
  params: [{ name: 'timestamp', type: 'int', min: 0, description: 'Epoch timestamp of the transaction (default: the node\'s time now).' }],
  async handler({ timestamp }, ctx: NodeApiContext) {
    const ec = await ctx.blockchain.getECBlock(timestamp ?? ctx.epochTime());
    return { ecBlockId: idToString(ec.ecBlockId), ecBlockHeight: ec.ecBlockHeight, timestamp: ec.timestamp };
  },
});
