// The consensus rules of phasing: the vote and account-control types, the control's check on
// every transaction, the poll the core asks about every phased transaction, its tables, and the
// early finish at the end of each block; and Nxt's polls (poll creation and vote casting, their
// tables, and the count each poll's finish height schedules).
import type { BlockPhaseContext, CapabilityRules } from '../../domain/capability.js';
import type { LedgerState } from '../../domain/types.js';
import { phasingVoteCasting } from './vote.js';
import { checkAccountControl, setPhasingOnly } from './account-control.js';
import { finishEarly, OWNER, pollHooks } from './poll.js';
import { PHASING_TABLES } from './tables.js';
import { pollCreation } from './poll-creation.js';
import { voteCasting } from './vote-casting.js';
import { runPollFinish } from './poll-count.js';
import { POLL_TABLES } from './poll-tables.js';

export const phasingRules: CapabilityRules = Object.freeze({
  name: OWNER,
  transactionTypes: Object.freeze([pollCreation, voteCasting, phasingVoteCasting, setPhasingOnly]),
  checkTransaction: checkAccountControl,
  tables: Object.freeze([...PHASING_TABLES, ...POLL_TABLES]),
  phasing: pollHooks,
  endBlock: finishEarly,
  // Polls are phasing's only scheduled items (phased transactions are the core's).
  onScheduled(state: LedgerState, item: string, ctx: BlockPhaseContext): void {
    runPollFinish(state, item, ctx);
  },
});
