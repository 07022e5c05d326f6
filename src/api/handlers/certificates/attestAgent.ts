// attestAgent: an AgentAttestation (9/2), a certificate of type AGENT_ATTESTATION. Claims:
// docs/certificates.md, "Agent attestation".
import { AGENT_ATTESTATION, AGENT_PERMISSIONS, agentAttestation, MAX_NAME_LENGTH } from '../../../capabilities/certificates/types.js';
import { sortClaims } from '../../../capabilities/certificates/canonical.js';
import type { Claim } from '../../../capabilities/certificates/records.js';
import { idToString } from '../../../domain/ids.js';
import { apiErrors } from '../../errors.js';
import { ApiTag } from '../../types.js';
import { certificateWrite } from './write-common.js';

/** The permissions claim: distinct names of the vocabulary, in its order. */
export function normalizePermissions(text: string): string {
  const list = text.split(',').map((s) => s.trim().toLowerCase()).filter((s) => s !== '');
  if (list.length === 0) throw apiErrors.invalidParam('permissions', `a comma-separated list of ${AGENT_PERMISSIONS.join(', ')}`);
  for (const p of list) if (!AGENT_PERMISSIONS.includes(p)) throw apiErrors.invalidParam('permissions', `unknown permission ${p} (${AGENT_PERMISSIONS.join(', ')})`);
  if (new Set(list).size !== list.length) throw apiErrors.invalidParam('permissions', 'a permission is repeated');
  return AGENT_PERMISSIONS.filter((p) => list.includes(p)).join(',');
}

export const attestAgent = certificateWrite({
  requestType: 'attestAgent',
  tag: ApiTag.AGENT_ATTESTATION,
  type: agentAttestation,
  description: `Attests that account is operated by a software agent: a certificate of type ${AGENT_ATTESTATION} named agentName with the claims agentName, operator (an account id), permissions (distinct names of ${AGENT_PERMISSIONS.join(', ')}) and optionally model and version. Bad values: errorCode 7 naming the parameter.`,
  params: [
    { name: 'account', type: 'account', required: true, description: 'The agent\'s account (the subject).' },
    { name: 'agentName', type: 'string', required: true, maxLength: 400, description: `The agent's name, 1..${MAX_NAME_LENGTH} characters (also the certificate's name).` },
    { name: 'operator', type: 'account', required: true, description: 'The account operating the agent (numeric id or RS address; the claim holds the numeric id).' },
    { name: 'permissions', type: 'string', required: true, maxLength: 200, description: `Comma-separated: ${AGENT_PERMISSIONS.join(', ')}.` },
    { name: 'model', type: 'string', maxLength: 400, description: `The agent's model (optional, at most ${MAX_NAME_LENGTH} characters).` },
    { name: 'version', type: 'string', maxLength: 400, description: `The agent's version (optional, at most ${MAX_NAME_LENGTH} characters).` },
    { name: 'expirationTimestamp', type: 'int', min: 0, default: 0, description: 'Epoch seconds after which it is no longer active (0: never).' },
  ],
  terms: (p) => {
    const claims: Claim[] = [
      ['agentName', p.agentName],
      ['operator', idToString(p.operator)],
      ['permissions', normalizePermissions(p.permissions)],
    ];
    if (p.model !== undefined) claims.push(['model', p.model]);
    if (p.version !== undefined) claims.push(['version', p.version]);
    return { subject: p.account, certificateType: AGENT_ATTESTATION, name: p.agentName, claims: sortClaims(claims), expirationTimestamp: p.expirationTimestamp };
  },
});
