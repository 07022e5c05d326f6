// Signed certificate transactions (type 9) for tests that drive a node directly: the
// certificates ledger test and the state-digest generators. The issuer (the sender) signs the
// canonical content with the same key as the transaction.
import type { Node } from '../../src/node.js';
import type { Transaction } from '../../src/domain/transaction.js';
import type { Attachment } from '../../src/domain/types.js';
import { canonicalContent, signCertificate, sortClaims } from '../../src/capabilities/certificates/canonical.js';
import type { Claim } from '../../src/capabilities/certificates/records.js';
import { AGENT_ATTESTATION, agentAttestation, certificateIssuance, certificateRevocation, type CertificateAttachment } from '../../src/capabilities/certificates/types.js';
import { idOf, keyOf } from '../chain/helpers.js';
import { signedTx } from './signed-tx.js';

export interface CertificateTxInput {
  readonly from: string;
  readonly timestamp: number;
  readonly ecBlockId: bigint;
  /** Added to the 1-coin fee (so equal transactions differ). */
  readonly extraFee?: bigint;
}

type Node_ = Pick<Node, 'registry'>;

export interface CertificateTerms {
  readonly certificateType?: string;
  readonly name?: string;
  readonly claims?: readonly Claim[];
  readonly expirationTimestamp?: number;
  /** Replaces the issuer's signature (to test a bad one). */
  readonly signature?: Uint8Array;
}

const fee = (p: CertificateTxInput): bigint => 100_000_000n + (p.extraFee ?? 0n);

/** The attachment of a certificate issued by p.from to `subject`, signed over its content. */
export function certificateAttachment(p: CertificateTxInput, subject: bigint, t: CertificateTerms): CertificateAttachment {
  const claims = sortClaims(t.claims ?? []);
  const certificateType = t.certificateType ?? 'GENERIC';
  const name = t.name ?? 'Certificate';
  const expirationTimestamp = t.expirationTimestamp ?? 0;
  const content = canonicalContent({ type: certificateType, name, subject, issuer: idOf(p.from), timestamp: p.timestamp, expirationTimestamp, claims });
  return { version: 1, certificateType, name, claims, expirationTimestamp, signature: t.signature ?? signCertificate(content, keyOf(p.from).seed) };
}

export function issueCertificateTx(node: Node_, p: CertificateTxInput, subject: bigint, t: CertificateTerms = {}): Transaction {
  return signedTx(node, certificateIssuance, certificateAttachment(p, subject, t), { ...p, to: subject, feeMTA: fee(p) });
}

/** An agent attestation naming the sender as operator unless the claims say otherwise. */
export function attestAgentTx(node: Node_, p: CertificateTxInput, agent: bigint, agentName = 'agent', permissions = 'transact', t: CertificateTerms = {}): Transaction {
  const claims: Claim[] = t.claims !== undefined ? [...t.claims] : [['agentName', agentName], ['operator', idOf(p.from).toString()], ['permissions', permissions]];
  return signedTx(node, agentAttestation, certificateAttachment(p, agent, { ...t, certificateType: AGENT_ATTESTATION, name: agentName, claims }), { ...p, to: agent, feeMTA: fee(p) });
}

export function revokeCertificateTx(node: Node_, p: CertificateTxInput, certificate: bigint): Transaction {
  return signedTx(node, certificateRevocation, { version: 1, certificate } as Attachment, { ...p, feeMTA: fee(p) });
}
