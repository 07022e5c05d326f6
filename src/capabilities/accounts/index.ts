// Accounts: account info (setAccountInfo) and effective-balance leasing (leaseBalance,
// getAccountLessors), with their getAccount fields. docs/accounts.md.
import type { Capability } from '../capability.js';
import { INFO_AND_LEASING_HANDLERS } from '../../api/handlers/accounts/info-and-leasing.js';
import { ACCOUNT_EXTRAS } from '../../api/handlers/accounts/account-extras.js';
import { accountsRules } from './rules.js';
import { accountInfoOf, leaseOf, lessorsAt, lessorsOf } from './queries.js';

export const accounts: Capability = Object.freeze({
  ...accountsRules,
  queries: { accountInfoOf, leaseOf, lessorsOf, lessorsAt },
  handlers: INFO_AND_LEASING_HANDLERS,
  accountExtras: ACCOUNT_EXTRAS,
});
