// A holding's recent history: (height, quantity at the end of that height) for each height its
// quantity changed, oldest first, as far back as a dividend may look (the window, plus the last
// entry at or before its start). A holding is rewritten at every trade and its history may span
// ~1441 entries, so the history is kept as bytes in two parts:
//   - the tail: its newest entries (at most TAIL_ENTRIES + 1), inside the holding record, copied
//     at each change: a few dozen bytes;
//   - chunks: older entries, TAIL_ENTRIES at a time, each written once to the `totemHistory`
//     table when the tail overflows, and deleted once a newer part starts at or before the
//     window's start (nothing in it can be asked for any more).
// Only a dividend (or a read at a past height) walks the entries, newest part first.
//
// Entry bytes: varUint height (absolute), varBig quantity.
import type { StateReader, StateWriter } from '../../domain/state/state.js';
import { ByteReader, ByteWriter } from '../../domain/state/record-bytes.js';
import { StateError, StateErrorCode } from '../../domain/state/errors.js';
import { HISTORY_CHUNKS, chunkKey } from './tables.js';

/** Entries a chunk holds (and the most the tail holds before it overflows into one). */
export const TAIL_ENTRIES = 16;

export const EMPTY_HISTORY: Uint8Array = new Uint8Array(0);

/** Where a holding's history is: its tail and its chunks firstChunk .. firstChunk + chunks - 1. */
export interface HistoryParts {
  readonly tail: Uint8Array;
  readonly firstChunk: number;
  readonly chunks: number;
}

const entryWriter = new ByteWriter(16);

/** Offset just past the LEB128 number at `pos`. */
function skipNumber(bytes: Uint8Array, pos: number): number {
  while (bytes[pos]! >= 0x80) pos++;
  return pos + 1;
}

function nextEntry(bytes: Uint8Array, pos: number): number {
  return skipNumber(bytes, skipNumber(bytes, pos));
}

/** The varUint at `pos` (a height). */
function heightAt(bytes: Uint8Array, pos: number): number {
  let value = 0;
  for (let shift = 0; ; shift += 7) {
    const b = bytes[pos++]!;
    value += (b & 0x7f) * 2 ** shift;
    if (b < 0x80) return value;
  }
}

/** Every entry of some history bytes. Throws on entries out of height order. */
export function entriesOf(bytes: Uint8Array): Array<readonly [number, bigint]> {
  const r = new ByteReader(bytes);
  const out: Array<readonly [number, bigint]> = [];
  let previous = -1;
  while (r.remaining > 0) {
    const height = r.varUint();
    if (height <= previous) throw new StateError(StateErrorCode.CORRUPT_RECORD, 'holding history out of height order');
    out.push([height, r.varBig()]);
    previous = height;
  }
  return out;
}

/** Height of the last entry (0 when empty). */
export function lastHeightOf(bytes: Uint8Array): number {
  let last = 0;
  for (let pos = 0; pos < bytes.length; pos = nextEntry(bytes, pos)) last = heightAt(bytes, pos);
  return last;
}

/** The quantity of the last entry at or before `height` in these bytes (0 when none). */
function quantityIn(bytes: Uint8Array, height: number): bigint {
  const r = new ByteReader(bytes);
  let quantity = 0n;
  while (r.remaining > 0) {
    if (r.varUint() > height) break;
    quantity = r.varBig();
  }
  return quantity;
}

/** The tail with (height, quantity) appended, or replacing its last entry of that height. */
function withEntry(tail: Uint8Array, height: number, quantity: bigint): Uint8Array {
  let end = tail.length;
  if (end > 0) {
    let last = 0;
    for (let pos = 0; pos < tail.length; pos = nextEntry(tail, pos)) last = pos;
    if (heightAt(tail, last) === height) end = last;
  }
  const entry = entryWriter.reset().varUint(height).varBig(quantity).finish();
  const out = new Uint8Array(end + entry.length);
  out.set(tail.subarray(0, end), 0);
  out.set(entry, end);
  return out;
}

/** Drops leading entries while the next one is also at or before windowStart. */
function trimmed(bytes: Uint8Array, windowStart: number): Uint8Array {
  let start = 0;
  for (;;) {
    if (start >= bytes.length) break;
    const next = nextEntry(bytes, start);
    if (next >= bytes.length || heightAt(bytes, next) > windowStart) break;
    start = next;
  }
  return start === 0 ? bytes : bytes.slice(start);
}

/**
 * The history of holding (account, totem) with `quantity` recorded at `height` (above
 * windowStart), trimmed to what a dividend can still ask for. Writes and deletes its chunks in
 * `state`; returns the new parts for the holding record.
 */
export function recordHistory(state: StateWriter, account: bigint, totem: bigint, parts: HistoryParts, height: number, quantity: bigint, windowStart: number): HistoryParts {
  let tail = withEntry(parts.tail, height, quantity);
  let { firstChunk, chunks } = parts;
  let count = 0;
  let lastStart = 0;
  for (let pos = 0; pos < tail.length; pos = nextEntry(tail, pos)) {
    lastStart = pos;
    count++;
  }
  if (count > TAIL_ENTRIES) {
    // Everything but the newest entry becomes a chunk, written once.
    state.put(HISTORY_CHUNKS, chunkKey(account, totem, firstChunk + chunks), tail.slice(0, lastStart));
    chunks++;
    tail = tail.slice(lastStart);
  }
  // The oldest chunk goes once the part after it starts at or before the window's start.
  while (chunks > 0) {
    const next = chunks > 1 ? state.get(HISTORY_CHUNKS, chunkKey(account, totem, firstChunk + 1))! : tail;
    if (heightAt(next, 0) > windowStart) break;
    state.delete(HISTORY_CHUNKS, chunkKey(account, totem, firstChunk));
    firstChunk++;
    chunks--;
  }
  if (chunks === 0) tail = trimmed(tail, windowStart);
  return { tail, firstChunk, chunks };
}

/** The holding's quantity at the end of block `height` (0 before its first entry). */
export function quantityAtHeight(state: StateReader, account: bigint, totem: bigint, parts: HistoryParts, height: number): bigint {
  if (parts.tail.length > 0 && heightAt(parts.tail, 0) <= height) return quantityIn(parts.tail, height);
  for (let c = parts.firstChunk + parts.chunks - 1; c >= parts.firstChunk; c--) {
    const bytes = state.get(HISTORY_CHUNKS, chunkKey(account, totem, c));
    if (bytes !== undefined && heightAt(bytes, 0) <= height) return quantityIn(bytes, height);
  }
  return 0n;
}

/** Every entry, chunks then tail (tests and checks). */
export function historyEntries(state: StateReader, account: bigint, totem: bigint, parts: HistoryParts): Array<readonly [number, bigint]> {
  const out: Array<readonly [number, bigint]> = [];
  for (let c = parts.firstChunk; c < parts.firstChunk + parts.chunks; c++) out.push(...entriesOf(state.get(HISTORY_CHUNKS, chunkKey(account, totem, c)) ?? EMPTY_HISTORY));
  out.push(...entriesOf(parts.tail));
  return out;
}

/** Deletes the holding's chunks (its record is being deleted). */
export function deleteHistory(state: StateWriter, account: bigint, totem: bigint, parts: HistoryParts): void {
  for (let c = parts.firstChunk; c < parts.firstChunk + parts.chunks; c++) state.delete(HISTORY_CHUNKS, chunkKey(account, totem, c));
}
