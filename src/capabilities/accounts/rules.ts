// The consensus rules of the accounts capability: account info and effective-balance leasing,
// their two tables, the end-of-block resolution of lease requests, the scheduled lease starts
// and ends, and the forging balance a running lease moves from lessor to lessee.
import type { CapabilityRules } from '../../domain/capability.js';
import { accountInfo } from './account-info.js';
import { effectiveBalanceLeasing } from './leasing.js';
import { leasedForgingBalanceMTA, OWNER, resolveLeaseRequests, runLeaseChange } from './lease-phase.js';
import { ACCOUNT_INFO, ACCOUNT_LEASES } from './tables.js';

export const accountsRules: CapabilityRules = Object.freeze({
  name: OWNER,
  transactionTypes: Object.freeze([accountInfo, effectiveBalanceLeasing]),
  tables: Object.freeze([ACCOUNT_INFO, ACCOUNT_LEASES]),
  endBlock: resolveLeaseRequests,
  onScheduled: runLeaseChange,
  effectiveBalance: leasedForgingBalanceMTA,
});
