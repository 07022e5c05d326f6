// getAllTotems: every totem, oldest issuance first, optionally only those whose approval stands
// as asked.
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { allTotems } from '../../../capabilities/totems/queries.js';
import { APPROVAL_STATUSES, renderTotem, TOTEM_SCHEMA, totemsList } from './render.js';

export const getAllTotems = defineHandler({
  requestType: 'getAllTotems',
  tags: [ApiTag.AE],
  description:
    'Returns totems: Totem objects (as getTotem), oldest issuance first (same height: by totem id). approvalStatus keeps only the totems whose approval stands so (NONE: never requested, or the last request expired). includeCounts=true adds numberOfAccounts, numberOfTransfers and numberOfTrades to each.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: totemsList('totems', TOTEM_SCHEMA, 'Oldest issuance first.'),
  params: [
    { name: 'approvalStatus', type: 'enum', values: APPROVAL_STATUSES, description: 'Only totems whose approval status is this one.' },
    { name: 'includeCounts', type: 'boolean', default: false, description: 'Add numberOfAccounts, numberOfTransfers and numberOfTrades to each totem.' },
  ],
  async handler({ approvalStatus, includeCounts }, ctx: NodeApiContext, req) {
    const found = allTotems(ctx.state, req.page, approvalStatus);
    return { totems: await Promise.all(found.map(([id, t]) => renderTotem(ctx.state, id, t, includeCounts))) };
  },
});
