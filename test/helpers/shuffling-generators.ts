// Shuffling's generators for the state-digest property test (digest-generators.ts). Each one
// advances an open shuffling by its next step (register, process with real onions, submit the
// recipients, verify; sometimes a cancellation that starts or continues the blame), or creates one
// (registration periods of 4..7 blocks, so runs pop off across registration timeouts as well as
// DONE and blame cancellations).
import type { Transaction } from '../../src/domain/transaction.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { SHUFFLINGS } from '../../src/capabilities/shuffling/tables.js';
import type { Shuffling } from '../../src/capabilities/shuffling/records.js';
import { layerKeyPair } from '../../src/capabilities/shuffling/onion.js';
import { shufflingRegistration } from '../../src/capabilities/shuffling/types.js';
import { idOf, keyOf } from '../chain/helpers.js';
import { signedTx } from './signed-tx.js';
import { cancelShufflingTx, createShufflingTx, onionStep, processShufflingTx, recipientsTx, seedOf, verifyShufflingTx } from './shuffling-txs.js';
import type { Attachment } from '../../src/domain/types.js';
import type { GenContext as Ctx, Op } from './digest-generators.js';



export type ShufflingGen = (op: Op, ctx: Ctx, actors: readonly string[]) => Transaction | undefined;

/** Shufflings lock coin: the participants are the funded devnet actors (the first three). */
const funded = (i: number, actors: readonly string[]) => actors[i % 3]!;
const input = (from: string, op: Op, ctx: Ctx) => ({ from, timestamp: ctx.timestamp, ecBlockId: ctx.ecBlockId, extraFee: BigInt(op.b) });
const seed = (phrase: string, id: bigint) => seedOf(phrase, id);

function create(op: Op, ctx: Ctx, actors: readonly string[]): Transaction {
  return createShufflingTx(ctx.node, input(funded(op.from, actors), op, ctx), { amount: BigInt(op.a) * ONE_COIN, registrationPeriod: 4 + op.b });
}

function step(id: bigint, s: Shuffling, op: Op, ctx: Ctx, actors: readonly string[]): Transaction | undefined {
  const phraseOf = (account: bigint) => actors.slice(0, 3).find((a) => idOf(a) === account)!;
  const n = s.participantCount;
  const blame = op.flag && op.b === 0 && op.a % 2 === 0;
  switch (s.stage) {
    case 'REGISTRATION': {
      if (s.deadline <= ctx.height + 1) return undefined;
      for (let i = 0; i < 3; i++) {
        const from = funded(op.from + i, actors);
        if (s.participants.some((p) => p.account === idOf(from))) continue;
        const a = { version: 1, shufflingFullHash: s.fullHash, layerPublicKey: layerKeyPair(seed(from, id)).publicKey } as Attachment;
        return signedTx(ctx.node, shufflingRegistration, a, { ...input(from, op, ctx), feeMTA: ONE_COIN + BigInt(op.b) });
      }
      return undefined;
    }
    case 'PROCESSING': {
      const i = s.participants.findIndex((p) => p.account === s.assignee);
      const from = phraseOf(s.assignee);
      if (blame) return cancelShufflingTx(ctx.node, input(from, op, ctx), id, s, seed(from, id));
      const out = onionStep(s, id, i, from, keyOf(`shuffle-recipient-${id}-${i}`).publicKey, seed(from, id));
      return i === n - 1 ? recipientsTx(ctx.node, input(from, op, ctx), id, s, out) : processShufflingTx(ctx.node, input(from, op, ctx), id, s, out);
    }
    case 'VERIFICATION': {
      const left = s.participants.filter((q, k) => k < n - 1 && q.state === 'PROCESSED');
      const p = left[op.from % Math.max(1, left.length)];
      if (p === undefined) return undefined;
      const from = phraseOf(p.account);
      return blame ? cancelShufflingTx(ctx.node, input(from, op, ctx), id, s, seed(from, id)) : verifyShufflingTx(ctx.node, input(from, op, ctx), id, s);
    }
    case 'BLAME': {
      const p = s.participants.find((q) => (q.processed || q.account === s.assignee) && q.revealedSeed.length === 0);
      if (p === undefined) return undefined;
      const from = phraseOf(p.account);
      return cancelShufflingTx(ctx.node, input(from, op, ctx), id, s, seed(from, id));
    }
    default:
      return undefined;
  }
}

/** Twelve entries, so that seeded runs take shufflings through every type (weight tuned with the
 * test's seed). Advances the furthest open shuffling (VERIFICATION, BLAME, PROCESSING, then REGISTRATION),
 * so that a run of a few blocks can take one to DONE; creates one when none can advance. */
const advance: ShufflingGen = (op, ctx, actors) => {
  for (const stage of [2, 3, 1, 0]) {
    for (const [id, s] of ctx.node.state.scan(SHUFFLINGS, 'byStage', { prefix: [stage] })) {
      const tx = step(id, s, op, ctx, actors);
      if (tx !== undefined) return tx;
    }
  }
  return create(op, ctx, actors);
};

export const SHUFFLING_GENERATORS: readonly ShufflingGen[] = Array.from({ length: 12 }, () => advance);
