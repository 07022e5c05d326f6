// getAccountPublicKey: the public key the ledger holds for an account.
import { toHex } from '../../../domain/hex.js';
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { requireAccount } from './lookup.js';
import { object, R } from '../../response-schema.js';

export const getAccountPublicKey = defineHandler({
  requestType: 'getAccountPublicKey',
  tags: [ApiTag.ACCOUNTS],
  description:
    'Returns publicKey (hex) of an account. An account that has received funds but never signed a transaction (nor had its key announced) has no known key: the response then has no publicKey field, as in Nxt. Unknown account: errorCode 3.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: object({}, { publicKey: R.publicKey }),
  params: [{ name: 'account', type: 'account', required: true, description: 'Account (numeric id or RS address).' }],
  async handler({ account }, ctx: NodeApiContext) {
    const record = await requireAccount(ctx, account);
    return record.publicKey === null ? {} : { publicKey: toHex(record.publicKey) };
  },
});
