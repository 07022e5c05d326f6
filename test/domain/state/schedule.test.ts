import { describe, expect, it } from '@jest/globals';
import { StateOverlay } from '../../../src/domain/state/overlay.js';
import type { StateSource } from '../../../src/domain/state/state.js';
import { emptyIndexTree, type AnyTable } from '../../../src/domain/state/table.js';
import { dueAt, schedule, SCHEDULE, scheduledHeight, takeDue, unschedule } from '../../../src/domain/state/schedule.js';

const empty: StateSource = { read: () => undefined, indexTree: (_t: AnyTable) => emptyIndexTree() };
const overlay = () => new StateOverlay({ height: 5, blockTimestamp: 0 }, { source: empty });

describe('schedule', () => {
  it('lists the items due at a height in owner, item order', () => {
    const s = overlay();
    schedule(s, 9, 'zeta', 'b');
    schedule(s, 9, 'alpha', 'z');
    schedule(s, 9, 'zeta', 'a');
    schedule(s, 10, 'alpha', 'a');
    expect(dueAt(s, 9).map((i) => `${i.owner}/${i.item}`)).toEqual(['alpha/z', 'zeta/a', 'zeta/b']);
    expect(dueAt(s, 10)).toEqual([{ height: 10, owner: 'alpha', item: 'a' }]);
    expect(dueAt(s, 8)).toEqual([]);
  });

  it('moves an item when it is scheduled again, and cancels it', () => {
    const s = overlay();
    schedule(s, 9, 'o', 'x');
    schedule(s, 12, 'o', 'x');
    expect(dueAt(s, 9)).toEqual([]);
    expect(scheduledHeight(s, 'o', 'x')).toBe(12);
    expect(unschedule(s, 'o', 'x')).toBe(true);
    expect(unschedule(s, 'o', 'x')).toBe(false);
    expect(dueAt(s, 12)).toEqual([]);
  });

  it('takeDue removes a due item; the record codec round-trips', () => {
    const s = overlay();
    schedule(s, 7, 'o', 'é-1');
    const [item] = dueAt(s, 7);
    takeDue(s, item!);
    expect(scheduledHeight(s, 'o', 'é-1')).toBeUndefined();
    const bytes = SCHEDULE.value.encode(item!);
    expect(SCHEDULE.value.decode(bytes, 'o\u0000é-1')).toEqual(item);
  });

  it('refuses a height that is not after the current one or outside u32, and an owner with NUL', () => {
    expect(() => schedule(overlay(), -1, 'o', 'x')).toThrow(/schedule height/);
    expect(() => schedule(overlay(), 5, 'o', 'x')).toThrow(/not after the current height 5/); // would never run
    expect(() => schedule(overlay(), 4, 'o', 'x')).toThrow(/not after/);
    expect(() => schedule(overlay(), 2 ** 32, 'o', 'x')).toThrow(/schedule height/);
    expect(() => schedule(overlay(), 6, 'o\u0000', 'x')).toThrow(/NUL/);
  });
});
