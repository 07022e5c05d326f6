// The consensus rules of phasing: the vote type, the poll the core asks about every phased
// transaction, its tables, and the early finish at the end of each block.
import type { CapabilityRules } from '../../domain/capability.js';
import { phasingVoteCasting } from './vote.js';
import { finishEarly, OWNER, pollHooks } from './poll.js';
import { PHASING_TABLES } from './tables.js';

export const phasingRules: CapabilityRules = Object.freeze({
  name: OWNER,
  transactionTypes: Object.freeze([phasingVoteCasting]),
  tables: PHASING_TABLES,
  phasing: pollHooks,
  endBlock: finishEarly,
});
