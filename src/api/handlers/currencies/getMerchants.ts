// getMerchants: every registered merchant, by name.
import type { NodeApiContext } from '../../context.js';
import { windowOf } from '../../../domain/state/pages.js';
import { ApiTag, defineHandler } from '../../types.js';
import { MERCHANTS } from '../../../capabilities/currencies/tables.js';
import { listOf, MERCHANT_SCHEMA, renderMerchant } from './render.js';

export const getMerchants = defineHandler({
  requestType: 'getMerchants',
  tags: [ApiTag.MS],
  description:
    'Returns merchants: every account registered as a merchant (registerMerchant) and not deregistered, by name (case-insensitive), then by account id, each with account/accountRS, name, description and height (of its first registration: registering again changes the name and description, not the height). Read from committed state at the tip.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: listOf('merchants', MERCHANT_SCHEMA, 'By name (case-insensitive), then by account id.'),
  params: [],
  async handler(_params, ctx: NodeApiContext, req) {
    const found = ctx.state.scan(MERCHANTS, 'byName', windowOf(req.page));
    return { merchants: found.map(([account, m]) => renderMerchant(account, m)) };
  },
});
