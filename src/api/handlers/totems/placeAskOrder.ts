// placeAskOrder: an ask order placement (type 2, subtype 2): offers quantityQNT units of a totem
// at priceMTA per QNT or better. Rules and matching: src/capabilities/totems/orders.ts and
// matching.ts.
import { askOrderPlacement, type PlacementAttachment } from '../../../capabilities/totems/orders.js';
import type { NodeApiContext } from '../../context.js';
import { R } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';
import { CREATE_TRANSACTION_PARAMS, createTransaction } from '../transactions/create-transaction.js';
import { requireTotem } from './render.js';
import { ONE_COIN_FEE, PRICE_PARAM, QUANTITY_PARAM, requireMovable, TOTEM_PARAM } from './write-common.js';

export const placeAskOrder = defineHandler({
  requestType: 'placeAskOrder',
  tags: [ApiTag.AE, ApiTag.CREATE_TRANSACTION],
  description:
    `Places an ask (sell) order for quantityQNT units of a totem at priceMTA MTA per QNT. In its block the units are held (no longer available to transfer, delete or offer again) and the order is matched against the bids at priceMTA or above, best price first, then oldest, each trade at the resting bid's price; what is not filled stays in the book until filled or cancelled (cancelAskOrder), the order's id being this transaction's id. Unknown totem: errorCode 7 naming totem; quantityQNT or priceMTA below 1: errorCode 7 naming it; quantityQNT x priceMTA above 2^63-1: errorCode 7 naming priceMTA; quantityQNT above the totem's quantity: errorCode 7, above what the sender can move (its units minus those in open asks and pending transactions): errorCode 6, both naming quantityQNT. ${ONE_COIN_FEE} Returns what every transaction-creating operation returns.`,
  method: 'POST',
  requirePost: true,
  requirePassword: false,
  requireBlockchain: true,
  response: R.createTransaction,
  params: [TOTEM_PARAM, QUANTITY_PARAM, PRICE_PARAM, ...CREATE_TRANSACTION_PARAMS],
  async handler(p, ctx: NodeApiContext) {
    const totem = requireTotem(ctx, p.totem);
    const attachment: PlacementAttachment = { version: 1, totem: p.totem, quantityQNT: p.quantityQNT, priceMTA: p.priceMTA };
    return createTransaction(ctx, p, {
      type: askOrderPlacement.type,
      subtype: askOrderPlacement.subtype,
      attachment,
      check: (tx) => requireMovable(ctx, tx.senderId, p.totem, totem, p.quantityQNT),
    });
  },
});
