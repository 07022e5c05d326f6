// Subscriptions' generators for the state-digest property test (digest-generators.ts). Periods of
// 3..10 blocks and first payments 2..5 blocks ahead, so payments fall due (and subscriptions
// complete, lapse and are cancelled) inside a plan's blocks and popOff walks back across them.
// Mostly coin; a totem or currency the payer holds when op.b says so, with an amount that may
// exceed its units (a lapse). Cancellation picks an ACTIVE subscription the sender pays or
// receives, and falls back to a creation when there is none.
import type { Transaction } from '../../src/domain/transaction.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { COIN, type HoldingRef } from '../../src/domain/holding-ref.js';
import { accountSubscriptions } from '../../src/capabilities/subscriptions/queries.js';
import { accountHoldings } from '../../src/capabilities/totems/queries.js';
import { accountCurrencies } from '../../src/capabilities/currencies/queries.js';
import { idOf } from '../chain/helpers.js';
import { cancelSubscriptionTx, createSubscriptionTx } from './subscription-txs.js';
import type { GenContext as Ctx, Op } from './digest-generators.js';



export type SubscriptionGen = (op: Op, ctx: Ctx, actors: readonly string[]) => Transaction | undefined;

const input = (op: Op, ctx: Ctx, from: string) => ({ from, timestamp: ctx.timestamp, ecBlockId: ctx.ecBlockId, feeMTA: ONE_COIN + BigInt(op.b) });

/** What the payer pays: op.b 2 a totem it holds, 3 a currency it holds (else the coin), and how much. */
function holdingOf(op: Op, ctx: Ctx, payer: bigint): { holding: HoldingRef; amount: bigint } {
  if (op.b === 2) {
    const held = accountHoldings(ctx.node.state, payer);
    const h = held[op.a % Math.max(1, held.length)];
    if (h !== undefined) return { holding: { type: 'TOTEM', id: h.totem }, amount: 1n + (BigInt(op.a) % (h.quantity / 2n + 1n)) };
  }
  if (op.b === 3) {
    const held = accountCurrencies(ctx.node.state, payer);
    const h = held[op.a % Math.max(1, held.length)];
    if (h !== undefined) return { holding: { type: 'CURRENCY', id: h.currency }, amount: 1n + (BigInt(op.a) % (h.units / 2n + 1n)) };
  }
  // Coin: up to 50 coins a payment, so an actor with little coin lapses.
  return { holding: COIN, amount: BigInt(op.a) * ONE_COIN };
}

function create(op: Op, ctx: Ctx, actors: readonly string[]): Transaction {
  const from = actors[op.from]!;
  const to = actors[op.to === op.from ? (op.to + 1) % actors.length : op.to]!;
  const { holding, amount } = holdingOf(op, ctx, idOf(from));
  const period = 3 + (op.a % 8);
  const firstPaymentHeight = ctx.height + 2 + op.b;
  // A count (flag), an end height (even a), or neither.
  const terms = op.flag ? { numberOfPayments: 1 + (op.a % 3) } : op.a % 2 === 0 ? { endHeight: firstPaymentHeight + period * (1 + (op.a % 3)) } : {};
  return createSubscriptionTx(ctx.node, input(op, ctx, from), idOf(to), { holding, amount, period, firstPaymentHeight, ...terms });
}

export const SUBSCRIPTION_GENERATORS: readonly SubscriptionGen[] = [
  create,
  (op, ctx, actors) => {
    const from = actors[op.from]!;
    const active = accountSubscriptions(ctx.node.state, idOf(from), 'ANY', 'ACTIVE');
    const pick = active[op.a % Math.max(1, active.length)];
    if (pick === undefined) return create(op, ctx, actors);
    return cancelSubscriptionTx(ctx.node, input(op, ctx, from), pick[0]);
  },
];
