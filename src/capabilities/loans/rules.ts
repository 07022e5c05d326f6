// The consensus rules of loans: four transaction types, two tables, and the scheduled work
// (offer expiries and loan maturities, at the start of their block).
import type { CapabilityRules } from '../../domain/capability.js';
import type { LedgerState } from '../../domain/types.js';
import type { BlockPhaseContext } from '../../domain/capability.js';
import { loanAcceptance, loanOffer, loanOfferCancellation, loanRepayment, OWNER, runScheduled } from './types.js';
import { LOAN_TABLES } from './tables.js';

export const loansRules: CapabilityRules = Object.freeze({
  name: OWNER,
  transactionTypes: Object.freeze([loanOffer, loanAcceptance, loanRepayment, loanOfferCancellation]),
  tables: LOAN_TABLES,
  onScheduled(state: LedgerState, item: string, ctx: BlockPhaseContext): void {
    runScheduled(state, item, ctx.rules.registry.hooks);
  },
});
