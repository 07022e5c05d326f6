// Read functions over committed state: one loan, offers by holding or lender, an account's
// loans as lender or borrower, a loan's repayments. Newest first (offer height, then id). The
// repayments are a history with its index on disk, read from the store (IndexPages).
import type { CommittedState, StateReader } from '../../domain/state/state.js';
import { HOLDING_TYPES, type HoldingRef } from '../../domain/holding-ref.js';
import { LOANS, LOAN_REPAYMENTS } from './tables.js';
import type { Loan, LoanRepaymentRecord, LoanState } from './records.js';

export function loanOf(state: StateReader, id: bigint): Loan | undefined {
  return state.get(LOANS, id);
}

export interface OfferFilter {
  readonly holding?: HoldingRef;
  readonly lender?: bigint;
  /** Only OFFERED loans (default true). */
  readonly openOnly?: boolean;
}

/** Offers (loans in any state unless openOnly), by principal holding and/or lender. */
export function loanOffersOf(state: StateReader, f: OfferFilter): Array<readonly [bigint, Loan]> {
  const openOnly = f.openOnly ?? true;
  let rows: Array<readonly [bigint, Loan]>;
  if (f.lender !== undefined) rows = state.scan(LOANS, 'byLender', { prefix: [f.lender] });
  else if (f.holding !== undefined) rows = state.scan(LOANS, 'byHolding', { prefix: [HOLDING_TYPES.indexOf(f.holding.type), f.holding.id] });
  else if (openOnly) rows = state.scan(LOANS, 'byState', { prefix: [0] });
  else rows = state.scan(LOANS, 'byState').sort(([ia, a], [ib, b]) => b.height - a.height || (ia < ib ? -1 : ia > ib ? 1 : 0));
  return rows.filter(
    ([, l]) =>
      (!openOnly || l.state === 'OFFERED') &&
      (f.holding === undefined || (l.principal.type === f.holding.type && l.principal.id === f.holding.id)) &&
      (f.lender === undefined || l.lender === f.lender),
  );
}

export type LoanRole = 'LENDER' | 'BORROWER' | 'ANY';

/** The account's loans as lender and/or borrower (a named borrower's offers included). */
export function accountLoans(state: StateReader, account: bigint, role: LoanRole = 'ANY', states?: readonly LoanState[]): Array<readonly [bigint, Loan]> {
  const lent = role === 'BORROWER' ? [] : state.scan(LOANS, 'byLender', { prefix: [account] });
  const borrowed = role === 'LENDER' ? [] : state.scan(LOANS, 'byBorrower', { prefix: [account] });
  const rows = [...lent, ...borrowed].sort(([ia, a], [ib, b]) => b.height - a.height || (ia < ib ? -1 : ia > ib ? 1 : 0));
  return rows.filter(([, l]) => states === undefined || states.includes(l.state));
}

/** A loan's repayments, oldest first (a loan has a few: it is read whole). */
export function repaymentsOf(state: CommittedState, loan: bigint): Promise<Array<readonly [bigint, LoanRepaymentRecord]>> {
  return state.page(LOAN_REPAYMENTS, { index: 'byLoan', prefix: [loan] });
}
