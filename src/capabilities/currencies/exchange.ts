// Exchange buy (5/5) and sell (5/6): immediate-or-cancel fills against the offers; nothing
// rests. Attachment (version 1): u64 currency, u64 rateMTA, u64 unitsQNT.
//
// A sell takes the seller's units and walks the buy sides with a rate at or above its own, best
// rate first, then the oldest offer: each fill is min(what remains, the side's supply, its
// limit) at the offer's rate. The offer's owner gets the units, and they go on to its sell side
// (its supply grows, up to its limit; the rest goes to the owner's holding); the seller gets
// the coin the buy side held. Unsold units go back to the seller.
// A buy takes units x rate of the buyer's coin and walks the sell sides with a rate at or below
// its own, lowest first: the buyer gets the units, the owner gets fill x sell rate, of which
// the part the buy side may take back (its supply grows, up to its limit) stays held at the
// buy rate. What the buyer did not spend is refunded.
// Fills are recorded (getExchanges). Fee: 1 coin each.
import type { Attachment, LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import { attachmentOf, type TransactionType, type TxValidationContext } from '../../domain/tx-types/registry.js';
import { MAX_LONG, MIN_TRANSACTION_FEE_MTA } from '../../domain/constants.js';
import { stateRejection, TxRejectReason } from '../../domain/errors.js';
import { adjustBalance } from '../../domain/ledger.js';
import { pair } from '../../domain/state/pair-key.js';
import { fieldCodec } from '../../domain/tx-types/attachment-fields.js';
import { checkCurrencyTx, msType, refuse, refuseNow, requireActiveCurrency } from './checks.js';
import { adjustUnits, NOT_ENOUGH_CURRENCY, nextSeq, OWNER, unitsOf } from './holdings.js';
import { exchangeProblem } from './offers.js';
import { EXCHANGES, OFFERS } from './tables.js';
import type { ExchangeSide, Offer } from './records.js';

export interface ExchangeAttachment extends Attachment {
  readonly currency: bigint;
  readonly rateMTA: bigint;
  readonly unitsQNT: bigint;
}

const min = (a: bigint, b: bigint): bigint => (a < b ? a : b);

function record(tx: Transaction, state: LedgerState, offer: bigint, o: Offer, side: ExchangeSide, units: bigint, rate: bigint): void {
  const seller = side === 'sell' ? tx.senderId : o.account;
  const buyer = side === 'sell' ? o.account : tx.senderId;
  state.put(EXCHANGES, pair(tx.id, offer), { transaction: tx.id, offer, currency: o.currency, seller, buyer, units, rate, side, height: state.height, seq: nextSeq(state), timestamp: state.blockTimestamp });
  state.emit({ capability: OWNER, name: 'exchange', transactionId: tx.id, attributes: { offer, currency: o.currency, seller, buyer, unitsQNT: units, rateMTA: rate } });
}

/** How many offers one read of a book takes: a request usually fills one or a few. */
const BATCH = 8;

/**
 * The book's offers, best first, read a few at a time so a request costs what it fills, not the
 * depth of the book. The caller fills each offer it is given; a filled offer either ends the
 * request (nothing left to fill) or leaves the book (its side's supply or limit is used up), so
 * reading the book again from its start continues exactly after the offers already given.
 */
function* bestOffers(state: LedgerState, book: 'buyBook' | 'sellBook', currency: bigint): Generator<readonly [bigint, Offer]> {
  for (;;) {
    const batch = state.scan(OFFERS, book, { prefix: [currency], limit: BATCH });
    yield* batch;
    if (batch.length < BATCH) return;
  }
}

/** Sells `units` to the buy sides; returns the units left unsold and the coin earned. */
function fillSell(tx: Transaction, state: LedgerState, a: ExchangeAttachment): { left: bigint; earned: bigint } {
  let left = a.unitsQNT;
  let earned = 0n;
  for (const [id, o] of bestOffers(state, 'buyBook', a.currency)) {
    if (left === 0n || o.buyRate < a.rateMTA) break;
    const fill = min(left, min(o.buySupply, o.buyLimit));
    const intoSell = min(fill, o.sellLimit - o.sellSupply > 0n ? o.sellLimit - o.sellSupply : 0n);
    state.put(OFFERS, id, { ...o, buySupply: o.buySupply - fill, buyLimit: o.buyLimit - fill, sellSupply: o.sellSupply + intoSell });
    if (fill > intoSell) adjustUnits(state, o.account, a.currency, fill - intoSell);
    earned += fill * o.buyRate;
    left -= fill;
    record(tx, state, id, o, 'sell', fill, o.buyRate);
  }
  return { left, earned };
}

/** Buys `units` from the sell sides; returns the units bought and the coin spent. */
function fillBuy(tx: Transaction, state: LedgerState, a: ExchangeAttachment): { bought: bigint; spent: bigint } {
  let left = a.unitsQNT;
  let spent = 0n;
  for (const [id, o] of bestOffers(state, 'sellBook', a.currency)) {
    if (left === 0n || o.sellRate > a.rateMTA) break;
    const fill = min(left, min(o.sellSupply, o.sellLimit));
    const intoBuy = min(fill, o.buyLimit - o.buySupply > 0n ? o.buyLimit - o.buySupply : 0n);
    state.put(OFFERS, id, { ...o, sellSupply: o.sellSupply - fill, sellLimit: o.sellLimit - fill, buySupply: o.buySupply + intoBuy });
    adjustBalance(state, o.account, fill * o.sellRate - intoBuy * o.buyRate);
    spent += fill * o.sellRate;
    left -= fill;
    record(tx, state, id, o, 'buy', fill, o.sellRate);
  }
  if (left < a.unitsQNT) adjustUnits(state, tx.senderId, a.currency, a.unitsQNT - left);
  return { bought: a.unitsQNT - left, spent };
}

function exchangeType(side: ExchangeSide, subtype: number, name: string): TransactionType<ExchangeAttachment> {
  const type: TransactionType<ExchangeAttachment> = Object.freeze({
    ...msType(subtype, name, false),
    ...fieldCodec<ExchangeAttachment>(name, [
      { name: 'currency', kind: 'id' },
      { name: 'rateMTA', kind: 'amount' },
      { name: 'unitsQNT', kind: 'amount' },
    ]),
    validateStateless(tx: Transaction): void {
      const a = attachmentOf(tx, type);
      checkCurrencyTx(tx, a.currency, a.unitsQNT);
      if (a.rateMTA < 1n || a.rateMTA > MAX_LONG) refuse('rateMTA must be positive', 'rateMTA');
      if (a.unitsQNT * a.rateMTA > MAX_LONG) refuse('unitsQNT x rateMTA is out of range', 'rateMTA', TxRejectReason.OVERFLOW);
    },
    validate(tx: Transaction, { state }: TxValidationContext): void {
      const a = attachmentOf(tx, type);
      const problem = exchangeProblem(requireActiveCurrency(state, a.currency), tx.senderId, false);
      if (problem) refuseNow(problem, 'currency');
      if (side === 'sell') {
        if (unitsOf(state, tx.senderId, a.currency) < a.unitsQNT) refuseNow('not enough units of the currency', 'unitsQNT', TxRejectReason.NOT_ENOUGH_FUNDS, NOT_ENOUGH_CURRENCY);
      } else {
        const balance = state.getAccount(tx.senderId)?.balanceMTA ?? 0n;
        if (balance - tx.feeMTA < a.unitsQNT * a.rateMTA) throw stateRejection(TxRejectReason.NOT_ENOUGH_FUNDS, 'not enough funds for unitsQNT x rateMTA and the fee', 'unitsQNT');
      }
    },
    reserve(tx: Transaction, state: LedgerState): void {
      const a = attachmentOf(tx, type);
      if (side === 'sell') adjustUnits(state, tx.senderId, a.currency, -a.unitsQNT);
      else adjustBalance(state, tx.senderId, -(a.unitsQNT * a.rateMTA));
    },
    release(tx: Transaction, state: LedgerState): void {
      const a = attachmentOf(tx, type);
      if (side === 'sell') adjustUnits(state, tx.senderId, a.currency, a.unitsQNT);
      else adjustBalance(state, tx.senderId, a.unitsQNT * a.rateMTA);
    },
    apply(tx: Transaction, state: LedgerState): void {
      const a = attachmentOf(tx, type);
      if (side === 'sell') {
        adjustUnits(state, tx.senderId, a.currency, -a.unitsQNT);
        const { left, earned } = fillSell(tx, state, a);
        if (left > 0n) adjustUnits(state, tx.senderId, a.currency, left);
        if (earned > 0n) adjustBalance(state, tx.senderId, earned);
      } else {
        const held = a.unitsQNT * a.rateMTA;
        adjustBalance(state, tx.senderId, -held);
        const { spent } = fillBuy(tx, state, a);
        if (held > spent) adjustBalance(state, tx.senderId, held - spent);
      }
    },
    minimumFeeMTA: () => MIN_TRANSACTION_FEE_MTA,
  });
  return type;
}

export const exchangeBuy = exchangeType('buy', 5, 'ExchangeBuy');
export const exchangeSell = exchangeType('sell', 6, 'ExchangeSell');
