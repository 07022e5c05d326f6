// getTotemDividends: the dividends paid on a totem, newest first.
import type { NodeApiContext } from '../../context.js';
import { arrayOf, object } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';
import { dividendsOf } from '../../../capabilities/totems/queries.js';
import { DIVIDEND_SCHEMA, renderDividend, requireTotem } from './render.js';

export const getTotemDividends = defineHandler({
  requestType: 'getTotemDividends',
  tags: [ApiTag.AE],
  description:
    'Returns dividends: the dividend payments on the totem, newest first (by height, then by order in the block), each with totemDividend (its transaction id), totem, amountMTAPerQNT, dividendHeight (the height whose holdings were paid), totalDividend (MTA paid in all), numberOfAccounts paid, height and timestamp. Unknown totem: errorCode 7 naming totem.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: object({ dividends: arrayOf(DIVIDEND_SCHEMA, 'Newest first.') }),
  params: [{ name: 'totem', type: 'id', required: true, description: 'The totem id.' }],
  async handler({ totem }, ctx: NodeApiContext, req) {
    requireTotem(ctx, totem);
    const found = await dividendsOf(ctx.state, totem, req.page);
    return { dividends: found.map(([id, d]) => renderDividend(id, d)) };
  },
});
