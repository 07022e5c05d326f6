// getShuffling: one shuffling by id.
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { shufflingOf } from '../../../capabilities/shuffling/queries.js';
import { INCLUDE_HOLDING_INFO, renderShufflings, SHUFFLING_PARAM, SHUFFLING_SCHEMA, unknownShuffling } from './render.js';

export const getShuffling = defineHandler({
  requestType: 'getShuffling',
  tags: [ApiTag.SHUFFLING],
  description:
    'Returns the Shuffling object: shuffling, shufflingFullHash, issuer/issuerRS, holding ("0" for the coin) and holdingType (0 coin, 1 totem, 2 currency), amount (a number, in the holding\'s smallest unit), deposit, participantCount, registrantCount, registrationPeriod, stage (REGISTRATION, PROCESSING, VERIFICATION, BLAME, CANCELLED or DONE), assigneeAccount/assigneeAccountRS ("0" alone when none), blocksRemaining, shufflingStateHash (what the next step must name), recipientPublicKeys (once submitted), height and closedHeight. includeHoldingInfo=true adds holdingInfo for a totem or currency. Unknown shuffling: errorCode 7 naming shuffling.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: SHUFFLING_SCHEMA,
  params: [SHUFFLING_PARAM, INCLUDE_HOLDING_INFO],
  async handler({ shuffling, includeHoldingInfo }, ctx: NodeApiContext) {
    const s = shufflingOf(ctx.state, shuffling);
    if (s === undefined) throw unknownShuffling();
    return (await renderShufflings(ctx, [[shuffling, s]], includeHoldingInfo))[0]!;
  },
});
