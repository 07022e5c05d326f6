// getContracts: every contract, or one uploader's, newest first.
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { contractsOf } from '../../../capabilities/contracts/queries.js';
import { CONTRACT_SCHEMA, listOf, renderContract } from './render.js';

export const getContracts = defineHandler({
  requestType: 'getContracts',
  tags: [ApiTag.CONTRACTS],
  description: 'Returns contracts, newest first (upload height, then id), optionally only those of one uploader. Paginated (firstIndex, lastIndex).',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: listOf('contracts', CONTRACT_SCHEMA, 'Newest first.'),
  params: [{ name: 'uploader', type: 'account', description: 'Only this account\'s uploads.' }],
  async handler({ uploader }, ctx: NodeApiContext, req) {
    return { contracts: contractsOf(ctx.state, uploader, req.page).map(([id, c]) => renderContract(ctx.state, id, c)) };
  },
});
