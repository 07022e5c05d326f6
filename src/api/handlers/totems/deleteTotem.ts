// deleteTotem: a totem delete (type 2, subtype 8): the sender burns quantityQNT of its units and
// the totem's quantity falls by as much. Rules: src/capabilities/totems/transfer.ts.
import { totemDelete, type TotemAmountAttachment } from '../../../capabilities/totems/transfer.js';
import type { NodeApiContext } from '../../context.js';
import { R } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';
import { CREATE_TRANSACTION_PARAMS, createTransaction } from '../transactions/create-transaction.js';
import { requireTotem } from './render.js';
import { ONE_COIN_FEE, QUANTITY_PARAM, requireMovable, TOTEM_PARAM } from './write-common.js';

export const deleteTotem = defineHandler({
  requestType: 'deleteTotem',
  tags: [ApiTag.AE, ApiTag.CREATE_TRANSACTION],
  description:
    `Deletes (burns) quantityQNT of the sender's units of a totem: they are gone for good and the totem's quantityQNT falls by as much (initialQuantityQNT stays). Any holder may delete its own units. Unknown totem: errorCode 7 naming totem; quantityQNT above the totem's quantity: errorCode 7, above what the sender can move (its units minus those in open asks and pending transactions): errorCode 6, both naming quantityQNT. ${ONE_COIN_FEE} Returns what every transaction-creating operation returns.`,
  method: 'POST',
  requirePost: true,
  requirePassword: false,
  requireBlockchain: true,
  response: R.createTransaction,
  params: [TOTEM_PARAM, QUANTITY_PARAM, ...CREATE_TRANSACTION_PARAMS],
  async handler(p, ctx: NodeApiContext) {
    const totem = requireTotem(ctx, p.totem);
    const attachment: TotemAmountAttachment = { version: 1, totem: p.totem, quantityQNT: p.quantityQNT };
    return createTransaction(ctx, p, {
      type: totemDelete.type,
      subtype: totemDelete.subtype,
      attachment,
      check: (tx) => requireMovable(ctx, tx.senderId, p.totem, totem, p.quantityQNT),
    });
  },
});
