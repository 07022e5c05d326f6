// What the subscription types share: their owner name (scheduled items, events), limits, the
// spec's error names and the refusal helpers.
import type { StateReader } from '../../domain/state/state.js';
import { stateRejection, TransactionRejectedError, TxRejectReason } from '../../domain/errors.js';
import { SUBSCRIPTIONS } from './tables.js';
import type { Subscription } from './records.js';

/** The capability's name: the owner of its scheduled items and its events. */
export const OWNER = 'subscriptions';

/** The longest period: 14 days of one-minute blocks (docs/subscriptions.md). */
export const MAX_PERIOD = 20_160;
/** The first payment falls due at most this many blocks after the creation's block. */
export const MAX_FIRST_PAYMENT_DELAY = MAX_PERIOD;
/** The most payments a counted subscription may make. */
export const MAX_PAYMENTS = 1_000_000;

export const UNKNOWN_SUBSCRIPTION = 'UNKNOWN_SUBSCRIPTION';
export const UNKNOWN_HOLDING = 'UNKNOWN_HOLDING';

export function refuse(description: string, param: string, reason = TxRejectReason.INVALID_ATTACHMENT): never {
  throw new TransactionRejectedError(reason, description, param);
}

/** A refusal that depends on the state (another chain or a later height may accept it). */
export function refuseNow(description: string, param: string, reason = TxRejectReason.INVALID_ATTACHMENT, errorName?: string): never {
  throw stateRejection(reason, description, param, errorName);
}

/** The subscription, or UNKNOWN_SUBSCRIPTION (errorCode 7) naming `param`. */
export function requireSubscription(state: StateReader, id: bigint, param = 'subscription'): Subscription {
  const s = state.get(SUBSCRIPTIONS, id);
  if (s === undefined) refuseNow(`unknown subscription ${id}`, param, TxRejectReason.INVALID_ATTACHMENT, UNKNOWN_SUBSCRIPTION);
  return s;
}

/** The fields both types share (type 12, their name as attachment name, tag SUBSCRIPTIONS). */
export function subscriptionType(subtype: number, name: string, hasRecipient: boolean) {
  return { type: 12, subtype, name, attachmentName: name, tags: Object.freeze(['SUBSCRIPTIONS']), canHaveRecipient: hasRecipient, mustHaveRecipient: hasRecipient } as const;
}
