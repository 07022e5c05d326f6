// Certificates' rules on an in-process devnet node (the capability added explicitly): the
// canonical encoding byte for byte, the signature checked at validation (a bad or tampered one
// refused naming signature), the agent claim set, revocation by the issuer only and once, popOff
// across a revocation, and the state-digest generators producing transactions the pool accepts.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ed25519 } from '@noble/curves/ed25519.js';
import { canonicalContent, decodeCanonicalContent, CANONICAL_MAGIC } from '../../src/capabilities/certificates/canonical.js';
import { certificateOf, agentCertificates, subjectCertificates } from '../../src/capabilities/certificates/queries.js';
import { CERTIFICATES } from '../../src/capabilities/certificates/tables.js';
import { idOf } from '../chain/helpers.js';
import { tallyNode, type TallyNode } from '../helpers/tally-node.js';
import { ledgerKit } from '../helpers/ledger-kit.js';
import { CERTIFICATE_CAPABILITIES } from '../helpers/certificate-node.js';
import { attestAgentTx, issueCertificateTx, revokeCertificateTx } from '../helpers/certificate-txs.js';
import { CERTIFICATE_GENERATORS } from '../helpers/certificate-generators.js';
import { ACTORS, type Op } from '../helpers/digest-generators.js';

describe('certificates: canonical content', () => {
  it('encodes the documented bytes', () => {
    const bytes = canonicalContent({ type: 'KYC', name: 'é', subject: 0x0102030405060708n, issuer: 1n, timestamp: 0x01020304, expirationTimestamp: 0, claims: [['b', 'x'], ['a', '']] });
    const expected = Buffer.concat([
      Buffer.from(CANONICAL_MAGIC, 'ascii'),
      Buffer.from([3, 0]), Buffer.from('KYC'),
      Buffer.from([2, 0, 0xc3, 0xa9]),
      Buffer.from([8, 7, 6, 5, 4, 3, 2, 1]),
      Buffer.from([1, 0, 0, 0, 0, 0, 0, 0]),
      Buffer.from([4, 3, 2, 1]),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from([2]),
      Buffer.from([1, 0]), Buffer.from('a'), Buffer.from([0, 0]),
      Buffer.from([1, 0]), Buffer.from('b'), Buffer.from([1, 0]), Buffer.from('x'),
    ]);
    expect(Buffer.from(bytes).toString('hex')).toBe(expected.toString('hex'));
    expect(decodeCanonicalContent(bytes)).toMatchObject({ type: 'KYC', name: 'é', subject: 0x0102030405060708n, issuer: 1n, timestamp: 0x01020304, claims: [['a', ''], ['b', 'x']] });
  });

  it('refuses non-canonical bytes (trailing byte, unsorted claims, another magic)', () => {
    const ok = canonicalContent({ type: 'T', name: 'n', subject: 1n, issuer: 2n, timestamp: 3, expirationTimestamp: 0, claims: [['a', '1'], ['b', '2']] });
    expect(() => decodeCanonicalContent(Uint8Array.from([...ok, 0]))).toThrow();
    const swapped = Uint8Array.from(ok);
    const i = ok.length - 12; // 'a' claim key byte
    swapped[i] = 0x63; // 'c' then 'b': out of order
    expect(() => decodeCanonicalContent(swapped)).toThrow();
    const magic = Uint8Array.from(ok);
    magic[0] = 0x54;
    expect(() => decodeCanonicalContent(magic)).toThrow();
  });

  it('signs and verifies offline with a fresh key pair', () => {
    const seed = ed25519.utils.randomSecretKey();
    const content = canonicalContent({ type: 'GENERIC', name: 'x', subject: 5n, issuer: 6n, timestamp: 7, expirationTimestamp: 8, claims: [] });
    const sig = ed25519.sign(content, seed);
    expect(ed25519.verify(sig, content, ed25519.getPublicKey(seed))).toBe(true);
    const tampered = Uint8Array.from(content);
    tampered[tampered.length - 2] ^= 1;
    expect(ed25519.verify(sig, tampered, ed25519.getPublicKey(seed))).toBe(false);
  });
});

describe('certificates: ledger rules', () => {
  let t: TallyNode;
  let genesis: bigint;
  beforeEach(async () => {
    t = await tallyNode({ capabilities: CERTIFICATE_CAPABILITIES });
    genesis = (await t.node.blockchain.status()).genesisBlockId;
  });
  afterEach(() => t.node.stop());
  const k = ledgerKit(() => t, () => genesis);
  const [I, S, O] = ['devnet-0', 'devnet-1', 'devnet-2'];

  it('stores an issuance and round-trips its record', async () => {
    const tx = issueCertificateTx(t.node, k.p(I), idOf(S), { name: 'Member', claims: [['z', '1'], ['a', '2']], expirationTimestamp: 999_999 });
    await k.forge(tx);
    const c = certificateOf(t.node.state, tx.id)!;
    expect(c).toMatchObject({ issuer: idOf(I), subject: idOf(S), type: 'GENERIC', name: 'Member', claims: [['a', '2'], ['z', '1']], timestamp: tx.timestamp, expirationTimestamp: 999_999, revocation: 0n });
    expect(CERTIFICATES.value.decode(CERTIFICATES.value.encode(c), tx.id)).toEqual(c);
    expect(subjectCertificates(t.node.state, idOf(S)).map(([id]) => id)).toEqual([tx.id]);
  });

  it('refuses a signature that is not the issuer\'s over the content', async () => {
    const p = k.p(I);
    const other = issueCertificateTx(t.node, k.p(O), idOf(S)); // another issuer's signature
    const sig = (other.attachment as unknown as { signature: Uint8Array }).signature;
    expect(await k.refusal(issueCertificateTx(t.node, p, idOf(S), { signature: sig }))).toMatchObject({ param: 'signature' });
    // Signed for another name: the content the transaction gives differs.
    const good = issueCertificateTx(t.node, p, idOf(S), { name: 'A' });
    const sigA = (good.attachment as unknown as { signature: Uint8Array }).signature;
    expect(await k.refusal(issueCertificateTx(t.node, p, idOf(S), { name: 'B', signature: sigA }))).toMatchObject({ param: 'signature' });
  });

  it('checks the agent claim set', async () => {
    expect(await k.refusal(attestAgentTx(t.node, k.p(I), idOf(S), 'bot', 'fly'))).toMatchObject({ code: 7, param: 'permissions' });
    expect(await k.refusal(attestAgentTx(t.node, k.p(I), idOf(S), 'bot', 'vote', { claims: [['agentName', 'bot'], ['permissions', 'vote']] }))).toMatchObject({ param: 'operator' });
    expect(await k.refusal(attestAgentTx(t.node, k.p(I), idOf(S), 'bot', 'vote', { claims: [['agentName', 'bot'], ['operator', '1'], ['permissions', 'vote'], ['extra', 'x']] }))).toMatchObject({ param: 'claims' });
    expect(await k.refusal(issueCertificateTx(t.node, k.p(I), idOf(S), { certificateType: 'AGENT_ATTESTATION' }))).toMatchObject({ param: 'certificateType' });
    const ok = attestAgentTx(t.node, k.p(I), idOf(S), 'bot', 'transact,vote');
    await k.forge(ok);
    expect(agentCertificates(t.node.state, idOf(S)).map(([id]) => id)).toEqual([ok.id]);
  });

  it('revokes by the issuer only, once; popOff restores it', async () => {
    const tx = issueCertificateTx(t.node, k.p(I), idOf(S));
    await k.forge(tx);
    expect(await k.refusal(revokeCertificateTx(t.node, k.p(S), tx.id))).toMatchObject({ code: 7, param: 'certificate' });
    const rev = revokeCertificateTx(t.node, k.p(I), tx.id);
    await k.forge(rev);
    expect(certificateOf(t.node.state, tx.id)).toMatchObject({ revocation: rev.id, revokedHeight: await k.height() });
    expect(await k.refusal(revokeCertificateTx(t.node, k.p(I), tx.id))).toMatchObject({ code: 7, param: 'certificate' });
    await t.node.blockchain.popOff({ numBlocks: 1 });
    expect(certificateOf(t.node.state, tx.id)).toMatchObject({ revocation: 0n, revokedHeight: 0 });
  });

  it('the state-digest generators make transactions the pool accepts', async () => {
    for (let i = 0; i < 12; i++) {
      const op: Op = { kind: i, from: i % 3, to: (i * 5) % ACTORS.length, a: 1 + i, b: i % 4, flag: i % 2 === 0 };
      const gen = CERTIFICATE_GENERATORS[i % CERTIFICATE_GENERATORS.length]!;
      const tx = gen(op, { node: t.node, timestamp: t.time.nowEpochSeconds(), ecBlockId: genesis, height: await k.height() }, ACTORS);
      if (tx !== undefined) await k.forge(tx);
      t.time.advance(30);
    }
    expect(t.node.state.scan(CERTIFICATES, 'bySubject').length).toBeGreaterThan(0);
  });
});
