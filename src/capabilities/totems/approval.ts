// The approval flow (docs/totems.md, "Approval"): the issuer asks the network's approvers to
// vouch for a totem, they vote, a quorum decides, and a request without a decision expires.
//
// TotemApprovalRequest (2/4), exactly as the spec fixes it: attachment (version 1) u64 totem
// (JSON: `version.TotemApprovalRequest`: 1, totem). The sender must be the issuer; the network
// must name approvers; the totem must have no pending request and not be approved already (a
// rejected or expired one may ask again). Fee: 1 coin.
//
// TotemApprovalVote (2/11): attachment (version 1) u64 totem, u8 approve (JSON: totem, approve).
// The sender must be one of the network's approvers, the request pending, and the approver may
// vote once per request. Fee: 1 coin.
//
// Votes are counted at the end of their block (the end phase has the network parameters): the
// request is APPROVED once `totemApprovalQuorum` approvers approve, REJECTED once so many reject
// that the quorum can no longer be reached; otherwise it EXPIRES at the start of block
// requestHeight + totemApprovalExpiry.
import type { Attachment, LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import type { BlockPhaseContext } from '../../domain/capability.js';
import type { NetworkParams } from '../../domain/network-params.js';
import { attachmentOf, type TransactionType, type TxValidationContext } from '../../domain/tx-types/registry.js';
import { MIN_TRANSACTION_FEE_MTA } from '../../domain/constants.js';
import { stateRejection, TxRejectReason } from '../../domain/errors.js';
import { schedule, unschedule } from '../../domain/state/schedule.js';
import { fieldCodec } from '../../domain/tx-types/attachment-fields.js';
import { checkTotemTx, refuse, requireTotem, aeType } from './checks.js';
import { OWNER } from './holdings.js';
import { APPROVALS } from './tables.js';
import type { Approval } from './records.js';

export interface ApprovalRequestAttachment extends Attachment {
  readonly totem: bigint;
}

export interface ApprovalVoteAttachment extends Attachment {
  readonly totem: bigint;
  readonly approve: boolean;
}

const EXPIRY = 'approval:';

/** Refuses a request the sender may not make now. */
function checkRequest(tx: Transaction, a: ApprovalRequestAttachment, state: LedgerState, params: NetworkParams): void {
  const totem = requireTotem(state, a.totem);
  if (totem.issuer !== tx.senderId) refuse('only the totem\'s issuer may request its approval', 'totem');
  if (params.totemApprovers.length === 0) refuse('this network names no totem approvers', 'totem');
  const current = state.get(APPROVALS, a.totem);
  if (current?.state === 'PENDING') throw stateRejection(TxRejectReason.DUPLICATE, 'the totem\'s approval request is pending', 'totem');
  if (current?.state === 'APPROVED') throw stateRejection(TxRejectReason.DUPLICATE, 'the totem is approved already', 'totem');
}

function pendingRequest(requestId: bigint, height: number): Approval {
  return { request: requestId, requestHeight: height, state: 'PENDING', expiresAt: 0, votes: [], decisionHeight: 0, toTally: true };
}

export const totemApprovalRequest: TransactionType<ApprovalRequestAttachment> = Object.freeze({
  ...aeType(4, 'TotemApprovalRequest', false),
  ...fieldCodec<ApprovalRequestAttachment>('TotemApprovalRequest', [{ name: 'totem', kind: 'id' }]),

  validateStateless(tx: Transaction): void {
    checkTotemTx(tx, attachmentOf(tx, totemApprovalRequest).totem);
  },
  validate(tx: Transaction, { state, params }: TxValidationContext): void {
    checkRequest(tx, attachmentOf(tx, totemApprovalRequest), state, params);
  },
  apply(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, totemApprovalRequest);
    state.put(APPROVALS, a.totem, pendingRequest(tx.id, state.height));
    state.emit({ capability: OWNER, name: 'approvalRequested', transactionId: tx.id, attributes: { totem: a.totem } });
  },
  reserve(tx: Transaction, state: LedgerState): void {
    // A second request of the same totem is refused while this one is pending.
    const a = attachmentOf(tx, totemApprovalRequest);
    state.put(APPROVALS, a.totem, pendingRequest(tx.id, state.height));
  },
  minimumFeeMTA(): bigint {
    return MIN_TRANSACTION_FEE_MTA;
  },
});

function openRequest(tx: Transaction, a: ApprovalVoteAttachment, state: LedgerState, params: NetworkParams): Approval {
  if (!params.totemApprovers.includes(tx.senderId)) refuse('the sender is not one of the network\'s totem approvers', 'secretPhrase');
  requireTotem(state, a.totem);
  const approval = state.get(APPROVALS, a.totem);
  if (approval?.state !== 'PENDING') throw stateRejection(TxRejectReason.INVALID_ATTACHMENT, 'the totem has no pending approval request', 'totem');
  if (approval.votes.some((v) => v.approver === tx.senderId)) throw stateRejection(TxRejectReason.DUPLICATE, 'this approver has voted on the request already', 'totem');
  return approval;
}

function withVote(approval: Approval, tx: Transaction, a: ApprovalVoteAttachment, height: number): Approval {
  return { ...approval, toTally: true, votes: [...approval.votes, { approver: tx.senderId, approve: a.approve, height, transaction: tx.id }] };
}

export const totemApprovalVote: TransactionType<ApprovalVoteAttachment> = Object.freeze({
  ...aeType(11, 'TotemApprovalVote', false),
  ...fieldCodec<ApprovalVoteAttachment>('TotemApprovalVote', [
    { name: 'totem', kind: 'id' },
    { name: 'approve', kind: 'flag' },
  ]),

  validateStateless(tx: Transaction): void {
    checkTotemTx(tx, attachmentOf(tx, totemApprovalVote).totem);
  },
  validate(tx: Transaction, { state, params }: TxValidationContext): void {
    openRequest(tx, attachmentOf(tx, totemApprovalVote), state, params);
  },
  apply(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, totemApprovalVote);
    // Validated against the same state just before (the approver set is checked there).
    const approval = state.get(APPROVALS, a.totem)!;
    state.put(APPROVALS, a.totem, withVote(approval, tx, a, state.height));
    state.emit({ capability: OWNER, name: 'approvalVote', transactionId: tx.id, attributes: { totem: a.totem, approver: tx.senderId, approve: a.approve } });
  },
  reserve(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, totemApprovalVote);
    const approval = state.get(APPROVALS, a.totem);
    if (approval !== undefined) state.put(APPROVALS, a.totem, withVote(approval, tx, a, state.height));
  },
  minimumFeeMTA(): bigint {
    return MIN_TRANSACTION_FEE_MTA;
  },
});

/** The decision the votes make, if any. */
export function decision(approval: Approval, params: Pick<NetworkParams, 'totemApprovers' | 'totemApprovalQuorum'>): 'APPROVED' | 'REJECTED' | undefined {
  const approvers = new Set(params.totemApprovers);
  let approves = 0;
  let rejects = 0;
  for (const v of approval.votes) {
    if (!approvers.has(v.approver)) continue;
    if (v.approve) approves++;
    else rejects++;
  }
  if (approves >= params.totemApprovalQuorum) return 'APPROVED';
  if (rejects > approvers.size - params.totemApprovalQuorum) return 'REJECTED';
  return undefined;
}

/** End of block: new requests get their expiry height, voted ones their decision. */
export function tallyApprovals(state: LedgerState, ctx: BlockPhaseContext): void {
  for (const [totem, approval] of state.scan(APPROVALS, 'toTally')) {
    let next: Approval = { ...approval, toTally: false };
    if (next.expiresAt === 0) {
      next = { ...next, expiresAt: state.height + ctx.params.totemApprovalExpiry };
      schedule(state, next.expiresAt, OWNER, `${EXPIRY}${totem}`);
    }
    const decided = decision(next, ctx.params);
    if (decided !== undefined) {
      next = { ...next, state: decided, decisionHeight: state.height };
      unschedule(state, OWNER, `${EXPIRY}${totem}`);
      state.emit({ capability: OWNER, name: decided === 'APPROVED' ? 'approved' : 'rejected', attributes: { totem } });
    }
    state.put(APPROVALS, totem, next);
  }
}

/** A request's expiry (scheduled at its expiry height); false for items that are not expiries. */
export function runApprovalExpiry(state: LedgerState, item: string): boolean {
  if (!item.startsWith(EXPIRY)) return false;
  const totem = BigInt(item.slice(EXPIRY.length));
  const approval = state.get(APPROVALS, totem);
  if (approval?.state === 'PENDING') {
    state.put(APPROVALS, totem, { ...approval, state: 'EXPIRED', decisionHeight: state.height });
    state.emit({ capability: OWNER, name: 'approvalExpired', attributes: { totem } });
  }
  return true;
}
