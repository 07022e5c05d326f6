// Subscription cancellation (12/1): the payer or the recipient ends an ACTIVE subscription; its
// next payment is unscheduled. Anyone else, an unknown subscription or one no longer ACTIVE:
// errorCode 7 naming subscription. A payment due at the cancellation's own height is made first
// (scheduled work runs at the start of the block, before its transactions). The pool marks it
// cancelled in its pending state, so a second pending cancellation is refused (a cancellation is
// therefore not phased). Fee: 1 coin.
// Attachment (version 1): u64 subscription (JSON: subscription, an id string).
import type { Attachment, LedgerState } from '../../domain/types.js';
import type { Transaction } from '../../domain/transaction.js';
import { attachmentOf, type TransactionType, type TxValidationContext } from '../../domain/tx-types/registry.js';
import { MIN_TRANSACTION_FEE_MTA } from '../../domain/constants.js';
import { TxRejectReason } from '../../domain/errors.js';
import { fieldCodec } from '../../domain/tx-types/attachment-fields.js';
import { unschedule } from '../../domain/state/schedule.js';
import { OWNER, refuse, refuseNow, requireSubscription, subscriptionType } from './checks.js';
import { SUBSCRIPTIONS } from './tables.js';

export interface SubscriptionCancellationAttachment extends Attachment {
  readonly subscription: bigint;
}

export const NOT_SUBSCRIPTION_PARTY = 'NOT_SUBSCRIPTION_PARTY';
export const SUBSCRIPTION_NOT_ACTIVE = 'SUBSCRIPTION_NOT_ACTIVE';

const NAME = 'SubscriptionCancellation';

export const subscriptionCancellation: TransactionType<SubscriptionCancellationAttachment> = Object.freeze({
  ...subscriptionType(1, NAME, false),
  ...fieldCodec<SubscriptionCancellationAttachment>(NAME, [{ name: 'subscription', kind: 'id' }]),
  validateStateless(tx: Transaction): void {
    const a = attachmentOf(tx, subscriptionCancellation);
    if (tx.amountMTA !== 0n) refuse('a subscription cancellation carries no coin amount', 'amountMTA', TxRejectReason.INVALID_AMOUNT);
    if (a.subscription === 0n) refuse('subscription is required', 'subscription');
  },
  validate(tx: Transaction, { state }: TxValidationContext): void {
    const a = attachmentOf(tx, subscriptionCancellation);
    const s = requireSubscription(state, a.subscription);
    if (tx.senderId !== s.payer && tx.senderId !== s.recipient) {
      refuseNow('only the payer or the recipient may cancel the subscription', 'subscription', TxRejectReason.INVALID_ATTACHMENT, NOT_SUBSCRIPTION_PARTY);
    }
    if (s.state !== 'ACTIVE') refuseNow(`the subscription is ${s.state}, not ACTIVE`, 'subscription', TxRejectReason.INVALID_ATTACHMENT, SUBSCRIPTION_NOT_ACTIVE);
  },
  /** Marks it cancelled in the mempool's pending state, so a second pending cancellation (by the
   * payer and the recipient at once) is refused at once instead of failing in a block. */
  reserve(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, subscriptionCancellation);
    const s = state.get(SUBSCRIPTIONS, a.subscription);
    if (s !== undefined) state.put(SUBSCRIPTIONS, a.subscription, { ...s, state: 'CANCELLED' });
  },
  apply(tx: Transaction, state: LedgerState): void {
    const a = attachmentOf(tx, subscriptionCancellation);
    const s = requireSubscription(state, a.subscription);
    unschedule(state, OWNER, a.subscription.toString());
    state.put(SUBSCRIPTIONS, a.subscription, { ...s, state: 'CANCELLED', stateHeight: state.height });
    state.emit({ capability: OWNER, name: 'cancelled', transactionId: tx.id, attributes: { subscription: a.subscription, by: tx.senderId } });
  },
  minimumFeeMTA: () => MIN_TRANSACTION_FEE_MTA,
});
