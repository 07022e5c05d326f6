// The block-phase work of balance leasing and the forging balance it moves (Nxt's rules, on the
// capability's block hooks and its scheduled items):
//
//   end of block h     each lease request of the block, in transaction order: a lessor without
//                      a current lease gets current = [h + delay, h + delay + period) and an item
//                      scheduled at its start; otherwise it gets next = [max(h + delay,
//                      current.to), that + period), replacing any earlier next.
//   start of block from  the current lease starts running.
//   start of block to    it stops; the next lease (if any) becomes current, running at once when
//                      it starts at this very height, else scheduled at its start. A lessor with
//                      nothing left loses its record.
//
// One scheduled item per lessor (its id), always at its next change. Forging balances: a
// lessee adds the guaranteed balance of every lessor whose lease runs; a lessor with a running
// lease forges with nothing of its own (it may still forge with leases it receives).
import type { BlockPhaseContext } from '../../domain/capability.js';
import type { LedgerState } from '../../domain/types.js';
import type { NetworkParams } from '../../domain/network-params.js';
import type { StateReader } from '../../domain/state/state.js';
import { ACCOUNTS } from '../../domain/state/accounts.js';
import { schedule } from '../../domain/state/schedule.js';
import { guaranteedBalanceMTA } from '../../domain/consensus.js';
import { StateError, StateErrorCode } from '../../domain/state/errors.js';
import { ACCOUNT_LEASES, type AccountLease, type LeaseTerm } from './tables.js';

export const OWNER = 'accounts';

function emitLease(state: LedgerState, name: string, lessor: bigint, term: LeaseTerm): void {
  state.emit({ capability: OWNER, name, attributes: { lessor, lessee: term.lessee, from: term.from, to: term.to } });
}

/** End phase: turns the block's lease requests into current and next leases. */
export function resolveLeaseRequests(state: LedgerState, ctx: BlockPhaseContext): void {
  const h = state.height;
  const delay = ctx.params.leasingDelay;
  for (const [lessor, lease] of state.scan(ACCOUNT_LEASES, 'requested')) {
    let { current, next } = lease;
    for (const request of lease.requests) {
      if (current === null) {
        current = { lessee: request.lessee, from: h + delay, to: h + delay + request.period };
        schedule(state, current.from, OWNER, lessor.toString());
        emitLease(state, 'leaseScheduled', lessor, current);
      } else {
        const from = Math.max(h + delay, current.to);
        next = { lessee: request.lessee, from, to: from + request.period };
        emitLease(state, 'leaseScheduled', lessor, next);
      }
    }
    state.put(ACCOUNT_LEASES, lessor, { current, active: lease.active, next, requests: [] });
  }
}

function inconsistent(lessor: bigint, lease: AccountLease | undefined, height: number): StateError {
  return new StateError(StateErrorCode.CORRUPT_RECORD, `lease of ${lessor} has no change due at height ${height}: ${JSON.stringify(lease, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))}`);
}

/** Begin phase: the lessor's lease starts or ends at this height (its scheduled item). */
export function runLeaseChange(state: LedgerState, item: string): void {
  const h = state.height;
  const lessor = BigInt(item);
  const lease = state.get(ACCOUNT_LEASES, lessor);
  const current = lease?.current ?? null;
  if (lease === undefined || current === null) throw inconsistent(lessor, lease, h);
  if (!lease.active && current.from === h) {
    state.put(ACCOUNT_LEASES, lessor, { ...lease, active: true });
    schedule(state, current.to, OWNER, item);
    emitLease(state, 'leaseStarted', lessor, current);
    return;
  }
  if (!lease.active || current.to !== h) throw inconsistent(lessor, lease, h);
  emitLease(state, 'leaseEnded', lessor, current);
  const next = lease.next;
  if (next === null) {
    // Requests are resolved at the end of their own block, so none is left here.
    state.delete(ACCOUNT_LEASES, lessor);
    return;
  }
  const startsNow = next.from === h;
  state.put(ACCOUNT_LEASES, lessor, { current: next, active: startsNow, next: null, requests: [] });
  schedule(state, startsNow ? next.to : next.from, OWNER, item);
  if (startsNow) emitLease(state, 'leaseStarted', lessor, next);
}

/** Lessors whose lease to `lessee` runs now, in id order. */
export function runningLessors(state: StateReader, lessee: bigint): bigint[] {
  return state.scan(ACCOUNT_LEASES, 'runningByLessee', { prefix: [lessee] }).map(([lessor]) => lessor);
}

/** The guaranteed balance a lessor lends at `height`. */
export function leasedBalanceMTA(state: StateReader, lessor: bigint, height: number, params: Pick<NetworkParams, 'guaranteedBalanceConfirmations'>): bigint {
  const account = state.get(ACCOUNTS, lessor);
  return account === undefined ? 0n : guaranteedBalanceMTA(account, height, params.guaranteedBalanceConfirmations);
}

/** The CapabilityRules.effectiveBalance hook: own balance unless leased out, plus the leases received. */
export function leasedForgingBalanceMTA(state: StateReader, accountId: bigint, balanceMTA: bigint, height: number, params: NetworkParams): bigint {
  let total = state.get(ACCOUNT_LEASES, accountId)?.active === true ? 0n : balanceMTA;
  for (const lessor of runningLessors(state, accountId)) total += leasedBalanceMTA(state, lessor, height, params);
  return total;
}
