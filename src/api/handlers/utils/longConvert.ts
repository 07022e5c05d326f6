// longConvert: an id in unsigned decimal or Nxt's signed (negative) long form -> both forms.
import { idToString } from '../../../domain/ids.js';
import { ApiTag, defineHandler } from '../../types.js';
import { R, object } from '../../response-schema.js';

export const longConvert = defineHandler({
  requestType: 'longConvert',
  tags: [ApiTag.UTILS],
  description: 'Converts an id between its unsigned decimal form (stringId) and its signed 64-bit form (longId).',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: false,
  response: object({ stringId: R.id, longId: { ...R.long, description: 'The id as a signed 64-bit integer.' } }),
  params: [
    { name: 'id', type: 'id', required: true, description: 'Unsigned decimal id (1 to 2^64-1) or its negative signed-long form.' },
  ],
  async handler({ id }) {
    return { stringId: idToString(id), longId: BigInt.asIntN(64, id).toString() };
  },
});
