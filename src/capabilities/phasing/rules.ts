// The consensus rules of phasing: the vote and account-control types, the control's check on
// every transaction, the poll the core asks about every phased
// transaction, its tables, and the early finish at the end of each block.
import type { CapabilityRules } from '../../domain/capability.js';
import { phasingVoteCasting } from './vote.js';
import { checkAccountControl, setPhasingOnly } from './account-control.js';
import { finishEarly, OWNER, pollHooks } from './poll.js';
import { PHASING_TABLES } from './tables.js';

export const phasingRules: CapabilityRules = Object.freeze({
  name: OWNER,
  transactionTypes: Object.freeze([phasingVoteCasting, setPhasingOnly]),
  checkTransaction: checkAccountControl,
  tables: PHASING_TABLES,
  phasing: pollHooks,
  endBlock: finishEarly,
});
