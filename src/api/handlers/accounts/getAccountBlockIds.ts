// getAccountBlockIds: ids of the blocks an account forged, newest first.
import { idToString } from '../../../domain/ids.js';
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { FORGED_BLOCKS_PARAMS, forgedBlockIds } from './forged-blocks.js';
import { R, arrayOf, object } from '../../response-schema.js';

export const getAccountBlockIds = defineHandler({
  requestType: 'getAccountBlockIds',
  tags: [ApiTag.ACCOUNTS, ApiTag.BLOCKS],
  description: 'Returns blockIds: ids of the blocks the account forged, newest first, optionally only from a height up. Unknown account: errorCode 3.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: object({ blockIds: arrayOf(R.id, 'Newest first.') }),
  params: FORGED_BLOCKS_PARAMS,
  async handler({ account, fromHeight }, ctx: NodeApiContext, req) {
    const ids = await forgedBlockIds(ctx, account, fromHeight, req.page);
    return { blockIds: ids.map(idToString) };
  },
});
