// getAgentCertificates: the AGENT_ATTESTATION certificates whose subject is the account (account-list.ts).
import { ApiTag } from '../../types.js';
import { agentCertificates } from '../../../capabilities/certificates/queries.js';
import { accountCertificateList } from './account-list.js';

export const getAgentCertificates = accountCertificateList({
  requestType: 'getAgentCertificates',
  tag: ApiTag.AGENT_ATTESTATION,
  what: 'the AGENT_ATTESTATION certificates whose subject is the account',
  role: 'The agent account',
  rows: agentCertificates,
});
