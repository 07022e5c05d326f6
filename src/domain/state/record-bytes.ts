// Minimal binary writer/reader for table records and keys: big-endian fixed-width integers (so keys sort
// numerically), LEB128 varints for lengths and amounts (compact values), zigzag for signed.
// A writer is reused across records (its buffer only grows); `finish()` copies out the bytes,
// because a batch holds on to values until it is written.

import { StateError, StateErrorCode } from './errors.js';

const U64_MAX = (1n << 64n) - 1n;
const I64_MIN = -(1n << 63n);
const I64_MAX = (1n << 63n) - 1n;

function outOfRange(what: string, value: unknown): StateError {
  return new StateError(StateErrorCode.OUT_OF_RANGE, `${what} out of range: ${String(value)}`);
}

export function checkU32(value: number, what: string): number {
  if (!Number.isInteger(value) || value < 0 || value > 0xffffffff) throw outOfRange(what, value);
  return value;
}

export function checkU64(value: bigint, what: string): bigint {
  if (value < 0n || value > U64_MAX) throw outOfRange(what, value);
  return value;
}

/** The same bytes as a plain Uint8Array (no copy): Buffers become plain views. */
export function asPlainView(bytes: Uint8Array): Uint8Array {
  return Object.getPrototypeOf(bytes) === Uint8Array.prototype ? bytes : new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** An independent plain Uint8Array copy (values handed to callers must not alias store buffers). */
export function copyOf(bytes: Uint8Array): Uint8Array {
  return Uint8Array.prototype.slice.call(asPlainView(bytes));
}

export class ByteWriter {
  private buf: Uint8Array;
  private view: DataView;
  private pos = 0;

  constructor(initialSize = 256) {
    this.buf = new Uint8Array(initialSize);
    this.view = new DataView(this.buf.buffer);
  }

  get length(): number {
    return this.pos;
  }

  reset(): this {
    this.pos = 0;
    return this;
  }

  private ensure(extra: number): void {
    const need = this.pos + extra;
    if (need <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < need) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.pos));
    this.buf = next;
    this.view = new DataView(next.buffer);
  }

  u8(value: number): this {
    this.ensure(1);
    this.buf[this.pos++] = value;
    return this;
  }

  u32(value: number): this {
    checkU32(value, 'u32');
    this.ensure(4);
    this.view.setUint32(this.pos, value);
    this.pos += 4;
    return this;
  }

  u64(value: bigint): this {
    checkU64(value, 'u64');
    this.ensure(8);
    this.view.setBigUint64(this.pos, value);
    this.pos += 8;
    return this;
  }

  bytes(value: Uint8Array): this {
    this.ensure(value.length);
    this.buf.set(value, this.pos);
    this.pos += value.length;
    return this;
  }

  /** Unsigned LEB128 of a number in [0, 2^32). */
  varUint(value: number): this {
    checkU32(value, 'varuint');
    this.ensure(5);
    while (value >= 0x80) {
      this.buf[this.pos++] = (value & 0x7f) | 0x80;
      value >>>= 7;
    }
    this.buf[this.pos++] = value;
    return this;
  }

  /** Unsigned LEB128 of a bigint in [0, 2^64). */
  varBig(value: bigint): this {
    if (value >= 0n && value <= 0xffffffffn) return this.varUint(Number(value));
    checkU64(value, 'varbig');
    return this.var64(Number(value >> 32n), Number(value & 0xffffffffn));
  }

  /** Zigzag LEB128 of a signed 64-bit bigint (small magnitudes stay short either sign). Works on
   * two 32-bit halves: bigint shifts per 7-bit group would dominate account encoding. */
  varSigned(value: bigint): this {
    if (value < I64_MIN || value > I64_MAX) throw outOfRange('signed 64-bit value', value);
    if (value >= 0n) {
      // zigzag(v) = 2v
      if (value <= 0x7fffffffn) return this.varUint(Number(value) * 2);
      const hi = Number(value >> 32n);
      const lo = Number(value & 0xffffffffn);
      return this.var64(((hi << 1) | (lo >>> 31)) >>> 0, (lo << 1) >>> 0);
    }
    // zigzag(v) = 2m + 1 with m = -v - 1 >= 0
    const m = -value - 1n;
    if (m <= 0x7fffffffn) return this.varUint(Number(m) * 2 + 1);
    const hi = Number(m >> 32n);
    const lo = Number(m & 0xffffffffn);
    return this.var64(((hi << 1) | (lo >>> 31)) >>> 0, ((lo << 1) | 1) >>> 0);
  }

  /** Unsigned LEB128 of the 64-bit value hi * 2^32 + lo (both unsigned 32-bit). */
  private var64(hi: number, lo: number): this {
    this.ensure(10);
    const buf = this.buf;
    let pos = this.pos;
    while (hi !== 0 || lo >= 0x80) {
      buf[pos++] = (lo & 0x7f) | 0x80;
      lo = ((lo >>> 7) | ((hi & 0x7f) << 25)) >>> 0;
      hi >>>= 7;
    }
    buf[pos++] = lo;
    this.pos = pos;
    return this;
  }

  /** Length-prefixed byte string. */
  lengthPrefixed(value: Uint8Array): this {
    this.varUint(value.length);
    return this.bytes(value);
  }

  /** A copy of the bytes written since the last reset. */
  finish(): Uint8Array {
    return this.buf.slice(0, this.pos);
  }
}

export class ByteReader {
  private pos = 0;
  private readonly view: DataView;

  private readonly buf: Uint8Array;

  constructor(buf: Uint8Array) {
    // classic-level hands out Buffers, whose slice() is a view, not a copy: read through a plain
    // Uint8Array so that every field read below is an independent plain Uint8Array.
    this.buf = asPlainView(buf);
    this.view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  }

  get remaining(): number {
    return this.buf.length - this.pos;
  }

  private need(n: number): void {
    if (this.pos + n > this.buf.length) {
      throw new StateError(StateErrorCode.CORRUPT_RECORD, 'record ends early');
    }
  }

  u8(): number {
    this.need(1);
    return this.buf[this.pos++]!;
  }

  u32(): number {
    this.need(4);
    const v = this.view.getUint32(this.pos);
    this.pos += 4;
    return v;
  }

  u64(): bigint {
    this.need(8);
    const v = this.view.getBigUint64(this.pos);
    this.pos += 8;
    return v;
  }

  /** A copy of the next n bytes (records must not pin the buffer they were read from). */
  bytes(n: number): Uint8Array {
    this.need(n);
    const v = this.buf.slice(this.pos, this.pos + n);
    this.pos += n;
    return v;
  }

  /** The rest of the record, copied. */
  rest(): Uint8Array {
    const v = this.buf.slice(this.pos);
    this.pos = this.buf.length;
    return v;
  }

  varUint(): number {
    let result = 0;
    let shift = 0;
    for (;;) {
      const b = this.u8();
      if (shift === 28 && b > 0x0f) throw new StateError(StateErrorCode.CORRUPT_RECORD, 'varuint too long');
      result += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) return result;
      shift += 7;
    }
  }

  // High and low 32-bit halves of the last var64 read (fields, to avoid allocating a pair).
  private hi = 0;
  private lo = 0;

  /** Reads an unsigned LEB128 of up to 64 bits into this.hi / this.lo. */
  private var64(): void {
    let lo = 0;
    let b = 0;
    for (let shift = 0; shift < 28; shift += 7) {
      b = this.u8();
      lo |= (b & 0x7f) << shift;
      if (b < 0x80) {
        this.hi = 0;
        this.lo = lo >>> 0;
        return;
      }
    }
    b = this.u8(); // bits 28..34
    lo = (lo | ((b & 0x0f) << 28)) >>> 0;
    let hi = (b & 0x7f) >>> 4;
    for (let shift = 3; b >= 0x80; shift += 7) {
      b = this.u8();
      if (shift === 31 && b > 1) throw new StateError(StateErrorCode.CORRUPT_RECORD, 'varint over 64 bits');
      hi |= (b & 0x7f) << shift;
    }
    this.hi = hi >>> 0;
    this.lo = lo;
  }

  varBig(): bigint {
    this.var64();
    return this.hi === 0 ? BigInt(this.lo) : (BigInt(this.hi) << 32n) | BigInt(this.lo);
  }

  varSigned(): bigint {
    this.var64();
    const { hi, lo } = this;
    if (hi < 0x200000) {
      // Below 2^53: exact in a double.
      const z = hi * 0x100000000 + lo;
      return BigInt(lo % 2 === 0 ? z / 2 : -(z + 1) / 2);
    }
    const z = (BigInt(hi) << 32n) | BigInt(lo);
    return (z & 1n) === 0n ? z >> 1n : -((z + 1n) >> 1n);
  }

  lengthPrefixed(): Uint8Array {
    return this.bytes(this.varUint());
  }

  /** Throws unless the whole record was consumed (catches layout drift early). */
  end(): void {
    if (this.pos !== this.buf.length) {
      throw new StateError(StateErrorCode.CORRUPT_RECORD, `${this.buf.length - this.pos} trailing bytes`);
    }
  }
}
