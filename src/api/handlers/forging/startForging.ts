// startForging: forge with the account of a secret phrase (kept in memory only, never stored).
import type { NodeApiContext } from '../../context.js';
import { requireSigner, signerParams } from '../../signer.js';
import { ApiTag, defineHandler } from '../../types.js';
import { forgingAccountJSON } from './render.js';
import { R } from '../../response-schema.js';

export const startForging = defineHandler({
  requestType: 'startForging',
  tags: [ApiTag.FORGING],
  description:
    'Starts forging with the account of secretPhrase (held in memory until stopForging or shutdown; never stored or logged). Returns account, accountRS, publicKey, effectiveBalance (whole coins), and hitTime (epoch seconds at which it may forge on the current tip) and deadline (seconds from now) when it can forge.',
  method: 'POST',
  requirePost: true,
  requirePassword: false,
  requireBlockchain: true,
  response: R.forgingAccount,
  params: signerParams('Secret phrase of the forging account. Required, or sharedPiece with sharedPieceAccount.'),
  async handler(p, ctx: NodeApiContext) {
    const { keyPair } = await requireSigner(ctx, p);
    return forgingAccountJSON(await ctx.forger.startForging(keyPair));
  },
});
