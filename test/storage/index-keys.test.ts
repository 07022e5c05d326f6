// The stored form of index entries (persistIndexes): byte order is the order of compareIndexKeys
// for any sort keys (bigints of any sign and size, numbers, strings of any UTF-16 code units, and
// keys that start others), the sort key and the record key decode back, and a prefix's range
// holds exactly the keys that start with it.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { compareIndexKeys, startsWith, type IndexKey } from '../../src/domain/state/table.js';
import { compareBytes, decodeSortKey, encodeSortKey, indexEntryKey, indexHead, indexRange } from '../../src/storage/tables/index-keys.js';

const element = fc.oneof(
  fc.bigInt({ min: -(1n << 200n), max: 1n << 200n }),
  fc.constantFrom(0n, -1n, 1n, 255n, 256n, -255n, -256n),
  fc.double({ noNaN: true }),
  fc.integer({ min: -5, max: 5 }),
  fc.string({ unit: 'binary', maxLength: 5 }),
  fc.constantFrom('', 'a', 'a\u0000', '\u007e', '\u007f', '\u0080', '\uffff', '\ud800', '\ue000'),
);
const sortKey = fc.array(element, { maxLength: 4 });
const head = indexHead(7, 2);

describe('index keys', () => {
  it('order as compareIndexKeys, then by record key bytes', () => {
    fc.assert(
      fc.property(sortKey, sortKey, fc.uint8Array({ maxLength: 3 }), fc.uint8Array({ maxLength: 3 }), (a, b, ka, kb) => {
        const byBytes = Math.sign(compareBytes(indexEntryKey(head, a, ka), indexEntryKey(head, b, kb)));
        const byKeys = Math.sign(compareIndexKeys(a, b) || compareBytes(ka, kb));
        expect(byBytes).toBe(byKeys);
      }),
      { numRuns: 3000 },
    );
  });

  it('decode to the sort key and the record key', () => {
    fc.assert(
      fc.property(sortKey, fc.uint8Array({ maxLength: 20 }), (key, record) => {
        // As LevelDB gives keys back: a Buffer inside a larger pool, whose slice() is a view.
        const encoded = indexEntryKey(head, key, record);
        const pool = Buffer.alloc(encoded.length + 16, 0xee);
        pool.set(encoded, 7);
        const stored = Buffer.from(pool.buffer, pool.byteOffset + 7, encoded.length);
        const { elements, end } = decodeSortKey(stored, head.length);
        expect(compareIndexKeys(elements, key)).toBe(0);
        expect(elements.map((e) => typeof e)).toEqual(key.map((e) => typeof e));
        expect([...stored.subarray(end)]).toEqual([...record]);
      }),
      { numRuns: 2000 },
    );
  });

  it('give a prefix the range of exactly the keys that start with it', () => {
    fc.assert(
      fc.property(sortKey, sortKey, fc.uint8Array({ maxLength: 3 }), (prefix, key, record) => {
        const { gte, lt } = indexRange(head, prefix);
        const stored = indexEntryKey(head, key, record);
        const inside = compareBytes(stored, gte) >= 0 && compareBytes(stored, lt) < 0;
        expect(inside).toBe(startsWith(key, prefix));
        const extended: IndexKey = [...prefix, ...key];
        const longer = indexEntryKey(head, extended, record);
        expect(compareBytes(longer, gte) >= 0 && compareBytes(longer, lt) < 0).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('store -0 as 0 and refuse NaN', () => {
    expect(encodeSortKey([-0])).toEqual(encodeSortKey([0]));
    expect(() => encodeSortKey([Number.NaN])).toThrow(/NaN/);
  });
});
