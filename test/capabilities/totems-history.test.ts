// A holding's history (src/capabilities/totems/history.ts), kept as bytes: built step by step
// with recordHistory it holds exactly what a plain recomputation holds (the window's entries plus
// the last one at or before its start), quantityAtHeight and lastHistoryHeight read it back, and
// a holding record round-trips through its codec.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { EMPTY_HISTORY, historyEntries, lastHistoryHeight, quantityAtHeight, recordHistory } from '../../src/capabilities/totems/history.js';
import { HOLDINGS, pair } from '../../src/capabilities/totems/tables.js';

type Entries = Array<readonly [number, bigint]>;

/** The rule spelled out plainly. */
function naive(history: Entries, height: number, quantity: bigint, windowStart: number): Entries {
  const out: Entries = history.filter(([h]) => h !== height).concat([[height, quantity]]);
  const lastAtOrBefore = out.filter(([h]) => h <= windowStart).at(-1);
  return out.filter(([h]) => h > windowStart || (lastAtOrBefore !== undefined && h === lastAtOrBefore[0]));
}

function naiveAt(history: Entries, height: number): bigint {
  return history.filter(([h]) => h <= height).at(-1)?.[1] ?? 0n;
}

describe('holding history', () => {
  it('keeps the window plus the entry before it, and reads back any height', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ step: fc.nat({ max: 3 }), quantity: fc.bigInt({ min: 0n, max: 10n ** 17n }) }), { minLength: 1, maxLength: 80 }),
        fc.integer({ min: 1, max: 12 }),
        (steps, window) => {
          let bytes = EMPTY_HISTORY;
          let expected: Entries = [];
          let height = 1;
          for (const { step, quantity } of steps) {
            height += step;
            bytes = recordHistory(bytes, height, quantity, height - 1 - window);
            expected = naive(expected, height, quantity, height - 1 - window);
            expect(historyEntries(bytes)).toEqual(expected);
            expect(lastHistoryHeight(bytes)).toBe(height);
            for (let h = height - 1 - window; h <= height; h++) expect(quantityAtHeight(bytes, h)).toBe(naiveAt(expected, h));
          }
        },
      ),
      { seed: 3, numRuns: 200 },
    );
  });

  it('round-trips through a holding record; refuses entries out of height order', () => {
    let history = EMPTY_HISTORY;
    for (let h = 1; h <= 30; h++) history = recordHistory(history, h, BigInt(h) * 1_000_000_007n, h - 11);
    const holding = { account: 7n, totem: 9n, quantity: 30_000_000_210n, available: 5n, history, lastChange: 30 };
    const bytes = HOLDINGS.value.encode(holding);
    const decoded = HOLDINGS.value.decode(bytes, pair(7n, 9n));
    expect(decoded).toEqual(holding);
    expect(HOLDINGS.value.encode(decoded)).toEqual(bytes);
    expect(lastHistoryHeight(EMPTY_HISTORY)).toBe(0);
    expect(() => historyEntries(Uint8Array.of(5, 1, 5, 1))).toThrow(/height order/);
  });
});
