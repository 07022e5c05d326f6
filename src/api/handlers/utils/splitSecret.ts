// splitSecret: Shamir secret sharing of a secret phrase (src/domain/shamir.ts,
// docs/split-secrets.md). The answer is the only place the pieces ever appear: they are not
// stored, logged, or derivable from anything the node keeps.
import { accountIdFromPublicKey } from '../../../domain/account-id.js';
import { keyPairFromSecret } from '../../../domain/crypto.js';
import { idToString } from '../../../domain/ids.js';
import { encodeRS } from '../../../domain/reed-solomon.js';
import { MAX_PIECES, MAX_SECRET_BYTES, MIN_PIECES, PIECE_BYTES, ShamirError, pieceToText, splitSecret as splitPhrase } from '../../../domain/shamir.js';
import { apiErrors } from '../../errors.js';
import { ApiTag, defineHandler } from '../../types.js';
import { R, arrayOf, hexBytes, int, object } from '../../response-schema.js';

export const splitSecret = defineHandler({
  requestType: 'splitSecret',
  tags: [ApiTag.UTILS],
  description: `Splits secretPhrase into totalPieces pieces (Shamir secret sharing over GF(256)) of which any minimumPieces restore it (combineSecret) or sign for its account (sharedPiece with sharedPieceAccount). Answers the pieces (${PIECE_BYTES * 2} hex digits each, whatever the phrase) and the account. See docs/split-secrets.md.`,
  method: 'POST',
  requirePost: true,
  requirePassword: false,
  requireBlockchain: false,
  response: object({
    pieces: arrayOf(hexBytes(PIECE_BYTES), 'The pieces, in no particular order; each to be handed to one holder.'),
    totalPieces: int('Number of pieces.', MIN_PIECES),
    minimumPieces: int('Pieces needed to restore the secret phrase.', MIN_PIECES),
    account: R.id,
    accountRS: R.accountRS,
  }),
  params: [
    { name: 'secretPhrase', type: 'string', required: true, secret: true, description: `The secret phrase to split (at most ${MAX_SECRET_BYTES} UTF-8 bytes).` },
    { name: 'totalPieces', type: 'int', required: true, min: MIN_PIECES, max: MAX_PIECES, description: `Number of pieces, ${MIN_PIECES} to ${MAX_PIECES}.` },
    { name: 'minimumPieces', type: 'int', required: true, min: MIN_PIECES, max: MAX_PIECES, description: `Pieces needed to restore the phrase, ${MIN_PIECES} to totalPieces.` },
  ],
  async handler({ secretPhrase, totalPieces, minimumPieces }) {
    if (minimumPieces > totalPieces) throw apiErrors.invalidParam('minimumPieces', `must be between ${MIN_PIECES} and totalPieces (${totalPieces})`);
    let pieces: Uint8Array[];
    try {
      pieces = await splitPhrase(secretPhrase, totalPieces, minimumPieces);
    } catch (err) {
      if (err instanceof ShamirError) throw apiErrors.invalidParam('secretPhrase', err.reason);
      throw err;
    }
    const account = accountIdFromPublicKey(keyPairFromSecret(secretPhrase).publicKey);
    return {
      pieces: pieces.map(pieceToText),
      totalPieces,
      minimumPieces,
      account: idToString(account),
      accountRS: encodeRS(account),
    };
  },
});
