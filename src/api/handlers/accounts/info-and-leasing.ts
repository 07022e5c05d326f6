// The operations of the accounts capability (account info and balance leasing), registered by
// the capability (src/capabilities/accounts/index.ts), not by the core ACCOUNTS table beside it.
import type { NodeApiContext } from '../../context.js';
import type { HandlerTable } from '../../types.js';
import { getAccountLessors } from './getAccountLessors.js';
import { leaseBalance } from './leaseBalance.js';
import { setAccountInfo } from './setAccountInfo.js';

export const INFO_AND_LEASING_HANDLERS: HandlerTable<NodeApiContext> = {
  setAccountInfo,
  leaseBalance,
  getAccountLessors,
};
