// issueCertificate: a CertificateIssuance (9/0). Rules: src/capabilities/certificates/types.ts.
import { certificateIssuance, claimsFromJSON, MAX_CLAIMS, MAX_CLAIMS_BYTES, MAX_NAME_LENGTH } from '../../../capabilities/certificates/types.js';
import { apiErrors } from '../../errors.js';
import { ApiTag } from '../../types.js';
import { certificateWrite } from './write-common.js';

export function parseClaims(text: string | undefined) {
  if (text === undefined) return [];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw apiErrors.invalidParam('claims', 'must be a JSON object of string values');
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) throw apiErrors.invalidParam('claims', 'must be a JSON object of string values');
  try {
    return claimsFromJSON(json);
  } catch {
    throw apiErrors.invalidParam('claims', 'must be a JSON object of string values');
  }
}

export const issueCertificate = certificateWrite({
  requestType: 'issueCertificate',
  tag: ApiTag.CERTIFICATE,
  type: certificateIssuance,
  description: `Issues a certificate: the sender (issuer) states claims about recipient (the subject). certificateType is GENERIC by default or any [A-Z_]{1,32} but AGENT_ATTESTATION (attestAgent issues those); name 1..${MAX_NAME_LENGTH} characters; claims a JSON object of string values (at most ${MAX_CLAIMS}, keys [A-Za-z][A-Za-z0-9_.-]{0,63}, at most ${MAX_CLAIMS_BYTES} canonical bytes); expirationTimestamp 0 (never) or after now. The certificate id is the transaction id. Bad values: errorCode 7 naming the parameter.`,
  params: [
    { name: 'recipient', type: 'account', required: true, description: 'The subject account (numeric id or RS address).' },
    { name: 'certificateType', type: 'string', maxLength: 32, default: 'GENERIC', description: 'GENERIC (default) or a type of [A-Z_]{1,32}; not AGENT_ATTESTATION.' },
    { name: 'name', type: 'string', required: true, maxLength: 400, description: `The certificate's name, 1..${MAX_NAME_LENGTH} characters.` },
    { name: 'claims', type: 'string', maxLength: 8192, description: 'A JSON object of string values, e.g. {"role":"auditor"}.' },
    { name: 'expirationTimestamp', type: 'int', min: 0, default: 0, description: 'Epoch seconds after which it is no longer active (0: never).' },
  ],
  terms: (p) => ({ subject: p.recipient, certificateType: p.certificateType, name: p.name, claims: parseClaims(p.claims), expirationTimestamp: p.expirationTimestamp }),
});
