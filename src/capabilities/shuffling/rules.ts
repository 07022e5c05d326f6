// The consensus rules of shuffling: six transaction types, one table, and the stage timeouts
// (one scheduled item per open shuffling, at the start of its deadline block).
import type { BlockPhaseContext, CapabilityRules } from '../../domain/capability.js';
import type { LedgerState } from '../../domain/types.js';
import {
  OWNER,
  runScheduled,
  shufflingCancellation,
  shufflingCreation,
  shufflingProcessing,
  shufflingRecipients,
  shufflingRegistration,
  shufflingVerification,
} from './types.js';
import { SHUFFLING_TABLES } from './tables.js';

export const shufflingRules: CapabilityRules = Object.freeze({
  name: OWNER,
  transactionTypes: Object.freeze([shufflingCreation, shufflingRegistration, shufflingProcessing, shufflingRecipients, shufflingVerification, shufflingCancellation]),
  tables: SHUFFLING_TABLES,
  onScheduled(state: LedgerState, item: string, ctx: BlockPhaseContext): void {
    runScheduled(state, item, ctx.rules.registry.hooks);
  },
});
