// getAllShufflings: every shuffling, open ones unless told, newest first.
import type { NodeApiContext } from '../../context.js';
import { applyPage } from '../../params.js';
import { ApiTag, defineHandler } from '../../types.js';
import { allShufflings, isFinished } from '../../../capabilities/shuffling/queries.js';
import { INCLUDE_HOLDING_INFO, renderShufflings, shufflingList } from './render.js';

export const getAllShufflings = defineHandler({
  requestType: 'getAllShufflings',
  tags: [ApiTag.SHUFFLING],
  description:
    'Returns shufflings as getShuffling gives them, newest first (creation height, then id descending): the open ones (not DONE nor CANCELLED) by default; includeFinished=true adds the finished ones, finishedOnly=true lists only those (whatever includeFinished says).',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  paginated: true,
  response: shufflingList('Newest first.'),
  params: [
    { name: 'includeFinished', type: 'boolean', default: false, description: 'Also the finished (DONE or CANCELLED) ones.' },
    { name: 'finishedOnly', type: 'boolean', default: false, description: 'Only the finished ones.' },
    INCLUDE_HOLDING_INFO,
  ],
  async handler({ includeFinished, finishedOnly, includeHoldingInfo }, ctx: NodeApiContext, req) {
    const rows = allShufflings(ctx.state).filter(([, s]) => (finishedOnly ? isFinished(s) : includeFinished || !isFinished(s)));
    return { shufflings: await renderShufflings(ctx, applyPage(rows, req.page), includeHoldingInfo) };
  },
});
