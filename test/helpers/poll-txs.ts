// Signed poll transactions (Nxt's polls: PollCreation 1/2, VoteCasting 1/3) for tests that drive
// a node directly: a poll's terms (defaults: an ACCOUNT poll of two options, one answered, values
// 0..1) and a vote.
import type { Node } from '../../src/node.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import type { Transaction } from '../../src/domain/transaction.js';
import type { Attachment } from '../../src/domain/types.js';
import { MinBalanceModel, phasingFeeMTA, VotingModel, type PhasingAppendix } from '../../src/domain/phasing.js';
import { pollCreation, POLL_FEE_MTA, POLL_FEE_OPTIONS } from '../../src/capabilities/phasing/poll-creation.js';
import { voteCasting } from '../../src/capabilities/phasing/vote-casting.js';
import type { PollTerms, PollVoting } from '../../src/capabilities/phasing/records.js';
import { signedTx } from './signed-tx.js';
import type { PhasedInput } from './phasing-txs.js';

/** A poll's terms finishing at `finishHeight`, with `change` applied (`voting` merged). */
export function pollTermsOf(finishHeight: number, change: Partial<Omit<PollTerms, 'voting'>> & { voting?: Partial<PollVoting> } = {}): PollTerms {
  const { voting, ...rest } = change;
  return {
    name: 'Which one?',
    description: 'A test poll',
    finishHeight,
    options: ['yes', 'no'],
    minNumberOfOptions: 1,
    maxNumberOfOptions: 1,
    minRangeValue: 0,
    maxRangeValue: 1,
    ...rest,
    voting: { votingModel: VotingModel.ACCOUNT, minBalance: 0n, minBalanceModel: MinBalanceModel.NONE, holding: 0n, ...voting },
  };
}

/** The minimum fee of a poll of `options` options. */
export const pollFeeOf = (options: number): bigint => POLL_FEE_MTA + BigInt(Math.max(0, options - POLL_FEE_OPTIONS)) * ONE_COIN;

/** A poll creation (phased with `phasing` when given). */
export function createPollTx(node: Pick<Node, 'registry'>, p: PhasedInput, terms: PollTerms, phasing?: PhasingAppendix): Transaction {
  const fee = pollFeeOf(terms.options.length) + (phasing ? phasingFeeMTA(phasing) : 0n) + (p.extraFee ?? 0n);
  return signedTx(node, pollCreation, { version: 1, ...terms } as Attachment, { ...p, feeMTA: fee, ...(phasing ? { appendices: { phasing } } : {}) });
}

/** A vote (phased with `phasing` when given, which the rules refuse). */
export function castVoteTx(node: Pick<Node, 'registry'>, p: PhasedInput, poll: bigint, votes: readonly number[], phasing?: PhasingAppendix): Transaction {
  const fee = ONE_COIN + (phasing ? phasingFeeMTA(phasing) : 0n) + (p.extraFee ?? 0n);
  return signedTx(node, voteCasting, { version: 1, poll, votes } as Attachment, { ...p, feeMTA: fee, ...(phasing ? { appendices: { phasing } } : {}) });
}
