// broadcastTransaction: submits a signed transaction (bytes or JSON) to the mempool, which
// validates it in full (signature, expiry, duplicates, funds including pending reservations)
// and relays it.
import { TransactionRejectedError, TxRejectReason } from '../../../domain/errors.js';
import { toHex } from '../../../domain/hex.js';
import { idToString } from '../../../domain/ids.js';
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { parseTransactionInput } from './parse-input.js';
import { object, R } from '../../response-schema.js';

export const broadcastTransaction = defineHandler({
  requestType: 'broadcastTransaction',
  tags: [ApiTag.TRANSACTIONS],
  description:
    'Submits a signed transaction, given as transactionBytes (hex) or transactionJSON, to the mempool and the network. Returns transaction (id) and fullHash. Submitting one that is already pending is not an error; one already confirmed is errorCode 8, an expired one errorCode 9, one the sender cannot pay for errorCode 6.',
  method: 'POST',
  requirePost: true,
  requirePassword: false,
  requireBlockchain: true,
  response: object({ transaction: R.id, fullHash: R.hash }),
  params: [
    { name: 'transactionBytes', type: 'hex', description: 'Signed transaction bytes (as transactionBytes of a create or sign operation).' },
    { name: 'transactionJSON', type: 'string', description: 'Signed transaction as its JSON object (as transactionJSON of a create or sign operation).' },
  ],
  async handler({ transactionBytes, transactionJSON }, ctx: NodeApiContext) {
    const param = transactionBytes !== undefined ? 'transactionBytes' : 'transactionJSON';
    const tx = parseTransactionInput({ bytes: transactionBytes, json: transactionJSON, bytesParam: 'transactionBytes', jsonParam: 'transactionJSON' }, ctx.registry);
    if (!tx.isSigned) throw new TransactionRejectedError(TxRejectReason.NOT_SIGNED, 'transaction is not signed (use signTransaction first)', param);
    await ctx.mempool.submit(tx);
    return { transaction: idToString(tx.id), fullHash: toHex(tx.fullHash) };
  },
});
