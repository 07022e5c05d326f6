// Helpers for the certificate tests: the chain fixture's node (the capability is registered, so
// THE node runs it), the response contract of its handler table, and issuing through the API.
import { CAPABILITIES } from '../../src/capabilities/index.js';
import type { ApiResponse } from '../api/helpers.js';
import { contract } from '../api/fixtures/totem-reads.js';
import { startChainNode, testAccount, type ChainNode, type TestAccount } from '../api/chain-fixture.js';

/** The node's capabilities (certificates among them), for ledger tests that build their own node. */
export const CERTIFICATE_CAPABILITIES = CAPABILITIES;

/** The declared response schemas of the node's operations. */
export const certificateContract = contract;

export type CertificateNode = ChainNode;

export const startCertificateNode = (): Promise<CertificateNode> => startChainNode();

export const devnetAccount = (i: number): TestAccount => testAccount(`devnet-${i}`);

let bump = 0;
/** A fee of 1 coin plus a little more each time (identical transactions would be duplicates). */
export const certFee = (): string => String(100_000_000 + ++bump);

export const certGet = (n: CertificateNode, requestType: string, params: Record<string, string> = {}) => n.get({ requestType, ...params });
export const certPost = (n: CertificateNode, requestType: string, params: Record<string, string>) => n.post({ requestType, ...params });

function ok(what: string, r: ApiResponse): ApiResponse {
  if (r.status !== 200 || r.json.errorCode !== undefined) throw new Error(`${what} failed: HTTP ${r.status} ${JSON.stringify(r.json)}`);
  return r;
}

/** issueCertificate (checked against the contract) and a block; returns the certificate id. */
export async function issue(n: CertificateNode, issuer: TestAccount, subject: TestAccount, extra: Record<string, string> = {}): Promise<string> {
  const r = ok('issueCertificate', await certPost(n, 'issueCertificate', { secretPhrase: issuer.secretPhrase, recipient: subject.accountRS, name: 'Auditor', claims: '{"role":"auditor","level":"2"}', feeMTA: certFee(), ...extra }));
  certificateContract.check('issueCertificate', r);
  await n.forge();
  return r.json.transaction as string;
}

/** attestAgent (checked against the contract) and a block; returns the certificate id. */
export async function attest(n: CertificateNode, issuer: TestAccount, agent: TestAccount, extra: Record<string, string> = {}): Promise<string> {
  const r = ok('attestAgent', await certPost(n, 'attestAgent', { secretPhrase: issuer.secretPhrase, account: agent.account, agentName: 'helper-bot', operator: issuer.accountRS, permissions: 'vote,transact', feeMTA: certFee(), ...extra }));
  certificateContract.check('attestAgent', r);
  await n.forge();
  return r.json.transaction as string;
}

export async function revoke(n: CertificateNode, issuer: TestAccount, certificate: string): Promise<ApiResponse> {
  return certPost(n, 'revokeCertificate', { secretPhrase: issuer.secretPhrase, certificate, feeMTA: certFee() });
}
