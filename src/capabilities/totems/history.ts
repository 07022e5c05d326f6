// A holding's recent history: (height, quantity at the end of that height) for each height its
// quantity changed, oldest first, trimmed to the dividend window plus the last entry before it.
// It is kept as its bytes, never as an array: a holding is rewritten at every trade and its
// history spans up to ~1441 entries, so copying or re-encoding a list of entries per trade would
// cost far more than the trade (and its garbage the collector's time). A change copies the bytes
// once, dropping expired entries from the front and adding one at the end; only a dividend (or
// a read at a past height) walks the entries.
//
// Entry bytes: varUint height (absolute, so entries can be dropped from the front), varBig
// quantity. The holding record stores them last, until its end (tables.ts).
import { ByteReader, ByteWriter } from '../../domain/state/record-bytes.js';
import { StateError, StateErrorCode } from '../../domain/state/errors.js';

export const EMPTY_HISTORY: Uint8Array = new Uint8Array(0);

const entryWriter = new ByteWriter(16);

/** Offset just past the LEB128 number at `pos`. */
function skipNumber(bytes: Uint8Array, pos: number): number {
  while (bytes[pos]! >= 0x80) pos++;
  return pos + 1;
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

/** Every entry (tests, and reads at a past height). Throws on entries out of height order. */
export function historyEntries(bytes: Uint8Array): Array<readonly [number, bigint]> {
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

/** Height of the last entry (0 for an empty history): the holding's last change. */
export function lastHistoryHeight(bytes: Uint8Array): number {
  let last = 0;
  for (let pos = 0; pos < bytes.length; pos = skipNumber(bytes, skipNumber(bytes, pos))) last = heightAt(bytes, pos);
  return last;
}

/** The quantity at the end of block `height` (0 before the first entry). */
export function quantityAtHeight(bytes: Uint8Array, height: number): bigint {
  const r = new ByteReader(bytes);
  let quantity = 0n;
  while (r.remaining > 0) {
    if (r.varUint() > height) break;
    quantity = r.varBig();
  }
  return quantity;
}

/**
 * The history with `quantity` recorded at `height` (replacing the entry of that height, which
 * can only be the last), trimmed to what a dividend can still ask for: the entries above
 * `windowStart` plus the last one at or before it. `height` is above `windowStart`.
 */
export function recordHistory(bytes: Uint8Array, height: number, quantity: bigint, windowStart: number): Uint8Array {
  // Drop leading entries while the next one is also at or before windowStart.
  let start = 0;
  for (;;) {
    if (start >= bytes.length) break;
    const next = skipNumber(bytes, skipNumber(bytes, start));
    if (next >= bytes.length || heightAt(bytes, next) > windowStart) break;
    start = next;
  }
  // The last entry's offset, to replace it when it is of this height.
  let end = bytes.length;
  if (end > start) {
    let last = start;
    for (let pos = start; pos < bytes.length; pos = skipNumber(bytes, skipNumber(bytes, pos))) last = pos;
    if (heightAt(bytes, last) === height) end = last;
  }
  const entry = entryWriter.reset().varUint(height).varBig(quantity);
  const out = new Uint8Array(end - start + entry.length);
  out.set(bytes.subarray(start, end), 0);
  out.set(entry.finish(), end - start);
  return out;
}
