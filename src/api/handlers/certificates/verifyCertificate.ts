// verifyCertificate: whether a certificate's signature holds, and whether it is known, revoked
// and active. Either certificate (an id: its stored content and signature against the issuer's
// ledger key), or canonicalContent + signature + issuer (a public key in hex, or an account
// whose key the ledger holds): the signature is checked on what was given, with no chain lookup
// besides an account issuer's key; known/revoked/active then come from the issuer's certificate
// with that signature and content, if any.
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { apiErrors } from '../../errors.js';
import { parseAccountText } from '../../params.js';
import { bool, int, object, R, str } from '../../response-schema.js';
import { accountIdFromPublicKey } from '../../../domain/account-id.js';
import { bytesEqual, fromHex } from '../../../domain/hex.js';
import { idToString } from '../../../domain/ids.js';
import { certificateBySignature, certificateOf } from '../../../capabilities/certificates/queries.js';
import { decodeCanonicalContent, verifyCertificateSignature, type CertificateContent } from '../../../capabilities/certificates/canonical.js';
import { isActive, isRevoked } from '../../../capabilities/certificates/records.js';
import { contentOf } from '../../../capabilities/certificates/types.js';
import { accountFields } from '../accounts/account-extras.js';
import { requireAccount } from '../accounts/lookup.js';
import { tipTimestamp } from './render.js';

export const VERIFY_SCHEMA = object(
  {
    signatureValid: bool('The signature is the issuer\'s over the canonical content (and the content names that issuer).'),
    known: bool('A certificate with this content and signature was issued on this chain.'),
    revoked: bool('Known and revoked.'),
    active: bool('Known, not revoked and not expired at the last block.'),
  },
  {
    certificate: R.id,
    type: str('From the canonical content.'),
    name: str('From the canonical content.'),
    account: R.id,
    accountRS: R.accountRS,
    issuer: R.id,
    issuerRS: R.accountRS,
    timestamp: int('From the canonical content.', 0),
    expirationTimestamp: int('From the canonical content.', 0),
  },
);

function contentFields(c: CertificateContent): Record<string, unknown> {
  return { type: c.type, name: c.name, ...accountFields('account', c.subject), ...accountFields('issuer', c.issuer), timestamp: c.timestamp, expirationTimestamp: c.expirationTimestamp };
}

async function issuerKey(ctx: NodeApiContext, text: string): Promise<Uint8Array> {
  if (/^[0-9a-fA-F]{64}$/.test(text)) return fromHex(text.toLowerCase(), 'issuer', 32);
  const id = parseAccountText('issuer', text);
  const account = await requireAccount(ctx, id, 'issuer');
  if (account.publicKey === null) throw apiErrors.invalidParam('issuer', 'the account has no known public key; give the key in hex');
  return account.publicKey;
}

export const verifyCertificate = defineHandler({
  requestType: 'verifyCertificate',
  tags: [ApiTag.CERTIFICATE],
  description:
    'Verifies a certificate: give certificate (an id), or canonicalContent (hex), signature (hex, 64 bytes) and issuer (a public key in hex, or an account id or RS address whose key the ledger holds). Answers signatureValid (the Ed25519 signature over the content holds with the issuer\'s key and the content names that issuer), known (issued on this chain with that content and signature), revoked and active, plus the content\'s fields. An unknown certificate id answers known false. Content that is not canonical: errorCode 7 naming canonicalContent; neither form complete: errorCode 1 naming the missing parameter.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: VERIFY_SCHEMA,
  params: [
    { name: 'certificate', type: 'id', description: 'The certificate id (or give the three below).' },
    { name: 'canonicalContent', type: 'hex', maxBytes: 4096, description: 'The canonical content (docs/certificates.md).' },
    { name: 'signature', type: 'hex', bytes: 64, description: 'The issuer\'s signature over canonicalContent.' },
    { name: 'issuer', type: 'string', maxLength: 64, description: 'The issuer\'s public key (hex) or account (id or RS address) with a known key.' },
  ],
  async handler({ certificate, canonicalContent, signature, issuer }, ctx: NodeApiContext) {
    const tip = await tipTimestamp(ctx);
    if (certificate !== undefined) {
      const c = certificateOf(ctx.state, certificate);
      if (c === undefined) return { signatureValid: false, known: false, revoked: false, active: false, certificate: idToString(certificate) };
      const account = await ctx.blockchain.getAccount(c.issuer);
      const key = account?.publicKey ?? null;
      const content = contentOf(c);
      return {
        signatureValid: key !== null && verifyCertificateSignature(c.signature, content, key),
        known: true,
        revoked: isRevoked(c),
        active: isActive(c, tip),
        certificate: idToString(certificate),
        ...contentFields(decodeCanonicalContent(content)),
      };
    }
    if (canonicalContent === undefined) throw apiErrors.missingParam('canonicalContent');
    if (signature === undefined) throw apiErrors.missingParam('signature');
    if (issuer === undefined) throw apiErrors.missingParam('issuer');
    let decoded: CertificateContent;
    try {
      decoded = decodeCanonicalContent(canonicalContent);
    } catch {
      throw apiErrors.invalidParam('canonicalContent', 'not a canonical totem-certificate-v1 content');
    }
    const key = await issuerKey(ctx, issuer);
    const signatureValid = accountIdFromPublicKey(key) === decoded.issuer && verifyCertificateSignature(signature, canonicalContent, key);
    const row = signatureValid ? certificateBySignature(ctx.state, decoded.issuer, signature) : undefined;
    const known = row !== undefined && bytesEqual(contentOf(row[1]), canonicalContent);
    return {
      signatureValid,
      known,
      revoked: known && isRevoked(row[1]),
      active: known && isActive(row[1], tip),
      ...(known ? { certificate: idToString(row[0]) } : {}),
      ...contentFields(decoded),
    };
  },
});
