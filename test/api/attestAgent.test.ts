// attestAgent: an AgentAttestation (9/2), type AGENT_ATTESTATION, with its claim set.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { attest, certFee, certGet, certificateContract as contract, certPost, devnetAccount, startCertificateNode, type CertificateNode } from '../helpers/certificate-node.js';

describe('attestAgent', () => {
  let node: CertificateNode;
  beforeAll(async () => {
    node = await startCertificateNode();
  });
  afterAll(() => node.close());
  const [operator, agent] = [devnetAccount(1), devnetAccount(3)];

  it('attests an agent with normalized claims', async () => {
    const id = await attest(node, operator, agent, { permissions: 'Vote, transact', model: 'm-1', version: '2.0' });
    expect(contract.check('getCertificate', await certGet(node, 'getCertificate', { certificate: id }))).toMatchObject({
      certificate: id, type: 'AGENT_ATTESTATION', name: 'helper-bot', account: agent.account, issuer: operator.account, issuerRS: operator.accountRS,
      claims: { agentName: 'helper-bot', operator: operator.account, permissions: 'transact,vote', model: 'm-1', version: '2.0' }, revoked: false, active: true,
    });
  });

  const bad: Array<[string, Record<string, string>, number]> = [
    ['permissions', { permissions: 'fly' }, 7],
    ['permissions', { permissions: 'vote,vote' }, 7],
    ['permissions', { permissions: ',' }, 7],
    ['operator', { operator: 'nobody' }, 7],
    ['agentName', { agentName: 'x'.repeat(101) }, 7],
    ['account', { account: '' }, 1],
  ];
  it.each(bad)('refuses a bad %s', async (param, extra, code) => {
    const r = await certPost(node, 'attestAgent', { secretPhrase: operator.secretPhrase, account: agent.account, agentName: 'bot', operator: operator.account, permissions: 'vote', feeMTA: certFee(), ...extra });
    expect(r.json).toMatchObject({ errorCode: code, error: param });
  });
});
