// Vote casting (1/3, `castVote`): an account's answer to a poll (poll-creation.ts).
//
// Attachment (version 1, Nxt's layout): u64 poll, u8 count, i8 value x count (JSON: poll, the
// unsigned decimal id; vote, the values).
// Rules: the poll exists and its finish height is above the including block (a finished poll
// takes no votes); one value per option of the poll; NO_VOTE (-128) leaves an option unanswered,
// any other value is within the poll's minRangeValue..maxRangeValue; the number of options
// answered is within its minNumberOfOptions..maxNumberOfOptions; one vote per account and poll
// (a second is refused with DUPLICATE, errorCode 8, within one block and in the pool too: a
// pending vote is recorded in the pool's pending state, its reservation). The voter's weight is
// not checked: it is read at the finish height, and a vote that weighs nothing then is still
// recorded. A vote cannot be phased: its reservation is the vote itself, which a phased vote held
// until its release could not give back without counting meanwhile. Fee: 1 coin.
import type { Attachment, LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import { attachmentOf, type TransactionType, type TxValidationContext } from '../../domain/tx-types/registry.js';
import type { ByteReader, ByteWriter } from '../../domain/bytes.js';
import { ONE_COIN } from '../../domain/constants.js';
import { invalidParameter, stateRejection, TransactionRejectedError, TxRejectReason } from '../../domain/errors.js';
import { pair } from '../../domain/state/pair-key.js';
import { OWNER } from './poll.js';
import { MAX_POLL_OPTIONS, numberedParam } from './poll-creation.js';
import { NO_VOTE } from './poll-count.js';
import { POLL_RESULTS, POLL_VOTES, VOTING_POLLS } from './poll-tables.js';

export interface VoteCastingAttachment extends Attachment {
  readonly poll: bigint;
  /** One value per option of the poll (NO_VOTE: not answered). */
  readonly votes: readonly number[];
}

function checkVersion(version: number): void {
  if (version !== 1) throw invalidParameter(`unsupported VoteCasting attachment version ${version}`, 'attachment');
}

function refuse(description: string, param: string): never {
  throw new TransactionRejectedError(TxRejectReason.INVALID_ATTACHMENT, description, param);
}

function validate(tx: Transaction, { state }: TxValidationContext): void {
  const a = attachmentOf(tx, voteCasting);
  const poll = state.get(VOTING_POLLS, a.poll);
  if (poll === undefined) throw stateRejection(TxRejectReason.INVALID_ATTACHMENT, `no poll ${a.poll}`, 'poll');
  if (poll.finishHeight <= state.height || state.get(POLL_RESULTS, a.poll) !== undefined) throw stateRejection(TxRejectReason.INVALID_ATTACHMENT, `the poll finished at height ${poll.finishHeight}`, 'poll');
  if (state.get(POLL_VOTES, pair(a.poll, tx.senderId)) !== undefined) throw stateRejection(TxRejectReason.DUPLICATE, 'the account has voted on this poll already', 'poll');
  if (a.votes.length !== poll.options.length) refuse(`the poll has ${poll.options.length} options: one value each`, 'vote');
  let answered = 0;
  a.votes.forEach((value, i) => {
    if (value === NO_VOTE) return;
    if (value < poll.minRangeValue || value > poll.maxRangeValue) refuse(`a value is ${poll.minRangeValue}..${poll.maxRangeValue}, or ${NO_VOTE} for no vote`, numberedParam('vote', i));
    answered++;
  });
  if (answered < poll.minNumberOfOptions || answered > poll.maxNumberOfOptions) {
    refuse(`a vote answers ${poll.minNumberOfOptions}..${poll.maxNumberOfOptions} options (this one ${answered})`, 'vote');
  }
}

function recordVote(tx: Transaction, state: LedgerState): VoteCastingAttachment {
  const a = attachmentOf(tx, voteCasting);
  state.put(POLL_VOTES, pair(a.poll, tx.senderId), { poll: a.poll, voter: tx.senderId, transaction: tx.id, votes: [...a.votes], height: state.height });
  return a;
}

export const voteCasting: TransactionType<VoteCastingAttachment> = Object.freeze({
  type: 1,
  subtype: 3,
  name: 'VoteCasting',
  attachmentName: 'VoteCasting',
  tags: Object.freeze(['PHASING']),
  canHaveRecipient: false,
  mustHaveRecipient: false,
  parseAttachment(r: ByteReader, version: number): VoteCastingAttachment {
    checkVersion(version);
    const poll = r.u64();
    return { version, poll, votes: Array.from({ length: r.u8() }, () => r.i8()) };
  },
  writeAttachment(w: ByteWriter, a: VoteCastingAttachment): void {
    if (a.votes.length > 255) throw invalidParameter('too many values', 'vote');
    w.u64(a.poll).u8(a.votes.length);
    for (const v of a.votes) w.i8(v);
  },
  attachmentFromJSON(json: Readonly<Record<string, unknown>>, version: number): VoteCastingAttachment {
    checkVersion(version);
    const poll = json['poll'];
    if (typeof poll !== 'string' || !/^[0-9]{1,20}$/.test(poll) || BigInt(poll) >> 64n !== 0n) throw invalidParameter('poll must be an unsigned decimal id', 'poll');
    const votes = json['vote'];
    if (!Array.isArray(votes) || votes.some((v) => typeof v !== 'number' || !Number.isInteger(v) || v < -128 || v > 127)) throw invalidParameter('vote must be an array of values -128..127', 'vote');
    return { version, poll: BigInt(poll), votes: votes as number[] };
  },
  attachmentToJSON: (a: VoteCastingAttachment) => ({ poll: a.poll.toString(), vote: [...a.votes] }),
  validateStateless(tx: Transaction): void {
    const a = attachmentOf(tx, voteCasting);
    if (tx.amountMTA !== 0n) refuse('a vote carries no amount', 'amountMTA');
    if (a.poll === 0n) refuse('poll must be a poll id', 'poll');
    if (a.votes.length < 1 || a.votes.length > MAX_POLL_OPTIONS) refuse(`a vote has 1..${MAX_POLL_OPTIONS} values`, 'vote');
  },
  validate,
  apply(tx: Transaction, state: LedgerState): void {
    const a = recordVote(tx, state);
    state.emit({ capability: OWNER, name: 'pollVoteCast', transactionId: tx.id, attributes: { poll: a.poll, voter: tx.senderId } });
  },
  // The pool's pending state holds the vote, so a second one of the account is refused there.
  reserve: (tx: Transaction, state: LedgerState) => void recordVote(tx, state),
  minimumFeeMTA: () => ONE_COIN,
});
