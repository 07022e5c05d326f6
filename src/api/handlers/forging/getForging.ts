// getForging: the forging state of one account (its secret phrase) or, with admin rights, of
// every account this node forges for.
import type { NodeApiContext } from '../../context.js';
import { signerOf, signerParams } from '../../signer.js';
import { ApiTag, defineHandler } from '../../types.js';
import { requireAdminRights } from './admin-rights.js';
import { forgingAccountJSON } from './render.js';
import { arrayOf, object, R } from '../../response-schema.js';

export const getForging = defineHandler({
  requestType: 'getForging',
  tags: [ApiTag.FORGING],
  description:
    'Returns generators: the forging accounts (account, accountRS, publicKey, effectiveBalance, hitTime, deadline). With secretPhrase only that account (an empty list when it is not forging); without it every account, which needs admin rights (a valid adminPassword, unless the node needs none). POST only, since it takes a secret phrase.',
  method: 'POST',
  requirePost: true,
  requirePassword: false,
  requireBlockchain: true,
  response: object({ generators: arrayOf(R.forgingAccount) }),
  params: signerParams('Secret phrase of the account (or sharedPiece with sharedPieceAccount; absent: all accounts, admin only).'),
  async handler(p, ctx: NodeApiContext, req) {
    const signer = await signerOf(ctx, p);
    const account = signer?.account;
    if (signer === undefined) requireAdminRights(req, ctx.config, 'secretPhrase');
    const generators = await ctx.forger.getForging(account);
    return { generators: generators.map(forgingAccountJSON) };
  },
});
