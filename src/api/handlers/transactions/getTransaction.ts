// getTransaction: a transaction by id or full hash, confirmed (with height, block and
// confirmations) or still in the mempool (without them).
import { HASH_LENGTH } from '../../../domain/constants.js';
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { renderFound, requireTransaction } from './lookup.js';
import { R } from '../../response-schema.js';

export const getTransaction = defineHandler({
  requestType: 'getTransaction',
  tags: [ApiTag.TRANSACTIONS],
  description:
    'Returns the Transaction object of a transaction given by id or fullHash (one is required; both must agree). Confirmed transactions carry height, block, blockTimestamp, transactionIndex and confirmations; unconfirmed ones (in the mempool) do not. Unknown: errorCode 7, HTTP 404.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: R.transaction,
  params: [
    { name: 'transaction', type: 'id', description: 'Transaction id.' },
    { name: 'fullHash', type: 'hex', bytes: HASH_LENGTH, description: 'Transaction full hash (64 hex digits).' },
  ],
  async handler({ transaction, fullHash }, ctx: NodeApiContext) {
    return renderFound(await requireTransaction(ctx, transaction, fullHash));
  },
});
