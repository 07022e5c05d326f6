// Publishing an exchange offer (5/4): a buy side and a sell side on one currency, with their
// rates, what each may trade in total (limits), what each offers now (supplies) and an
// expiration height.
//
// Attachment (version 1): u64 currency, u64 buyRateMTA, u64 sellRateMTA, u64 totalBuyLimitQNT,
// u64 totalSellLimitQNT, u64 initialBuySupplyQNT, u64 initialSellSupplyQNT, u32
// expirationHeight. Rules: 0 < buyRate <= sellRate; each supply at most its limit; the limits
// not both 0, the supplies not both 0; expirationHeight above the current height; the currency
// active and EXCHANGEABLE (a CONTROLLABLE one: its issuer only). The offer holds the buy
// supply's coin (supply x buy rate) and the sell supply's units. An account has at most one
// offer per currency: a new one first removes the old one with its refund. It is removed, with
// the same refund, at the start of the block at its expiration height. Fee: 1 coin.
import type { Attachment, LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import { attachmentOf, type TransactionType, type TxValidationContext } from '../../domain/tx-types/registry.js';
import { MAX_LONG, MIN_TRANSACTION_FEE_MTA } from '../../domain/constants.js';
import { stateRejection, TxRejectReason } from '../../domain/errors.js';
import { adjustBalance } from '../../domain/ledger.js';
import { schedule } from '../../domain/state/schedule.js';
import { fieldCodec } from '../../domain/tx-types/attachment-fields.js';
import { checkCurrencyTx, msType, refuse, refuseNow, requireActiveCurrency } from './checks.js';
import { CurrencyTypeBit, hasBit } from './currency-type.js';
import { adjustUnits, NOT_ENOUGH_CURRENCY, nextSeq, OWNER, unitsOf } from './holdings.js';
import { EXPIRE, offerOf, removeOffer } from './offer-book.js';
import { OFFERS } from './tables.js';
import type { Currency } from './records.js';

export interface OfferAttachment extends Attachment {
  readonly currency: bigint;
  readonly buyRateMTA: bigint;
  readonly sellRateMTA: bigint;
  readonly totalBuyLimitQNT: bigint;
  readonly totalSellLimitQNT: bigint;
  readonly initialBuySupplyQNT: bigint;
  readonly initialSellSupplyQNT: bigint;
  readonly expirationHeight: number;
}

/** Coin the buy side holds. */
export function buySideCost(a: Pick<OfferAttachment, 'initialBuySupplyQNT' | 'buyRateMTA'>): bigint {
  return a.initialBuySupplyQNT * a.buyRateMTA;
}

/** Why the offer's numbers are refused anywhere (undefined when fine). */
export function offerProblem(a: Omit<OfferAttachment, 'version' | 'currency' | 'expirationHeight'>): { param: string; description: string } | undefined {
  if (a.buyRateMTA < 1n || a.buyRateMTA > MAX_LONG) return { param: 'buyRateMTA', description: 'buyRateMTA must be positive' };
  if (a.sellRateMTA < 1n || a.sellRateMTA > MAX_LONG) return { param: 'sellRateMTA', description: 'sellRateMTA must be positive' };
  if (a.buyRateMTA > a.sellRateMTA) return { param: 'buyRateMTA', description: 'buyRateMTA may not be above sellRateMTA' };
  for (const f of ['totalBuyLimitQNT', 'totalSellLimitQNT', 'initialBuySupplyQNT', 'initialSellSupplyQNT'] as const) {
    if (a[f] < 0n || a[f] > MAX_LONG) return { param: f, description: `${f} is out of range` };
  }
  if (a.initialBuySupplyQNT > a.totalBuyLimitQNT) return { param: 'initialBuySupplyQNT', description: 'initialBuySupplyQNT may not be above totalBuyLimitQNT' };
  if (a.initialSellSupplyQNT > a.totalSellLimitQNT) return { param: 'initialSellSupplyQNT', description: 'initialSellSupplyQNT may not be above totalSellLimitQNT' };
  if (a.totalBuyLimitQNT === 0n && a.totalSellLimitQNT === 0n) return { param: 'totalBuyLimitQNT', description: 'the limits may not both be 0' };
  if (a.initialBuySupplyQNT === 0n && a.initialSellSupplyQNT === 0n) return { param: 'initialBuySupplyQNT', description: 'the supplies may not both be 0' };
  if (buySideCost(a) > MAX_LONG) return { param: 'initialBuySupplyQNT', description: 'initialBuySupplyQNT x buyRateMTA is out of range' };
  return undefined;
}

/** Whether `account` may trade the currency on offers (EXCHANGEABLE; CONTROLLABLE: issuer only). */
export function exchangeProblem(c: Currency, account: bigint, forOffer: boolean): string | undefined {
  if (!hasBit(c.type, CurrencyTypeBit.EXCHANGEABLE)) return 'the currency is not EXCHANGEABLE';
  if (forOffer && hasBit(c.type, CurrencyTypeBit.CONTROLLABLE) && account !== c.issuer) return 'the currency is CONTROLLABLE: only its issuer publishes offers';
  return undefined;
}

export const publishExchangeOffer: TransactionType<OfferAttachment> = Object.freeze({
  ...msType(4, 'PublishExchangeOffer', false),
  ...fieldCodec<OfferAttachment>('PublishExchangeOffer', [
    { name: 'currency', kind: 'id' },
    { name: 'buyRateMTA', kind: 'amount' },
    { name: 'sellRateMTA', kind: 'amount' },
    { name: 'totalBuyLimitQNT', kind: 'amount' },
    { name: 'totalSellLimitQNT', kind: 'amount' },
    { name: 'initialBuySupplyQNT', kind: 'amount' },
    { name: 'initialSellSupplyQNT', kind: 'amount' },
    { name: 'expirationHeight', kind: 'height' },
  ]),
  validateStateless(tx: Transaction): void {
    const a = attachmentOf(tx, publishExchangeOffer);
    checkCurrencyTx(tx, a.currency);
    const problem = offerProblem(a);
    if (problem) refuse(problem.description, problem.param);
  },
  validate(tx: Transaction, { state }: TxValidationContext): void {
    const a = attachmentOf(tx, publishExchangeOffer);
    if (a.expirationHeight <= state.height) refuseNow(`expirationHeight must be above ${state.height}, the height of the block that would include the offer`, 'expirationHeight');
    const c = requireActiveCurrency(state, a.currency);
    const problem = exchangeProblem(c, tx.senderId, true);
    if (problem) refuseNow(problem, 'currency');
    // What the old offer holds comes back before the new one takes its holds.
    const old = offerOf(state, tx.senderId, a.currency)?.[1];
    if (unitsOf(state, tx.senderId, a.currency) + (old?.sellSupply ?? 0n) < a.initialSellSupplyQNT) {
      refuseNow('not enough units of the currency for initialSellSupplyQNT', 'initialSellSupplyQNT', TxRejectReason.NOT_ENOUGH_FUNDS, NOT_ENOUGH_CURRENCY);
    }
    const balance = (state.getAccount(tx.senderId)?.balanceMTA ?? 0n) + (old === undefined ? 0n : old.buySupply * old.buyRate);
    if (balance - tx.feeMTA < buySideCost(a)) {
      throw stateRejection(TxRejectReason.NOT_ENOUGH_FUNDS, 'not enough funds for initialBuySupplyQNT x buyRateMTA and the fee', 'initialBuySupplyQNT');
    }
  },
  reserve(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, publishExchangeOffer);
    const old = offerOf(state, tx.senderId, a.currency);
    if (old !== undefined) removeOffer(state, old[0], old[1], 'replaced');
    hold(tx, a, state);
  },
  apply(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, publishExchangeOffer);
    const old = offerOf(state, tx.senderId, a.currency);
    if (old !== undefined) removeOffer(state, old[0], old[1], 'replaced');
    hold(tx, a, state);
    state.put(OFFERS, tx.id, {
      account: tx.senderId,
      currency: a.currency,
      buyRate: a.buyRateMTA,
      sellRate: a.sellRateMTA,
      buyLimit: a.totalBuyLimitQNT,
      sellLimit: a.totalSellLimitQNT,
      buySupply: a.initialBuySupplyQNT,
      sellSupply: a.initialSellSupplyQNT,
      expirationHeight: a.expirationHeight,
      height: state.height,
      seq: nextSeq(state),
    });
    schedule(state, a.expirationHeight, OWNER, `${EXPIRE}${tx.id}`);
    state.emit({ capability: OWNER, name: 'offerPublished', transactionId: tx.id, attributes: { offer: tx.id, currency: a.currency, account: tx.senderId } });
  },
  minimumFeeMTA: () => MIN_TRANSACTION_FEE_MTA,
});

/** Takes the offer's holds: the buy supply's coin and the sell supply's units. */
function hold(tx: Transaction, a: OfferAttachment, state: LedgerState): void {
  if (a.initialBuySupplyQNT > 0n) adjustBalance(state, tx.senderId, -buySideCost(a));
  if (a.initialSellSupplyQNT > 0n) adjustUnits(state, tx.senderId, a.currency, -a.initialSellSupplyQNT, 'initialSellSupplyQNT');
}
