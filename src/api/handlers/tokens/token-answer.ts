// What generateToken and decodeToken both answer about a token: its account, time and validity.
// Validity reads the chain's announced key of the token's account (docs/tokens.md).
import { accountIdFromPublicKey } from '../../../domain/account-id.js';
import { tokenValid, type Token } from '../../../capabilities/tokens/token.js';
import type { NodeApiContext } from '../../context.js';
import { bool, int, object, R, type ObjectSchema } from '../../response-schema.js';
import { accountRef } from '../accounts/lookup.js';

export interface TokenAnswer {
  account: string;
  accountRS: string;
  timestamp: number;
  valid: boolean;
}

/** The answer about `token` for `website`. An account the chain has never seen, or one that
 * never signed, has no announced key: the signature alone decides then. */
export async function tokenAnswer(ctx: Pick<NodeApiContext, 'blockchain'>, token: Token, website: string): Promise<TokenAnswer> {
  const id = accountIdFromPublicKey(token.publicKey);
  const account = await ctx.blockchain.getAccount(id);
  return { ...accountRef(id), timestamp: token.timestamp, valid: tokenValid(token, website, account?.publicKey) };
}

export const TOKEN_ANSWER: ObjectSchema = object({
  account: { ...R.id, description: "The account of the token's public key." },
  accountRS: R.accountRS,
  timestamp: int('Epoch seconds the token was made at (as signed).', 0),
  valid: bool("The signature verifies for this website and the account has announced no key or the token's key."),
});

/** Parameter spec of the website both operations take. */
export const WEBSITE_PARAM = {
  name: 'website',
  type: 'string',
  required: true,
  maxLength: 2048,
  description: 'The website (any text, at most 2048 characters); surrounding white space is trimmed before signing or checking.',
} as const;
