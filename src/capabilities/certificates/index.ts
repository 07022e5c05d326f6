// Certificates and agent attestation (tags CERTIFICATE, AGENT_ATTESTATION): an issuer's signed
// statements about a subject account, revocable by the issuer. docs/certificates.md.
import type { Capability } from '../capability.js';
import { CERTIFICATE_HANDLERS } from '../../api/handlers/certificates/index.js';
import { certificatesRules } from './rules.js';
import * as queries from './queries.js';

export const certificates: Capability = Object.freeze({
  ...certificatesRules,
  queries: {
    certificateOf: queries.certificateOf,
    subjectCertificates: queries.subjectCertificates,
    issuedCertificates: queries.issuedCertificates,
    agentCertificates: queries.agentCertificates,
  },
  handlers: CERTIFICATE_HANDLERS,
});
