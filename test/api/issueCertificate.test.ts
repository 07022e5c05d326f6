// issueCertificate: a CertificateIssuance (9/0) signed by the node over the canonical content.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ed25519 } from '@noble/curves/ed25519.js';
import { certFee, certGet, certificateContract as contract, certPost, devnetAccount, issue, startCertificateNode, type CertificateNode } from '../helpers/certificate-node.js';
import { canonicalContent } from '../../src/capabilities/certificates/canonical.js';

describe('issueCertificate', () => {
  let node: CertificateNode;
  beforeAll(async () => {
    node = await startCertificateNode();
  });
  afterAll(() => node.close());
  const [issuer, subject] = [devnetAccount(1), devnetAccount(2)];

  it('issues a certificate whose signature verifies offline against the canonical content', async () => {
    const timestamp = node.epochTime();
    const id = await issue(node, issuer, subject, { certificateType: 'KYC', expirationTimestamp: String(timestamp + 10_000) });
    const c = contract.check('getCertificate', await certGet(node, 'getCertificate', { certificate: id }));
    expect(c).toMatchObject({
      certificate: id, type: 'KYC', name: 'Auditor', account: subject.account, accountRS: subject.accountRS, issuer: issuer.account, issuerRS: issuer.accountRS,
      timestamp, expirationTimestamp: timestamp + 10_000, claims: { level: '2', role: 'auditor' }, revoked: false, active: true,
    });
    const expected = canonicalContent({ type: 'KYC', name: 'Auditor', subject: subject.id, issuer: issuer.id, timestamp, expirationTimestamp: timestamp + 10_000, claims: [['level', '2'], ['role', 'auditor']] });
    expect(c.canonicalContent).toBe(Buffer.from(expected).toString('hex'));
    expect(ed25519.verify(Buffer.from(c.signature, 'hex'), Buffer.from(c.canonicalContent, 'hex'), issuer.keyPair.publicKey)).toBe(true);
  });

  it('defaults to GENERIC, no claims, never expiring', async () => {
    const id = await issue(node, issuer, subject, { claims: '' });
    expect(contract.check('getCertificate', await certGet(node, 'getCertificate', { certificate: id }))).toMatchObject({ type: 'GENERIC', claims: {}, expirationTimestamp: 0, active: true });
  });

  const bad: Array<[string, Record<string, string>, number]> = [
    ['certificateType', { certificateType: 'lower' }, 7],
    ['certificateType', { certificateType: 'AGENT_ATTESTATION' }, 7],
    ['name', { name: 'x'.repeat(101) }, 7],
    ['claims', { claims: '{"a":1}' }, 7],
    ['claims', { claims: 'not json' }, 7],
    ['claims', { claims: '{"bad key":"v"}' }, 7],
    ['claims', { claims: JSON.stringify(Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`k${i}`, 'v']))) }, 7],
    ['claims', { claims: JSON.stringify({ a: 'x'.repeat(1000), b: 'x'.repeat(1000), c: 'x'.repeat(100) }) }, 7],
    ['expirationTimestamp', { expirationTimestamp: '5' }, 7],
    ['recipient', { recipient: '' }, 1],
  ];
  it.each(bad)('refuses a bad %s', async (param, extra, code) => {
    const r = await certPost(node, 'issueCertificate', { secretPhrase: issuer.secretPhrase, recipient: subject.accountRS, name: 'Auditor', feeMTA: certFee(), ...extra });
    expect(r.json).toMatchObject({ errorCode: code, error: param });
  });

  it('needs secretPhrase: publicKey alone cannot sign the content', async () => {
    const r = await certPost(node, 'issueCertificate', { publicKey: issuer.publicKey, recipient: subject.accountRS, name: 'Auditor' });
    expect(r.json).toMatchObject({ errorCode: 1, error: 'secretPhrase' });
  });

  it('never logs or returns the secret phrase', () => {
    expect(node.logs.join('\n')).not.toContain(issuer.secretPhrase);
  });
});
