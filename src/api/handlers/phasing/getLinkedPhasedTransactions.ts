// getLinkedPhasedTransactions: the phased transactions whose TRANSACTION poll links a full hash.
import { HASH_LENGTH } from '../../../domain/constants.js';
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { pollsLinking } from '../../../capabilities/phasing/queries.js';
import { renderTransactionsPage } from './queries-helpers.js';
import { transactionsList } from './render.js';

export const getLinkedPhasedTransactions = defineHandler({
  requestType: 'getLinkedPhasedTransactions',
  tags: [ApiTag.PHASING],
  description:
    'Returns transactions: the Transaction objects (as getTransaction shows a confirmed one) of the phased transactions whose TRANSACTION poll links the transaction of this full hash (whose confirmation counts toward their quorum), finished or not, newest first (by height, then by position in the block). The linked transaction need not exist: a hash nothing links gives an empty list.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: transactionsList('Newest first: by height, then by position in the block.'),
  params: [{ name: 'linkedFullHash', type: 'hex', bytes: HASH_LENGTH, required: true, description: 'The linked transaction\'s full hash (64 hex digits).' }],
  async handler({ linkedFullHash }, ctx: NodeApiContext, req) {
    return renderTransactionsPage(ctx, await pollsLinking(ctx.state, linkedFullHash), req.page);
  },
});
