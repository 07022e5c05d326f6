// cancelAskOrder: an ask order cancellation (type 2, subtype 5): the units the open ask still
// holds become available again. Rules: src/capabilities/totems/orders.ts.
import { askOrderCancellation, type CancellationAttachment } from '../../../capabilities/totems/orders.js';
import type { NodeApiContext } from '../../context.js';
import { R } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';
import { CREATE_TRANSACTION_PARAMS, createTransaction } from '../transactions/create-transaction.js';
import { ONE_COIN_FEE, ORDER_PARAM, requireOwnOpenOrder } from './write-common.js';

export const cancelAskOrder = defineHandler({
  requestType: 'cancelAskOrder',
  tags: [ApiTag.AE, ApiTag.CREATE_TRANSACTION],
  description:
    `Cancels one of the sender's open ask orders: in its block the order leaves the book and the units it still offers become available again to the sender. An order that is not an open ask (filled, cancelled, a bid, never placed, or with a cancellation already pending) or is not the sender's: errorCode 7 naming order. ${ONE_COIN_FEE} Returns what every transaction-creating operation returns.`,
  method: 'POST',
  requirePost: true,
  requirePassword: false,
  requireBlockchain: true,
  response: R.createTransaction,
  params: [ORDER_PARAM, ...CREATE_TRANSACTION_PARAMS],
  async handler(p, ctx: NodeApiContext) {
    const attachment: CancellationAttachment = { version: 1, order: p.order };
    return createTransaction(ctx, p, {
      type: askOrderCancellation.type,
      subtype: askOrderCancellation.subtype,
      attachment,
      check: (tx) => requireOwnOpenOrder(ctx, tx.senderId, p.order, 'ask'),
    });
  },
});
