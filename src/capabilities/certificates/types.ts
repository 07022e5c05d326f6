// The three certificate transaction types (type 9): CertificateIssuance 9/0 (tag CERTIFICATE),
// CertificateRevocation 9/1 (CERTIFICATE), AgentAttestation 9/2 (AGENT_ATTESTATION). The
// design, the canonical content and the claim sets: docs/certificates.md.
//
// Attachments (version 1):
//   CertificateIssuance, AgentAttestation
//       u16 length + UTF-8 certificateType, u16 length + UTF-8 name, u8 claim count, per claim
//       (in canonical order) u16 length + UTF-8 key, u16 length + UTF-8 value, u32
//       expirationTimestamp (0 never), 64 bytes signature (the issuer's, over the canonical
//       content, canonical.ts)
//   CertificateRevocation  u64 certificate
// The issuer is the sender, the subject the recipient (required). No coin amount. Fee: 1 coin.
import type { Attachment, LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import type { ByteReader, ByteWriter } from '../../domain/bytes.js';
import { attachmentOf, type TransactionType, type TxValidationContext } from '../../domain/tx-types/registry.js';
import { MIN_TRANSACTION_FEE_MTA } from '../../domain/constants.js';
import { invalidParameter, stateRejection, TransactionRejectedError, TxRejectReason } from '../../domain/errors.js';
import { fieldCodec } from '../../domain/tx-types/attachment-fields.js';
import { utf8Bytes } from '../../domain/crypto.js';
import { fromHex, toHex } from '../../domain/hex.js';
import { canonicalContent, compareUtf8, sortClaims, verifyCertificateSignature } from './canonical.js';
import type { Certificate, Claim } from './records.js';
import { AGENT_ATTESTATION, CERTIFICATES } from './tables.js';

export { AGENT_ATTESTATION } from './tables.js';

/** The owner name of the certificates' events. */
export const OWNER = 'certificates';

export const MAX_NAME_LENGTH = 100;
export const MAX_CLAIMS = 32;
/** The claims' canonical bytes (count byte and length prefixes included) at most. */
export const MAX_CLAIMS_BYTES = 2048;
export const MAX_CLAIM_VALUE_BYTES = 1000;
export const CERTIFICATE_TYPE_PATTERN = /^[A-Z_]{1,32}$/;
export const CLAIM_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;

/** What an agent may be allowed to do (the `permissions` claim, comma-separated). */
export const AGENT_PERMISSIONS = Object.freeze(['transact', 'trade', 'vote', 'message', 'contract', 'lend']);
/** The claims of an agent attestation; the first three are required. */
export const AGENT_CLAIMS = Object.freeze(['agentName', 'operator', 'permissions', 'model', 'version']);

export interface CertificateAttachment extends Attachment {
  readonly certificateType: string;
  readonly name: string;
  /** In canonical order. */
  readonly claims: readonly Claim[];
  readonly expirationTimestamp: number;
  readonly signature: Uint8Array;
}
export interface CertificateRefAttachment extends Attachment {
  readonly certificate: bigint;
}

function refuse(description: string, param: string, reason = TxRejectReason.INVALID_ATTACHMENT): never {
  throw new TransactionRejectedError(reason, description, param);
}
function refuseNow(description: string, param: string, reason = TxRejectReason.INVALID_ATTACHMENT): never {
  throw stateRejection(reason, description, param);
}

const decoder = new TextDecoder('utf-8', { fatal: true });
function readStr(r: ByteReader, param: string): string {
  try {
    return decoder.decode(r.bytes(r.u16()));
  } catch (e) {
    if (e instanceof TypeError) throw invalidParameter(`${param} is not UTF-8`, param);
    throw e;
  }
}
function writeStr(w: ByteWriter, s: string): void {
  const b = utf8Bytes(s);
  w.u16(b.length).bytes(b);
}
function checkVersion(version: number): void {
  if (version !== 1) throw invalidParameter(`unsupported certificate attachment version ${version}`, 'attachment');
}

/** The claims of a JSON object of string values (or an array of [key, value]), in canonical order. */
export function claimsFromJSON(value: unknown, param = 'claims'): Claim[] {
  if (value === undefined || value === null) return [];
  const entries: unknown[] = Array.isArray(value) ? value : typeof value === 'object' ? Object.entries(value as object) : [undefined];
  const claims: Claim[] = [];
  for (const e of entries) {
    if (!Array.isArray(e) || e.length !== 2 || typeof e[0] !== 'string' || typeof e[1] !== 'string') throw invalidParameter(`${param} must be an object of string values`, param);
    claims.push([e[0], e[1]]);
  }
  return sortClaims(claims);
}
export const claimsToJSON = (claims: readonly Claim[]): Record<string, string> => Object.fromEntries(claims);

/** The claims' rules (count, keys, order, sizes); errorCode 7 naming `param`. */
export function checkClaims(claims: readonly Claim[], param = 'claims'): void {
  if (claims.length > MAX_CLAIMS) refuse(`at most ${MAX_CLAIMS} claims`, param);
  let size = 1;
  for (let i = 0; i < claims.length; i++) {
    const [k, v] = claims[i]!;
    if (!CLAIM_KEY_PATTERN.test(k)) refuse(`claim key ${JSON.stringify(k)} must match ${CLAIM_KEY_PATTERN.source}`, param);
    if (i > 0 && compareUtf8(claims[i - 1]![0], k) >= 0) refuse('claim keys must be distinct and in canonical order', param);
    const vb = utf8Bytes(v).length;
    if (vb > MAX_CLAIM_VALUE_BYTES) refuse(`claim ${k}: value longer than ${MAX_CLAIM_VALUE_BYTES} bytes`, param);
    size += 4 + utf8Bytes(k).length + vb;
  }
  if (size > MAX_CLAIMS_BYTES) refuse(`claims take ${size} canonical bytes, at most ${MAX_CLAIMS_BYTES}`, param);
}

/** A canonical unsigned decimal account id (no leading zeros, not 0, below 2^64). */
export const isCanonicalId = (s: string): boolean => /^[1-9][0-9]{0,19}$/.test(s) && BigInt(s) < 1n << 64n;

/** The agent attestation claim set (docs/certificates.md); errorCode 7 naming the claim. */
export function checkAgentClaims(claims: readonly Claim[], name: string): void {
  const m = new Map(claims);
  for (const k of m.keys()) if (!AGENT_CLAIMS.includes(k)) refuse(`an agent attestation has no claim ${k} (${AGENT_CLAIMS.join(', ')})`, 'claims');
  const agentName = m.get('agentName');
  if (agentName === undefined || agentName.length === 0 || [...agentName].length > MAX_NAME_LENGTH) refuse(`agentName is required, 1..${MAX_NAME_LENGTH} characters`, 'agentName');
  if (agentName !== name) refuse('the name of an agent attestation is its agentName', 'name');
  const operator = m.get('operator');
  if (operator === undefined || !isCanonicalId(operator)) refuse('operator is required: an account id (unsigned decimal)', 'operator');
  const permissions = m.get('permissions');
  if (permissions === undefined || permissions === '') refuse(`permissions is required: a comma-separated list of ${AGENT_PERMISSIONS.join(', ')}`, 'permissions');
  const list = permissions.split(',');
  if (list.some((p) => !AGENT_PERMISSIONS.includes(p)) || new Set(list).size !== list.length) refuse(`permissions: distinct names among ${AGENT_PERMISSIONS.join(', ')}`, 'permissions');
  for (const k of ['model', 'version']) {
    const v = m.get(k);
    if (v !== undefined && [...v].length > MAX_NAME_LENGTH) refuse(`${k}: at most ${MAX_NAME_LENGTH} characters`, k);
  }
}

/** The canonical content a certificate transaction's issuer signed. */
export function contentOfTx(tx: Transaction, a: CertificateAttachment): Uint8Array {
  return canonicalContent({
    type: a.certificateType,
    name: a.name,
    subject: tx.recipientId,
    issuer: tx.senderId,
    timestamp: tx.timestamp,
    expirationTimestamp: a.expirationTimestamp,
    claims: a.claims,
  });
}

/** The canonical content of a stored certificate. */
export const contentOf = (c: Certificate): Uint8Array =>
  canonicalContent({ type: c.type, name: c.name, subject: c.subject, issuer: c.issuer, timestamp: c.timestamp, expirationTimestamp: c.expirationTimestamp, claims: c.claims });

function issuanceType(subtype: number, name: string, tag: string, agent: boolean): TransactionType<CertificateAttachment> {
  const self: TransactionType<CertificateAttachment> = Object.freeze({
    type: 9,
    subtype,
    name,
    attachmentName: name,
    tags: Object.freeze([tag]),
    canHaveRecipient: true,
    mustHaveRecipient: true,
    parseAttachment(r: ByteReader, version: number): CertificateAttachment {
      checkVersion(version);
      const certificateType = readStr(r, 'certificateType');
      const certName = readStr(r, 'name');
      const n = r.u8();
      const claims: Claim[] = [];
      for (let i = 0; i < n; i++) claims.push([readStr(r, 'claims'), readStr(r, 'claims')]);
      return { version, certificateType, name: certName, claims, expirationTimestamp: r.u32(), signature: r.bytes(64) };
    },
    writeAttachment(w: ByteWriter, a: CertificateAttachment): void {
      writeStr(w, a.certificateType);
      writeStr(w, a.name);
      w.u8(a.claims.length);
      for (const [k, v] of a.claims) {
        writeStr(w, k);
        writeStr(w, v);
      }
      w.u32(a.expirationTimestamp).bytes(a.signature, 64);
    },
    attachmentFromJSON(json: Readonly<Record<string, unknown>>, version: number): CertificateAttachment {
      checkVersion(version);
      const t = json['certificateType'];
      const n = json['name'];
      const e = json['expirationTimestamp'] ?? 0;
      const s = json['signature'];
      if (typeof t !== 'string') throw invalidParameter('certificateType must be a string', 'certificateType');
      if (typeof n !== 'string') throw invalidParameter('name must be a string', 'name');
      if (typeof e !== 'number' || !Number.isInteger(e) || e < 0 || e > 0xffffffff) throw invalidParameter('expirationTimestamp must be an epoch time', 'expirationTimestamp');
      if (typeof s !== 'string') throw invalidParameter('signature must be hex', 'signature');
      return { version, certificateType: t, name: n, claims: claimsFromJSON(json['claims']), expirationTimestamp: e, signature: fromHex(s, 'signature', 64) };
    },
    attachmentToJSON(a: CertificateAttachment): Record<string, unknown> {
      return { certificateType: a.certificateType, name: a.name, claims: claimsToJSON(a.claims), expirationTimestamp: a.expirationTimestamp, signature: toHex(a.signature) };
    },
    validateStateless(tx: Transaction): void {
      const a = attachmentOf(tx, self);
      if (tx.amountMTA !== 0n) refuse('this transaction carries no coin amount', 'amountMTA', TxRejectReason.INVALID_AMOUNT);
      if (tx.recipientId === 0n) refuse('the subject (recipient) is required', 'recipient', TxRejectReason.INVALID_RECIPIENT);
      if (agent) {
        if (a.certificateType !== AGENT_ATTESTATION) refuse(`an agent attestation's type is ${AGENT_ATTESTATION}`, 'certificateType');
      } else {
        if (!CERTIFICATE_TYPE_PATTERN.test(a.certificateType)) refuse(`certificateType must match ${CERTIFICATE_TYPE_PATTERN.source}`, 'certificateType');
        if (a.certificateType === AGENT_ATTESTATION) refuse(`${AGENT_ATTESTATION} is issued by attestAgent (AgentAttestation)`, 'certificateType');
      }
      checkClaims(a.claims);
      if (agent) checkAgentClaims(a.claims, a.name);
      const chars = [...a.name].length;
      if (chars < 1 || chars > MAX_NAME_LENGTH) refuse(`name must be 1..${MAX_NAME_LENGTH} characters`, 'name');
      if (a.expirationTimestamp !== 0 && a.expirationTimestamp <= tx.timestamp) refuse('expirationTimestamp must be 0 (never) or after the transaction\'s timestamp', 'expirationTimestamp');
      if (!verifyCertificateSignature(a.signature, contentOfTx(tx, a), tx.senderPublicKey)) refuse('the signature is not the sender\'s over the canonical content', 'signature', TxRejectReason.INVALID_ATTACHMENT);
    },
    validate(): void {
      // Nothing in the ledger constrains an issuance: its id is the transaction's.
    },
    apply(tx: Transaction, state: LedgerState): void {
      const a = attachmentOf(tx, self);
      state.put(CERTIFICATES, tx.id, {
        issuer: tx.senderId,
        subject: tx.recipientId,
        type: a.certificateType,
        name: a.name,
        claims: a.claims,
        timestamp: tx.timestamp,
        expirationTimestamp: a.expirationTimestamp,
        signature: a.signature,
        height: state.height,
        revocation: 0n,
        revokedHeight: 0,
      });
      state.emit({ capability: OWNER, name: agent ? 'agentAttested' : 'certificateIssued', transactionId: tx.id, attributes: { certificate: tx.id, issuer: tx.senderId, subject: tx.recipientId } });
    },
    minimumFeeMTA: () => MIN_TRANSACTION_FEE_MTA,
  });
  return self;
}

export const certificateIssuance = issuanceType(0, 'CertificateIssuance', 'CERTIFICATE', false);
export const agentAttestation = issuanceType(2, 'AgentAttestation', 'AGENT_ATTESTATION', true);

/** The certificate the sender may revoke (errorCode 7 naming `certificate` otherwise). */
function revocable(tx: Transaction, state: LedgerState, id: bigint): Certificate {
  const c = state.get(CERTIFICATES, id);
  if (c === undefined) refuseNow(`unknown certificate ${id}`, 'certificate');
  if (c.issuer !== tx.senderId) refuseNow('only the issuer revokes a certificate', 'certificate');
  if (c.revocation !== 0n) refuseNow(`certificate ${id} is already revoked`, 'certificate');
  return c;
}

export const certificateRevocation: TransactionType<CertificateRefAttachment> = Object.freeze({
  type: 9,
  subtype: 1,
  name: 'CertificateRevocation',
  attachmentName: 'CertificateRevocation',
  tags: Object.freeze(['CERTIFICATE']),
  canHaveRecipient: false,
  mustHaveRecipient: false,
  ...fieldCodec<CertificateRefAttachment>('CertificateRevocation', [{ name: 'certificate', kind: 'id' }]),
  validateStateless(tx: Transaction): void {
    if (tx.amountMTA !== 0n) refuse('this transaction carries no coin amount', 'amountMTA', TxRejectReason.INVALID_AMOUNT);
  },
  validate(tx: Transaction, { state }: TxValidationContext): void {
    revocable(tx, state, attachmentOf(tx, certificateRevocation).certificate);
  },
  apply(tx: Transaction, state: LedgerState): void {
    const id = attachmentOf(tx, certificateRevocation).certificate;
    const c = revocable(tx, state, id);
    state.put(CERTIFICATES, id, { ...c, revocation: tx.id, revokedHeight: state.height });
    state.emit({ capability: OWNER, name: 'certificateRevoked', transactionId: tx.id, attributes: { certificate: id, issuer: c.issuer, subject: c.subject } });
  },
  minimumFeeMTA: () => MIN_TRANSACTION_FEE_MTA,
});
