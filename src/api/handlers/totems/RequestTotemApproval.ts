// RequestTotemApproval: a totem approval request (type 2, subtype 4): the issuer asks the
// network's approvers to vouch for its totem. The flow: src/capabilities/totems/approval.ts.
import { totemApprovalRequest, type ApprovalRequestAttachment } from '../../../capabilities/totems/approval.js';
import { approvalOf } from '../../../capabilities/totems/queries.js';
import { stateRejection, TxRejectReason } from '../../../domain/errors.js';
import type { NodeApiContext } from '../../context.js';
import { apiErrors } from '../../errors.js';
import { R } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';
import { CREATE_TRANSACTION_PARAMS, createTransaction } from '../transactions/create-transaction.js';
import { requireTotem } from './render.js';
import { ONE_COIN_FEE, pendingStateOf, TOTEM_PARAM } from './write-common.js';

export const RequestTotemApproval = defineHandler({
  requestType: 'RequestTotemApproval',
  tags: [ApiTag.AE, ApiTag.CREATE_TRANSACTION],
  description:
    `Asks the network's totem approvers to vouch for a totem (attachment {"version.TotemApprovalRequest": 1, "totem": "<id>"}). Only the totem's issuer may ask (errorCode 7 naming totem), and only on a network that names approvers (errorCode 7 naming totem). The request is PENDING from its block on; the approvers vote with CastTotemApprovalVote, the totem is APPROVED once the network's quorum approves and REJECTED once the quorum can no longer be reached, and a request without a decision expires the network's approval expiry after its block (devnet: approvers devnet-7, devnet-8 and devnet-9, quorum 2, expiry 60 blocks). A totem whose request is pending or that is approved already: errorCode 8 naming totem; a rejected or expired one may ask again. Unknown totem: errorCode 7 naming totem. ${ONE_COIN_FEE} Returns what every transaction-creating operation returns.`,
  method: 'POST',
  requirePost: true,
  requirePassword: false,
  requireBlockchain: true,
  response: R.createTransaction,
  params: [TOTEM_PARAM, ...CREATE_TRANSACTION_PARAMS],
  async handler(p, ctx: NodeApiContext) {
    const totem = requireTotem(ctx, p.totem);
    const attachment: ApprovalRequestAttachment = { version: 1, totem: p.totem };
    return createTransaction(ctx, p, {
      type: totemApprovalRequest.type,
      subtype: totemApprovalRequest.subtype,
      attachment,
      async check(tx) {
        if (totem.issuer !== tx.senderId) throw apiErrors.invalidParam('totem', 'only the totem\'s issuer may request its approval');
        if (ctx.params.totemApprovers.length === 0) throw apiErrors.invalidParam('totem', 'this network names no totem approvers');
        // Pending: a request in a block not yet decided, or one waiting in the pool.
        const state = approvalOf(await pendingStateOf(ctx), p.totem)?.state;
        if (state === 'PENDING') throw stateRejection(TxRejectReason.DUPLICATE, 'the totem\'s approval request is pending', 'totem');
        if (state === 'APPROVED') throw stateRejection(TxRejectReason.DUPLICATE, 'the totem is approved already', 'totem');
      },
    });
  },
});
