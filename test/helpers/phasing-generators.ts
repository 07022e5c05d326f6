// Phasing's generators for the state-digest property test (digest-generators.ts): phased
// payments under ACCOUNT, NONE and HASH polls finishing two to five blocks ahead, and votes on
// the open polls (revealing the HASH polls' secrets), so plans release some, refuse others and
// finish some early, and popOff walks back across every outcome; and Nxt's polls (ACCOUNT or
// COIN, finishing three to five blocks ahead) with votes on them, so plans count some.
import { sha256 } from '@noble/hashes/sha2.js';
import type { Transaction } from '../../src/domain/transaction.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { VotingModel } from '../../src/domain/phasing.js';
import { POLLS, RESULTS, VOTES } from '../../src/capabilities/phasing/tables.js';
import { pair } from '../../src/domain/state/pair-key.js';
import { idOf } from '../chain/helpers.js';
import { accountControlTx, phasedPaymentTx, phasingOf, voteTx } from './phasing-txs.js';
import { ACCOUNT_CONTROLS } from '../../src/capabilities/phasing/tables.js';
import { MinBalanceModel } from '../../src/domain/phasing.js';
import { POLL_RESULTS, POLL_VOTES, VOTING_POLLS } from '../../src/capabilities/phasing/poll-tables.js';
import { NO_VOTE } from '../../src/capabilities/phasing/poll-count.js';
import { castVoteTx, createPollTx, pollTermsOf } from './poll-txs.js';
import type { GenContext as Ctx, Op } from './digest-generators.js';



type Gen = (op: Op, ctx: Ctx, actors: readonly string[]) => Transaction | undefined;

/** Voters are the funded devnet actors (the first three). */
const VOTERS = (actors: readonly string[]) => actors.slice(0, 3);

const secretOf = (a: number) => new TextEncoder().encode(`secret ${a % 4}`);

function input(from: string, ctx: Ctx, op: Op) {
  return { from, timestamp: ctx.timestamp, ecBlockId: ctx.ecBlockId, extraFee: BigInt(op.b + op.a) };
}

function payee(op: Op, actors: readonly string[]): bigint {
  return idOf(actors[op.to]!);
}

/** A phasing-only control on one of the other actors (voted by two of the funded ones), or, when
 * it has one, its removal: phased with the control, for the voters to approve. */
function control(op: Op, ctx: Ctx, actors: readonly string[]): Transaction {
  const owner = actors[3 + (op.from % 3)]!;
  const voters = VOTERS(actors).slice(0, 2);
  const params = { votingModel: VotingModel.ACCOUNT, quorum: 1n, minBalance: 0n, minBalanceModel: MinBalanceModel.NONE, holding: 0n, whitelist: phasingOf(0, voters).whitelist };
  if (ctx.node.state.get(ACCOUNT_CONTROLS, idOf(owner)) === undefined) return accountControlTx(ctx.node, input(owner, ctx, op), params);
  // A removal waiting for its vote gets one.
  const state = ctx.node.state;
  const removal = state.scan(POLLS, 'byAccount', { prefix: [idOf(owner)] }).find(([id, p]) => p.type === 4 && p.subtype === 1 && state.get(RESULTS, id) === undefined && p.phasing.finishHeight > ctx.height + 1);
  if (removal !== undefined) {
    const [id, p] = removal;
    return voteTx(ctx.node, input(voters[op.a % 2]!, ctx, op), [{ id, fullHash: p.fullHash } as unknown as Transaction]);
  }
  const none = { votingModel: VotingModel.NONE, quorum: 0n, minBalance: 0n, minBalanceModel: MinBalanceModel.NONE, holding: 0n, whitelist: [] };
  return accountControlTx(ctx.node, input(owner, ctx, op), none, {}, phasingOf(ctx.height + 3, voters, { quorum: 1n }));
}

/** A poll of two or three options (values 0..3, one to all answered) by a funded actor, weighed
 * per account or by coin balance. */
const newPoll: Gen = (op, ctx, actors) => {
  const options = ['a', 'b', 'c'].slice(0, 2 + (op.a % 2));
  const voting = op.flag ? { votingModel: VotingModel.COIN } : {};
  const terms = pollTermsOf(ctx.height + 3 + (op.b % 3), { name: `poll ${op.a}`, options, maxNumberOfOptions: options.length, maxRangeValue: 3, voting });
  return createPollTx(ctx.node, input(VOTERS(actors)[op.from % 3]!, ctx, op), terms);
};

/** A vote on an open poll the actor has not voted on: one or two options answered. */
const pollVote: Gen = (op, ctx, actors) => {
  const state = ctx.node.state;
  const voter = actors[op.from]!;
  const open = state.scan(VOTING_POLLS, 'newest').find(([id, p]) => state.get(POLL_RESULTS, id) === undefined && p.finishHeight > ctx.height + 1 && state.get(POLL_VOTES, pair(id, idOf(voter))) === undefined);
  if (open === undefined) return undefined;
  const [id, p] = open;
  const votes = p.options.map((_, i) => (i === op.a % p.options.length || (op.flag && i === op.b % p.options.length) ? (op.a + i) % 4 : NO_VOTE));
  return castVoteTx(ctx.node, input(voter, ctx, op), id, votes);
};

/** Polls and their votes: mostly a vote when there is an open poll to vote on, else a new poll. */
const polls: Gen = (op, ctx, actors) => (op.b === 0 ? undefined : pollVote(op, ctx, actors)) ?? newPoll(op, ctx, actors);

export const PHASING_GENERATORS: readonly Gen[] = [
  // Setting a control, phasing its removal and voting it take three of its turns.
  control,
  // A whitelisted ACCOUNT poll of two of the voters, quorum 1 or 2.
  (op, ctx, actors) => {
    const voters = VOTERS(actors);
    const chosen = [voters[op.a % 3]!, voters[(op.a + 1) % 3]!];
    const phasing = phasingOf(ctx.height + 3 + (op.b % 3), chosen, { quorum: op.flag ? 2n : 1n });
    return phasedPaymentTx(input(voters[op.from % 3]!, ctx, op), payee(op, actors), BigInt(op.a) * ONE_COIN, phasing);
  },
  // A time lock (NONE) or a HASH poll whose secret a vote may reveal.
  (op, ctx, actors) => {
    const from = VOTERS(actors)[op.from % 3]!;
    const phasing = op.flag
      ? phasingOf(ctx.height + 2 + (op.b % 3), [], { votingModel: VotingModel.NONE, quorum: 0n })
      : phasingOf(ctx.height + 3 + (op.b % 3), [], { votingModel: VotingModel.HASH, quorum: 1n, hashedSecret: sha256(secretOf(op.a)), algorithm: 2 });
    return phasedPaymentTx(input(from, ctx, op), payee(op, actors), BigInt(op.a) * ONE_COIN, phasing);
  },
  // A vote on an open poll the voter may vote on (the HASH ones with a guessed secret).
  (op, ctx, actors) => {
    const state = ctx.node.state;
    const open = state.scan(POLLS, 'byFinish').filter(([id, p]) => state.get(RESULTS, id) === undefined && p.phasing.finishHeight > ctx.height + 1);
    const voter = VOTERS(actors)[op.from % 3]!;
    const poll = open.find(([id, p]) => {
      if (state.get(VOTES, pair(id, idOf(voter))) !== undefined) return false;
      if (p.phasing.votingModel === VotingModel.HASH) return true;
      return p.phasing.votingModel === VotingModel.ACCOUNT && p.phasing.whitelist.includes(idOf(voter));
    });
    // No phased transaction to vote on: the turn goes to polls (they take no generator of their
    // own: the digest test's coverage of every capability depends on the generator count).
    if (poll === undefined) return polls(op, ctx, actors);
    const [id, p] = poll;
    const tx = { id, fullHash: p.fullHash } as unknown as Transaction;
    return voteTx(ctx.node, input(voter, ctx, op), [tx], p.phasing.votingModel === VotingModel.HASH ? secretOf(op.a) : new Uint8Array(0));
  },
];
