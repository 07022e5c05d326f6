// Phasing's generators for the state-digest property test (digest-generators.ts): phased
// payments under ACCOUNT, NONE and HASH polls finishing two to five blocks ahead, and votes on
// the open polls (revealing the HASH polls' secrets), so plans release some, refuse others and
// finish some early, and popOff walks back across every outcome.
import { sha256 } from '@noble/hashes/sha2.js';
import type { Node } from '../../src/node.js';
import type { Transaction } from '../../src/domain/transaction.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { VotingModel } from '../../src/domain/phasing.js';
import { POLLS, RESULTS, VOTES } from '../../src/capabilities/phasing/tables.js';
import { pair } from '../../src/domain/state/pair-key.js';
import { idOf } from '../chain/helpers.js';
import { accountControlTx, phasedPaymentTx, phasingOf, voteTx } from './phasing-txs.js';
import { ACCOUNT_CONTROLS } from '../../src/capabilities/phasing/tables.js';
import { MinBalanceModel } from '../../src/domain/phasing.js';

interface Op {
  readonly from: number;
  readonly to: number;
  readonly a: number;
  readonly b: number;
  readonly flag: boolean;
}

interface Ctx {
  readonly node: Node;
  readonly timestamp: number;
  readonly ecBlockId: bigint;
  readonly height: number;
}

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
    if (poll === undefined) return undefined;
    const [id, p] = poll;
    const tx = { id, fullHash: p.fullHash } as unknown as Transaction;
    return voteTx(ctx.node, input(voter, ctx, op), [tx], p.phasing.votingModel === VotingModel.HASH ? secretOf(op.a) : new Uint8Array(0));
  },
];
