// The certificates' table (bucket 67; 68 reserved for certificates; docs/storage.md,
// docs/certificates.md). Held whole in memory with its indexes: one paid-for record per issuance
// or attestation, read by key by the rules (a revocation) and listed per
// account by the queries (a window at a time, in the index).
//
// Record format (the key, the issuing transaction's id, is not repeated in the value):
//   certificates  u64 issuer, u64 subject, varUint+UTF-8 type, varUint+UTF-8 name, u8 claim
//                 count, per claim varUint+UTF-8 key and value, u32 timestamp, u32
//                 expirationTimestamp, 64 bytes signature, varUint height, u64 revocation (0:
//                 not revoked), varUint revokedHeight
import { ByteWriter, type ByteReader } from '../../domain/state/record-bytes.js';
import { defineTable, u64Key, type Table } from '../../domain/state/table.js';
import { decodeWith } from '../../domain/state/pair-key.js';
import { utf8Bytes } from '../../domain/crypto.js';
import type { Certificate, Claim } from './records.js';

/** The reserved type of agent attestations (9/2). */
export const AGENT_ATTESTATION = 'AGENT_ATTESTATION';

const decoder = new TextDecoder();
function writeStr(w: ByteWriter, s: string): ByteWriter {
  const b = utf8Bytes(s);
  return w.varUint(b.length).bytes(b);
}
const readStr = (r: ByteReader): string => decoder.decode(r.bytes(r.varUint()));

export const CERTIFICATES: Table<bigint, Certificate> = defineTable<bigint, Certificate>({
  name: 'certificates',
  bucket: 67,
  key: u64Key,
  value: {
    encode: (c: Certificate) => {
      const w = new ByteWriter(256).u64(c.issuer).u64(c.subject);
      writeStr(w, c.type);
      writeStr(w, c.name);
      w.u8(c.claims.length);
      for (const [k, v] of c.claims) writeStr(writeStr(w, k), v);
      return w.u32(c.timestamp).u32(c.expirationTimestamp).bytes(c.signature).varUint(c.height).u64(c.revocation).varUint(c.revokedHeight).finish();
    },
    decode: (bytes: Uint8Array): Certificate =>
      decodeWith(bytes, (r) => {
        const issuer = r.u64();
        const subject = r.u64();
        const type = readStr(r);
        const name = readStr(r);
        const n = r.u8();
        const claims: Claim[] = [];
        for (let i = 0; i < n; i++) claims.push([readStr(r), readStr(r)]);
        return {
          issuer,
          subject,
          type,
          name,
          claims,
          timestamp: r.u32(),
          expirationTimestamp: r.u32(),
          signature: r.bytes(64),
          height: r.varUint(),
          revocation: r.u64(),
          revokedHeight: r.varUint(),
        };
      }),
  },
  cache: 'all',
  indexes: [
    // Newest first: timestamp, then height, descending (then the id).
    { name: 'bySubject', entry: (c: Certificate) => [c.subject, -c.timestamp, -c.height] },
    { name: 'byIssuer', entry: (c: Certificate) => [c.issuer, -c.timestamp, -c.height] },
    { name: 'agentsBySubject', entry: (c: Certificate) => (c.type === AGENT_ATTESTATION ? [c.subject, -c.timestamp, -c.height] : undefined) },
  ],
});

export const CERTIFICATE_TABLES = Object.freeze([CERTIFICATES]);
