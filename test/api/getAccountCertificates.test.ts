// getAccountCertificates: the certificates of every type an account is the subject of, newest first, paginated.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { attest, certGet, certificateContract as contract, devnetAccount, issue, startCertificateNode, type CertificateNode } from '../helpers/certificate-node.js';

describe('getAccountCertificates', () => {
  let node: CertificateNode;
  beforeAll(async () => {
    node = await startCertificateNode();
  });
  afterAll(() => node.close());
  const [issuer, subject, other] = [devnetAccount(1), devnetAccount(2), devnetAccount(5)];

  it('lists them newest first, paginated', async () => {
    const a = await issue(node, issuer, subject);
    node.advance(10);
    const b = await attest(node, issuer, subject);
    node.advance(10);
    const c = await issue(node, issuer, subject, { certificateType: 'MEMBER' });
    await issue(node, other, other);
    const all = contract.check('getAccountCertificates', await certGet(node, 'getAccountCertificates', { account: subject.accountRS })).certificates;
    expect(all.map((x: any) => x.certificate)).toEqual([c, b, a]);
    expect(all.map((x: any) => x.type)).toEqual(['MEMBER', 'AGENT_ATTESTATION', 'GENERIC']);
    const page = contract.check('getAccountCertificates', await certGet(node, 'getAccountCertificates', { account: subject.account, firstIndex: '1', lastIndex: '1' })).certificates;
    expect(page.map((x: any) => x.certificate)).toEqual([b]);
  });

  it('refuses a missing or malformed account naming account', async () => {
    expect((await certGet(node, 'getAccountCertificates', {})).json).toMatchObject({ errorCode: 1, error: 'account' });
    expect((await certGet(node, 'getAccountCertificates', { account: 'nobody' })).json).toMatchObject({ error: 'account' });
  });
});
