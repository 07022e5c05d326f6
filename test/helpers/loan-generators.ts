// Loans' generators for the state-digest property test (digest-generators.ts): one per type,
// each reading the node's committed state for something sensible to do and falling back to an
// offer when there is nothing to accept, repay or cancel. Durations are 2..4 blocks and expiries
// 2..4 blocks ahead, so runs pop off across defaults and expiries.
import type { Node } from '../../src/node.js';
import type { Transaction } from '../../src/domain/transaction.js';
import { ONE_COIN } from '../../src/domain/constants.js';
import { accountLoans, loanOffersOf } from '../../src/capabilities/loans/queries.js';
import { LOANS } from '../../src/capabilities/loans/tables.js';
import { owedOf } from '../../src/capabilities/loans/records.js';
import { idOf } from '../chain/helpers.js';
import { acceptLoanTx, cancelLoanOfferTx, loanOfferTx, repayLoanTx } from './loan-txs.js';
import type { GenContext as Ctx, Op } from './digest-generators.js';



export type LoanGen = (op: Op, ctx: Ctx, actors: readonly string[]) => Transaction | undefined;

/** Loans move coin: the senders are the funded devnet actors (the first three). */
const funded = (i: number, actors: readonly string[]) => actors[i % 3]!;

const input = (from: string, op: Op, ctx: Ctx) => ({ from, timestamp: ctx.timestamp, ecBlockId: ctx.ecBlockId, extraFee: BigInt(op.b) });

function offer(op: Op, ctx: Ctx, actors: readonly string[]): Transaction {
  return loanOfferTx(ctx.node, input(funded(op.from, actors), op, ctx), {
    principalAmount: BigInt(op.a) * ONE_COIN,
    interestType: op.flag ? 'BPS' : 'FIXED',
    interestValue: op.flag ? 100n * BigInt(op.b) : BigInt(op.b) * ONE_COIN,
    duration: 2 + (op.a % 3),
    collateralAmount: BigInt(op.b + 1) * ONE_COIN,
    expirationHeight: op.a % 2 === 0 ? ctx.height + 2 + (op.b % 3) : 0,
  });
}

export const LOAN_GENERATORS: readonly LoanGen[] = [
  offer,
  // Accept an open offer of someone else's.
  (op, ctx, actors) => {
    const from = funded(op.to, actors);
    const open = loanOffersOf(ctx.node.state, {}).filter(([, l]) => l.lender !== idOf(from) && (l.borrower === 0n || l.borrower === idOf(from)));
    const pick = open[op.a % Math.max(1, open.length)];
    return pick === undefined ? offer(op, ctx, actors) : acceptLoanTx(ctx.node, input(from, op, ctx), pick[0]);
  },
  // Repay an active loan, in full (flag) or in part.
  (op, ctx, actors) => {
    for (let i = 0; i < 3; i++) {
      const from = funded(op.from + i, actors);
      const active = accountLoans(ctx.node.state, idOf(from), 'BORROWER', ['ACTIVE']);
      const pick = active[op.a % Math.max(1, active.length)];
      if (pick === undefined) continue;
      const left = owedOf(pick[1]) - pick[1].repaid;
      return repayLoanTx(ctx.node, input(from, op, ctx), pick[0], op.flag ? left : 1n + (BigInt(op.a) * ONE_COIN) % left);
    }
    return offer(op, ctx, actors);
  },
  // Cancel one's own open offer.
  (op, ctx, actors) => {
    const from = funded(op.from, actors);
    const mine = loanOffersOf(ctx.node.state, { lender: idOf(from) });
    const pick = mine[op.a % Math.max(1, mine.length)];
    return pick === undefined ? offer(op, ctx, actors) : cancelLoanOfferTx(ctx.node, input(from, op, ctx), pick[0]);
  },
];

/** Every loan record (for debugging a run). */
export const allLoans = (node: Node) => node.state.scan(LOANS, 'byState');
