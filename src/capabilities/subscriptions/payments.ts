// The payments: at each due height, at the start of the block (its begin phase), the payer pays
// the recipient the amount; the payment is recorded and the next due height scheduled, or the
// subscription is COMPLETED after its last payment (its count reached, or the next due height
// past its end height). A payer whose movable holding does not cover the amount (coin: balance;
// a totem: units outside open asks; a currency: units outside exchange offers) pays nothing: the
// attempt is recorded as failed and the subscription is LAPSED (no retry). Each due payment is one
// scheduled item at its height, so a block's cost is the number of payments due then.
import type { BlockPhaseContext } from '../../domain/capability.js';
import type { LedgerState } from '../../domain/types.js';
import type { RegistryHooks } from '../../domain/tx-types/hooks.js';
import { adjustHoldingOf, movableOf } from '../../domain/holding-ref.js';
import { pair } from '../../domain/state/pair-key.js';
import { schedule } from '../../domain/state/schedule.js';
import { OWNER } from './checks.js';
import { SUBSCRIPTION_PAYMENTS, SUBSCRIPTIONS } from './tables.js';
import type { Subscription } from './records.js';

/** Whether the subscription has made its last payment after `paid` payments at `height`. */
function finished(s: Subscription, paid: number, height: number): boolean {
  if (s.numberOfPayments !== 0 && paid >= s.numberOfPayments) return true;
  return s.endHeight !== 0 && height + s.period > s.endHeight;
}

/** onScheduled: makes (or fails) the payment of subscription `item` due at this height. */
export function runPayment(state: LedgerState, item: string, ctx: BlockPhaseContext): void {
  if (!/^[0-9]{1,20}$/.test(item)) return;
  const id = BigInt(item);
  const s = state.get(SUBSCRIPTIONS, id);
  if (s === undefined || s.state !== 'ACTIVE') return;
  pay(state, ctx.rules.registry.hooks, id, s);
}

function pay(state: LedgerState, hooks: RegistryHooks, id: bigint, s: Subscription): void {
  const height = state.height;
  const number = s.paymentsMade + 1;
  if (movableOf(state, hooks, s.holding, s.payer) < s.amount) {
    state.put(SUBSCRIPTION_PAYMENTS, pair(id, BigInt(number)), { subscription: id, number, height, amount: s.amount, paid: false });
    state.put(SUBSCRIPTIONS, id, { ...s, nextDueHeight: height, state: 'LAPSED', stateHeight: height });
    state.emit({ capability: OWNER, name: 'lapsed', attributes: { subscription: id, payer: s.payer, amount: s.amount } });
    return;
  }
  adjustHoldingOf(state, hooks, s.holding, s.payer, -s.amount, 'amount');
  adjustHoldingOf(state, hooks, s.holding, s.recipient, s.amount, 'amount');
  state.put(SUBSCRIPTION_PAYMENTS, pair(id, BigInt(number)), { subscription: id, number, height, amount: s.amount, paid: true });
  const done = finished(s, number, height);
  state.put(SUBSCRIPTIONS, id, {
    ...s,
    paymentsMade: number,
    totalPaid: s.totalPaid + s.amount,
    nextDueHeight: done ? height : height + s.period,
    ...(done ? { state: 'COMPLETED' as const, stateHeight: height } : {}),
  });
  if (!done) schedule(state, height + s.period, OWNER, id.toString());
  state.emit({ capability: OWNER, name: 'paid', attributes: { subscription: id, payer: s.payer, recipient: s.recipient, amount: s.amount, number } });
  if (done) state.emit({ capability: OWNER, name: 'completed', attributes: { subscription: id } });
}
