// Read functions of the accounts capability over committed state (getAccount's extras,
// getAccountLessors, tests).
import type { StateReader } from '../../domain/state/state.js';
import { ACCOUNT_INFO, ACCOUNT_LEASES, type AccountInfo, type AccountLease, type LeaseTerm } from './tables.js';
import { runningLessors } from './lease-phase.js';

export function accountInfoOf(state: StateReader, account: bigint): AccountInfo | undefined {
  return state.get(ACCOUNT_INFO, account);
}

/** The account's own lease (as lessor): current, running and next. */
export function leaseOf(state: StateReader, lessor: bigint): AccountLease | undefined {
  return state.get(ACCOUNT_LEASES, lessor);
}

/** Lessors whose lease to `lessee` runs now, in id order. */
export const lessorsOf = runningLessors;

/** A lessor and the lease of it that covers the asked height. */
export interface LessorAt {
  readonly lessor: bigint;
  readonly term: LeaseTerm;
}

/**
 * Lessors of `lessee` at `height` (>= the committed tip `tipHeight`), as the leases stand now:
 * at the tip the running leases; above it every current or next lease whose [from, to) holds
 * the height. Leases made later can still change a later height (a new next lease replaces a
 * queued one), so above the tip this is a forecast. In lessor id order.
 */
export function lessorsAt(state: StateReader, lessee: bigint, height: number, tipHeight: number): LessorAt[] {
  const found = new Map<bigint, LeaseTerm>();
  if (height <= tipHeight) {
    for (const [lessor, lease] of state.scan(ACCOUNT_LEASES, 'runningByLessee', { prefix: [lessee] })) found.set(lessor, lease.current!);
  } else {
    const covers = (term: LeaseTerm | null): term is LeaseTerm => term !== null && term.lessee === lessee && term.from <= height && height < term.to;
    for (const index of ['currentByLessee', 'nextByLessee']) {
      for (const [lessor, lease] of state.scan(ACCOUNT_LEASES, index, { prefix: [lessee] })) {
        if (covers(lease.current)) found.set(lessor, lease.current);
        else if (covers(lease.next)) found.set(lessor, lease.next);
      }
    }
  }
  return [...found.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([lessor, term]) => ({ lessor, term }));
}
