// getTotemsByIssuer: the totems one account issued, oldest issuance first.
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { totemsByIssuer } from '../../../capabilities/totems/queries.js';
import { requireAccount } from '../accounts/lookup.js';
import { renderTotem, TOTEM_SCHEMA, totemsList } from './render.js';

export const getTotemsByIssuer = defineHandler({
  requestType: 'getTotemsByIssuer',
  tags: [ApiTag.AE],
  description:
    'Returns totems: the Totem objects (as getTotem) the account issued, oldest issuance first (an empty list when it issued none). includeCounts=true adds numberOfAccounts, numberOfTransfers and numberOfTrades to each. Unknown account: errorCode 3 naming account.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: totemsList('totems', TOTEM_SCHEMA, 'Oldest issuance first.'),
  params: [
    { name: 'account', type: 'account', required: true, description: 'The issuer (numeric id or RS address).' },
    { name: 'includeCounts', type: 'boolean', default: false, description: 'Add numberOfAccounts, numberOfTransfers and numberOfTrades to each totem.' },
  ],
  async handler({ account, includeCounts }, ctx: NodeApiContext, req) {
    await requireAccount(ctx, account);
    const found = totemsByIssuer(ctx.state, account, req.page);
    return { totems: await Promise.all(found.map(([id, t]) => renderTotem(ctx.state, id, t, includeCounts))) };
  },
});
