// CastTotemApprovalVote: a totem approval vote (type 2, subtype 11) by one of the network's
// approvers on a pending request. The flow: src/capabilities/totems/approval.ts.
import { totemApprovalVote, type ApprovalVoteAttachment } from '../../../capabilities/totems/approval.js';
import { approvalOf } from '../../../capabilities/totems/queries.js';
import { stateRejection, TxRejectReason } from '../../../domain/errors.js';
import type { NodeApiContext } from '../../context.js';
import { apiErrors } from '../../errors.js';
import { R } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';
import { CREATE_TRANSACTION_PARAMS, createTransaction } from '../transactions/create-transaction.js';
import { requireTotem } from './render.js';
import { ONE_COIN_FEE, pendingStateOf, TOTEM_PARAM } from './write-common.js';

export const CastTotemApprovalVote = defineHandler({
  requestType: 'CastTotemApprovalVote',
  tags: [ApiTag.AE, ApiTag.CREATE_TRANSACTION],
  description:
    `Votes on a totem's pending approval request (RequestTotemApproval): approve=true for, false against. Only the network's totem approvers may vote (anyone else: errorCode 7 naming secretPhrase), each once per request (a second vote: errorCode 8 naming totem). Votes count at the end of their block: the totem is APPROVED once the network's quorum of approvers approves, REJECTED once so many reject that the quorum can no longer be reached (devnet: approvers devnet-7, devnet-8 and devnet-9, quorum 2). Unknown totem, or no pending request: errorCode 7 naming totem. ${ONE_COIN_FEE} Returns what every transaction-creating operation returns.`,
  method: 'POST',
  requirePost: true,
  requirePassword: false,
  requireBlockchain: true,
  response: R.createTransaction,
  params: [
    TOTEM_PARAM,
    { name: 'approve', type: 'boolean', required: true, description: 'true: approve the totem; false: reject it.' },
    ...CREATE_TRANSACTION_PARAMS,
  ],
  async handler(p, ctx: NodeApiContext) {
    const attachment: ApprovalVoteAttachment = { version: 1, totem: p.totem, approve: p.approve };
    return createTransaction(ctx, p, {
      type: totemApprovalVote.type,
      subtype: totemApprovalVote.subtype,
      attachment,
      async check(tx) {
        // The domain's order (approval.ts): the approver first, then the totem and its request.
        if (!ctx.params.totemApprovers.includes(tx.senderId)) throw apiErrors.invalidParam('secretPhrase', 'the sender is not one of the network\'s totem approvers');
        requireTotem(ctx, p.totem);
        const approval = approvalOf(await pendingStateOf(ctx), p.totem);
        if (approval?.state !== 'PENDING') throw apiErrors.invalidParam('totem', 'the totem has no pending approval request');
        if (approval.votes.some((v) => v.approver === tx.senderId)) throw stateRejection(TxRejectReason.DUPLICATE, 'this approver has voted on the request already', 'totem');
      },
    });
  },
});
