// getContractEvents: a contract's events, oldest first.
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { apiErrors } from '../../errors.js';
import { contractEventsOf } from '../../../capabilities/contracts/queries.js';
import { CONTRACT_PARAM, requireContractRecord } from './params.js';
import { EVENT_SCHEMA, listOf, renderEvent } from './render.js';

export const getContractEvents = defineHandler({
  requestType: 'getContractEvents',
  tags: [ApiTag.CONTRACTS],
  description:
    'Returns the events a contract emitted (contract, transaction, height, index, event, data), oldest first (height, then the order of their block), optionally of one event name and within fromHeight..toHeight (inclusive). Paginated. Unknown contract: errorCode 7 naming contract; toHeight below fromHeight: errorCode 7 naming toHeight.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: listOf('events', EVENT_SCHEMA, 'Oldest first.'),
  params: [
    CONTRACT_PARAM,
    { name: 'event', type: 'string', maxLength: 256, description: 'Only events of this name.' },
    { name: 'fromHeight', type: 'int', min: 0, description: 'Only events at this height or later.' },
    { name: 'toHeight', type: 'int', min: 0, description: 'Only events at this height or earlier.' },
  ],
  async handler({ contract, event, fromHeight, toHeight }, ctx: NodeApiContext, req) {
    requireContractRecord(ctx, contract);
    if (fromHeight !== undefined && toHeight !== undefined && toHeight < fromHeight) throw apiErrors.invalidParam('toHeight', 'below fromHeight');
    const rows = await contractEventsOf(
      ctx.state,
      contract,
      {
        ...(event !== undefined ? { event } : {}),
        ...(fromHeight !== undefined ? { fromHeight } : {}),
        ...(toHeight !== undefined ? { toHeight } : {}),
      },
      req.page,
    );
    return { events: rows.map(renderEvent) };
  },
});
