// decodeToken: who made a token, when, and whether it is valid for a website (docs/tokens.md).
// A token made for another website is an answer (valid: false), not an error; a token that is
// not 160 base-32 digits is errorCode 7 naming `token`.
import { parseToken } from '../../../capabilities/tokens/token.js';
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { TOKEN_ANSWER, tokenAnswer, WEBSITE_PARAM } from './token-answer.js';

export const decodeToken = defineHandler({
  requestType: 'decodeToken',
  tags: [ApiTag.TOKENS],
  description:
    "Decodes a token made by generateToken: account, accountRS, timestamp and valid (the signature verifies for website and the account has announced no key or the token's key). A malformed token: errorCode 7 naming token.",
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: TOKEN_ANSWER,
  params: [
    WEBSITE_PARAM,
    { name: 'token', type: 'string', required: true, description: 'The 160-character token (base-32 digits, either case; surrounding white space ignored).' },
  ],
  async handler({ website, token }, ctx: NodeApiContext) {
    return tokenAnswer(ctx, parseToken(token), website);
  },
});
