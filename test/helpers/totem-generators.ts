// The totem exchange's generators for the state-digest property test (digest-generators.ts): one
// per transaction type, each reading the node's committed state for something sensible to do and
// falling back to an issuance when there is nothing yet (a sender with no units to move, no book
// to cancel from, no totem of its own), so every type's prerequisites arise within a short plan.
import type { Transaction } from '../../src/domain/transaction.js';
import { accountHoldings, accountOrders, allTotems, approvalOf, totemControlOf, totemHolders, totemsByIssuer } from '../../src/capabilities/totems/queries.js';
import { idOf } from '../chain/helpers.js';
import { approvalRequestTx, approvalVoteTx, cancelTx, deleteTotemTx, dividendTx, issueTotemTx, orderTx, transferTotemTx } from './totem-txs.js';
import { totemControlTx } from './phasing-txs.js';
import { MinBalanceModel, VotingModel } from '../../src/domain/phasing.js';
import type { GenContext as Ctx, Op } from './digest-generators.js';



type Gen = (op: Op, ctx: Ctx, actors: readonly string[]) => Transaction | undefined;

const APPROVERS = ['devnet-7', 'devnet-8', 'devnet-9'];

/** The fee varies with op.b so two otherwise equal transactions differ. */
function input(from: string, ctx: Ctx, op: Op) {
  return { from, timestamp: ctx.timestamp, ecBlockId: ctx.ecBlockId, feeMTA: 100_000_000n + BigInt(op.b) };
}

function issue(op: Op, ctx: Ctx, from: string): Transaction {
  // The issuance fee is the type's own (1000 coins): no fee override.
  return issueTotemTx(ctx.node, { from, timestamp: ctx.timestamp, ecBlockId: ctx.ecBlockId }, { name: `T${op.a}n${op.b}`, quantityQNT: BigInt(op.a) * 1000n, decimals: op.b });
}

/** Some totem the sender can move units of, with a quantity chosen by op.a. */
function movable(op: Op, ctx: Ctx, from: string): { totem: bigint; units: bigint } | undefined {
  const held = accountHoldings(ctx.node.state, idOf(from)).filter((h) => h.available > 0n);
  const h = held[op.a % Math.max(1, held.length)];
  return h === undefined ? undefined : { totem: h.totem, units: 1n + (BigInt(op.a * 37) % h.available) };
}

/** Totem senders are the funded devnet actors (the first three): an issuance costs 1000 coins. */
const sender = (op: Op, actors: readonly string[]) => actors[op.from % 3]!;

/** The actor phrase of an account id, if it is one of the actors. */
function phraseOf(account: bigint, actors: readonly string[]): string | undefined {
  return actors.find((a) => idOf(a) === account);
}

/** An open order of some actor (any totem), chosen by op.a. */
function someOrder(op: Op, ctx: Ctx, actors: readonly string[], kind: 'ask' | 'bid'): { from: string; order: bigint } | undefined {
  const open = actors.flatMap((a) => accountOrders(ctx.node.state, idOf(a), kind).map(([id]) => ({ from: a, order: id })));
  return open[op.a % Math.max(1, open.length)];
}

/** An ask of units the sender can offer, or a bid on some totem; asks from 2 MTA and bids from 1
 * MTA per QNT, so some cross and some rest (for the cancellations). */
function place(op: Op, ctx: Ctx, actors: readonly string[], kind: 'ask' | 'bid'): Transaction {
  const from = sender(op, actors);
  if (kind === 'ask') {
    const m = movable(op, ctx, from);
    return m ? orderTx(ctx.node, input(from, ctx, op), 'ask', m.totem, m.units, BigInt(2 + op.b)) : issue(op, ctx, from);
  }
  const totems = allTotems(ctx.node.state);
  const t = totems[op.a % Math.max(1, totems.length)];
  return t ? orderTx(ctx.node, input(from, ctx, op), 'bid', t[0], BigInt(op.a), BigInt(1 + op.b + (op.flag ? 1 : 0))) : issue(op, ctx, from);
}

/** An approval request of one of the sender's totems that may ask. */
function request(op: Op, ctx: Ctx, actors: readonly string[]): Transaction {
  const from = sender(op, actors);
  const own = totemsByIssuer(ctx.node.state, idOf(from)).filter(([id]) => {
    const state = approvalOf(ctx.node.state, id)?.state;
    return state !== 'PENDING' && state !== 'APPROVED';
  });
  const t = own[op.a % Math.max(1, own.length)];
  return t ? approvalRequestTx(ctx.node, input(from, ctx, op), t[0]) : issue(op, ctx, from);
}

/** A phasing control on a totem whose issuer (an actor) still holds every unit. */
function control(op: Op, ctx: Ctx, actors: readonly string[]): Transaction {
  const from = sender(op, actors);
  const own = totemsByIssuer(ctx.node.state, idOf(from)).filter(([id, t]) => totemControlOf(ctx.node.state, id) === undefined && accountHoldings(ctx.node.state, idOf(from)).some((h) => h.totem === id && h.quantity === t.quantity));
  const t = own[op.a % Math.max(1, own.length)];
  if (t === undefined) return issue(op, ctx, from);
  const params = { votingModel: VotingModel.ACCOUNT, quorum: 1n, minBalance: 0n, minBalanceModel: MinBalanceModel.NONE, holding: 0n, whitelist: [idOf(actors[(op.from + 1) % 3]!)] };
  return totemControlTx(ctx.node, input(from, ctx, op), t[0], params);
}

export const TOTEM_GENERATORS: readonly Gen[] = [
  control,
  (op, ctx, actors) => issue(op, ctx, sender(op, actors)),
  (op, ctx, actors) => {
    const from = sender(op, actors);
    const m = movable(op, ctx, from);
    return m ? transferTotemTx(ctx.node, input(from, ctx, op), idOf(actors[op.to]!), m.totem, m.units) : issue(op, ctx, from);
  },
  (op, ctx, actors) => {
    const from = sender(op, actors);
    const m = movable(op, ctx, from);
    return m ? deleteTotemTx(ctx.node, input(from, ctx, op), m.totem, 1n + (m.units % 5n)) : issue(op, ctx, from);
  },
  (op, ctx, actors) => place(op, ctx, actors, 'ask'),
  (op, ctx, actors) => place(op, ctx, actors, 'bid'),
  (op, ctx, actors) => {
    const o = someOrder(op, ctx, actors, 'ask');
    return o ? cancelTx(ctx.node, input(o.from, ctx, op), 'ask', o.order) : place(op, ctx, actors, 'ask');
  },
  (op, ctx, actors) => {
    const o = someOrder(op, ctx, actors, 'bid');
    return o ? cancelTx(ctx.node, input(o.from, ctx, op), 'bid', o.order) : place(op, ctx, actors, 'bid');
  },
  (op, ctx, actors) => {
    // Any totem with another holder; its issuer pays at the height of that holder's last change.
    const payable = allTotems(ctx.node.state).flatMap(([id, t]) => {
      const from = phraseOf(t.issuer, actors);
      const holder = totemHolders(ctx.node.state, id).find((h) => h.account !== t.issuer);
      const height = holder?.lastChange;
      return from === undefined || height === undefined ? [] : [{ from, id, height }];
    });
    const d = payable[op.a % Math.max(1, payable.length)];
    return d ? dividendTx(ctx.node, input(d.from, ctx, op), d.id, d.height, BigInt(1 + op.b)) : undefined;
  },
  (op, ctx, actors) => request(op, ctx, actors),
  (op, ctx, actors) => vote(op, ctx, actors),
  // Twice: a decision needs a quorum of votes on one request within a short run.
  (op, ctx, actors) => vote(op, ctx, actors),
];

/** A vote by an approver that has not voted yet on a pending request (else a request). */
function vote(op: Op, ctx: Ctx, actors: readonly string[]): Transaction | undefined {
  const pending = allTotems(ctx.node.state, undefined, 'PENDING');
  const t = pending[op.a % Math.max(1, pending.length)];
  if (t === undefined) return request(op, ctx, actors);
  // An approver that has not voted yet (starting from op.b), so requests get decided.
  const voted = new Set(approvalOf(ctx.node.state, t[0])!.votes.map((v) => v.approver));
  const approver = [0, 1, 2].map((i) => APPROVERS[(op.b + i) % APPROVERS.length]!).find((a) => !voted.has(idOf(a)));
  return approver === undefined ? undefined : approvalVoteTx(ctx.node, input(approver, ctx, op), t[0], op.flag || op.a % 3 !== 0);
}
