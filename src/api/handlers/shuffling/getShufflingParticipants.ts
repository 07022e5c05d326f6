// getShufflingParticipants: a shuffling's participants in registration order.
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { arrayOf, object } from '../../response-schema.js';
import { shufflingOf } from '../../../capabilities/shuffling/queries.js';
import { PARTICIPANT_SCHEMA, renderParticipant, SHUFFLING_PARAM, unknownShuffling } from './render.js';

export const getShufflingParticipants = defineHandler({
  requestType: 'getShufflingParticipants',
  tags: [ApiTag.SHUFFLING],
  description:
    'Returns the participants of a shuffling in registration order (the issuer first): shuffling, account/accountRS, nextAccount/nextAccountRS (the one registered after it; "0" alone for the last), state (REGISTERED, PROCESSED, VERIFIED or CANCELLED), processed, revealed (its layer seed, in blame), dataHash once it processed and layerPublicKey (none for the issuer). Unknown shuffling: errorCode 7 naming shuffling.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: object({ participants: arrayOf(PARTICIPANT_SCHEMA, 'In registration order.') }),
  params: [SHUFFLING_PARAM],
  async handler({ shuffling }, ctx: NodeApiContext) {
    const s = shufflingOf(ctx.state, shuffling);
    if (s === undefined) throw unknownShuffling();
    const ps = s.participants;
    return { participants: ps.map((p, i) => renderParticipant(shuffling, p, ps[i + 1]?.account ?? 0n)) };
  },
});
