// revokeCertificate: only the issuer revokes, and only once.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { attest, certGet, certificateContract as contract, devnetAccount, issue, revoke, startCertificateNode, type CertificateNode } from '../helpers/certificate-node.js';

describe('revokeCertificate', () => {
  let node: CertificateNode;
  beforeAll(async () => {
    node = await startCertificateNode();
  });
  afterAll(() => node.close());
  const [issuer, subject, other] = [devnetAccount(1), devnetAccount(2), devnetAccount(4)];

  it('revokes a certificate by its issuer only, once', async () => {
    const id = await issue(node, issuer, subject);
    expect((await revoke(node, other, id)).json).toMatchObject({ errorCode: 7, error: 'certificate' });
    expect((await revoke(node, subject, id)).json).toMatchObject({ errorCode: 7, error: 'certificate' });
    const r = await revoke(node, issuer, id);
    contract.check('revokeCertificate', r);
    // A second revocation in the same block may reach the pool; the block applies one only.
    const again = await revoke(node, issuer, id);
    const block = await node.forge();
    const included = (await certGet(node, 'getBlock', { block: block.block as string, includeTransactions: 'true' })).json.transactions as Array<{ transaction: string }>;
    const ids = [r.json.transaction as string, again.json.transaction as string | undefined].filter((t) => t !== undefined && included.some((x) => x.transaction === t));
    expect(ids).toHaveLength(1);
    expect(contract.check('getCertificate', await certGet(node, 'getCertificate', { certificate: id }))).toMatchObject({ revoked: true, active: false, revocation: ids[0] });
    expect((await revoke(node, issuer, id)).json).toMatchObject({ errorCode: 7, error: 'certificate' });
  });

  it('revokes an agent attestation', async () => {
    const id = await attest(node, issuer, subject);
    contract.check('revokeCertificate', await revoke(node, issuer, id));
    await node.forge();
    expect(contract.check('getAgentCertificates', await certGet(node, 'getAgentCertificates', { account: subject.account })).certificates[0]).toMatchObject({ certificate: id, revoked: true, active: false });
  });

  it('refuses an unknown or malformed certificate naming certificate', async () => {
    expect((await revoke(node, issuer, '1234567890123')).json).toMatchObject({ errorCode: 7, error: 'certificate' });
    expect((await revoke(node, issuer, 'x')).json).toMatchObject({ errorCode: 7, error: 'certificate' });
  });
});
