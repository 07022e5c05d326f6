// rsConvert: an account given as numeric id or RS address -> both forms (and the signed long).
import { idToString } from '../../../domain/ids.js';
import { encodeRS } from '../../../domain/reed-solomon.js';
import { ApiTag, defineHandler } from '../../types.js';
import { R, object } from '../../response-schema.js';

export const rsConvert = defineHandler({
  requestType: 'rsConvert',
  tags: [ApiTag.ACCOUNTS, ApiTag.UTILS],
  description: 'Converts an account id to its RS address and back: returns account (unsigned id), accountRS and accountLongId (signed 64-bit form).',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: false,
  response: object({ account: R.id, accountRS: R.accountRS, accountLongId: { ...R.long, description: 'The id as a signed 64-bit integer.' } }),
  params: [
    { name: 'account', type: 'account', required: true, description: 'Account as numeric id or RS address.' },
  ],
  async handler({ account }) {
    return {
      account: idToString(account),
      accountRS: encodeRS(account),
      accountLongId: BigInt.asIntN(64, account).toString(),
    };
  },
});
