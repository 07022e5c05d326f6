// transferTotem: a totem transfer (type 2, subtype 1) of quantityQNT units from the sender to
// recipient. Rules: src/capabilities/totems/transfer.ts.
import { totemTransfer, type TotemAmountAttachment } from '../../../capabilities/totems/transfer.js';
import type { NodeApiContext } from '../../context.js';
import { R } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';
import { CREATE_TRANSACTION_PARAMS, createTransaction } from '../transactions/create-transaction.js';
import { requireTotem } from './render.js';
import { ONE_COIN_FEE, QUANTITY_PARAM, requireMovable, TOTEM_PARAM } from './write-common.js';

export const transferTotem = defineHandler({
  requestType: 'transferTotem',
  tags: [ApiTag.AE, ApiTag.CREATE_TRANSACTION],
  description:
    `Transfers quantityQNT units of a totem from the sender to recipient. Unknown totem: errorCode 7 naming totem; quantityQNT above the totem's quantity: errorCode 7, above what the sender can move (its units minus those in open asks and pending transactions): errorCode 6, both naming quantityQNT. ${ONE_COIN_FEE} Returns what every transaction-creating operation returns.`,
  method: 'POST',
  requirePost: true,
  requirePassword: false,
  requireBlockchain: true,
  response: R.createTransaction,
  params: [
    { name: 'recipient', type: 'account', required: true, description: 'The receiving account (numeric id or RS address).' },
    TOTEM_PARAM,
    QUANTITY_PARAM,
    ...CREATE_TRANSACTION_PARAMS,
  ],
  async handler(p, ctx: NodeApiContext) {
    const totem = requireTotem(ctx, p.totem);
    const attachment: TotemAmountAttachment = { version: 1, totem: p.totem, quantityQNT: p.quantityQNT };
    return createTransaction(ctx, p, {
      type: totemTransfer.type,
      subtype: totemTransfer.subtype,
      recipientId: p.recipient,
      attachment,
      check: (tx) => requireMovable(ctx, tx.senderId, p.totem, totem, p.quantityQNT),
    });
  },
});
