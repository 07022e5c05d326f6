// Read functions over committed state: one shuffling, and lists by stage, holding, participant or
// assignee. Newest first (creation height, then id descending). The table is held whole in memory
// (cache: 'all'), so the participant and assignee lists filter a scan rather than keep an index of
// their own (a record has up to 30 participants; a table index gives one entry per record).
import type { StateReader } from '../../domain/state/state.js';
import { HOLDING_TYPES, type HoldingRef } from '../../domain/holding-ref.js';
import { participantIndexOf, SHUFFLING_STAGES, type Shuffling, type ShufflingStage } from './records.js';
import { SHUFFLINGS } from './tables.js';

export type ShufflingRow = readonly [bigint, Shuffling];

export const isFinished = (s: Shuffling): boolean => s.stage === 'DONE' || s.stage === 'CANCELLED';

/** Sorts rows newest first (creation height, then id descending), in place. The index scans below
 * (by stage, by holding) break height ties by id ascending; callers wanting one order sort with this. */
export const newestFirst = (rows: ShufflingRow[]): ShufflingRow[] => rows.sort(([ia, a], [ib, b]) => b.height - a.height || (ia < ib ? 1 : ia > ib ? -1 : 0));

export function shufflingOf(state: StateReader, id: bigint): Shuffling | undefined {
  return state.get(SHUFFLINGS, id);
}

/** Every shuffling, newest first. */
export function allShufflings(state: StateReader): ShufflingRow[] {
  return newestFirst(state.scan(SHUFFLINGS, 'byStage'));
}

/** The shufflings in `stage`, newest first. */
export function shufflingsInStage(state: StateReader, stage: ShufflingStage): ShufflingRow[] {
  return state.scan(SHUFFLINGS, 'byStage', { prefix: [SHUFFLING_STAGES.indexOf(stage)] });
}

/** The shufflings of one holding, newest first. */
export function holdingShufflings(state: StateReader, holding: HoldingRef): ShufflingRow[] {
  return state.scan(SHUFFLINGS, 'byHolding', { prefix: [HOLDING_TYPES.indexOf(holding.type), holding.id] });
}

/** The shufflings the account takes part in (issuer included), newest first. */
export function accountShufflings(state: StateReader, account: bigint): ShufflingRow[] {
  return allShufflings(state).filter(([, s]) => participantIndexOf(s, account) >= 0);
}

/** The open shufflings whose assignee is the account (its turn to process, or it started a blame). */
export function assignedShufflings(state: StateReader, account: bigint): ShufflingRow[] {
  return allShufflings(state).filter(([, s]) => !isFinished(s) && s.assignee === account);
}
