// getPrunableMessage: the Prunable message object (render-prunable.ts) of one confirmed
// transaction whose prunable data this node still holds, its prunable encrypted message
// decrypted when the sender's or recipient's secret phrase is given.
import type { NodeApiContext } from '../../context.js';
import { signerOf, signerParams } from '../../signer.js';
import { apiErrors } from '../../errors.js';
import { R } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';
import { requireTransaction } from '../transactions/lookup.js';
import { decryptPart, otherPartyKey, readerOf } from './read-parts.js';
import { heldPrunable, renderPrunableMessage } from './render-prunable.js';

export const getPrunableMessage = defineHandler({
  requestType: 'getPrunableMessage',
  tags: [ApiTag.MESSAGES],
  description:
    "Returns the Prunable message object of a confirmed transaction whose prunable data this node holds. With the secretPhrase of its sender or recipient, the prunable encrypted message is decrypted too (decryptedMessage); another account's secretPhrase is errorCode 7 naming secretPhrase. A transaction that is unconfirmed, carries no prunable message, or whose prunable data was pruned: errorCode 7 naming transaction (readMessage still reads its other parts). Unknown transaction: errorCode 7, HTTP 404. POST only (it takes a secret phrase).",
  method: 'POST',
  requirePost: true,
  requirePassword: false,
  requireBlockchain: true,
  response: R.prunableMessage,
  params: [
    { name: 'transaction', type: 'id', required: true, description: 'Transaction id.' },
    ...signerParams('Secret phrase of the sender or the recipient, to decrypt the prunable encrypted message (or sharedPiece with sharedPieceAccount). Never stored or echoed.'),
  ],
  async handler(p, ctx: NodeApiContext) {
    const { transaction } = p;
    const signer = await signerOf(ctx, p);
    const found = await requireTransaction(ctx, transaction, undefined);
    if (!found.confirmed) throw apiErrors.invalidParam('transaction', 'not confirmed yet: prunable messages are listed once in a block');
    const a = found.located.transaction.appendices;
    if (a.prunableMessage === undefined && a.prunableEncryptedMessage === undefined) {
      throw apiErrors.invalidParam('transaction', 'the transaction carries no prunable message');
    }
    const held = heldPrunable(a);
    if (held.message === undefined && held.encrypted === undefined) {
      throw apiErrors.invalidParam('transaction', 'its prunable message was pruned: this node keeps prunable data for node.maxPrunableLifetime only');
    }
    if (signer === undefined) return renderPrunableMessage(found.located);
    const tx = found.located.transaction;
    const reader = readerOf(tx, signer);
    const decrypted = held.encrypted !== undefined ? decryptPart(held.encrypted, reader.seed, await otherPartyKey(ctx, tx, reader)) : undefined;
    return renderPrunableMessage(found.located, decrypted);
  },
});
