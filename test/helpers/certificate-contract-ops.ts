// The CERTIFICATE and AGENT_ATTESTATION operations whose declared responses their own tests
// check against real answers (test/api/<op>.test.ts, with certificateContract from
// certificate-node.ts), so response-contract.test.ts may leave them to those.
export const CHECKED_IN_CERTIFICATES: readonly string[] = [
  'issueCertificate',
  'attestAgent',
  'revokeCertificate',
  'getCertificate',
  'getAccountCertificates',
  'getIssuedCertificates',
  'getAgentCertificates',
  'verifyCertificate',
];
