// The CERTIFICATE and AGENT_ATTESTATION operations, registered by the certificates capability.
import type { NodeApiContext } from '../../context.js';
import type { HandlerTable } from '../../types.js';
import { issueCertificate } from './issueCertificate.js';
import { attestAgent } from './attestAgent.js';
import { revokeCertificate } from './revokeCertificate.js';
import { getCertificate } from './getCertificate.js';
import { getAccountCertificates } from './getAccountCertificates.js';
import { getIssuedCertificates } from './getIssuedCertificates.js';
import { getAgentCertificates } from './getAgentCertificates.js';
import { verifyCertificate } from './verifyCertificate.js';

export const CERTIFICATE_HANDLERS: HandlerTable<NodeApiContext> = Object.fromEntries(
  [issueCertificate, attestAgent, revokeCertificate, getCertificate, getAccountCertificates, getIssuedCertificates, getAgentCertificates, verifyCertificate].map((h) => [h.requestType, h]),
);
