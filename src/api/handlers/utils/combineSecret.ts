// combineSecret: restores a secret phrase from pieces made by splitSecret
// (src/domain/shamir.ts, docs/split-secrets.md). Only the client's pieces are used: the
// pieces a node holds in its configuration (node.sharedPieces) sign transactions but are never
// combined into a phrase that leaves the node.
// Signing with pieces is src/api/signer.ts.
import { accountIdFromPublicKey } from '../../../domain/account-id.js';
import { keyPairFromSecret } from '../../../domain/crypto.js';
import { idToString } from '../../../domain/ids.js';
import { encodeRS } from '../../../domain/reed-solomon.js';
import { SHARED_PIECE_PARAM, combineOrRefuse } from '../../signer.js';
import { ApiTag, defineHandler } from '../../types.js';
import { R, object, str } from '../../response-schema.js';

export const combineSecret = defineHandler({
  requestType: 'combineSecret',
  tags: [ApiTag.UTILS],
  description: 'Restores the secret phrase from at least the minimum number of pieces of one split (sharedPiece, repeated). Answers the phrase and its account. Too few pieces, pieces of different splits or a damaged piece: errorCode 7 naming sharedPiece. See docs/split-secrets.md.',
  method: 'POST',
  requirePost: true,
  requirePassword: false,
  requireBlockchain: false,
  response: object({ secretPhrase: str('The restored secret phrase.'), account: R.id, accountRS: R.accountRS }),
  params: [{ ...SHARED_PIECE_PARAM, required: true }],
  async handler({ sharedPiece }) {
    const secretPhrase = await combineOrRefuse(sharedPiece);
    const account = accountIdFromPublicKey(keyPairFromSecret(secretPhrase).publicKey);
    return { secretPhrase, account: idToString(account), accountRS: encodeRS(account) };
  },
});
