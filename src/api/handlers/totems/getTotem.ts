// getTotem: one totem by id, with its holder, transfer and trade counts on request.
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { renderTotem, requireTotem, TOTEM_SCHEMA } from './render.js';

export const getTotem = defineHandler({
  requestType: 'getTotem',
  tags: [ApiTag.AE],
  description:
    'Returns the Totem object: totem, issuer/issuerRS (also as account/accountRS), name, description, decimals, quantityQNT (current: falls as units are deleted), initialQuantityQNT, height of the issuance, hasPhasingTotemControl and approvalStatus (NONE, PENDING, APPROVED or REJECTED; see GetTotemApprovalStatus). includeCounts=true adds numberOfAccounts (accounts holding units), numberOfTransfers and numberOfTrades. Unknown totem: errorCode 7 naming totem.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: TOTEM_SCHEMA,
  params: [
    { name: 'totem', type: 'id', required: true, description: 'The totem id (its issuance transaction id).' },
    { name: 'includeCounts', type: 'boolean', default: false, description: 'Add numberOfAccounts, numberOfTransfers and numberOfTrades.' },
  ],
  async handler({ totem, includeCounts }, ctx: NodeApiContext) {
    return await renderTotem(ctx.state, totem, requireTotem(ctx, totem), includeCounts);
  },
});
