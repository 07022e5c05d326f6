// Subscription creation (12/0): the sender (payer) subscribes the transaction's recipient to
// recurring payments of `amount` of a holding (the coin, a totem or a currency), every `period`
// blocks from `firstPaymentHeight`, either `numberOfPayments` times, or up to `endHeight`, or
// until cancelled or lapsed. Nothing is reserved: each payment is taken when it falls due
// (payments.ts). Fee: 1 coin.
//
// Attachment (version 1): u8 holdingType (0 coin, 1 totem, 2 currency), u64 holding, u64 amount,
// u32 period, u32 firstPaymentHeight, u32 numberOfPayments (0: none), u32 endHeight (0: none).
// JSON: holdingType "COIN"|"TOTEM"|"CURRENCY", holding (id string, "0" for the coin), amount
// (decimal string), period, firstPaymentHeight, numberOfPayments, endHeight (numbers).
import type { Attachment, LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import type { ByteReader, ByteWriter } from '../../domain/bytes.js';
import { attachmentOf, type TransactionType, type TxValidationContext } from '../../domain/tx-types/registry.js';
import type { RegistryHooks } from '../../domain/tx-types/hooks.js';
import { MAX_LONG, MIN_TRANSACTION_FEE_MTA } from '../../domain/constants.js';
import { invalidParameter, TxRejectReason } from '../../domain/errors.js';
import { checkHoldingRef, holdingExists, holdingRefFromJSON, holdingRefToJSON, readHoldingRef, writeHoldingRef, type HoldingRef } from '../../domain/holding-ref.js';
import { schedule } from '../../domain/state/schedule.js';
import { MAX_FIRST_PAYMENT_DELAY, MAX_PAYMENTS, MAX_PERIOD, OWNER, refuse, refuseNow, subscriptionType, UNKNOWN_HOLDING } from './checks.js';
import { SUBSCRIPTIONS } from './tables.js';

export interface SubscriptionCreationAttachment extends Attachment {
  readonly holding: HoldingRef;
  readonly amount: bigint;
  readonly period: number;
  readonly firstPaymentHeight: number;
  readonly numberOfPayments: number;
  readonly endHeight: number;
}

const NAME = 'SubscriptionCreation';

function checkVersion(version: number): void {
  if (version !== 1) throw invalidParameter(`unsupported ${NAME} attachment version ${version}`, 'attachment');
}

function u32FromJSON(json: Readonly<Record<string, unknown>>, name: string, optional: boolean): number {
  const v = json[name];
  if (v === undefined && optional) return 0;
  const n = typeof v === 'string' && /^[0-9]{1,10}$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 0xffffffff) throw invalidParameter(`${name} must be a non-negative integer`, name);
  return n;
}

export const subscriptionCreation: TransactionType<SubscriptionCreationAttachment> = Object.freeze({
  ...subscriptionType(0, NAME, true),
  parseAttachment(r: ByteReader, version: number): SubscriptionCreationAttachment {
    checkVersion(version);
    const holding = readHoldingRef(r, 'holding');
    return { version, holding, amount: r.u64(), period: r.u32(), firstPaymentHeight: r.u32(), numberOfPayments: r.u32(), endHeight: r.u32() };
  },
  writeAttachment(w: ByteWriter, a: SubscriptionCreationAttachment): void {
    writeHoldingRef(w, a.holding);
    w.u64(a.amount).u32(a.period).u32(a.firstPaymentHeight).u32(a.numberOfPayments).u32(a.endHeight);
  },
  attachmentFromJSON(json: Readonly<Record<string, unknown>>, version: number): SubscriptionCreationAttachment {
    checkVersion(version);
    const amount = json['amount'];
    if (typeof amount !== 'string' || !/^[0-9]{1,19}$/.test(amount) || BigInt(amount) > MAX_LONG) throw invalidParameter('amount must be a decimal string', 'amount');
    return {
      version,
      holding: holdingRefFromJSON(json, 'holding'),
      amount: BigInt(amount),
      period: u32FromJSON(json, 'period', false),
      firstPaymentHeight: u32FromJSON(json, 'firstPaymentHeight', false),
      numberOfPayments: u32FromJSON(json, 'numberOfPayments', true),
      endHeight: u32FromJSON(json, 'endHeight', true),
    };
  },
  attachmentToJSON(a: SubscriptionCreationAttachment): Record<string, unknown> {
    return {
      ...holdingRefToJSON(a.holding, 'holding'),
      amount: a.amount.toString(),
      period: a.period,
      firstPaymentHeight: a.firstPaymentHeight,
      numberOfPayments: a.numberOfPayments,
      endHeight: a.endHeight,
    };
  },
  validateStateless(tx: Transaction): void {
    const a = attachmentOf(tx, subscriptionCreation);
    if (tx.amountMTA !== 0n) refuse('a subscription creation carries no coin amount', 'amountMTA', TxRejectReason.INVALID_AMOUNT);
    if (tx.recipientId === tx.senderId) refuse('a subscription pays another account', 'recipient', TxRejectReason.INVALID_RECIPIENT);
    checkHoldingRef(a.holding, 'holding');
    if (a.amount < 1n || a.amount > MAX_LONG) refuse('amount must be positive', 'amount');
    if (a.period < 1) refuse('period must be at least 1 block', 'period');
    if (a.period > MAX_PERIOD) refuse(`period must be at most ${MAX_PERIOD} blocks`, 'period');
    if (a.firstPaymentHeight < 1) refuse('firstPaymentHeight is required', 'firstPaymentHeight');
    if (a.numberOfPayments !== 0 && a.endHeight !== 0) refuse('give numberOfPayments or endHeight, not both', 'endHeight');
    if (a.numberOfPayments > MAX_PAYMENTS) refuse(`numberOfPayments must be at most ${MAX_PAYMENTS}`, 'numberOfPayments');
    if (a.endHeight !== 0 && a.endHeight < a.firstPaymentHeight) refuse('endHeight must not come before firstPaymentHeight', 'endHeight');
  },
  validate(tx: Transaction, { state, hooks }: TxValidationContext): void {
    const a = attachmentOf(tx, subscriptionCreation);
    if (!holdingExists(state, hooks, a.holding)) refuseNow(`unknown ${a.holding.type.toLowerCase()} ${a.holding.id}`, 'holding', TxRejectReason.INVALID_ATTACHMENT, UNKNOWN_HOLDING);
    if (a.firstPaymentHeight <= state.height) refuseNow(`firstPaymentHeight must be above the including block's height ${state.height}`, 'firstPaymentHeight');
    if (a.firstPaymentHeight > state.height + MAX_FIRST_PAYMENT_DELAY) refuseNow(`firstPaymentHeight must be at most ${MAX_FIRST_PAYMENT_DELAY} blocks ahead`, 'firstPaymentHeight');
  },
  apply(tx: Transaction, state: LedgerState, _hooks?: RegistryHooks): void {
    const a = attachmentOf(tx, subscriptionCreation);
    state.getOrCreateAccount(tx.recipientId);
    state.put(SUBSCRIPTIONS, tx.id, {
      payer: tx.senderId,
      recipient: tx.recipientId,
      holding: a.holding,
      amount: a.amount,
      period: a.period,
      firstPaymentHeight: a.firstPaymentHeight,
      numberOfPayments: a.numberOfPayments,
      endHeight: a.endHeight,
      nextDueHeight: a.firstPaymentHeight,
      state: 'ACTIVE',
      paymentsMade: 0,
      totalPaid: 0n,
      height: state.height,
      stateHeight: state.height,
    });
    schedule(state, a.firstPaymentHeight, OWNER, tx.id.toString());
    state.emit({ capability: OWNER, name: 'created', transactionId: tx.id, attributes: { payer: tx.senderId, recipient: tx.recipientId, holdingType: a.holding.type, holding: a.holding.id, amount: a.amount, firstPaymentHeight: a.firstPaymentHeight } });
  },
  minimumFeeMTA: () => MIN_TRANSACTION_FEE_MTA,
});
