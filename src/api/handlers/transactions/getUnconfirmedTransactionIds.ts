// getUnconfirmedTransactionIds: ids of the mempool's transactions (optionally of one account).
import { idToString } from '../../../domain/ids.js';
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { listUnconfirmed, UNCONFIRMED_PARAMS } from './unconfirmed.js';
import { arrayOf, object, R } from '../../response-schema.js';

export const getUnconfirmedTransactionIds = defineHandler({
  requestType: 'getUnconfirmedTransactionIds',
  tags: [ApiTag.TRANSACTIONS],
  description: 'Returns unconfirmedTransactionIds: ids of the transactions waiting in the mempool, in pool order, optionally only those an account sends or receives.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: object({ unconfirmedTransactionIds: arrayOf(R.id) }),
  params: UNCONFIRMED_PARAMS,
  async handler({ account }, ctx: NodeApiContext, req) {
    const txs = await listUnconfirmed(ctx, account, req.page);
    return { unconfirmedTransactionIds: txs.map((tx) => idToString(tx.id)) };
  },
});
