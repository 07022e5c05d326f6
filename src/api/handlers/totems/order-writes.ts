// The ask and bid sides of the order writes: placeAskOrder/placeBidOrder and
// cancelAskOrder/cancelBidOrder are each made by one factory from the side they act on (as
// order-sides.ts makes the reads), so the two sides cannot drift apart; each operation's own file
// names its side. Rules and matching: src/capabilities/totems/orders.ts and matching.ts.
import { askOrderCancellation, askOrderPlacement, bidCost, bidOrderCancellation, bidOrderPlacement, type CancellationAttachment, type PlacementAttachment } from '../../../capabilities/totems/orders.js';
import type { OrderKind } from '../../../capabilities/totems/records.js';
import type { Transaction } from '../../../domain/transaction.js';
import { stateRejection, TxRejectReason } from '../../../domain/errors.js';
import type { NodeApiContext } from '../../context.js';
import { apiErrors } from '../../errors.js';
import { R } from '../../response-schema.js';
import { ApiTag, defineHandler, type HandlerSpec } from '../../types.js';
import { CREATE_TRANSACTION_PARAMS, createTransaction } from '../transactions/create-transaction.js';
import { requireTotem } from './render.js';
import { ONE_COIN_FEE, ORDER_PARAM, PRICE_PARAM, QUANTITY_PARAM, requireMovable, requireOwnOpenOrder, spendableBesidesFee, TOTEM_PARAM } from './write-common.js';
import { SIDES } from './order-sides.js';

const PLACEMENT = {
  ask: {
    type: askOrderPlacement,
    what: 'an ask (sell) order',
    held: 'the units are held (no longer available to transfer, delete or offer again)',
    against: 'the bids at priceMTA or above, best price first, then oldest, each trade at the resting bid\'s price',
    refusals:
      'quantityQNT above the totem\'s quantity: errorCode 7, above what the sender can move (its units minus those in open asks and pending transactions): errorCode 6, both naming quantityQNT',
  },
  bid: {
    type: bidOrderPlacement,
    what: 'a bid (buy) order',
    held: 'quantityQNT x priceMTA of the sender\'s coin is held',
    against: 'the asks at priceMTA or below, best price first, then oldest, each trade at the resting ask\'s price (the difference goes back to the buyer)',
    refusals:
      'quantityQNT above the totem\'s quantity: errorCode 7 naming quantityQNT; quantityQNT x priceMTA above the sender\'s unconfirmed balance minus the fee: errorCode 6 naming priceMTA',
  },
} as const;

/** placeAskOrder / placeBidOrder. */
export function placeOrderWrite(kind: OrderKind): HandlerSpec<NodeApiContext> {
  const side = PLACEMENT[kind];
  return defineHandler({
    requestType: `place${SIDES[kind].title}Order`,
    tags: [ApiTag.AE, ApiTag.CREATE_TRANSACTION],
    description: `Places ${side.what} for quantityQNT units of a totem at priceMTA MTA per QNT. In its block ${side.held} and the order is matched against ${side.against}; what is not filled stays in the book until filled or cancelled (cancel${SIDES[kind].title}Order), the order's id being this transaction's id. Unknown totem: errorCode 7 naming totem; quantityQNT or priceMTA below 1: errorCode 7 naming it; quantityQNT x priceMTA above 2^63-1: errorCode 7 naming priceMTA; ${side.refusals}. ${ONE_COIN_FEE} Returns what every transaction-creating operation returns.`,
    method: 'POST',
    requirePost: true,
    requirePassword: false,
    requireBlockchain: true,
    response: R.createTransaction,
    params: [TOTEM_PARAM, QUANTITY_PARAM, PRICE_PARAM, ...CREATE_TRANSACTION_PARAMS],
    async handler(p, ctx: NodeApiContext) {
      const totem = requireTotem(ctx, p.totem);
      const attachment: PlacementAttachment = { version: 1, totem: p.totem, quantityQNT: p.quantityQNT, priceMTA: p.priceMTA };
      const check = async (tx: Transaction): Promise<void> => {
        if (kind === 'ask') return requireMovable(ctx, tx.senderId, p.totem, totem, p.quantityQNT);
        if (p.quantityQNT > totem.initialQuantity) throw apiErrors.invalidParam('quantityQNT', `above the totem's quantity ${totem.initialQuantity}`);
        const cost = bidCost(p.quantityQNT, p.priceMTA);
        const spendable = await spendableBesidesFee(ctx, tx.senderId, tx.feeMTA);
        if (spendable < cost) {
          throw stateRejection(TxRejectReason.NOT_ENOUGH_FUNDS, `not enough funds: quantityQNT x priceMTA is ${cost} MTA, the unconfirmed balance minus the fee ${spendable} MTA`, 'priceMTA');
        }
      };
      return createTransaction(ctx, p, { type: side.type.type, subtype: side.type.subtype, attachment, check });
    },
  });
}

const CANCELLATION = {
  ask: { type: askOrderCancellation, returns: 'the units it still offers become available again to the sender' },
  bid: { type: bidOrderCancellation, returns: 'the coin it still holds (the quantity left to fill x its price) goes back to the sender' },
} as const;

/** cancelAskOrder / cancelBidOrder. */
export function cancelOrderWrite(kind: OrderKind): HandlerSpec<NodeApiContext> {
  const side = CANCELLATION[kind];
  const other = kind === 'ask' ? 'a bid' : 'an ask';
  return defineHandler({
    requestType: `cancel${SIDES[kind].title}Order`,
    tags: [ApiTag.AE, ApiTag.CREATE_TRANSACTION],
    description: `Cancels one of the sender's open ${kind} orders: in its block the order leaves the book and ${side.returns}. An order that is not an open ${kind} (filled, cancelled, ${other}, never placed, or with a cancellation already pending) or is not the sender's: errorCode 7 naming order. ${ONE_COIN_FEE} Returns what every transaction-creating operation returns.`,
    method: 'POST',
    requirePost: true,
    requirePassword: false,
    requireBlockchain: true,
    response: R.createTransaction,
    params: [ORDER_PARAM, ...CREATE_TRANSACTION_PARAMS],
    async handler(p, ctx: NodeApiContext) {
      const attachment: CancellationAttachment = { version: 1, order: p.order };
      return createTransaction(ctx, p, { type: side.type.type, subtype: side.type.subtype, attachment, check: (tx) => requireOwnOpenOrder(ctx, tx.senderId, p.order, kind) });
    },
  });
}
