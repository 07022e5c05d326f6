// Tokens: an account's key holder vouches for a website at a time (generateToken,
// decodeToken). Nothing on the chain: no transaction types, tables, hooks or actors; the token
// format and validity rule are pure code in ./token.ts (docs/tokens.md).
import type { Capability } from '../capability.js';
import { TOKEN_HANDLERS } from '../../api/handlers/tokens/index.js';

export const tokens: Capability = Object.freeze({
  name: 'tokens',
  handlers: TOKEN_HANDLERS,
});
