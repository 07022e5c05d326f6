// stopForging: stop one account (its secret phrase) or, with admin rights, every account.
import type { NodeApiContext } from '../../context.js';
import { signerOf, signerParams } from '../../signer.js';
import { ApiTag, defineHandler } from '../../types.js';
import { requireAdminRights } from './admin-rights.js';
import { BOOLEAN, NON_NEGATIVE, anyOf, object } from '../../response-schema.js';

export const stopForging = defineHandler({
  requestType: 'stopForging',
  tags: [ApiTag.FORGING],
  description:
    'Stops forging with the account of secretPhrase; without secretPhrase, stops every forging account, which needs admin rights (a valid adminPassword, unless the node needs none). Returns foundAndStopped (whether that account was forging) or stopped (how many accounts stopped).',
  method: 'POST',
  requirePost: true,
  requirePassword: false,
  requireBlockchain: false,
  response: anyOf(object({ foundAndStopped: BOOLEAN }), object({ stopped: NON_NEGATIVE })),
  params: signerParams('Secret phrase of the account to stop (or sharedPiece with sharedPieceAccount; absent: all accounts, admin only).'),
  async handler(p, ctx: NodeApiContext, req) {
    const signer = await signerOf(ctx, p);
    if (signer !== undefined) return { foundAndStopped: (await ctx.forger.stopForging(signer.keyPair)) > 0 };
    requireAdminRights(req, ctx.config, 'secretPhrase');
    return { stopped: await ctx.forger.stopForging() };
  },
});
