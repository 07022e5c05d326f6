// The canonical content of a certificate: the exact bytes the issuer signs (docs/certificates.md,
// "Canonical content"). Little-endian throughout:
//   the 20 ASCII bytes "totem-certificate-v1" (no length)
//   u16 length + UTF-8 type
//   u16 length + UTF-8 name
//   u64 subject account id
//   u64 issuer account id
//   u32 timestamp (the issuing transaction's)
//   u32 expirationTimestamp (0: never)
//   u8 claim count, then per claim, sorted by the key's UTF-8 bytes: u16 length + UTF-8 key,
//   u16 length + UTF-8 value
// Nothing follows the last claim. Decoding refuses trailing bytes, unsorted or repeated keys.
import { ByteReader, ByteWriter } from '../../domain/bytes.js';
import { sign, utf8Bytes, verify } from '../../domain/crypto.js';
import type { Claim } from './records.js';

export const CANONICAL_MAGIC = 'totem-certificate-v1';
const MAGIC_BYTES = utf8Bytes(CANONICAL_MAGIC);

export interface CertificateContent {
  readonly type: string;
  readonly name: string;
  readonly subject: bigint;
  readonly issuer: bigint;
  readonly timestamp: number;
  readonly expirationTimestamp: number;
  readonly claims: readonly Claim[];
}

const decoder = new TextDecoder('utf-8', { fatal: true });

/** Compares two strings by their UTF-8 bytes (the canonical claim order). */
export function compareUtf8(a: string, b: string): number {
  const x = utf8Bytes(a);
  const y = utf8Bytes(b);
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}

/** The claims in canonical order. */
export const sortClaims = (claims: readonly Claim[]): Claim[] => [...claims].sort(([a], [b]) => compareUtf8(a, b));

function str(w: ByteWriter, s: string): void {
  const b = utf8Bytes(s);
  w.u16(b.length).bytes(b);
}

export function canonicalContent(c: CertificateContent): Uint8Array {
  const w = new ByteWriter(256).bytes(MAGIC_BYTES);
  str(w, c.type);
  str(w, c.name);
  w.u64(c.subject).u64(c.issuer).u32(c.timestamp).u32(c.expirationTimestamp);
  const claims = sortClaims(c.claims);
  w.u8(claims.length);
  for (const [k, v] of claims) {
    str(w, k);
    str(w, v);
  }
  return w.finish();
}

/** The content of canonical bytes; throws on anything that is not exactly canonical. */
export function decodeCanonicalContent(bytes: Uint8Array): CertificateContent {
  const r = new ByteReader(bytes);
  const magic = r.bytes(MAGIC_BYTES.length);
  if (!magic.every((b, i) => b === MAGIC_BYTES[i])) throw new Error('not a totem-certificate-v1 content');
  const s = () => decoder.decode(r.bytes(r.u16()));
  const type = s();
  const name = s();
  const subject = r.u64();
  const issuer = r.u64();
  const timestamp = r.u32();
  const expirationTimestamp = r.u32();
  const n = r.u8();
  const claims: Claim[] = [];
  for (let i = 0; i < n; i++) {
    const k = s();
    const v = s();
    if (claims.length > 0 && compareUtf8(claims[claims.length - 1]![0], k) >= 0) throw new Error('claims not in canonical order');
    claims.push([k, v]);
  }
  r.expectEnd();
  return { type, name, subject, issuer, timestamp, expirationTimestamp, claims };
}

export const signCertificate = (content: Uint8Array, seed: Uint8Array): Uint8Array => sign(content, seed);
export const verifyCertificateSignature = (signature: Uint8Array, content: Uint8Array, publicKey: Uint8Array): boolean => {
  try {
    return verify(signature, content, publicKey);
  } catch {
    return false;
  }
};
