// verifyCertificate: by id, or by canonicalContent + signature + issuer; a tampered content is
// refused; a certificate made offline with a fresh key verifies with no chain record.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ed25519 } from '@noble/curves/ed25519.js';
import { certGet, certificateContract as contract, devnetAccount, issue, revoke, startCertificateNode, type CertificateNode } from '../helpers/certificate-node.js';
import { canonicalContent } from '../../src/capabilities/certificates/canonical.js';
import { accountIdFromPublicKey } from '../../src/domain/account-id.js';

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

describe('verifyCertificate', () => {
  let node: CertificateNode;
  beforeAll(async () => {
    node = await startCertificateNode();
  });
  afterAll(() => node.close());
  const [issuer, subject] = [devnetAccount(1), devnetAccount(2)];
  const verify = async (p: Record<string, string>) => contract.check('verifyCertificate', await certGet(node, 'verifyCertificate', p));

  it('verifies a known certificate by id and by its content, then revoked', async () => {
    const id = await issue(node, issuer, subject);
    expect(await verify({ certificate: id })).toMatchObject({ signatureValid: true, known: true, revoked: false, active: true, certificate: id, issuer: issuer.account });
    const c = contract.check('getCertificate', await certGet(node, 'getCertificate', { certificate: id }));
    const byContent = { canonicalContent: c.canonicalContent, signature: c.signature };
    expect(await verify({ ...byContent, issuer: issuer.publicKey })).toMatchObject({ signatureValid: true, known: true, active: true, certificate: id, name: 'Auditor', account: subject.account });
    expect(await verify({ ...byContent, issuer: issuer.accountRS })).toMatchObject({ signatureValid: true, known: true });
    await revoke(node, issuer, id);
    await node.forge();
    expect(await verify({ certificate: id })).toMatchObject({ signatureValid: true, known: true, revoked: true, active: false });
  });

  it('refuses a tampered content: the signature no longer holds', async () => {
    const id = await issue(node, issuer, subject);
    const c = contract.check('getCertificate', await certGet(node, 'getCertificate', { certificate: id }));
    const bytes = Buffer.from(c.canonicalContent, 'hex');
    bytes[bytes.length - 1] ^= 1; // the last claim value's last byte
    expect(await verify({ canonicalContent: bytes.toString('hex'), signature: c.signature, issuer: issuer.publicKey })).toMatchObject({ signatureValid: false, known: false, revoked: false, active: false });
    // Another issuer's key: not valid either.
    expect(await verify({ canonicalContent: c.canonicalContent, signature: c.signature, issuer: subject.publicKey })).toMatchObject({ signatureValid: false, known: false });
  });

  it('verifies offline a certificate made with a fresh key pair (not on the chain)', async () => {
    const seed = ed25519.utils.randomSecretKey();
    const pub = ed25519.getPublicKey(seed);
    const content = canonicalContent({ type: 'GENERIC', name: 'Offline', subject: subject.id, issuer: accountIdFromPublicKey(pub), timestamp: 42, expirationTimestamp: 0, claims: [['b', '2'], ['a', '1']] });
    const signature = ed25519.sign(content, seed);
    expect(ed25519.verify(signature, content, pub)).toBe(true);
    expect(await verify({ canonicalContent: hex(content), signature: hex(signature), issuer: hex(pub) })).toMatchObject({ signatureValid: true, known: false, active: false, name: 'Offline', timestamp: 42 });
    const tampered = Uint8Array.from(content);
    tampered[content.length - 1] = 0x33; // claim b's value '2' -> '3'
    expect(ed25519.verify(signature, tampered, pub)).toBe(false);
    expect(await verify({ canonicalContent: hex(tampered), signature: hex(signature), issuer: hex(pub) })).toMatchObject({ signatureValid: false });
  });

  it('answers known false for an unknown id, and names bad or missing parameters', async () => {
    expect(await verify({ certificate: '1234567890123' })).toMatchObject({ known: false, signatureValid: false });
    expect((await certGet(node, 'verifyCertificate', {})).json).toMatchObject({ errorCode: 1, error: 'canonicalContent' });
    expect((await certGet(node, 'verifyCertificate', { canonicalContent: '00', signature: '00'.repeat(64), issuer: issuer.publicKey })).json).toMatchObject({ errorCode: 7, error: 'canonicalContent' });
    expect((await certGet(node, 'verifyCertificate', { canonicalContent: '00', signature: '00' })).json).toMatchObject({ error: 'signature' });
  });
});
