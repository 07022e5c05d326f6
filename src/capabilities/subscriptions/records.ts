// The records of subscriptions (plain immutable shapes; tables.ts has their codecs and indexes).
// Amounts are in the holding's smallest unit: MTA for the coin, QNT for a totem or a currency.
import type { HoldingRef } from '../../domain/holding-ref.js';

export type SubscriptionState = 'ACTIVE' | 'COMPLETED' | 'LAPSED' | 'CANCELLED';
export const SUBSCRIPTION_STATES: readonly SubscriptionState[] = ['ACTIVE', 'COMPLETED', 'LAPSED', 'CANCELLED'];

/** A subscription; the id is its creation transaction's id. */
export interface Subscription {
  readonly payer: bigint;
  readonly recipient: bigint;
  readonly holding: HoldingRef;
  /** Paid at each due height. */
  readonly amount: bigint;
  /** Blocks between two due heights. */
  readonly period: number;
  readonly firstPaymentHeight: number;
  /** The number of payments it makes in all; 0: no count (an end height, or open-ended). */
  readonly numberOfPayments: number;
  /** No payment falls due after this height; 0: none. */
  readonly endHeight: number;
  /** The height of the next payment while ACTIVE (then scheduled there); the last due height
   * (paid or failed) otherwise, or 0 when cancelled before any. */
  readonly nextDueHeight: number;
  readonly state: SubscriptionState;
  /** Payments made so far and their total. */
  readonly paymentsMade: number;
  readonly totalPaid: bigint;
  /** The creation's block height. */
  readonly height: number;
  /** The height of the last change of state (creation, completion, lapse or cancellation). */
  readonly stateHeight: number;
}

/** One payment attempt, made at a due height: paid, or failed (the lapse; nothing moved). */
export interface SubscriptionPayment {
  readonly subscription: bigint;
  /** 1, 2, ... within the subscription. */
  readonly number: number;
  readonly height: number;
  readonly amount: bigint;
  readonly paid: boolean;
}
