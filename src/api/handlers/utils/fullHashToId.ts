// fullHashToId: the id of a transaction (or block) is the first 8 bytes of its full hash.
import { idFromHashPrefix, idToString } from '../../../domain/ids.js';
import { HASH_LENGTH } from '../../../domain/constants.js';
import { ApiTag, defineHandler } from '../../types.js';
import { R, object } from '../../response-schema.js';

export const fullHashToId = defineHandler({
  requestType: 'fullHashToId',
  tags: [ApiTag.TRANSACTIONS, ApiTag.UTILS],
  description: 'Returns the id of a full hash (its first 8 bytes, little-endian): stringId (unsigned) and longId (signed).',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: false,
  response: object({ stringId: { ...R.idOrZero, description: '"0" when the first 8 bytes are zero.' }, longId: { ...R.long, description: 'The id as a signed 64-bit integer.' } }),
  params: [
    { name: 'fullHash', type: 'hex', bytes: HASH_LENGTH, required: true, description: 'Full hash (64 hex digits).' },
  ],
  async handler({ fullHash }) {
    const id = idFromHashPrefix(fullHash);
    return { stringId: idToString(id), longId: BigInt.asIntN(64, id).toString() };
  },
});
