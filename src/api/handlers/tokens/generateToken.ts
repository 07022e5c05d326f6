// generateToken: signs a token for a website with the account of secretPhrase, at the node's
// epoch time now (docs/tokens.md).
import { createToken, encodeToken, TOKEN_TEXT_LENGTH } from '../../../capabilities/tokens/token.js';
import type { NodeApiContext } from '../../context.js';
import { requireSigner, signerParams } from '../../signer.js';
import { extend } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';
import { TOKEN_ANSWER, tokenAnswer, WEBSITE_PARAM } from './token-answer.js';

export const generateToken = defineHandler({
  requestType: 'generateToken',
  tags: [ApiTag.TOKENS],
  description:
    "Signs website (trimmed), the account's public key and the node's epoch time now with secretPhrase. Returns the 160-character token and, as decodeToken would answer for it, account, accountRS, timestamp and valid (false only if the chain holds another key for this account id).",
  method: 'POST',
  requirePost: true,
  requirePassword: false,
  // valid is checked against the chain's announced key, as decodeToken checks it.
  requireBlockchain: true,
  response: extend(TOKEN_ANSWER, {
    token: { type: 'string', pattern: `^[0-9a-v]{${TOKEN_TEXT_LENGTH}}$`, description: 'The token: 20 groups of 8 base-32 digits (docs/tokens.md).' },
  }),
  params: [
    WEBSITE_PARAM,
    ...signerParams('Secret phrase of the account that vouches for the website. Required, or sharedPiece with sharedPieceAccount.'),
  ],
  async handler(p, ctx: NodeApiContext) {
    const { website } = p;
    const { keyPair } = await requireSigner(ctx, p);
    const token = createToken(website, keyPair, ctx.epochTime());
    return { token: encodeToken(token), ...(await tokenAnswer(ctx, token, website)) };
  },
});
