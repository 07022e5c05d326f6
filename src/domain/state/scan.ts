// Walking an ordered index: shared by the overlay and the store's committed view.
import type { ScanOptions } from './state.js';
import { startsWith, type IndexTree, type StateKey, type Table } from './table.js';

/** The records of `tree` whose sort key starts with opts.prefix, in order, read with `get`
 * (the first opts.offset entries skipped unread). */
export function scanIndex<K extends StateKey, V>(tree: IndexTree, table: Table<K, V>, get: (key: K) => V | undefined, opts: ScanOptions = {}): Array<readonly [K, V]> {
  const prefix = opts.prefix ?? [];
  const limit = opts.limit ?? Number.POSITIVE_INFINITY;
  let skip = opts.offset ?? 0;
  const out: Array<readonly [K, V]> = [];
  if (limit <= 0) return out;
  for (const [entry, key] of tree.entries(prefix)) {
    if (!startsWith(entry, prefix)) break;
    if (skip > 0) {
      skip--;
      continue;
    }
    const value = get(key as K);
    if (value === undefined) throw new Error(`index of table ${table.name} names a missing record`);
    out.push([key as K, value]);
    if (out.length >= limit) break;
  }
  return out;
}
