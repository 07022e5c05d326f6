// getAgentCertificates (spec): account required, firstIndex, lastIndex; `certificates` of type
// AGENT_ATTESTATION, newest first by timestamp.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { attest, certGet, certificateContract as contract, devnetAccount, issue, startCertificateNode, type CertificateNode } from '../helpers/certificate-node.js';

describe('getAgentCertificates', () => {
  let node: CertificateNode;
  beforeAll(async () => {
    node = await startCertificateNode();
  });
  afterAll(() => node.close());
  const [op1, op2, agent] = [devnetAccount(1), devnetAccount(2), devnetAccount(6)];

  it('answers the agent attestations only, newest first by timestamp', async () => {
    const first = await attest(node, op1, agent, { agentName: 'one' });
    node.advance(30);
    await issue(node, op1, agent); // not an agent attestation
    node.advance(30);
    const second = await attest(node, op2, agent, { agentName: 'two', operator: op2.account });
    node.advance(30);
    const third = await attest(node, op1, agent, { agentName: 'three', permissions: 'trade' });
    const r = contract.check('getAgentCertificates', await certGet(node, 'getAgentCertificates', { account: agent.accountRS }));
    expect(r.certificates.map((c: any) => c.certificate)).toEqual([third, second, first]);
    const ts = r.certificates.map((c: any) => c.timestamp);
    expect([...ts].sort((x: number, y: number) => y - x)).toEqual(ts);
    expect(r.certificates[1]).toMatchObject({ name: 'two', type: 'AGENT_ATTESTATION', account: agent.account, issuer: op2.account, issuerRS: op2.accountRS, revoked: false, active: true, claims: { operator: op2.account } });
    for (const c of r.certificates) {
      for (const f of ['certificate', 'name', 'type', 'account', 'issuer', 'issuerRS', 'timestamp', 'expirationTimestamp', 'signature', 'canonicalContent', 'revoked', 'active']) expect(c).toHaveProperty(f);
    }
    const page = contract.check('getAgentCertificates', await certGet(node, 'getAgentCertificates', { account: agent.account, firstIndex: '1', lastIndex: '2' }));
    expect(page.certificates.map((c: any) => c.certificate)).toEqual([second, first]);
  });

  it('answers an empty list for an account with none; requires account', async () => {
    expect(contract.check('getAgentCertificates', await certGet(node, 'getAgentCertificates', { account: op1.account })).certificates).toEqual([]);
    expect((await certGet(node, 'getAgentCertificates', {})).json).toMatchObject({ errorCode: 1, error: 'account' });
  });
});
