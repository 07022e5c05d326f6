// Transaction generators of the state-digest property test (test/node/state-digest.test.ts), one
// per capability. Every capability adds its transaction types here: a generator turns a random
// choice into a signed transaction against the node's current state (or nothing when the state
// offers no sensible input, e.g. a transfer before any issue).
import fc from 'fast-check';
import type { Node } from '../../src/node.js';
import type { Transaction } from '../../src/domain/transaction.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { idOf, payment } from '../chain/helpers.js';
import { holdingsOf } from './tally-capability.js';
import { deferred, issue, transfer } from './tally-node.js';

export const ACTORS = ['devnet-0', 'devnet-1', 'devnet-2', 'alice', 'bob', 'carol'] as const;

/** One random choice: which generator, who, to whom, and a few numbers it may use. */
export interface Op {
  readonly kind: number;
  readonly from: number;
  readonly to: number;
  readonly a: number;
  readonly b: number;
  readonly flag: boolean;
}

export const opArbitrary: fc.Arbitrary<Op> = fc.record({
  kind: fc.nat(),
  from: fc.nat({ max: ACTORS.length - 1 }),
  to: fc.nat({ max: ACTORS.length - 1 }),
  a: fc.integer({ min: 1, max: 50 }),
  b: fc.integer({ min: 0, max: 3 }),
  flag: fc.boolean(),
});

export interface GenContext {
  readonly node: Node;
  readonly timestamp: number;
  readonly ecBlockId: bigint;
}

export type Generator = (op: Op, ctx: GenContext) => Transaction | undefined;

const base = (op: Op, ctx: GenContext, extra: { to?: bigint; amountMTA?: bigint } = {}) => ({
  from: ACTORS[op.from]!,
  timestamp: ctx.timestamp,
  ecBlockId: ctx.ecBlockId,
  feeMTA: ONE_COIN + BigInt(op.b),
  ...extra,
});

/** Some tally the sender holds, chosen by `op.a`. */
function heldTally(op: Op, ctx: GenContext): { tally: bigint; units: bigint } | undefined {
  const held = holdingsOf(ctx.node.state, idOf(ACTORS[op.from]!));
  const h = held[op.a % Math.max(1, held.length)];
  return h === undefined ? undefined : { tally: h.tally, units: 1n + (BigInt(op.a) % h.units) };
}

export const GENERATORS: Readonly<Record<string, readonly Generator[]>> = {
  payments: [(op, ctx) => payment({ ...base(op, ctx), to: idOf(ACTORS[op.to]!), amountMTA: BigInt(op.a) * ONE_COIN })],
  tally: [
    (op, ctx) => issue(ctx.node, base(op, ctx), BigInt(op.a), op.flag ? op.b : 0),
    (op, ctx) => {
      const h = heldTally(op, ctx);
      return h && transfer(ctx.node, base(op, ctx, { to: idOf(ACTORS[op.to]!) }), h.tally, h.units);
    },
    (op, ctx) => {
      const h = heldTally(op, ctx);
      return h && deferred(ctx.node, base(op, ctx, { to: idOf(ACTORS[op.to]!), amountMTA: BigInt(op.b) * ONE_COIN }), h.tally, h.units, 1 + op.b, op.flag);
    },
  ],
};

export const ALL_GENERATORS: readonly Generator[] = Object.values(GENERATORS).flat();
