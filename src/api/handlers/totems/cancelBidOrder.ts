// cancelBidOrder: a bid order cancellation (type 2, subtype 6): the coin the open bid still
// holds (what remains x its price) goes back to the sender. Rules: src/capabilities/totems/orders.ts.
import { bidOrderCancellation, type CancellationAttachment } from '../../../capabilities/totems/orders.js';
import type { NodeApiContext } from '../../context.js';
import { R } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';
import { CREATE_TRANSACTION_PARAMS, createTransaction } from '../transactions/create-transaction.js';
import { ONE_COIN_FEE, ORDER_PARAM, requireOwnOpenOrder } from './write-common.js';

export const cancelBidOrder = defineHandler({
  requestType: 'cancelBidOrder',
  tags: [ApiTag.AE, ApiTag.CREATE_TRANSACTION],
  description:
    `Cancels one of the sender's open bid orders: in its block the order leaves the book and the coin it still holds (the quantity left to fill x its price) goes back to the sender. An order that is not an open bid (filled, cancelled, an ask, never placed, or with a cancellation already pending) or is not the sender's: errorCode 7 naming order. ${ONE_COIN_FEE} Returns what every transaction-creating operation returns.`,
  method: 'POST',
  requirePost: true,
  requirePassword: false,
  requireBlockchain: true,
  response: R.createTransaction,
  params: [ORDER_PARAM, ...CREATE_TRANSACTION_PARAMS],
  async handler(p, ctx: NodeApiContext) {
    const attachment: CancellationAttachment = { version: 1, order: p.order };
    return createTransaction(ctx, p, {
      type: bidOrderCancellation.type,
      subtype: bidOrderCancellation.subtype,
      attachment,
      check: (tx) => requireOwnOpenOrder(ctx, tx.senderId, p.order, 'bid'),
    });
  },
});
