// The public key a message is encrypted to or decrypted with, looked up on the chain: shared by
// encryptTo, decryptFrom and any operation that encrypts to a recipient. The errors name the
// parameter the caller can fix (errorCode 7).
import { accountIdFromPublicKey } from '../../../domain/account-id.js';
import { encodeRS } from '../../../domain/reed-solomon.js';
import type { NodeApiContext } from '../../context.js';
import { apiErrors } from '../../errors.js';

/** The key to encrypt to `recipientId`: `recipientPublicKey` when given (it must hash to the
 * recipient's id, so an account that has never signed can still be written to), else the key the
 * ledger holds. No key either way (the account never signed, or is unknown): errorCode 7 naming
 * `recipientParam`. */
export async function recipientKey(
  ctx: Pick<NodeApiContext, 'blockchain'>,
  recipientId: bigint,
  recipientPublicKey: Uint8Array | undefined,
  recipientParam = 'recipient',
): Promise<{ publicKey: Uint8Array; param: string }> {
  if (recipientPublicKey !== undefined) {
    if (accountIdFromPublicKey(recipientPublicKey) !== recipientId) {
      throw apiErrors.invalidParam('recipientPublicKey', `is not the public key of ${encodeRS(recipientId)}`);
    }
    return { publicKey: recipientPublicKey, param: 'recipientPublicKey' };
  }
  const account = await ctx.blockchain.getAccount(recipientId);
  if (account?.publicKey == null) {
    throw apiErrors.invalidParam(recipientParam, `${encodeRS(recipientId)} has no public key on the chain; give recipientPublicKey`);
  }
  return { publicKey: account.publicKey, param: recipientParam };
}

/** The ledger's key of `accountId` (the other party of a message to decrypt); errorCode 7 naming
 * `param` when the account is unknown or has never revealed its key. */
export async function accountKey(ctx: Pick<NodeApiContext, 'blockchain'>, accountId: bigint, param = 'account'): Promise<Uint8Array> {
  const account = await ctx.blockchain.getAccount(accountId);
  if (account?.publicKey == null) throw apiErrors.invalidParam(param, `${encodeRS(accountId)} has no public key on the chain`);
  return account.publicKey;
}
