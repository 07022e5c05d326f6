// Loans (tag LOANS): collateralised lending of the coin, a currency or a totem. docs/loans.md.
import type { Capability } from '../capability.js';
import { LOAN_HANDLERS } from '../../api/handlers/loans/index.js';
import { loansRules } from './rules.js';
import * as queries from './queries.js';
import { loansHeldCoin } from './held-coin.js';

export const loans: Capability = Object.freeze({
  ...loansRules,
  heldCoin: loansHeldCoin,
  queries: {
    loanOf: queries.loanOf,
    loanOffersOf: queries.loanOffersOf,
    accountLoans: queries.accountLoans,
    repaymentsOf: queries.repaymentsOf,
  },
  handlers: LOAN_HANDLERS,
});
