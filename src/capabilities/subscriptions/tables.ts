// Subscriptions' tables (buckets 50-51; 52-53 stay reserved for them; docs/storage.md). Where their
// indexes live (docs/architecture.md, "State"): subscriptions' in memory with the whole table (not
// scanned by the rules: one record per subscription created, each paid for with its fee);
// subscriptionPayments' on disk (persistIndexes): one record per payment attempt, a history that
// grows with the chain and that only queries read.
//
// Record formats (the key is not repeated in the value):
//   subscriptions         key: the creation transaction id; u64 payer, recipient, holding (u8
//                         kind, u64 id), varBig amount, varUint period, firstPaymentHeight,
//                         numberOfPayments, endHeight, nextDueHeight, u8 state, varUint
//                         paymentsMade, varBig totalPaid, varUint height, stateHeight
//   subscriptionPayments  key (subscription, number); varUint height, varBig amount, u8 paid
import { ByteWriter } from '../../domain/state/record-bytes.js';
import { defineTable, u64Key, type Table } from '../../domain/state/table.js';
import { decodeWith, pairKey, unpair } from '../../domain/state/pair-key.js';
import { HOLDING_TYPES } from '../../domain/holding-ref.js';
import { StateError, StateErrorCode } from '../../domain/state/errors.js';
import { SUBSCRIPTION_STATES, type Subscription, type SubscriptionPayment } from './records.js';

export const SUBSCRIPTIONS: Table<bigint, Subscription> = defineTable<bigint, Subscription>({
  name: 'subscriptions',
  bucket: 50,
  key: u64Key,
  value: {
    encode: (s: Subscription) =>
      new ByteWriter(80)
        .u64(s.payer)
        .u64(s.recipient)
        .u8(HOLDING_TYPES.indexOf(s.holding.type))
        .u64(s.holding.id)
        .varBig(s.amount)
        .varUint(s.period)
        .varUint(s.firstPaymentHeight)
        .varUint(s.numberOfPayments)
        .varUint(s.endHeight)
        .varUint(s.nextDueHeight)
        .u8(SUBSCRIPTION_STATES.indexOf(s.state))
        .varUint(s.paymentsMade)
        .varBig(s.totalPaid)
        .varUint(s.height)
        .varUint(s.stateHeight)
        .finish(),
    decode: (bytes: Uint8Array): Subscription =>
      decodeWith(bytes, (r) => {
        const payer = r.u64();
        const recipient = r.u64();
        const kind = HOLDING_TYPES[r.u8()];
        if (kind === undefined) throw new StateError(StateErrorCode.CORRUPT_RECORD, 'subscription holding kind');
        const holding = { type: kind, id: r.u64() };
        const amount = r.varBig();
        const period = r.varUint();
        const firstPaymentHeight = r.varUint();
        const numberOfPayments = r.varUint();
        const endHeight = r.varUint();
        const nextDueHeight = r.varUint();
        const state = SUBSCRIPTION_STATES[r.u8()];
        if (state === undefined) throw new StateError(StateErrorCode.CORRUPT_RECORD, 'subscription state');
        return {
          payer,
          recipient,
          holding,
          amount,
          period,
          firstPaymentHeight,
          numberOfPayments,
          endHeight,
          nextDueHeight,
          state,
          paymentsMade: r.varUint(),
          totalPaid: r.varBig(),
          height: r.varUint(),
          stateHeight: r.varUint(),
        };
      }),
  },
  cache: 'all',
  // Newest first within an account (then by id, so the order is total).
  indexes: [
    { name: 'byPayer', entry: (s: Subscription, id: bigint) => [s.payer, -s.height, id] },
    { name: 'byRecipient', entry: (s: Subscription, id: bigint) => [s.recipient, -s.height, id] },
  ],
});

export const SUBSCRIPTION_PAYMENTS: Table<bigint, SubscriptionPayment> = defineTable<bigint, SubscriptionPayment>({
  name: 'subscriptionPayments',
  bucket: 51,
  key: pairKey,
  value: {
    encode: (p: SubscriptionPayment) => new ByteWriter(24).varUint(p.height).varBig(p.amount).u8(p.paid ? 1 : 0).finish(),
    decode: (bytes: Uint8Array, key: bigint): SubscriptionPayment =>
      decodeWith(bytes, (r) => {
        const [subscription, number] = unpair(key);
        return { subscription, number: Number(number), height: r.varUint(), amount: r.varBig(), paid: r.u8() === 1 };
      }),
  },
  // History: written once per attempt, (subscription, number) with the number counting up and no
  // lapsed subscription resumed (the block pipeline writes it, nothing reads it back).
  cache: 256,
  persistIndexes: true,
  appendOnly: true,
  // Newest first within a subscription.
  indexes: [{ name: 'bySubscription', entry: (p: SubscriptionPayment) => [p.subscription, -p.number] }],
});

export const SUBSCRIPTION_TABLES = Object.freeze([SUBSCRIPTIONS, SUBSCRIPTION_PAYMENTS]);
