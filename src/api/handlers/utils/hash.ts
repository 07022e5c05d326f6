// hash: digest of a secret given as hex (default) or as text, with a named algorithm. The
// algorithm accepts Nxt's names and numeric codes (2 SHA256, 3 SHA3, 6 RIPEMD160,
// 25 Keccak25, 62 RIPEMD160_SHA256).
import { sha256, utf8Bytes } from '../../../domain/crypto.js';
import { toHex } from '../../../domain/hex.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { keccak_256, sha3_256 } from '@noble/hashes/sha3.js';
import { apiErrors } from '../../errors.js';
import { parseHexText } from '../../params.js';
import { ApiTag, defineHandler } from '../../types.js';
import { object } from '../../response-schema.js';

interface Algorithm {
  readonly name: string;
  readonly code: number;
  readonly digest: (data: Uint8Array) => Uint8Array;
}

export const HASH_ALGORITHMS: readonly Algorithm[] = [
  { name: 'SHA256', code: 2, digest: (d) => sha256(d) },
  { name: 'SHA3', code: 3, digest: (d) => sha3_256(d) },
  { name: 'RIPEMD160', code: 6, digest: (d) => ripemd160(d) },
  { name: 'Keccak25', code: 25, digest: (d) => keccak_256(d) },
  { name: 'RIPEMD160_SHA256', code: 62, digest: (d) => ripemd160(sha256(d)) },
];

function algorithmOf(text: string): Algorithm {
  const t = text.trim();
  const found = /^\d+$/.test(t)
    ? HASH_ALGORITHMS.find((a) => a.code === Number(t))
    : HASH_ALGORITHMS.find((a) => a.name.toLowerCase() === t.toLowerCase());
  if (!found) {
    throw apiErrors.invalidParam('hashAlgorithm', `must be one of ${HASH_ALGORITHMS.map((a) => `${a.name} (${a.code})`).join(', ')}`);
  }
  return found;
}

export const hash = defineHandler({
  requestType: 'hash',
  tags: [ApiTag.UTILS],
  description: 'Hashes secret with hashAlgorithm and returns the digest as hex in hash.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: false,
  response: object({ hash: { type: 'string', pattern: '^(?:[0-9a-f]{40}|[0-9a-f]{64})$', description: 'The digest as lower-case hex: 20 bytes for RIPEMD160 and RIPEMD160_SHA256, 32 for the others.' } }),
  params: [
    {
      name: 'hashAlgorithm',
      type: 'string',
      required: true,
      description: 'SHA256 (2), SHA3 (3, SHA3-256), RIPEMD160 (6), Keccak25 (25, Keccak-256) or RIPEMD160_SHA256 (62): name or code.',
    },
    { name: 'secret', type: 'string', required: true, description: 'Data to hash: hex, or text when secretIsText is true.' },
    { name: 'secretIsText', type: 'boolean', default: false, description: 'Hash the UTF-8 bytes of secret instead of decoding it as hex.' },
  ],
  async handler({ hashAlgorithm, secret, secretIsText }) {
    const algorithm = algorithmOf(hashAlgorithm);
    const data = secretIsText ? utf8Bytes(secret) : parseHexText('secret', secret);
    return { hash: toHex(algorithm.digest(data)) };
  },
});
