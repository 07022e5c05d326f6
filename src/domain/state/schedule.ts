// Work scheduled for a later height (phasing finish heights, shuffling timeouts, lease starts
// and ends, subscription payments, crowdfunding results). A core table, so scheduling is a write
// like any other: it goes into the block's batch and undo record and is popped with the block.
// At the start of each block the pipeline takes the items due at its height (in owner, item
// order) and hands each to its owner's onScheduled hook.
import { StateError, StateErrorCode } from './errors.js';
import { ByteReader, ByteWriter } from './record-bytes.js';
import type { StateReader, StateWriter } from './state.js';
import { defineTable, stringKey, type Table } from './table.js';

export interface ScheduledItem {
  readonly height: number;
  /** The capability whose onScheduled hook runs it. */
  readonly owner: string;
  /** The owner's own reference (e.g. a shuffling id); unique per owner. */
  readonly item: string;
}

const writer = new ByteWriter(128);
const text = new TextEncoder();
const utf8 = new TextDecoder('utf-8', { fatal: true });

function scheduleKey(owner: string, item: string): string {
  if (owner.includes('\u0000')) throw new StateError(StateErrorCode.OUT_OF_RANGE, `scheduler owner ${JSON.stringify(owner)} contains NUL`);
  return `${owner}\u0000${item}`;
}

// Held whole with its index in memory: the block pipeline scans the items due at each height, and
// an item is deleted once it runs, so the table is what is pending, not a history.
export const SCHEDULE: Table<string, ScheduledItem> = defineTable<string, ScheduledItem>({
  name: 'schedule',
  bucket: 21,
  key: stringKey,
  value: {
    encode(value: ScheduledItem): Uint8Array {
      return writer.reset().u32(value.height).lengthPrefixed(text.encode(value.owner)).lengthPrefixed(text.encode(value.item)).finish();
    },
    decode(bytes: Uint8Array): ScheduledItem {
      const r = new ByteReader(bytes);
      const height = r.u32();
      const owner = utf8.decode(r.lengthPrefixed());
      const item = utf8.decode(r.lengthPrefixed());
      r.end();
      return { height, owner, item };
    },
  },
  cache: 'all',
  indexes: [{ name: 'due', entry: (value: ScheduledItem) => [value.height, value.owner, value.item] }],
});

/** Schedules (or moves) the owner's item to run at the start of the block at `height`, which
 * must come after the state's own height: the items of a height are taken at its start, so an
 * item for the current height (or an earlier one) would never run. */
export function schedule(state: StateWriter & { readonly height: number }, height: number, owner: string, item: string): void {
  if (!Number.isInteger(height) || height <= state.height || height > 0xffffffff) {
    throw new StateError(StateErrorCode.OUT_OF_RANGE, `schedule height ${height} is not after the current height ${state.height}`);
  }
  state.put(SCHEDULE, scheduleKey(owner, item), { height, owner, item });
}

/** Cancels the owner's item; true when it was scheduled. */
export function unschedule(state: StateWriter, owner: string, item: string): boolean {
  const key = scheduleKey(owner, item);
  if (state.get(SCHEDULE, key) === undefined) return false;
  state.delete(SCHEDULE, key);
  return true;
}

/** The height the owner's item is scheduled at, if it is. */
export function scheduledHeight(state: StateReader, owner: string, item: string): number | undefined {
  return state.get(SCHEDULE, scheduleKey(owner, item))?.height;
}

/** Items due at exactly this height, in owner, item order. */
export function dueAt(state: StateReader, height: number): ScheduledItem[] {
  return state.scan(SCHEDULE, 'due', { prefix: [height] }).map(([, value]) => value);
}

/** Removes a due item before it runs (the pipeline does this, so an item runs once). */
export function takeDue(state: StateWriter, item: ScheduledItem): void {
  state.delete(SCHEDULE, scheduleKey(item.owner, item.item));
}
