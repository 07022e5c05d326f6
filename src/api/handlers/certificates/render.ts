// JSON forms of certificates and their declared response schemas. Ids are unsigned decimals,
// every account comes with its RS address, signature and canonicalContent are hex.
import { idToString } from '../../../domain/ids.js';
import { toHex } from '../../../domain/hex.js';
import type { Certificate } from '../../../capabilities/certificates/records.js';
import { isActive, isRevoked } from '../../../capabilities/certificates/records.js';
import { contentOf } from '../../../capabilities/certificates/types.js';
import { claimsToJSON } from '../../../capabilities/certificates/types.js';
import type { NodeApiContext } from '../../context.js';
import { ApiError, ApiErrorCode } from '../../errors.js';
import { arrayOf, bool, hexBytes, int, object, R, str, STRING } from '../../response-schema.js';
import { accountFields } from '../accounts/account-extras.js';

export function unknownCertificate(param = 'certificate'): ApiError {
  return new ApiError(ApiErrorCode.INVALID_PARAMETER, 'Unknown certificate', { param });
}

export const CLAIMS_SCHEMA = object({}, {}, { additional: STRING, description: 'The claims, key to value (strings).' });

export const CERTIFICATE_SCHEMA = object(
  {
    certificate: R.id,
    name: str('The certificate\'s name (an agent attestation: the agentName).'),
    type: str('GENERIC, a user type ([A-Z_]{1,32}) or AGENT_ATTESTATION.'),
    account: R.id,
    accountRS: R.accountRS,
    issuer: R.id,
    issuerRS: R.accountRS,
    timestamp: int('The issuing transaction\'s timestamp (epoch seconds).', 0),
    expirationTimestamp: int('0: never expires.', 0),
    signature: hexBytes(64, 'The issuer\'s Ed25519 signature over canonicalContent.'),
    canonicalContent: R.hex,
    claims: CLAIMS_SCHEMA,
    revoked: bool('Revoked by its issuer.'),
    active: bool('Not revoked, and expirationTimestamp 0 or above the last block\'s timestamp.'),
    height: int('Height of the issuing block.', 0),
  },
  { revocation: R.id, revokedHeight: int('Height of the revoking block.', 0) },
);

export const certificateList = (description: string) => object({ certificates: arrayOf(CERTIFICATE_SCHEMA, description) });

/** The last block's timestamp, against which `active` is computed. */
export async function tipTimestamp(ctx: NodeApiContext): Promise<number> {
  return (await ctx.blockchain.status()).lastBlockTimestamp;
}

export function renderCertificate(id: bigint, c: Certificate, tip: number): Record<string, unknown> {
  return {
    certificate: idToString(id),
    name: c.name,
    type: c.type,
    ...accountFields('account', c.subject),
    ...accountFields('issuer', c.issuer),
    timestamp: c.timestamp,
    expirationTimestamp: c.expirationTimestamp,
    signature: toHex(c.signature),
    canonicalContent: toHex(contentOf(c)),
    claims: claimsToJSON(c.claims),
    revoked: isRevoked(c),
    active: isActive(c, tip),
    height: c.height,
    ...(isRevoked(c) ? { revocation: idToString(c.revocation), revokedHeight: c.revokedHeight } : {}),
  };
}
