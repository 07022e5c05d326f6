// getAccountId: the account id, RS address and public key of a secret phrase or public key.
// Pure computation: works without the blockchain.
import { accountIdFromPublicKey } from '../../../domain/account-id.js';
import { PUBLIC_KEY_LENGTH } from '../../../domain/constants.js';
import { bytesEqual, toHex } from '../../../domain/hex.js';
import type { NodeApiContext } from '../../context.js';
import { ApiError, ApiErrorCode, apiErrors } from '../../errors.js';
import { signerOf, signerParams } from '../../signer.js';
import { ApiTag, defineHandler } from '../../types.js';
import { accountRef } from './lookup.js';
import { object, R } from '../../response-schema.js';

export const getAccountId = defineHandler({
  requestType: 'getAccountId',
  tags: [ApiTag.ACCOUNTS],
  description:
    'Returns account, accountRS and publicKey of a secretPhrase or a publicKey (one is required; with both, the key must be the phrase\'s). Use POST when giving a secret phrase, so it stays out of URLs and proxy logs.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: false,
  response: object({ account: R.id, accountRS: R.accountRS, publicKey: R.publicKey }),
  params: [
    ...signerParams('Secret phrase of the account (or sharedPiece with sharedPieceAccount, which checks that the pieces restore that account\'s secret).'),
    { name: 'publicKey', type: 'hex', bytes: PUBLIC_KEY_LENGTH, description: 'Public key of the account.' },
  ],
  async handler(p, ctx: NodeApiContext) {
    const { publicKey } = p;
    const signer = await signerOf(ctx, p);
    let key: Uint8Array;
    if (signer !== undefined) {
      key = signer.keyPair.publicKey;
      if (publicKey !== undefined && !bytesEqual(publicKey, key)) throw apiErrors.invalidParam('publicKey', `is not the public key of ${signer.param}`);
    } else if (publicKey !== undefined) {
      key = publicKey;
    } else {
      throw new ApiError(ApiErrorCode.INCORRECT_REQUEST, 'Incorrect request: secretPhrase or publicKey is required', { param: 'secretPhrase' });
    }
    return { ...accountRef(accountIdFromPublicKey(key)), publicKey: toHex(key) };
  },
});
