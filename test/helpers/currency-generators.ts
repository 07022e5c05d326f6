// The monetary system's generators for the state-digest property test (digest-generators.ts): one
// per transaction type, each reading the node's committed state for something sensible to do and
// falling back to the step that makes its prerequisite (an issuance of the right type, a pledge)
// so chains like issue -> pledge -> resolution at the issuance height -> claim arise within a
// short plan. Crowdfunded currencies become active two blocks after issuance and offers expire
// within three blocks, so popOff walks back across resolutions and expiries.
import type { Transaction } from '../../src/domain/transaction.js';
import { accountCurrencies, allCurrencies, allMerchants, currenciesByIssuer, lastCounter, offersOf } from '../../src/capabilities/currencies/queries.js';
import { MintingAlgorithm, meetsTarget, mintingHash, mintingHashInput, mintingTarget, MINTING_ALGORITHMS } from '../../src/capabilities/currencies/minting.js';
import type { Currency } from '../../src/capabilities/currencies/records.js';
import { idOf } from '../chain/helpers.js';
import {
  deleteCurrencyTx,
  deregisterMerchantTx,
  exchangeTx,
  issueCurrencyTx,
  mintTx,
  offerTx,
  paymentTx,
  registerMerchantTx,
  reserveClaimTx,
  reserveIncreaseTx,
  transferCurrencyTx,
} from './currency-txs.js';
import type { GenContext as Ctx, Op } from './digest-generators.js';



type Gen = (op: Op, ctx: Ctx, actors: readonly string[]) => Transaction | undefined;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
let codes = 0;

/** A code not used before in this process (names and codes must be free). */
function freshCode(): string {
  let n = ++codes;
  let code = '';
  for (let i = 0; i < 5; i++) {
    code = LETTERS[n % 26]! + code;
    n = Math.floor(n / 26);
  }
  return code;
}

function input(from: string, ctx: Ctx, op: Op) {
  return { from, timestamp: ctx.timestamp, ecBlockId: ctx.ecBlockId, feeMTA: 100_000_000n + BigInt(op.b) };
}

/** Currency senders are the funded devnet actors (the first three). */
const sender = (op: Op, actors: readonly string[]) => actors[op.from % 3]!;

type Kind = 'plain' | 'controlled' | 'crowdfunded' | 'claimable' | 'mintable';

function issue(op: Op, ctx: Ctx, from: string, kind: Kind): Transaction {
  const code = freshCode();
  const base = { name: `Cur${code.toLowerCase()}`, code };
  const p = { from, timestamp: ctx.timestamp, ecBlockId: ctx.ecBlockId };
  const soon = ctx.height + 3; // issued at tip + 1, pledged at tip + 2, resolved at tip + 3
  switch (kind) {
    case 'plain':
    case 'controlled':
      return issueCurrencyTx(ctx.node, p, { ...base, type: kind === 'plain' ? 1 : 3, maxSupply: BigInt(op.a) * 1000n, decimals: op.b });
    case 'crowdfunded':
    case 'claimable':
      return issueCurrencyTx(ctx.node, p, {
        ...base,
        type: kind === 'crowdfunded' ? 1 | 4 : 1 | 4 | 8,
        initialSupply: kind === 'crowdfunded' ? BigInt(op.a) : 0n,
        reserveSupply: 1000n,
        maxSupply: 1000n,
        issuanceHeight: soon,
        // Sometimes out of reach of one pledge, so both outcomes happen.
        minReservePerUnit: op.flag ? 1n : 3n,
      });
    case 'mintable':
      return issueCurrencyTx(ctx.node, p, {
        ...base,
        type: 1 | 16,
        initialSupply: 0n,
        maxSupply: 1_000_000n,
        algorithm: MINTING_ALGORITHMS[op.a % MINTING_ALGORITHMS.length]!,
        minDifficulty: 1,
        maxDifficulty: 2,
      });
  }
}

const active = (c: Currency, ctx: Ctx) => c.issuanceHeight <= ctx.height + 1;

/** Some active currency the sender holds units of, with an amount chosen by op.a. */
function held(op: Op, ctx: Ctx, from: string, filter: (c: Currency) => boolean = () => true): { currency: bigint; units: bigint } | undefined {
  const mine = accountCurrencies(ctx.node.state, idOf(from)).filter((h) => {
    const c = allCurrencies(ctx.node.state).find(([id]) => id === h.currency)?.[1];
    return c !== undefined && active(c, ctx) && filter(c);
  });
  const h = mine[op.a % Math.max(1, mine.length)];
  return h === undefined ? undefined : { currency: h.currency, units: 1n + (BigInt(op.a * 37) % h.units) };
}

/** A crowdfunded currency still before its issuance height (to pledge to). */
function crowdfunding(op: Op, ctx: Ctx, bit = 4): bigint | undefined {
  const open = allCurrencies(ctx.node.state).filter(([, c]) => (c.type & bit) !== 0 && (c.type & 4) !== 0 && !active(c, ctx));
  return open[op.a % Math.max(1, open.length)]?.[0];
}

function pledge(op: Op, ctx: Ctx, from: string): Transaction {
  const c = crowdfunding(op, ctx);
  return c === undefined ? issue(op, ctx, from, op.flag ? 'claimable' : 'crowdfunded') : reserveIncreaseTx(ctx.node, input(from, ctx, op), c, BigInt(1 + op.b));
}

/** A proof for the sender's own mintable currency, or an issuance of one. */
function mint(op: Op, ctx: Ctx, from: string): Transaction {
  const own = currenciesByIssuer(ctx.node.state, idOf(from)).filter(([, c]) => (c.type & 16) !== 0);
  const pick = own[op.a % Math.max(1, own.length)];
  if (pick === undefined) return issue(op, ctx, from, 'mintable');
  const [currency, c] = pick;
  const units = BigInt(1 + (op.a % 100));
  const counter = lastCounter(ctx.node.state, currency, idOf(from)) + 1n;
  const target = mintingTarget(c, units);
  for (let nonce = 0n; ; nonce++) {
    if (meetsTarget(mintingHash(c.algorithm as MintingAlgorithm, mintingHashInput(nonce, currency, units, counter, idOf(from))), target)) {
      return mintTx(ctx.node, input(from, ctx, op), { nonce, currency, unitsQNT: units, counter });
    }
  }
}

/** An offer on some active exchangeable currency; rates around 10 so buys and sells cross. */
function offer(op: Op, ctx: Ctx, from: string): Transaction {
  const h = held(op, ctx, from, (c) => (c.type & 1) !== 0 && (c.type & 2) === 0);
  if (h === undefined) return issue(op, ctx, from, 'plain');
  return offerTx(ctx.node, input(from, ctx, op), {
    currency: h.currency,
    buyRateMTA: BigInt(8 + op.b),
    sellRateMTA: BigInt(11 + op.b),
    totalBuyLimitQNT: BigInt(op.a * 2),
    totalSellLimitQNT: h.units * 2n,
    initialBuySupplyQNT: BigInt(op.a),
    initialSellSupplyQNT: h.units,
    expirationHeight: ctx.height + 2 + (op.a % 3),
  });
}

/** Some currency with an offer on it (any account's). */
function offered(op: Op, ctx: Ctx): bigint | undefined {
  const all = offersOf(ctx.node.state, {});
  return all[op.a % Math.max(1, all.length)]?.[1].currency;
}

/** A claim needs four blocks of the right steps (issue, pledge, resolution, claim): it comes
 * up several times in the list so seeded plans reach it. */
function claim(op: Op, ctx: Ctx, actors: readonly string[]): Transaction {
  for (let i = 0; i < 3; i++) {
    const from = actors[(op.from + i) % 3]!;
    const h = held(op, ctx, from, (c) => (c.type & 8) !== 0);
    if (h) return reserveClaimTx(ctx.node, input(from, ctx, op), h.currency, h.units);
  }
  const from = sender(op, actors);
  const c = crowdfunding(op, ctx, 8);
  return c === undefined ? issue(op, ctx, from, 'claimable') : reserveIncreaseTx(ctx.node, input(from, ctx, op), c, BigInt(3 + op.b));
}

export const CURRENCY_GENERATORS: readonly Gen[] = [
  (op, ctx, actors) => issue(op, ctx, sender(op, actors), (['plain', 'controlled', 'crowdfunded', 'claimable', 'mintable'] as const)[op.a % 5]!),
  (op, ctx, actors) => pledge(op, ctx, sender(op, actors)),
  claim,
  claim,
  claim,
  (op, ctx, actors) => pledge(op, ctx, sender(op, actors)),
  (op, ctx, actors) => {
    const from = sender(op, actors);
    const h = held(op, ctx, from);
    return h ? transferCurrencyTx(ctx.node, input(from, ctx, op), idOf(actors[op.to]!), h.currency, h.units) : issue(op, ctx, from, 'controlled');
  },
  (op, ctx, actors) => offer(op, ctx, sender(op, actors)),
  (op, ctx, actors) => {
    const c = offered(op, ctx);
    return c === undefined ? offer(op, ctx, sender(op, actors)) : exchangeTx(ctx.node, input(sender(op, actors), ctx, op), 'buy', c, BigInt(10 + op.b), BigInt(op.a));
  },
  (op, ctx, actors) => {
    const from = sender(op, actors);
    const c = offered(op, ctx);
    const h = c === undefined ? undefined : accountCurrencies(ctx.node.state, idOf(from)).find((x) => x.currency === c);
    return h === undefined ? offer(op, ctx, from) : exchangeTx(ctx.node, input(from, ctx, op), 'sell', h.currency, BigInt(7 + op.b), 1n + (BigInt(op.a) % h.units));
  },
  (op, ctx, actors) => mint(op, ctx, sender(op, actors)),
  (op, ctx, actors) => {
    // The sender's own currency: deletable when it holds every unit (else refused: randomness).
    const from = sender(op, actors);
    const own = currenciesByIssuer(ctx.node.state, idOf(from));
    const pick = own[op.a % Math.max(1, own.length)];
    return pick ? deleteCurrencyTx(ctx.node, input(from, ctx, op), pick[0]) : issue(op, ctx, from, 'plain');
  },
  (op, ctx, actors) => {
    const from = sender(op, actors);
    const merchants = allMerchants(ctx.node.state);
    const to = merchants[op.to % Math.max(1, merchants.length)];
    const h = held(op, ctx, from);
    if (to === undefined) return registerMerchantTx(ctx.node, input(actors[op.to]!, ctx, op), `Shop ${op.a}`);
    return h ? paymentTx(ctx.node, input(from, ctx, op), to[0], h.currency, h.units) : issue(op, ctx, from, 'plain');
  },
  (op, ctx, actors) => registerMerchantTx(ctx.node, input(actors[op.from]!, ctx, op), `Shop ${op.a}`, op.flag ? 'open late' : ''),
  (op, ctx, actors) => {
    const merchants = allMerchants(ctx.node.state);
    const m = merchants.find(([account]) => actors.some((a) => idOf(a) === account));
    const phrase = m === undefined ? undefined : actors.find((a) => idOf(a) === m[0]);
    return phrase === undefined ? registerMerchantTx(ctx.node, input(actors[op.from]!, ctx, op), `Shop ${op.a}`) : deregisterMerchantTx(ctx.node, input(phrase, ctx, op));
  },
];
