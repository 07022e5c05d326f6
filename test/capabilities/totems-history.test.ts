// A holding's history (src/capabilities/totems/history.ts): a tail in the holding record and
// chunks in the totemHistory table. Built block by block with recordHistory (each block its own
// overlay, committed to a memory store), it holds exactly what a plain recomputation holds
// within the window, reads back the quantity at every height of the window, keeps no chunk that
// nothing can ask for, and a holding record round-trips through its codec.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { EMPTY_HISTORY, entriesOf, historyEntries, lastHeightOf, quantityAtHeight, recordHistory, TAIL_ENTRIES, type HistoryParts } from '../../src/capabilities/totems/history.js';
import { HISTORY_CHUNKS, HOLDINGS, pair } from '../../src/capabilities/totems/tables.js';
import { MemoryStore } from '../domain/fakes.js';

type Entries = Array<readonly [number, bigint]>;

function naiveAt(history: Entries, height: number): bigint {
  return history.filter(([h]) => h <= height).at(-1)?.[1] ?? 0n;
}

const [ACCOUNT, TOTEM] = [7n, 9n];

describe('holding history', () => {
  it('answers every height of the window as the full history would, keeping few chunks', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ step: fc.nat({ max: 3 }), quantity: fc.bigInt({ min: 0n, max: 10n ** 17n }) }), { minLength: 1, maxLength: 150 }),
        fc.integer({ min: 1, max: 40 }),
        (steps, window) => {
          const store = new MemoryStore();
          let parts: HistoryParts = { tail: EMPTY_HISTORY, firstChunk: 0, chunks: 0 };
          const full: Entries = [];
          let height = 1;
          for (const { step, quantity } of steps) {
            height += step;
            const state = store.beginBlock(height, height * 5);
            const windowStart = height - 1 - window;
            parts = recordHistory(state, ACCOUNT, TOTEM, parts, height, quantity, windowStart);
            store.commit(state);
            if (full.at(-1)?.[0] === height) full.pop();
            full.push([height, quantity]);
            for (let h = Math.max(0, windowStart); h <= height; h++) expect(quantityAtHeight(store, ACCOUNT, TOTEM, parts, h)).toBe(naiveAt(full, h));
            // The kept entries are the newest ones of the full history, in order.
            const kept = historyEntries(store, ACCOUNT, TOTEM, parts);
            expect(kept).toEqual(full.slice(full.length - kept.length));
            expect(lastHeightOf(parts.tail)).toBe(height);
            // No chunk beyond what the window needs: all but the oldest start inside the window.
            expect(store.entries(HISTORY_CHUNKS)).toHaveLength(parts.chunks);
            expect(entriesOf(parts.tail).length).toBeLessThanOrEqual(TAIL_ENTRIES);
            if (parts.chunks > 0) expect(kept.filter(([h]) => h <= windowStart).length).toBeLessThanOrEqual(TAIL_ENTRIES);
          }
        },
      ),
      { seed: 3, numRuns: 100 },
    );
  });

  it('round-trips through a holding record; refuses entries out of height order', () => {
    const store = new MemoryStore();
    let parts: HistoryParts = { tail: EMPTY_HISTORY, firstChunk: 0, chunks: 0 };
    for (let h = 1; h <= 60; h++) {
      const state = store.beginBlock(h, h);
      parts = recordHistory(state, ACCOUNT, TOTEM, parts, h, BigInt(h) * 1_000_000_007n, h - 41);
      store.commit(state);
    }
    expect(parts.chunks).toBeGreaterThan(0);
    const holding = { account: ACCOUNT, totem: TOTEM, quantity: 60_000_000_420n, available: 5n, ...parts, lastChange: 60 };
    const bytes = HOLDINGS.value.encode(holding);
    const decoded = HOLDINGS.value.decode(bytes, pair(ACCOUNT, TOTEM));
    expect(decoded).toEqual(holding);
    expect(HOLDINGS.value.encode(decoded)).toEqual(bytes);
    expect(HISTORY_CHUNKS.key.decode(HISTORY_CHUNKS.key.encode((ACCOUNT << 96n) | (TOTEM << 32n) | 3n))).toBe((ACCOUNT << 96n) | (TOTEM << 32n) | 3n);
    expect(lastHeightOf(EMPTY_HISTORY)).toBe(0);
    expect(() => entriesOf(Uint8Array.of(5, 1, 5, 1))).toThrow(/height order/);
  });
});
