// Reading a page of one or more index ranges (IndexPages, state.ts): the merge of the ranges and
// the cut, filter, offset and limit of PageOptions, written once for the two kinds of source the
// store has. In-memory indexes give their entries synchronously (the page is then computed in one
// synchronous pass, so no block commit can land in the middle of it); indexes on disk give them
// from an iterator over one snapshot, and records are read in chunks from that same snapshot.
import type { PageOptions } from './state.js';
import type { IndexKey, StateKey } from './table.js';

/** One entry of an index range: what follows the range's prefix in its sort key, and the record's
 * key. `order` compares two entries of the same source (the source's own order). */
export interface IndexEntry<K extends StateKey> {
  readonly rest: IndexKey;
  readonly key: K;
}

export type EntryOrder<K extends StateKey> = (a: IndexEntry<K>, b: IndexEntry<K>) => number;

/** Records read per round trip from a disk source when a filter decides what to keep. */
const CHUNK = 64;

function missing(key: StateKey): Error {
  return new Error(`an index entry names a missing record (${String(key)})`);
}

/** Entries of several ordered sources in one order; an entry equal to the one before it (the same
 * record named by two ranges at the same place) is given once. */
export function* mergeEntries<K extends StateKey>(sources: ReadonlyArray<Iterator<IndexEntry<K>>>, order: EntryOrder<K>): Generator<IndexEntry<K>> {
  if (sources.length === 1) {
    for (let r = sources[0]!.next(); !r.done; r = sources[0]!.next()) yield r.value;
    return;
  }
  const heads = sources.map((s) => s.next());
  let last: IndexEntry<K> | undefined;
  for (;;) {
    let best = -1;
    for (let i = 0; i < heads.length; i++) {
      const h = heads[i]!;
      if (!h.done && (best < 0 || order(h.value, (heads[best] as IteratorYieldResult<IndexEntry<K>>).value) < 0)) best = i;
    }
    if (best < 0) return;
    const entry = (heads[best] as IteratorYieldResult<IndexEntry<K>>).value;
    heads[best] = sources[best]!.next();
    if (last !== undefined && order(last, entry) === 0) continue;
    last = entry;
    yield entry;
  }
}

/** The same merge over asynchronous sources (indexes on disk); closes them when it ends, also
 * when its reader stops early. */
export async function* mergeEntriesAsync<K extends StateKey, E extends IndexEntry<K>>(sources: ReadonlyArray<AsyncIterator<E>>, order: (a: E, b: E) => number): AsyncGenerator<E> {
  try {
    if (sources.length === 1) {
      for (let r = await sources[0]!.next(); !r.done; r = await sources[0]!.next()) yield r.value;
      return;
    }
    const heads = await Promise.all(sources.map((s) => s.next()));
    let last: E | undefined;
    for (;;) {
      let best = -1;
      for (let i = 0; i < heads.length; i++) {
        const h = heads[i]!;
        if (!h.done && (best < 0 || order(h.value, (heads[best] as IteratorYieldResult<E>).value) < 0)) best = i;
      }
      if (best < 0) return;
      const entry = (heads[best] as IteratorYieldResult<E>).value;
      heads[best] = await sources[best]!.next();
      if (last !== undefined && order(last, entry) === 0) continue;
      last = entry;
      yield entry;
    }
  } finally {
    await Promise.all(sources.map((s) => s.return?.()));
  }
}

/** What a walk keeps: a page (the records) or only their number. */
interface Sink<K extends StateKey, V> {
  /** Takes one kept record past the offset; false once the page is full. */
  take(key: K, value: V): boolean;
}

function pageSink<K extends StateKey, V>(out: Array<readonly [K, V]>, limit: number): Sink<K, V> {
  return { take: (key, value) => out.push([key, value]) < limit };
}

/** A page from a synchronous source, records read with `read`. */
export function pageOf<K extends StateKey, V>(entries: Iterable<IndexEntry<K>>, read: (key: K) => V | undefined, opts: PageOptions<K, V> = {}): Array<readonly [K, V]> {
  const out: Array<readonly [K, V]> = [];
  const limit = opts.limit ?? Number.POSITIVE_INFINITY;
  if (limit <= 0) return out;
  walk(entries, read, opts, pageSink(out, limit));
  return out;
}

/** How many records a synchronous source lists, after takeWhile and keep. */
export function countOf<K extends StateKey, V>(entries: Iterable<IndexEntry<K>>, read: (key: K) => V | undefined, opts: Pick<PageOptions<K, V>, 'keep' | 'takeWhile'> = {}): number {
  let n = 0;
  walk(entries, read, opts, { take: () => (n++, true) });
  return n;
}

function walk<K extends StateKey, V>(entries: Iterable<IndexEntry<K>>, read: (key: K) => V | undefined, opts: PageOptions<K, V>, sink: Sink<K, V>): void {
  const filtered = opts.keep !== undefined || opts.takeWhile !== undefined;
  const cursor = { skip: opts.offset ?? 0 };
  for (const { key } of entries) {
    if (!filtered && cursor.skip > 0) {
      cursor.skip--; // skipped unread
      continue;
    }
    if (!offer(key, read(key), opts, cursor, sink)) return;
  }
}

/** One record's turn in a walk, after its key: false ends the walk (takeWhile failed or the sink
 * is full); records that keep refuses or the offset still skips go on. */
function offer<K extends StateKey, V>(key: K, value: V | undefined, opts: PageOptions<K, V>, cursor: { skip: number }, sink: Sink<K, V>): boolean {
  if (value === undefined) throw missing(key);
  if (opts.takeWhile !== undefined && !opts.takeWhile(value, key)) return false;
  if (opts.keep !== undefined && !opts.keep(value, key)) return true;
  if (cursor.skip > 0) {
    cursor.skip--;
    return true;
  }
  return sink.take(key, value);
}

/** A page from an asynchronous source, records read `readMany` at a time. */
export async function pageOfAsync<K extends StateKey, V>(
  entries: AsyncIterable<IndexEntry<K>>,
  readMany: (keys: readonly K[]) => Promise<ReadonlyArray<V | undefined>>,
  opts: PageOptions<K, V> = {},
): Promise<Array<readonly [K, V]>> {
  const out: Array<readonly [K, V]> = [];
  const limit = opts.limit ?? Number.POSITIVE_INFINITY;
  if (limit <= 0) return out;
  await walkAsync(entries, readMany, opts, pageSink(out, limit), () => limit - out.length);
  return out;
}

/** How many records an asynchronous source lists, after takeWhile and keep: only the keys are read
 * when neither is given. */
export async function countOfAsync<K extends StateKey, V>(
  entries: AsyncIterable<IndexEntry<K>>,
  readMany: (keys: readonly K[]) => Promise<ReadonlyArray<V | undefined>>,
  opts: Pick<PageOptions<K, V>, 'keep' | 'takeWhile'> = {},
): Promise<number> {
  let n = 0;
  if (opts.keep === undefined && opts.takeWhile === undefined) {
    for await (const _ of entries) n++;
    return n;
  }
  await walkAsync(entries, readMany, opts, { take: () => (n++, true) }, () => CHUNK);
  return n;
}

/** Walks the entries in chunks: without a filter, the offset is skipped on keys alone and only the
 * page's records are read; with one, records are read CHUNK at a time until the page is full. */
async function walkAsync<K extends StateKey, V>(
  entries: AsyncIterable<IndexEntry<K>>,
  readMany: (keys: readonly K[]) => Promise<ReadonlyArray<V | undefined>>,
  opts: PageOptions<K, V>,
  sink: Sink<K, V>,
  wanted: () => number,
): Promise<void> {
  const filtered = opts.keep !== undefined || opts.takeWhile !== undefined;
  const cursor = { skip: opts.offset ?? 0 };
  const iterator = entries[Symbol.asyncIterator]();
  try {
    for (;;) {
      const size = filtered ? CHUNK : Math.max(1, Math.min(CHUNK, wanted()));
      const keys: K[] = [];
      let done = false;
      while (keys.length < size) {
        const r = await iterator.next();
        if (r.done) {
          done = true;
          break;
        }
        if (!filtered && cursor.skip > 0) {
          cursor.skip--;
          continue;
        }
        keys.push(r.value.key);
      }
      if (keys.length > 0) {
        const values = await readMany(keys);
        for (let i = 0; i < keys.length; i++) {
          if (!offer(keys[i]!, values[i], opts, cursor, sink)) return;
        }
      }
      if (done) return;
    }
  } finally {
    await iterator.return?.();
  }
}

/** A window of a list as the API pages it: firstIndex to lastIndex, both included. */
export interface ListWindow {
  readonly firstIndex: number;
  readonly lastIndex: number;
}

/** The offset and limit of a window (the whole list when there is none). */
export function windowOf(window: ListWindow | undefined): { offset?: number; limit?: number } {
  if (window === undefined) return {};
  return { offset: Math.max(0, window.firstIndex), limit: Math.max(0, window.lastIndex - window.firstIndex + 1) };
}
