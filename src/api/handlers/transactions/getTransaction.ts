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
    'Returns the Transaction object of a transaction given by id or fullHash (one is required; both must agree). Confirmed transactions carry height, block, blockTimestamp, transactionIndex and confirmations; unconfirmed ones (in the mempool) do not. Unknown: errorCode 7, HTTP 404, errorDescription "Unknown transaction"; when the transaction left this node\'s pool without being confirmed (one of its last 10,000 such removals), errorDescription says when and why: "Unknown transaction: it was removed from this node\'s pool at height <height> (<reason>: <detail>)", reason being expired, invalid, evicted, cleared, notStored or contractFault (the same reasons and details as the transaction.removed event, docs/events.md).',
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
