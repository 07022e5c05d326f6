// calculateFullHash: the full hash a transaction will have once signed, from its unsigned form
// and the SHA-256 of its signature: SHA-256(unsigned signed-form bytes || signatureHash).
import { HASH_LENGTH } from '../../../domain/constants.js';
import { sha256 } from '../../../domain/crypto.js';
import { toHex } from '../../../domain/hex.js';
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { parseTransactionInput } from './parse-input.js';
import { R, object } from '../../response-schema.js';

export const calculateFullHash = defineHandler({
  requestType: 'calculateFullHash',
  tags: [ApiTag.TRANSACTIONS],
  description:
    'Returns fullHash = SHA-256(unsigned bytes || signatureHash) of a transaction given as unsignedTransactionBytes or unsignedTransactionJSON (a signature in it is ignored) and the SHA-256 of its signature (signatureHash). Lets a party commit to a transaction (referencedTransactionFullHash) before it is broadcast.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: false,
  response: object({ fullHash: R.hash }),
  params: [
    { name: 'unsignedTransactionBytes', type: 'hex', description: 'Unsigned transaction bytes.' },
    { name: 'unsignedTransactionJSON', type: 'string', description: 'Unsigned transaction as its JSON object.' },
    { name: 'signatureHash', type: 'hex', bytes: HASH_LENGTH, required: true, description: 'SHA-256 of the signature (64 hex digits).' },
  ],
  async handler(p, ctx: NodeApiContext) {
    const tx = parseTransactionInput(
      { bytes: p.unsignedTransactionBytes, json: p.unsignedTransactionJSON, bytesParam: 'unsignedTransactionBytes', jsonParam: 'unsignedTransactionJSON' },
      ctx.registry,
    );
    return { fullHash: toHex(sha256(tx.unsignedBytes(), p.signatureHash)) };
  },
});
