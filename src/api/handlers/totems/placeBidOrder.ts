// placeBidOrder: a bid order placement (type 2, subtype 3): asks for quantityQNT units of a totem
// at priceMTA per QNT or better, holding quantityQNT x priceMTA of the sender's coin. Rules and
// matching: src/capabilities/totems/orders.ts and matching.ts.
import { bidCost, bidOrderPlacement, type PlacementAttachment } from '../../../capabilities/totems/orders.js';
import { stateRejection, TxRejectReason } from '../../../domain/errors.js';
import type { NodeApiContext } from '../../context.js';
import { apiErrors } from '../../errors.js';
import { R } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';
import { CREATE_TRANSACTION_PARAMS, createTransaction } from '../transactions/create-transaction.js';
import { requireTotem } from './render.js';
import { ONE_COIN_FEE, PRICE_PARAM, QUANTITY_PARAM, spendableBesidesFee, TOTEM_PARAM } from './write-common.js';

export const placeBidOrder = defineHandler({
  requestType: 'placeBidOrder',
  tags: [ApiTag.AE, ApiTag.CREATE_TRANSACTION],
  description:
    `Places a bid (buy) order for quantityQNT units of a totem at priceMTA MTA per QNT. In its block quantityQNT x priceMTA of the sender's coin is held and the order is matched against the asks at priceMTA or below, best price first, then oldest, each trade at the resting ask's price (the difference goes back to the buyer); what is not filled stays in the book until filled or cancelled (cancelBidOrder), the order's id being this transaction's id. Unknown totem: errorCode 7 naming totem; quantityQNT or priceMTA below 1: errorCode 7 naming it; quantityQNT above the totem's quantity: errorCode 7 naming quantityQNT; quantityQNT x priceMTA above 2^63-1: errorCode 7 naming priceMTA; quantityQNT x priceMTA above the sender's unconfirmed balance minus the fee: errorCode 6 naming priceMTA. ${ONE_COIN_FEE} Returns what every transaction-creating operation returns.`,
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
      type: bidOrderPlacement.type,
      subtype: bidOrderPlacement.subtype,
      attachment,
      async check(tx) {
        if (p.quantityQNT > totem.initialQuantity) throw apiErrors.invalidParam('quantityQNT', `above the totem's quantity ${totem.initialQuantity}`);
        const cost = bidCost(p.quantityQNT, p.priceMTA);
        const spendable = await spendableBesidesFee(ctx, tx.senderId, tx.feeMTA);
        if (spendable < cost) {
          throw stateRejection(TxRejectReason.NOT_ENOUGH_FUNDS, `not enough funds: quantityQNT x priceMTA is ${cost} MTA, the unconfirmed balance minus the fee ${spendable} MTA`, 'priceMTA');
        }
      },
    });
  },
});
