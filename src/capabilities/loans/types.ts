// The four loan transaction types (type 11, tag LOANS): LoanOffer 11/0, LoanAcceptance 11/1,
// LoanRepayment 11/2, LoanOfferCancellation 11/3. The design, with its state table, fees and
// limits: docs/loans.md.
//
// Attachments (version 1):
//   LoanOffer              u8+u64 principal (holding-ref.ts), u64 principalAmount, u8
//                          interestType (0 FIXED, 1 BPS), u64 interestValue, u32 duration, u8+u64
//                          collateral, u64 collateralAmount, u64 borrower (0 anyone), u32
//                          expirationHeight (0 none)
//   LoanAcceptance         u64 loan
//   LoanRepayment          u64 loan, u64 amount
//   LoanOfferCancellation  u64 loan
// None carries a coin amount or a recipient. Fee: 1 coin each.
import type { Attachment, LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import type { ByteReader, ByteWriter } from '../../domain/bytes.js';
import type { RegistryHooks } from '../../domain/tx-types/hooks.js';
import { attachmentOf, type TransactionType, type TxValidationContext } from '../../domain/tx-types/registry.js';
import { MAX_LONG, MIN_TRANSACTION_FEE_MTA } from '../../domain/constants.js';
import { invalidParameter, stateRejection, TransactionRejectedError, TxRejectReason } from '../../domain/errors.js';
import { fieldCodec } from '../../domain/tx-types/attachment-fields.js';
import { parseUnsignedId } from '../../domain/ids.js';
import {
  adjustHoldingOf,
  checkHoldingRef,
  holdingExists,
  holdingRefFromJSON,
  holdingRefToJSON,
  movableOf,
  readHoldingRef,
  writeHoldingRef,
  type HoldingRef,
} from '../../domain/holding-ref.js';
import { schedule, unschedule } from '../../domain/state/schedule.js';
import { INTEREST_TYPES, owedOf, type InterestType, type Loan } from './records.js';
import { LOANS, LOAN_REPAYMENTS } from './tables.js';

/** The owner name of the loans' scheduled items and events. */
export const OWNER = 'loans';
/** Scheduled items: an offer's expiry, a loan's maturity. */
export const EXPIRE = 'expire:';
export const MATURE = 'mature:';

/** The longest loan: 366 days of one-minute blocks. */
export const MAX_LOAN_DURATION = 366 * 1440;
/** The highest interest in basis points (1000% of the principal). */
export const MAX_INTEREST_BPS = 100_000n;

export interface LoanOfferAttachment extends Attachment {
  readonly principal: HoldingRef;
  readonly principalAmount: bigint;
  readonly interestType: InterestType;
  readonly interestValue: bigint;
  readonly duration: number;
  readonly collateral: HoldingRef;
  readonly collateralAmount: bigint;
  readonly borrower: bigint;
  readonly expirationHeight: number;
}
export interface LoanRefAttachment extends Attachment {
  readonly loan: bigint;
}
export interface LoanRepaymentAttachment extends LoanRefAttachment {
  readonly amount: bigint;
}

function refuse(description: string, param: string, reason = TxRejectReason.INVALID_ATTACHMENT): never {
  throw new TransactionRejectedError(reason, description, param);
}
function refuseNow(description: string, param: string, reason = TxRejectReason.INVALID_ATTACHMENT): never {
  throw stateRejection(reason, description, param);
}

/** The interest an offer's terms give, in the principal's holding. */
export function interestOf(a: Pick<LoanOfferAttachment, 'interestType' | 'interestValue' | 'principalAmount'>): bigint {
  return a.interestType === 'FIXED' ? a.interestValue : (a.principalAmount * a.interestValue) / 10_000n;
}

function loanType(subtype: number, name: string) {
  return { type: 11, subtype, name, attachmentName: name, tags: Object.freeze(['LOANS']), canHaveRecipient: false, mustHaveRecipient: false } as const;
}

function noCoinAmount(tx: Transaction): void {
  if (tx.amountMTA !== 0n) refuse('this transaction carries no coin amount', 'amountMTA', TxRejectReason.INVALID_AMOUNT);
}

/** Fee included: what the sender may move of `h` for this transaction. */
function available(state: LedgerState, hooks: RegistryHooks | undefined, h: HoldingRef, tx: Transaction): bigint {
  return movableOf(state, hooks, h, tx.senderId) - (h.type === 'COIN' ? tx.feeMTA : 0n);
}

/** The loan named by `loan`, or errorCode 7 naming it. */
export function requireLoan(state: LedgerState, id: bigint): Loan {
  const l = state.get(LOANS, id);
  if (l === undefined) refuseNow(`unknown loan ${id}`, 'loan');
  return l;
}

function amountParam(name: string, value: unknown): bigint {
  if (typeof value !== 'string' || !/^[0-9]{1,19}$/.test(value)) throw invalidParameter(`${name} must be a decimal string`, name);
  const v = BigInt(value);
  if (v > MAX_LONG) throw invalidParameter(`${name} out of range`, name);
  return v;
}
function heightParam(name: string, value: unknown, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 0xffffffff) throw invalidParameter(`${name} must be a height`, name);
  return value;
}
function checkVersion(version: number): void {
  if (version !== 1) throw invalidParameter(`unsupported LoanOffer attachment version ${version}`, 'attachment');
}

export const loanOffer: TransactionType<LoanOfferAttachment> = Object.freeze({
  ...loanType(0, 'LoanOffer'),
  parseAttachment(r: ByteReader, version: number): LoanOfferAttachment {
    checkVersion(version);
    const principal = readHoldingRef(r, 'principal');
    const principalAmount = r.u64();
    const it = r.u8();
    const interestType = INTEREST_TYPES[it];
    if (interestType === undefined) throw invalidParameter(`unknown interest type ${it}`, 'interestType');
    return {
      version,
      principal,
      principalAmount,
      interestType,
      interestValue: r.u64(),
      duration: r.u32(),
      collateral: readHoldingRef(r, 'collateral'),
      collateralAmount: r.u64(),
      borrower: r.u64(),
      expirationHeight: r.u32(),
    };
  },
  writeAttachment(w: ByteWriter, a: LoanOfferAttachment): void {
    writeHoldingRef(w, a.principal);
    w.u64(a.principalAmount).u8(INTEREST_TYPES.indexOf(a.interestType)).u64(a.interestValue).u32(a.duration);
    writeHoldingRef(w, a.collateral);
    w.u64(a.collateralAmount).u64(a.borrower).u32(a.expirationHeight);
  },
  attachmentFromJSON(json: Readonly<Record<string, unknown>>, version: number): LoanOfferAttachment {
    checkVersion(version);
    const interestType = json['interestType'];
    if (interestType !== 'FIXED' && interestType !== 'BPS') throw invalidParameter('interestType must be FIXED or BPS', 'interestType');
    const borrower = json['borrower'];
    return {
      version,
      principal: holdingRefFromJSON(json, 'principal'),
      principalAmount: amountParam('principalAmount', json['principalAmount']),
      interestType,
      interestValue: amountParam('interestValue', json['interestValue']),
      duration: heightParam('duration', json['duration']),
      collateral: holdingRefFromJSON(json, 'collateral'),
      collateralAmount: amountParam('collateralAmount', json['collateralAmount']),
      borrower: borrower === undefined || borrower === '0' ? 0n : parseUnsignedId(String(borrower), 'borrower'),
      expirationHeight: heightParam('expirationHeight', json['expirationHeight'], 0),
    };
  },
  attachmentToJSON(a: LoanOfferAttachment): Record<string, unknown> {
    return {
      ...holdingRefToJSON(a.principal, 'principal'),
      principalAmount: a.principalAmount.toString(),
      interestType: a.interestType,
      interestValue: a.interestValue.toString(),
      duration: a.duration,
      ...holdingRefToJSON(a.collateral, 'collateral'),
      collateralAmount: a.collateralAmount.toString(),
      borrower: a.borrower.toString(),
      expirationHeight: a.expirationHeight,
    };
  },
  validateStateless(tx: Transaction): void {
    const a = attachmentOf(tx, loanOffer);
    noCoinAmount(tx);
    checkHoldingRef(a.principal, 'principal');
    checkHoldingRef(a.collateral, 'collateral');
    if (a.principalAmount < 1n || a.principalAmount > MAX_LONG) refuse('principalAmount must be positive', 'principalAmount');
    if (a.collateralAmount < 1n || a.collateralAmount > MAX_LONG) refuse('collateralAmount must be positive', 'collateralAmount');
    if (a.duration < 1) refuse('duration must be at least 1 block', 'duration');
    if (a.duration > MAX_LOAN_DURATION) refuse(`duration too long: at most ${MAX_LOAN_DURATION} blocks`, 'duration');
    if (a.interestType === 'BPS' && a.interestValue > MAX_INTEREST_BPS) refuse(`interestValue in basis points may be at most ${MAX_INTEREST_BPS}`, 'interestValue');
    if (a.interestValue < 0n || a.interestValue > MAX_LONG || a.principalAmount + interestOf(a) > MAX_LONG) refuse('principalAmount + interest is out of range', 'interestValue');
    if (a.borrower === tx.senderId) refuse('the lender may not name itself as borrower', 'borrower');
  },
  validate(tx: Transaction, { state, hooks }: TxValidationContext): void {
    const a = attachmentOf(tx, loanOffer);
    if (a.expirationHeight !== 0 && a.expirationHeight <= state.height) refuseNow(`expirationHeight must be 0 or above ${state.height}, the height of the block that would include the offer`, 'expirationHeight');
    if (!holdingExists(state, hooks, a.principal)) refuseNow(`unknown ${a.principal.type.toLowerCase()} ${a.principal.id}`, 'principal');
    if (!holdingExists(state, hooks, a.collateral)) refuseNow(`unknown ${a.collateral.type.toLowerCase()} ${a.collateral.id}`, 'collateral');
    if (available(state, hooks, a.principal, tx) < a.principalAmount) refuseNow('not enough of the principal holding to reserve principalAmount', 'principalAmount', TxRejectReason.NOT_ENOUGH_FUNDS);
  },
  reserve(tx: Transaction, state: LedgerState, hooks?: RegistryHooks): void {
    const a = attachmentOf(tx, loanOffer);
    adjustHoldingOf(state, hooks, a.principal, tx.senderId, -a.principalAmount, 'principalAmount');
  },
  release(tx: Transaction, state: LedgerState, hooks?: RegistryHooks): void {
    const a = attachmentOf(tx, loanOffer);
    adjustHoldingOf(state, hooks, a.principal, tx.senderId, a.principalAmount, 'principalAmount');
  },
  apply(tx: Transaction, state: LedgerState, hooks?: RegistryHooks): void {
    const a = attachmentOf(tx, loanOffer);
    adjustHoldingOf(state, hooks, a.principal, tx.senderId, -a.principalAmount, 'principalAmount');
    state.put(LOANS, tx.id, {
      lender: tx.senderId,
      borrower: a.borrower,
      principal: a.principal,
      principalAmount: a.principalAmount,
      interestType: a.interestType,
      interestValue: a.interestValue,
      interest: interestOf(a),
      duration: a.duration,
      collateral: a.collateral,
      collateralAmount: a.collateralAmount,
      expirationHeight: a.expirationHeight,
      state: 'OFFERED',
      height: state.height,
      acceptedHeight: 0,
      maturityHeight: 0,
      repaid: 0n,
      closedHeight: 0,
    });
    if (a.expirationHeight !== 0) schedule(state, a.expirationHeight, OWNER, `${EXPIRE}${tx.id}`);
    state.emit({ capability: OWNER, name: 'loanOffered', transactionId: tx.id, attributes: { loan: tx.id, lender: tx.senderId } });
  },
  minimumFeeMTA: () => MIN_TRANSACTION_FEE_MTA,
});

/** An OFFERED loan the sender may accept (errorCode 7 naming `loan` otherwise). */
function acceptable(tx: Transaction, state: LedgerState, id: bigint): Loan {
  const l = requireLoan(state, id);
  if (l.state !== 'OFFERED') refuseNow(`loan ${id} is ${l.state}, not OFFERED`, 'loan');
  if (l.expirationHeight !== 0 && l.expirationHeight <= state.height) refuseNow(`the offer expired at height ${l.expirationHeight}`, 'loan');
  if (l.lender === tx.senderId) refuseNow('a borrower may not accept their own offer', 'loan');
  if (l.borrower !== 0n && l.borrower !== tx.senderId) refuseNow('the offer names another borrower', 'loan');
  return l;
}

export const loanAcceptance: TransactionType<LoanRefAttachment> = Object.freeze({
  ...loanType(1, 'LoanAcceptance'),
  ...fieldCodec<LoanRefAttachment>('LoanAcceptance', [{ name: 'loan', kind: 'id' }]),
  validateStateless(tx: Transaction): void {
    noCoinAmount(tx);
  },
  validate(tx: Transaction, { state, hooks }: TxValidationContext): void {
    const l = acceptable(tx, state, attachmentOf(tx, loanAcceptance).loan);
    if (!holdingExists(state, hooks, l.collateral)) refuseNow('the collateral holding no longer exists', 'loan');
    if (available(state, hooks, l.collateral, tx) < l.collateralAmount) refuseNow('not enough of the collateral holding to lock the collateral', 'loan', TxRejectReason.NOT_ENOUGH_FUNDS);
  },
  reserve(tx: Transaction, state: LedgerState, hooks?: RegistryHooks): void {
    const l = requireLoan(state, attachmentOf(tx, loanAcceptance).loan);
    adjustHoldingOf(state, hooks, l.collateral, tx.senderId, -l.collateralAmount, 'loan');
  },
  release(tx: Transaction, state: LedgerState, hooks?: RegistryHooks): void {
    const l = requireLoan(state, attachmentOf(tx, loanAcceptance).loan);
    adjustHoldingOf(state, hooks, l.collateral, tx.senderId, l.collateralAmount, 'loan');
  },
  apply(tx: Transaction, state: LedgerState, hooks?: RegistryHooks): void {
    const id = attachmentOf(tx, loanAcceptance).loan;
    const l = acceptable(tx, state, id);
    adjustHoldingOf(state, hooks, l.collateral, tx.senderId, -l.collateralAmount, 'loan');
    adjustHoldingOf(state, hooks, l.principal, tx.senderId, l.principalAmount, 'loan');
    const maturityHeight = state.height + l.duration;
    state.put(LOANS, id, { ...l, borrower: tx.senderId, state: 'ACTIVE', acceptedHeight: state.height, maturityHeight });
    if (l.expirationHeight !== 0) unschedule(state, OWNER, `${EXPIRE}${id}`);
    schedule(state, maturityHeight, OWNER, `${MATURE}${id}`);
    state.emit({ capability: OWNER, name: 'loanAccepted', transactionId: tx.id, attributes: { loan: id, lender: l.lender, borrower: tx.senderId } });
  },
  minimumFeeMTA: () => MIN_TRANSACTION_FEE_MTA,
});

/** An ACTIVE loan of the sender's (errorCode 7 naming `loan` otherwise). */
function repayable(tx: Transaction, state: LedgerState, id: bigint, amount: bigint): Loan {
  const l = requireLoan(state, id);
  if (l.state !== 'ACTIVE') refuseNow(`loan ${id} is ${l.state}, not ACTIVE`, 'loan');
  if (l.borrower !== tx.senderId) refuseNow('a repayment of someone else\'s loan', 'loan');
  const left = owedOf(l) - l.repaid;
  if (amount > left) refuseNow(`amount may be at most ${left}, what is still owed`, 'amount');
  return l;
}

export const loanRepayment: TransactionType<LoanRepaymentAttachment> = Object.freeze({
  ...loanType(2, 'LoanRepayment'),
  ...fieldCodec<LoanRepaymentAttachment>('LoanRepayment', [
    { name: 'loan', kind: 'id' },
    { name: 'amount', kind: 'amount' },
  ]),
  validateStateless(tx: Transaction): void {
    noCoinAmount(tx);
    const a = attachmentOf(tx, loanRepayment);
    if (a.amount < 1n) refuse('amount must be positive', 'amount');
  },
  validate(tx: Transaction, { state, hooks }: TxValidationContext): void {
    const a = attachmentOf(tx, loanRepayment);
    const l = repayable(tx, state, a.loan, a.amount);
    if (available(state, hooks, l.principal, tx) < a.amount) refuseNow('not enough of the principal holding for amount', 'amount', TxRejectReason.NOT_ENOUGH_FUNDS);
  },
  reserve(tx: Transaction, state: LedgerState, hooks?: RegistryHooks): void {
    const a = attachmentOf(tx, loanRepayment);
    adjustHoldingOf(state, hooks, requireLoan(state, a.loan).principal, tx.senderId, -a.amount, 'amount');
  },
  release(tx: Transaction, state: LedgerState, hooks?: RegistryHooks): void {
    const a = attachmentOf(tx, loanRepayment);
    adjustHoldingOf(state, hooks, requireLoan(state, a.loan).principal, tx.senderId, a.amount, 'amount');
  },
  apply(tx: Transaction, state: LedgerState, hooks?: RegistryHooks): void {
    const a = attachmentOf(tx, loanRepayment);
    const l = repayable(tx, state, a.loan, a.amount);
    adjustHoldingOf(state, hooks, l.principal, tx.senderId, -a.amount, 'amount');
    adjustHoldingOf(state, hooks, l.principal, l.lender, a.amount, 'amount');
    const repaid = l.repaid + a.amount;
    state.put(LOAN_REPAYMENTS, tx.id, { loan: a.loan, borrower: tx.senderId, lender: l.lender, amount: a.amount, height: state.height, timestamp: state.blockTimestamp });
    if (repaid === owedOf(l)) {
      adjustHoldingOf(state, hooks, l.collateral, tx.senderId, l.collateralAmount, 'loan');
      state.put(LOANS, a.loan, { ...l, repaid, state: 'REPAID', closedHeight: state.height });
      unschedule(state, OWNER, `${MATURE}${a.loan}`);
      state.emit({ capability: OWNER, name: 'loanRepaid', transactionId: tx.id, attributes: { loan: a.loan, lender: l.lender, borrower: tx.senderId } });
    } else {
      state.put(LOANS, a.loan, { ...l, repaid });
      state.emit({ capability: OWNER, name: 'loanPartlyRepaid', transactionId: tx.id, attributes: { loan: a.loan, amount: a.amount } });
    }
  },
  minimumFeeMTA: () => MIN_TRANSACTION_FEE_MTA,
});

function cancellable(tx: Transaction, state: LedgerState, id: bigint): Loan {
  const l = requireLoan(state, id);
  if (l.lender !== tx.senderId) refuseNow('only the lender cancels an offer', 'loan');
  if (l.state !== 'OFFERED') refuseNow(`loan ${id} is ${l.state}, not OFFERED`, 'loan');
  return l;
}

export const loanOfferCancellation: TransactionType<LoanRefAttachment> = Object.freeze({
  ...loanType(3, 'LoanOfferCancellation'),
  ...fieldCodec<LoanRefAttachment>('LoanOfferCancellation', [{ name: 'loan', kind: 'id' }]),
  validateStateless(tx: Transaction): void {
    noCoinAmount(tx);
  },
  validate(tx: Transaction, { state }: TxValidationContext): void {
    cancellable(tx, state, attachmentOf(tx, loanOfferCancellation).loan);
  },
  apply(tx: Transaction, state: LedgerState, hooks?: RegistryHooks): void {
    const id = attachmentOf(tx, loanOfferCancellation).loan;
    const l = cancellable(tx, state, id);
    adjustHoldingOf(state, hooks, l.principal, l.lender, l.principalAmount, 'loan');
    state.put(LOANS, id, { ...l, state: 'CANCELLED', closedHeight: state.height });
    if (l.expirationHeight !== 0) unschedule(state, OWNER, `${EXPIRE}${id}`);
    state.emit({ capability: OWNER, name: 'loanCancelled', transactionId: tx.id, attributes: { loan: id, lender: l.lender } });
  },
  minimumFeeMTA: () => MIN_TRANSACTION_FEE_MTA,
});

/** Runs a scheduled item: an offer's expiry or a loan's maturity (start of the block). */
export function runScheduled(state: LedgerState, item: string, hooks: RegistryHooks): void {
  if (item.startsWith(EXPIRE)) {
    const id = BigInt(item.slice(EXPIRE.length));
    const l = state.get(LOANS, id);
    if (l === undefined || l.state !== 'OFFERED') return;
    adjustHoldingOf(state, hooks, l.principal, l.lender, l.principalAmount, 'loan');
    state.put(LOANS, id, { ...l, state: 'EXPIRED', closedHeight: state.height });
    state.emit({ capability: OWNER, name: 'loanExpired', attributes: { loan: id, lender: l.lender } });
  } else if (item.startsWith(MATURE)) {
    const id = BigInt(item.slice(MATURE.length));
    const l = state.get(LOANS, id);
    if (l === undefined || l.state !== 'ACTIVE') return;
    // The whole collateral goes to the lender, who keeps what was repaid (docs/loans.md).
    adjustHoldingOf(state, hooks, l.collateral, l.lender, l.collateralAmount, 'loan');
    state.put(LOANS, id, { ...l, state: 'DEFAULTED', closedHeight: state.height });
    state.emit({ capability: OWNER, name: 'loanDefaulted', attributes: { loan: id, lender: l.lender, borrower: l.borrower } });
  }
}
