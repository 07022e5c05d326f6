// Stored index entries of the tables whose indexes are on disk (persistIndexes). One key per
// entry, no value:
//   [TABLE_INDEXES, table bucket, index number, sort key (tuple below), 0x00, record key bytes]
// The sort key is encoded so that byte order is the order of compareIndexKeys (table.ts): element
// by element, bigints before numbers before strings, a shorter key before a longer one it starts.
// Elements:
//   bigint  0x01, then 0x80 + n bytes of |v| big-endian for v >= 0 (0: no bytes), or 0x7f - n
//           and the bytes inverted for v < 0 (more bytes: further from zero), n <= 127
//   number  0x02, then the IEEE-754 double big-endian with its sign bit flipped when positive and
//           every bit inverted when negative (-0 is stored as 0; NaN is refused)
//   string  0x03, then per UTF-16 code unit u (JS string order is code-unit order): one byte u + 1
//           for u < 0x7f, else 0x80, u >> 8, u & 0xff; then 0x00
// Every element starts with a byte 0x01-0x03 and the sort key ends with 0x00, so a range of sort
// keys that start with a prefix is [head + prefix, head + prefix + 0xff), and the record key
// (the table's key codec, any length) is what follows the 0x00. Equal sort keys are in record
// key byte order.
import { StateError, StateErrorCode } from '../../domain/state/errors.js';
import type { IndexKey, StateKey } from '../../domain/state/table.js';
import { Bucket } from '../buckets.js';

const BIGINT = 0x01;
const NUMBER = 0x02;
const STRING = 0x03;
const END = 0x00;

/** Growable byte buffer for one key (reused: keys are built one at a time). */
class KeyBuilder {
  private buf = new Uint8Array(64);
  length = 0;

  reset(): this {
    this.length = 0;
    return this;
  }

  private ensure(extra: number): void {
    if (this.length + extra <= this.buf.length) return;
    const next = new Uint8Array(Math.max(this.buf.length * 2, this.length + extra));
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
  }

  byte(b: number): this {
    this.ensure(1);
    this.buf[this.length++] = b;
    return this;
  }

  bytes(b: Uint8Array): this {
    this.ensure(b.length);
    this.buf.set(b, this.length);
    this.length += b.length;
    return this;
  }

  finish(): Uint8Array {
    return this.buf.slice(0, this.length);
  }
}

const builder = new KeyBuilder();
const doubleView = new DataView(new ArrayBuffer(8));
const doubleBytes = new Uint8Array(doubleView.buffer);
const U64_LIMIT = 1n << 64n;

/** Bytes needed for a u32 (0 for 0). */
function width32(v: number): number {
  return v === 0 ? 0 : v < 0x100 ? 1 : v < 0x10000 ? 2 : v < 0x1000000 ? 3 : 4;
}

/** |v|'s big-endian bytes, the fewest that hold it (none for 0). On the commit path: magnitudes
 * below 2^64 (ids, amounts) are cut from two 32-bit halves; larger ones go through hex. */
function magnitudeBytes(m: bigint): number[] {
  if (m < U64_LIMIT) {
    const hi = Number(m >> 32n);
    const lo = Number(m & 0xffffffffn);
    const out: number[] = [];
    if (hi > 0) for (let i = width32(hi) - 1; i >= 0; i--) out.push((hi >>> (8 * i)) & 0xff);
    for (let i = (hi > 0 ? 4 : width32(lo)) - 1; i >= 0; i--) out.push((lo >>> (8 * i)) & 0xff);
    return out;
  }
  let hex = m.toString(16);
  if (hex.length % 2 === 1) hex = `0${hex}`;
  const out: number[] = [];
  for (let i = 0; i < hex.length; i += 2) out.push(parseInt(hex.slice(i, i + 2), 16));
  return out;
}

function putElement(b: KeyBuilder, e: StateKey): void {
  if (typeof e === 'bigint') {
    const m = magnitudeBytes(e < 0n ? -e : e);
    if (m.length > 127) throw new StateError(StateErrorCode.OUT_OF_RANGE, `index key element of ${m.length} bytes`);
    b.byte(BIGINT);
    if (e >= 0n) {
      b.byte(0x80 + m.length);
      for (const x of m) b.byte(x);
    } else {
      b.byte(0x7f - m.length);
      for (const x of m) b.byte(~x & 0xff);
    }
  } else if (typeof e === 'number') {
    if (Number.isNaN(e)) throw new StateError(StateErrorCode.OUT_OF_RANGE, 'NaN in an index key');
    b.byte(NUMBER);
    doubleView.setFloat64(0, e === 0 ? 0 : e);
    if ((doubleBytes[0]! & 0x80) === 0) {
      b.byte(doubleBytes[0]! | 0x80);
      for (let i = 1; i < 8; i++) b.byte(doubleBytes[i]!);
    } else {
      for (let i = 0; i < 8; i++) b.byte(~doubleBytes[i]! & 0xff);
    }
  } else {
    b.byte(STRING);
    for (let i = 0; i < e.length; i++) {
      const u = e.charCodeAt(i);
      if (u < 0x7f) b.byte(u + 1);
      else b.byte(0x80).byte(u >> 8).byte(u & 0xff);
    }
    b.byte(END);
  }
}

/** The encoded elements (no terminator): a sort key, or a prefix of one. */
export function encodeSortKey(elements: IndexKey): Uint8Array {
  const b = builder.reset();
  for (const e of elements) putElement(b, e);
  return b.finish();
}

function corrupt(why: string): StateError {
  return new StateError(StateErrorCode.CORRUPT_RECORD, `index key: ${why}`);
}

/** Decodes a sort key from `bytes` at `pos` up to its 0x00 terminator: the elements and the
 * offset just past the terminator. */
export function decodeSortKey(bytes: Uint8Array, pos: number): { elements: StateKey[]; end: number } {
  const elements: StateKey[] = [];
  for (;;) {
    if (pos >= bytes.length) throw corrupt('no end of sort key');
    const tag = bytes[pos++]!;
    if (tag === END) return { elements, end: pos };
    if (tag === BIGINT) {
      const head = bytes[pos++];
      if (head === undefined) throw corrupt('truncated bigint');
      const negative = head < 0x80;
      const n = negative ? 0x7f - head : head - 0x80;
      if (pos + n > bytes.length) throw corrupt('truncated bigint');
      let v = 0n;
      for (let i = 0; i < n; i++) v = (v << 8n) | BigInt(negative ? ~bytes[pos + i]! & 0xff : bytes[pos + i]!);
      pos += n;
      elements.push(negative ? -v : v);
    } else if (tag === NUMBER) {
      if (pos + 8 > bytes.length) throw corrupt('truncated number');
      // A copy that owns its buffer: stored keys may be Buffers, whose slice() is a view.
      const raw = new Uint8Array(8);
      raw.set(bytes.subarray(pos, pos + 8));
      if ((raw[0]! & 0x80) !== 0) raw[0] = raw[0]! & 0x7f;
      else for (let i = 0; i < 8; i++) raw[i] = ~raw[i]! & 0xff;
      elements.push(new DataView(raw.buffer).getFloat64(0));
      pos += 8;
    } else if (tag === STRING) {
      const units: number[] = [];
      for (;;) {
        const b = bytes[pos++];
        if (b === undefined) throw corrupt('truncated string');
        if (b === END) break;
        if (b < 0x80) units.push(b - 1);
        else if (b === 0x80 && pos + 2 <= bytes.length) {
          units.push((bytes[pos]! << 8) | bytes[pos + 1]!);
          pos += 2;
        } else throw corrupt('bad string byte');
      }
      let s = '';
      for (let i = 0; i < units.length; i += 4096) s += String.fromCharCode(...units.slice(i, i + 4096));
      elements.push(s);
    } else {
      throw corrupt(`element tag ${tag}`);
    }
  }
}

/** Byte order (LevelDB's), for record keys of equal sort keys. */
export function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

/** [TABLE_INDEXES, table bucket, index number]: the head of every key of one index. */
export function indexHead(tableBucket: number, index: number): Uint8Array {
  return Uint8Array.of(Bucket.TABLE_INDEXES, tableBucket, index);
}

/** The stored key of one entry: head, sort key, 0x00, record key bytes. */
export function indexEntryKey(head: Uint8Array, sortKey: IndexKey, recordKey: Uint8Array): Uint8Array {
  const b = builder.reset().bytes(head);
  for (const e of sortKey) putElement(b, e);
  return b.byte(END).bytes(recordKey).finish();
}

/** Every key of the index whose sort key starts with `prefix` (and, after it, is at or after
 * `from`); `rest` is where the sort key after the prefix starts. */
export function indexRange(head: Uint8Array, prefix: IndexKey, from: IndexKey = []): { gte: Uint8Array; lt: Uint8Array; rest: number } {
  const b = builder.reset().bytes(head);
  for (const e of prefix) putElement(b, e);
  const rest = b.length;
  const lt = b.byte(0xff).finish();
  b.length = rest;
  for (const e of from) putElement(b, e);
  return { gte: b.finish(), lt, rest };
}

/** Every stored index entry of one table (all its indexes). */
export function tableIndexRange(tableBucket: number): { gte: Uint8Array; lt: Uint8Array } {
  const lt = tableBucket < 255 ? Uint8Array.of(Bucket.TABLE_INDEXES, tableBucket + 1) : Uint8Array.of(Bucket.TABLE_INDEXES + 1);
  return { gte: Uint8Array.of(Bucket.TABLE_INDEXES, tableBucket), lt };
}
