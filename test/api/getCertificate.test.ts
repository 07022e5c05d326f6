// getCertificate: one certificate; active follows the last block's timestamp (manual clock).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { certGet, certificateContract as contract, devnetAccount, issue, startCertificateNode, type CertificateNode } from '../helpers/certificate-node.js';

describe('getCertificate', () => {
  let node: CertificateNode;
  beforeAll(async () => {
    node = await startCertificateNode();
  });
  afterAll(() => node.close());
  const [issuer, subject] = [devnetAccount(1), devnetAccount(2)];

  it('is active until the tip reaches expirationTimestamp', async () => {
    const id = await issue(node, issuer, subject, { expirationTimestamp: String(node.epochTime() + 100) });
    const read = async () => contract.check('getCertificate', await certGet(node, 'getCertificate', { certificate: id }));
    expect(await read()).toMatchObject({ active: true, revoked: false });
    node.advance(50);
    await node.forge();
    expect(await read()).toMatchObject({ active: true });
    node.advance(60);
    expect(await read()).toMatchObject({ active: true }); // the clock alone moves nothing: the tip does
    await node.forge();
    expect(await read()).toMatchObject({ active: false, revoked: false });
  });

  it('refuses an unknown or malformed certificate by errorCode 7 naming certificate', async () => {
    expect((await certGet(node, 'getCertificate', { certificate: '1234567890123' })).json).toMatchObject({ errorCode: 7, error: 'certificate' });
    expect((await certGet(node, 'getCertificate', { certificate: 'x' })).json).toMatchObject({ errorCode: 7, error: 'certificate' });
    expect((await certGet(node, 'getCertificate', {})).json).toMatchObject({ errorCode: 1, error: 'certificate' });
  });
});
