// Read functions over committed state: one certificate, a subject's, an issuer's, a subject's
// agent attestations (newest first: timestamp, then height, descending), and the certificate an
// issuer's signature belongs to.
import type { StateReader } from '../../domain/state/state.js';
import { windowOf, type ListWindow } from '../../domain/state/pages.js';
import { bytesEqual } from '../../domain/hex.js';
import { CERTIFICATES } from './tables.js';
import type { Certificate } from './records.js';

export type CertificateRow = readonly [bigint, Certificate];

export function certificateOf(state: StateReader, id: bigint): Certificate | undefined {
  return state.get(CERTIFICATES, id);
}
// The lists: the window of each (paged in the index), the whole list without one.
export function subjectCertificates(state: StateReader, subject: bigint, window?: ListWindow): CertificateRow[] {
  return state.scan(CERTIFICATES, 'bySubject', { prefix: [subject], ...windowOf(window) });
}
export function issuedCertificates(state: StateReader, issuer: bigint, window?: ListWindow): CertificateRow[] {
  return state.scan(CERTIFICATES, 'byIssuer', { prefix: [issuer], ...windowOf(window) });
}
export function agentCertificates(state: StateReader, subject: bigint, window?: ListWindow): CertificateRow[] {
  return state.scan(CERTIFICATES, 'agentsBySubject', { prefix: [subject], ...windowOf(window) });
}
/** The issuer's certificate carrying this signature, if any. */
export function certificateBySignature(state: StateReader, issuer: bigint, signature: Uint8Array): CertificateRow | undefined {
  return issuedCertificates(state, issuer).find(([, c]) => bytesEqual(c.signature, signature));
}
