// A devnet node behind the API server with the certificates capability added explicitly (so the
// tests run whether or not src/capabilities/index.ts lists it yet), shaped like the chain
// fixture's ChainNode where the certificate tests need it: get/post, forge, advance (its
// ManualTimeSource), the node, its logs.
import { createNode, nodeHandlerTable, type Node } from '../../src/node.js';
import { CAPABILITIES } from '../../src/capabilities/index.js';
import type { Capability } from '../../src/capabilities/capability.js';
import { certificates } from '../../src/capabilities/certificates/index.js';
import { ManualTimeSource } from '../../src/chain/time.js';
import { devnetParams } from '../../src/domain/network-params.js';
import { createLogger } from '../../src/log/logger.js';
import { createApiServer } from '../../src/api/server.js';
import { createNodeApiContext } from '../../src/api/node-context.js';
import { apiClient, testApiConfig, type ApiClient, type ApiResponse } from '../api/helpers.js';
import { ResponseContract } from '../api/response-contract.js';
import { ADMIN_PASSWORD, testAccount, type TestAccount } from '../api/chain-fixture.js';

/** The node's capabilities with certificates (added unless the list has it already). */
export const CERTIFICATE_CAPABILITIES: readonly Capability[] = CAPABILITIES.some((c) => c.name === 'certificates') ? CAPABILITIES : [...CAPABILITIES, certificates];

/** The declared response schemas of the operations of such a node. */
export const certificateContract = new ResponseContract(nodeHandlerTable(CERTIFICATE_CAPABILITIES));

export interface CertificateNode extends ApiClient {
  readonly node: Node;
  readonly logs: string[];
  epochTime(): number;
  advance(seconds: number): void;
  forge(): Promise<Record<string, any>>;
  close(): Promise<void>;
}

export async function startCertificateNode(): Promise<CertificateNode> {
  const logs: string[] = [];
  const logger = createLogger({ level: 'DEBUG', sink: (line) => logs.push(line) });
  const timeSource = new ManualTimeSource({ params: devnetParams(), startEpochSeconds: 1000 });
  const node = await createNode({ network: 'devnet', autoForge: false }, { capabilities: CERTIFICATE_CAPABILITIES, timeSource, logger });
  await node.start();
  const config = testApiConfig(ADMIN_PASSWORD);
  const ctx = createNodeApiContext(node, { config, logger, shutdown: () => undefined });
  const server = createApiServer({ config, table: nodeHandlerTable(CERTIFICATE_CAPABILITIES), ctx, logger });
  const address = await server.start();
  const client = apiClient(`http://127.0.0.1:${address.port}`, ADMIN_PASSWORD);
  return {
    ...client,
    node,
    logs,
    epochTime: () => timeSource.nowEpochSeconds(),
    advance: (s) => timeSource.advance(s),
    async forge() {
      const r = await client.post({ requestType: 'generateBlock', adminPassword: ADMIN_PASSWORD });
      if (r.status !== 200 || r.json.errorCode !== undefined) throw new Error(`generateBlock failed: ${JSON.stringify(r.json)}`);
      return r.json;
    },
    async close() {
      await server.stop({ graceMs: 2000 });
      await node.stop();
    },
  };
}

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
