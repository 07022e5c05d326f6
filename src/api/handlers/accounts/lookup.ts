// Account lookups shared by the ACCOUNTS operations (and by the transaction-creating ones for
// the sender): an id that the ledger has never seen is errorCode 3 naming the parameter.
import type { Account } from '../../../domain/types.js';
import { idToString } from '../../../domain/ids.js';
import { encodeRS } from '../../../domain/reed-solomon.js';
import type { NodeApiContext } from '../../context.js';
import { ApiError, ApiErrorCode } from '../../errors.js';

/** errorCode 3 (HTTP 404) naming the parameter that held the account. */
export function unknownAccount(param: string, id?: bigint): ApiError {
  const what = id === undefined ? '' : ` ${encodeRS(id)}`;
  return new ApiError(ApiErrorCode.UNKNOWN_ACCOUNT, `Unknown account${what}`, { param });
}

/** The committed ledger record of an account; errorCode 3 when it never appeared on the chain. */
export async function requireAccount(ctx: Pick<NodeApiContext, 'blockchain'>, id: bigint, param = 'account'): Promise<Account> {
  const account = await ctx.blockchain.getAccount(id);
  if (account === undefined) throw unknownAccount(param, id);
  return account;
}

/** `{ account, accountRS }` of an id (unsigned decimal and RS address). */
export function accountRef(id: bigint): { account: string; accountRS: string } {
  return { account: idToString(id), accountRS: encodeRS(id) };
}
