// getTransactionBytes: the bytes of a confirmed or unconfirmed transaction.
import { toHex } from '../../../domain/hex.js';
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { requireTransaction, transactionOf } from './lookup.js';
import { unsignedWireBytes } from './unsigned-bytes.js';
import { NON_NEGATIVE, R, object } from '../../response-schema.js';

export const getTransactionBytes = defineHandler({
  requestType: 'getTransactionBytes',
  tags: [ApiTag.TRANSACTIONS],
  description:
    'Returns transactionBytes (signed wire form, what broadcastTransaction takes) and unsignedTransactionBytes (the same with the signature zeroed) of a transaction; confirmations when it is confirmed.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: object({ transactionBytes: R.hex, unsignedTransactionBytes: R.hex }, { confirmations: { ...NON_NEGATIVE, description: 'Confirmed transactions only.' } }),
  params: [{ name: 'transaction', type: 'id', required: true, description: 'Transaction id.' }],
  async handler({ transaction }, ctx: NodeApiContext) {
    const found = await requireTransaction(ctx, transaction, undefined);
    const tx = transactionOf(found);
    const out: Record<string, unknown> = {
      transactionBytes: toHex(tx.bytes()),
      unsignedTransactionBytes: toHex(unsignedWireBytes(tx)),
    };
    if (found.confirmed) out['confirmations'] = Math.max(0, found.tipHeight - found.located.location.height);
    return out;
  },
});
