// signTransaction: signs an unsigned transaction (bytes or JSON) with the sender's secret
// phrase, for the offline flow: create with publicKey -> sign -> broadcastTransaction.
import { bytesEqual, toHex } from '../../../domain/hex.js';
import { idToString } from '../../../domain/ids.js';
import { signTransaction as sign, transactionToJSON } from '../../../domain/transaction.js';
import { validateStateless } from '../../../domain/validation.js';
import type { NodeApiContext } from '../../context.js';
import { apiErrors } from '../../errors.js';
import { requireSigner, signerParams } from '../../signer.js';
import { ApiTag, defineHandler } from '../../types.js';
import { parseTransactionInput } from './parse-input.js';
import { BOOLEAN, R, object } from '../../response-schema.js';

export const signTransaction = defineHandler({
  requestType: 'signTransaction',
  tags: [ApiTag.TRANSACTIONS],
  description:
    'Signs an unsigned transaction given as unsignedTransactionBytes or unsignedTransactionJSON (a signature already present is replaced). The secret phrase (or the pieces: sharedPiece with sharedPieceAccount) must be the sender\'s (else errorCode 7 naming secretPhrase, or sharedPiece). With validate=true (default) the signed transaction must also pass every rule that needs no ledger (deadline, fee, amounts, ...). Returns transaction, fullHash, signatureHash, transactionBytes, transactionJSON and verify. Nothing is broadcast.',
  method: 'POST',
  requirePost: true,
  requirePassword: false,
  requireBlockchain: false,
  response: object({ transaction: R.id, fullHash: R.hash, signatureHash: R.hash, transactionBytes: R.hex, transactionJSON: R.transaction, verify: BOOLEAN }),
  params: [
    { name: 'unsignedTransactionBytes', type: 'hex', description: 'Unsigned transaction bytes (as returned by a create operation given publicKey).' },
    { name: 'unsignedTransactionJSON', type: 'string', description: 'Unsigned transaction as its JSON object.' },
    ...signerParams('Secret phrase of the sender. Required, or sharedPiece with sharedPieceAccount.'),
    { name: 'validate', type: 'boolean', default: true, description: 'Check the signed transaction against the ledger-free rules (deadline not passed, minimum fee, ...).' },
  ],
  async handler(p, ctx: NodeApiContext) {
    const unsigned = parseTransactionInput(
      { bytes: p.unsignedTransactionBytes, json: p.unsignedTransactionJSON, bytesParam: 'unsignedTransactionBytes', jsonParam: 'unsignedTransactionJSON' },
      ctx.registry,
    );
    const { keyPair, param } = await requireSigner(ctx, p);
    if (!bytesEqual(keyPair.publicKey, unsigned.senderPublicKey)) throw apiErrors.invalidParam(param, 'the signing key is not the sender\'s key');
    const signed = sign(unsigned, keyPair, ctx.registry);
    if (p.validate) validateStateless(signed, { nowEpochSeconds: ctx.epochTime(), params: ctx.params, registry: ctx.registry });
    return {
      transaction: idToString(signed.id),
      fullHash: toHex(signed.fullHash),
      signatureHash: toHex(signed.signatureHash),
      transactionBytes: toHex(signed.bytes()),
      transactionJSON: transactionToJSON(signed),
      verify: true,
    };
  },
});
