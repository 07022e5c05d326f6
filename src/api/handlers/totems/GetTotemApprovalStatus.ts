// GetTotemApprovalStatus: where a totem's approval stands (docs/totems.md, "Approval"): the last
// request, its votes, the quorum and the approvers of the network.
import type { NodeApiContext } from '../../context.js';
import { arrayOf, bool, int, object, oneOfStrings, R } from '../../response-schema.js';
import { ApiTag, defineHandler } from '../../types.js';
import { idToString } from '../../../domain/ids.js';
import { approvalOf } from '../../../capabilities/totems/queries.js';
import { accountFields } from '../accounts/account-extras.js';
import { APPROVAL_STATUSES, approvalStatus, requireTotem } from './render.js';

const VOTE = object(
  {
    approver: R.id,
    approverRS: R.accountRS,
    approve: bool('true: approve, false: reject.'),
    height: int('Height of the vote.', 0),
    transaction: R.id,
  },
  {},
  { description: 'A vote on the request.' },
);

const STATUS = object(
  {
    totem: R.id,
    status: oneOfStrings(APPROVAL_STATUSES, 'NONE: never requested, or the last request expired undecided.'),
    expired: bool('True when the last request expired without a decision (status is then NONE).'),
    votes: arrayOf(VOTE, 'Votes on the last request, in the order they were cast.'),
    approvesNeeded: int('Approve votes that approve a request (the network\'s quorum).', 0),
    approvers: arrayOf(R.id, 'The network\'s approvers.'),
  },
  {
    request: { ...R.id, description: 'The last request\'s transaction id.' },
    requestHeight: int('Height of the last request.', 0),
    expiresAtHeight: int('Height at whose start the request expires undecided.', 0),
    decisionHeight: int('Height of the block that approved or rejected it.', 0),
  },
  { description: 'Where a totem\'s approval stands.' },
);

export const GetTotemApprovalStatus = defineHandler({
  requestType: 'GetTotemApprovalStatus',
  tags: [ApiTag.AE],
  description:
    'Returns where the totem\'s approval stands: totem; status (NONE when never requested or when the last request expired undecided, PENDING, APPROVED or REJECTED); expired (true when the last request expired undecided); votes (approver/approverRS, approve, height, transaction) on the last request; approvesNeeded (the network\'s quorum) and approvers (the network\'s approver ids). When a request was made: request (its transaction id), requestHeight and expiresAtHeight; when decided: decisionHeight. Unknown totem: errorCode 7 naming totem.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: STATUS,
  params: [{ name: 'totem', type: 'id', required: true, description: 'The totem id.' }],
  async handler({ totem }, ctx: NodeApiContext) {
    requireTotem(ctx, totem);
    const a = approvalOf(ctx.state, totem);
    const decided = a?.state === 'APPROVED' || a?.state === 'REJECTED';
    return {
      totem: idToString(totem),
      status: approvalStatus(a),
      expired: a?.state === 'EXPIRED',
      ...(a !== undefined ? { request: idToString(a.request), requestHeight: a.requestHeight, expiresAtHeight: a.expiresAt } : {}),
      ...(decided ? { decisionHeight: a.decisionHeight } : {}),
      votes: (a?.votes ?? []).map((v) => ({ ...accountFields('approver', v.approver), approve: v.approve, height: v.height, transaction: idToString(v.transaction) })),
      approvesNeeded: ctx.params.totemApprovalQuorum,
      approvers: ctx.params.totemApprovers.map(idToString),
    };
  },
});
