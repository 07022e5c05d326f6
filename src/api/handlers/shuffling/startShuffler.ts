// startShuffler: this node takes part in a shuffling for the account of secretPhrase, sending
// each step as it falls due (src/actors/shuffler). The secret phrase stays in the node's memory
// only, so after a restart the shuffler must be started again (it resumes from the chain's stage).
import type { NodeApiContext } from '../../context.js';
import { requireSigner, signerParams } from '../../signer.js';
import { ApiTag, defineHandler } from '../../types.js';
import { mappingShufflerErrors, recipientKeyOf, renderShuffler, RECIPIENT_PARAMS, SHUFFLER_SCHEMA, shufflerOf } from './shuffler-common.js';

export const startShuffler = defineHandler({
  requestType: 'startShuffler',
  tags: [ApiTag.SHUFFLING],
  description:
    'Starts a shuffler: this node registers the account of secretPhrase in the shuffling of shufflingFullHash (unless it already takes part: the issuer, or a restart), processes its turn, submits the recipients as the last participant, verifies, or reveals its layer seed in a blame, each through the mempool, retrying a failed submission after the next block. The recipient must be a new account (no account has its key). The key (from secretPhrase, or from sharedPiece with sharedPieceAccount) is kept in memory only: after a restart call startShuffler again. Starting the same shuffler again returns it; another recipient for the same account and shuffling is errorCode 8. Unknown shuffling, one that takes no more registrations, a recipient in use or the node\'s limit (100): errorCode 7 naming the parameter. Returns the Shuffler.',
  method: 'POST',
  requirePost: true,
  requirePassword: false,
  requireBlockchain: true,
  response: SHUFFLER_SCHEMA,
  params: [
    ...signerParams('Secret phrase of the participating account (held in memory only). Required, or sharedPiece with sharedPieceAccount.'),
    { name: 'shufflingFullHash', type: 'hex', bytes: 32, required: true, description: 'Full hash of the shuffling\'s creation transaction.' },
    ...RECIPIENT_PARAMS,
  ],
  async handler(p, ctx: NodeApiContext) {
    const { keyPair } = await requireSigner(ctx, p);
    const recipientPublicKey = recipientKeyOf(p);
    const shuffler = shufflerOf(ctx);
    const info = await mappingShufflerErrors(() => shuffler.startShuffler({ secret: keyPair, shufflingFullHash: p.shufflingFullHash, recipientPublicKey }));
    return renderShuffler(info);
  },
});
