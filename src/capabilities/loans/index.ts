// Loans (tag LOANS): collateralised lending of the coin, a currency or a totem. docs/loans.md.
import type { Capability } from '../capability.js';

export const loans: Capability = Object.freeze({
  name: 'loans',
});
