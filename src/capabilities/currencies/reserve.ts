// Reserves: crowdfunding a RESERVABLE currency before its issuance height (5/1), the resolution
// at that height, and claiming a CLAIMABLE currency's units back for their coin (5/2).
//
// Reserve increase attachment (version 1): u64 currency, u64 amountPerUnitMTA. The founder
// pledges amountPerUnitMTA per unit of the reserve supply: reserveSupply x amountPerUnitMTA coin
// leaves its balance at once (the mempool holds it too). Only before the issuance height.
// Resolution (the block phase at the issuance height, before its transactions): when the
// pledged reserve per unit reaches the minimum, the founders share reserveSupply -
// initialSupply units in proportion to their pledges (rounded down; the issuer gets the
// rounding leftover) and the supply becomes reserveSupply; the issuer receives the coin unless
// the currency is CLAIMABLE, where the coin stays as the units' backing. Otherwise every
// founder gets its coin back, the issuer's initial units are burnt and the currency is deleted.
// Reserve claim attachment (version 1): u64 currency, u64 unitsQNT. Burns the units and pays
// unitsQNT x the reserve per unit. Only once active, only CLAIMABLE. Fee: 1 coin each.
import type { Attachment, LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import { attachmentOf, type TransactionType, type TxValidationContext } from '../../domain/tx-types/registry.js';
import { MAX_LONG, MIN_TRANSACTION_FEE_MTA } from '../../domain/constants.js';
import { stateRejection, TxRejectReason } from '../../domain/errors.js';
import { adjustBalance } from '../../domain/ledger.js';
import { pair } from '../../domain/state/pair-key.js';
import { fieldCodec } from '../../domain/tx-types/attachment-fields.js';
import { checkCurrencyTx, isActive, msType, refuse, refuseNow, requireActiveCurrency, requireCurrency } from './checks.js';
import { CurrencyTypeBit, hasBit } from './currency-type.js';
import { adjustUnits, OWNER, unitsOf } from './holdings.js';
import { deleteCurrency } from './removal.js';
import { RESOLVE_PREFIX } from './resolve-item.js';
import { CURRENCIES, FOUNDERS } from './tables.js';
import type { Currency, Founder } from './records.js';

/** Prefix of the scheduled item that resolves a reservable currency at its issuance height. */
export const RESOLVE = RESOLVE_PREFIX;

export interface ReserveIncreaseAttachment extends Attachment {
  readonly currency: bigint;
  readonly amountPerUnitMTA: bigint;
}

export interface ReserveClaimAttachment extends Attachment {
  readonly currency: bigint;
  readonly unitsQNT: bigint;
}

/** Coin a reserve increase takes: the reserve supply x the amount per unit. */
export function reserveCost(c: Currency, amountPerUnit: bigint): bigint {
  return c.reserveSupply * amountPerUnit;
}

export const reserveIncrease: TransactionType<ReserveIncreaseAttachment> = Object.freeze({
  ...msType(1, 'ReserveIncrease', false),
  ...fieldCodec<ReserveIncreaseAttachment>('ReserveIncrease', [
    { name: 'currency', kind: 'id' },
    { name: 'amountPerUnitMTA', kind: 'amount' },
  ]),
  validateStateless(tx: Transaction): void {
    const a = attachmentOf(tx, reserveIncrease);
    checkCurrencyTx(tx, a.currency);
    if (a.amountPerUnitMTA < 1n || a.amountPerUnitMTA > MAX_LONG) refuse('amountPerUnitMTA must be positive', 'amountPerUnitMTA');
  },
  validate(tx: Transaction, { state }: TxValidationContext): void {
    const a = attachmentOf(tx, reserveIncrease);
    const c = requireCurrency(state, a.currency);
    if (!hasBit(c.type, CurrencyTypeBit.RESERVABLE)) refuse(`currency ${a.currency} is not RESERVABLE`, 'currency');
    if (isActive(c, state.height)) refuseNow(`currency ${a.currency} is already active: its reserve can no longer grow`, 'currency');
    const cost = reserveCost(c, a.amountPerUnitMTA);
    if (cost > MAX_LONG) refuse('reserveSupplyQNT x amountPerUnitMTA is out of range', 'amountPerUnitMTA', TxRejectReason.OVERFLOW);
    const balance = state.getAccount(tx.senderId)?.balanceMTA ?? 0n;
    if (balance - tx.feeMTA < cost) throw stateRejection(TxRejectReason.NOT_ENOUGH_FUNDS, `not enough funds: the pledge takes ${cost} MTA besides the fee`, 'amountPerUnitMTA');
  },
  reserve(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, reserveIncrease);
    adjustBalance(state, tx.senderId, -reserveCost(requireCurrency(state, a.currency), a.amountPerUnitMTA));
  },
  apply(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, reserveIncrease);
    const c = requireCurrency(state, a.currency);
    adjustBalance(state, tx.senderId, -reserveCost(c, a.amountPerUnitMTA));
    state.put(CURRENCIES, a.currency, { ...c, currentReservePerUnit: c.currentReservePerUnit + a.amountPerUnitMTA });
    const key = pair(a.currency, tx.senderId);
    const before = state.get(FOUNDERS, key);
    state.put(FOUNDERS, key, { currency: a.currency, account: tx.senderId, amountPerUnit: (before?.amountPerUnit ?? 0n) + a.amountPerUnitMTA, height: before?.height ?? state.height });
    state.emit({ capability: OWNER, name: 'reserveIncreased', transactionId: tx.id, attributes: { currency: a.currency, account: tx.senderId, amountPerUnitMTA: a.amountPerUnitMTA } });
  },
  minimumFeeMTA: () => MIN_TRANSACTION_FEE_MTA,
});

export const reserveClaim: TransactionType<ReserveClaimAttachment> = Object.freeze({
  ...msType(2, 'ReserveClaim', false),
  ...fieldCodec<ReserveClaimAttachment>('ReserveClaim', [
    { name: 'currency', kind: 'id' },
    { name: 'unitsQNT', kind: 'amount' },
  ]),
  validateStateless(tx: Transaction): void {
    const a = attachmentOf(tx, reserveClaim);
    checkCurrencyTx(tx, a.currency, a.unitsQNT);
  },
  validate(tx: Transaction, { state }: TxValidationContext): void {
    const a = attachmentOf(tx, reserveClaim);
    const c = requireActiveCurrency(state, a.currency);
    if (!hasBit(c.type, CurrencyTypeBit.CLAIMABLE)) refuse(`currency ${a.currency} is not CLAIMABLE`, 'currency');
    if (unitsOf(state, tx.senderId, a.currency) < a.unitsQNT) refuseNow('not enough units of the currency', 'unitsQNT', TxRejectReason.NOT_ENOUGH_FUNDS, 'NOT_ENOUGH_CURRENCY');
  },
  reserve(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, reserveClaim);
    adjustUnits(state, tx.senderId, a.currency, -a.unitsQNT);
  },
  release(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, reserveClaim);
    adjustUnits(state, tx.senderId, a.currency, a.unitsQNT);
  },
  apply(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, reserveClaim);
    const c = requireCurrency(state, a.currency);
    adjustUnits(state, tx.senderId, a.currency, -a.unitsQNT);
    state.put(CURRENCIES, a.currency, { ...c, currentSupply: c.currentSupply - a.unitsQNT });
    adjustBalance(state, tx.senderId, a.unitsQNT * c.currentReservePerUnit);
    state.emit({ capability: OWNER, name: 'reserveClaimed', transactionId: tx.id, attributes: { currency: a.currency, account: tx.senderId, unitsQNT: a.unitsQNT } });
  },
  minimumFeeMTA: () => MIN_TRANSACTION_FEE_MTA,
});

export function foundersOf(state: LedgerState, currency: bigint): Founder[] {
  return state.scan(FOUNDERS, 'byCurrency', { prefix: [currency] }).map(([, f]) => f);
}

/** Gives every founder its pledge back and forgets the founders (failed crowdfunding, or the
 * deletion of a currency that is not active yet). */
export function refundFounders(state: LedgerState, c: Currency, currency: bigint): void {
  for (const f of foundersOf(state, currency)) {
    adjustBalance(state, f.account, c.reserveSupply * f.amountPerUnit);
    state.delete(FOUNDERS, pair(currency, f.account));
  }
}

/** The scheduled resolution of a crowdfunded currency at its issuance height. */
export function runResolution(state: LedgerState, item: string): boolean {
  if (!item.startsWith(RESOLVE)) return false;
  const currency = BigInt(item.slice(RESOLVE.length));
  const c = state.get(CURRENCIES, currency);
  if (c === undefined) return true;
  if (c.currentReservePerUnit < c.minReservePerUnit) {
    refundFounders(state, c, currency);
    state.emit({ capability: OWNER, name: 'crowdfundingFailed', attributes: { currency, reservePerUnitMTA: c.currentReservePerUnit } });
    deleteCurrency(state, currency, c);
    return true;
  }
  const founders = foundersOf(state, currency);
  const total = founders.reduce((sum, f) => sum + f.amountPerUnit, 0n);
  const remaining = c.reserveSupply - c.initialSupply;
  let handedOut = c.initialSupply;
  for (const f of founders) {
    const units = (remaining * f.amountPerUnit) / total;
    if (units > 0n) adjustUnits(state, f.account, currency, units);
    handedOut += units;
    state.delete(FOUNDERS, pair(currency, f.account));
  }
  if (c.reserveSupply > handedOut) adjustUnits(state, c.issuer, currency, c.reserveSupply - handedOut);
  if (!hasBit(c.type, CurrencyTypeBit.CLAIMABLE)) adjustBalance(state, c.issuer, total * c.reserveSupply);
  state.put(CURRENCIES, currency, { ...c, currentSupply: c.reserveSupply });
  state.emit({ capability: OWNER, name: 'crowdfundingSucceeded', attributes: { currency, reservePerUnitMTA: c.currentReservePerUnit, founders: founders.length } });
  return true;
}
