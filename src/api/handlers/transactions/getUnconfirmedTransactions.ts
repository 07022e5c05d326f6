// getUnconfirmedTransactions: the mempool's transactions (optionally of one account), a page.
import type { NodeApiContext } from '../../context.js';
import { transactionToJSON } from '../../../domain/transaction.js';
import { ApiTag, defineHandler } from '../../types.js';
import { listUnconfirmed, UNCONFIRMED_PARAMS } from './unconfirmed.js';
import { arrayOf, object, R } from '../../response-schema.js';

export const getUnconfirmedTransactions = defineHandler({
  requestType: 'getUnconfirmedTransactions',
  tags: [ApiTag.TRANSACTIONS],
  description:
    'Returns unconfirmedTransactions: Transaction objects waiting in the mempool, in pool order (highest fee first, then arrival), optionally only those an account sends or receives.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: object({ unconfirmedTransactions: arrayOf(R.transaction) }),
  params: UNCONFIRMED_PARAMS,
  async handler({ account }, ctx: NodeApiContext, req) {
    const txs = await listUnconfirmed(ctx, account, req.page);
    return { unconfirmedTransactions: txs.map((tx) => transactionToJSON(tx)) };
  },
});
