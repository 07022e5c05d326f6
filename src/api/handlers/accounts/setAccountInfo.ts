// setAccountInfo: an account info transaction (type 1, subtype 5) naming and describing the
// sender's own account. Limits and fee: src/capabilities/accounts/account-info.ts.
import { accountInfo, MAX_ACCOUNT_DESCRIPTION_BYTES, MAX_ACCOUNT_NAME_CHARACTERS, type AccountInfoAttachment } from '../../../capabilities/accounts/account-info.js';
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { CREATE_TRANSACTION_PARAMS, createTransaction } from '../transactions/create-transaction.js';
import { R } from '../../response-schema.js';

export const setAccountInfo = defineHandler({
  requestType: 'setAccountInfo',
  tags: [ApiTag.ACCOUNTS, ApiTag.CREATE_TRANSACTION],
  description:
    `Sets the sender's account name and description, shown by getAccount; neither (both empty) clears them. The name is at most ${MAX_ACCOUNT_NAME_CHARACTERS} characters, the description at most ${MAX_ACCOUNT_DESCRIPTION_BYTES} bytes of UTF-8 (longer: errorCode 7 naming it). Minimum fee: 1 coin, plus 2 coins per started 32 bytes of name + description beyond the first 32. Returns what every transaction-creating operation returns.`,
  method: 'POST',
  requirePost: true,
  requirePassword: false,
  requireBlockchain: true,
  response: R.createTransaction,
  params: [
    { name: 'name', type: 'string', description: `Account name, up to ${MAX_ACCOUNT_NAME_CHARACTERS} characters (absent or empty: none).` },
    { name: 'description', type: 'string', description: `Account description, up to ${MAX_ACCOUNT_DESCRIPTION_BYTES} bytes of UTF-8 (absent or empty: none).` },
    ...CREATE_TRANSACTION_PARAMS,
  ],
  async handler(p, ctx: NodeApiContext) {
    const attachment: AccountInfoAttachment = { version: 1, name: p.name ?? '', description: p.description ?? '' };
    return createTransaction(ctx, p, { type: accountInfo.type, subtype: accountInfo.subtype, attachment });
  },
});
