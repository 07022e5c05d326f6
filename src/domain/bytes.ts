// Little-endian byte codecs with bounds and range checks. Readers return subarray views (no
// copies) so parsing a block does not duplicate its transactions' keys and signatures.
import { MAX_LONG, MIN_LONG, MAX_UNSIGNED_LONG } from './constants.js';
import { invalidParameter } from './errors.js';

/** Reads an unsigned 64-bit little-endian integer. */
export function readU64LE(bytes: Uint8Array, offset = 0): bigint {
  if (offset < 0 || offset + 8 > bytes.length) throw invalidParameter('truncated input');
  const lo = (bytes[offset]! | (bytes[offset + 1]! << 8) | (bytes[offset + 2]! << 16) | (bytes[offset + 3]! << 24)) >>> 0;
  const hi = (bytes[offset + 4]! | (bytes[offset + 5]! << 8) | (bytes[offset + 6]! << 16) | (bytes[offset + 7]! << 24)) >>> 0;
  return (BigInt(hi) << 32n) | BigInt(lo);
}

/** Writes an unsigned 64-bit little-endian integer (0 .. 2^64-1). */
export function writeU64LE(bytes: Uint8Array, offset: number, value: bigint): void {
  if (value < 0n || value > MAX_UNSIGNED_LONG) throw invalidParameter('value outside unsigned 64-bit range');
  if (offset < 0 || offset + 8 > bytes.length) throw invalidParameter('buffer too short');
  const lo = Number(value & 0xffffffffn);
  const hi = Number(value >> 32n);
  bytes[offset] = lo & 0xff;
  bytes[offset + 1] = (lo >>> 8) & 0xff;
  bytes[offset + 2] = (lo >>> 16) & 0xff;
  bytes[offset + 3] = lo >>> 24;
  bytes[offset + 4] = hi & 0xff;
  bytes[offset + 5] = (hi >>> 8) & 0xff;
  bytes[offset + 6] = (hi >>> 16) & 0xff;
  bytes[offset + 7] = hi >>> 24;
}

function checkInt(value: number, min: number, max: number, what: string): void {
  if (!Number.isInteger(value) || value < min || value > max) throw invalidParameter(`${what} out of range: ${value}`);
}

/** Appends little-endian fields to a growing buffer. */
export class ByteWriter {
  private buf: Uint8Array;
  private view: DataView;
  private pos = 0;

  constructor(capacity = 256) {
    this.buf = new Uint8Array(Math.max(16, capacity));
    this.view = new DataView(this.buf.buffer);
  }

  get length(): number {
    return this.pos;
  }

  private ensure(n: number): void {
    const need = this.pos + n;
    if (need <= this.buf.length) return;
    let cap = this.buf.length * 2;
    while (cap < need) cap *= 2;
    const next = new Uint8Array(cap);
    next.set(this.buf.subarray(0, this.pos));
    this.buf = next;
    this.view = new DataView(next.buffer);
  }

  u8(v: number): this {
    checkInt(v, 0, 0xff, 'u8');
    this.ensure(1);
    this.buf[this.pos++] = v;
    return this;
  }

  i8(v: number): this {
    checkInt(v, -0x80, 0x7f, 'i8');
    this.ensure(1);
    this.view.setInt8(this.pos, v);
    this.pos += 1;
    return this;
  }

  i16(v: number): this {
    checkInt(v, -0x8000, 0x7fff, 'i16');
    this.ensure(2);
    this.view.setInt16(this.pos, v, true);
    this.pos += 2;
    return this;
  }

  u16(v: number): this {
    checkInt(v, 0, 0xffff, 'u16');
    this.ensure(2);
    this.view.setUint16(this.pos, v, true);
    this.pos += 2;
    return this;
  }

  i32(v: number): this {
    checkInt(v, -0x80000000, 0x7fffffff, 'i32');
    this.ensure(4);
    this.view.setInt32(this.pos, v, true);
    this.pos += 4;
    return this;
  }

  u32(v: number): this {
    checkInt(v, 0, 0xffffffff, 'u32');
    this.ensure(4);
    this.view.setUint32(this.pos, v, true);
    this.pos += 4;
    return this;
  }

  i64(v: bigint): this {
    if (typeof v !== 'bigint' || v < MIN_LONG || v > MAX_LONG) throw invalidParameter(`i64 out of range: ${v}`);
    this.ensure(8);
    this.view.setBigInt64(this.pos, v, true);
    this.pos += 8;
    return this;
  }

  u64(v: bigint): this {
    if (typeof v !== 'bigint' || v < 0n || v > MAX_UNSIGNED_LONG) throw invalidParameter(`u64 out of range: ${v}`);
    this.ensure(8);
    this.view.setBigUint64(this.pos, v, true);
    this.pos += 8;
    return this;
  }

  /** Raw bytes; `length`, when given, is the exact length required. */
  bytes(b: Uint8Array, length?: number): this {
    if (length !== undefined && b.length !== length) throw invalidParameter(`expected ${length} bytes, got ${b.length}`);
    this.ensure(b.length);
    this.buf.set(b, this.pos);
    this.pos += b.length;
    return this;
  }

  zeros(n: number): this {
    this.ensure(n);
    this.buf.fill(0, this.pos, this.pos + n);
    this.pos += n;
    return this;
  }

  /** The written bytes, exactly sized (copied only when the buffer is larger). */
  finish(): Uint8Array {
    return this.pos === this.buf.length ? this.buf : this.buf.slice(0, this.pos);
  }
}

/** Reads little-endian fields; every read past the end throws a DomainError. */
export class ByteReader {
  private readonly view: DataView;
  private pos: number;
  private readonly end: number;

  constructor(private readonly buf: Uint8Array, offset = 0, end = buf.length) {
    if (offset < 0 || end > buf.length || offset > end) throw invalidParameter('bad reader bounds');
    this.view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
    this.pos = offset;
    this.end = end;
  }

  get position(): number {
    return this.pos;
  }

  get remaining(): number {
    return this.end - this.pos;
  }

  private take(n: number): number {
    if (n < 0 || this.pos + n > this.end) throw invalidParameter('truncated input');
    const at = this.pos;
    this.pos += n;
    return at;
  }

  u8(): number {
    return this.buf[this.take(1)]!;
  }

  i8(): number {
    return this.view.getInt8(this.take(1));
  }

  i16(): number {
    return this.view.getInt16(this.take(2), true);
  }

  u16(): number {
    return this.view.getUint16(this.take(2), true);
  }

  i32(): number {
    return this.view.getInt32(this.take(4), true);
  }

  u32(): number {
    return this.view.getUint32(this.take(4), true);
  }

  i64(): bigint {
    return this.view.getBigInt64(this.take(8), true);
  }

  u64(): bigint {
    return this.view.getBigUint64(this.take(8), true);
  }

  /** A view (not a copy) of the next n bytes. */
  bytes(n: number): Uint8Array {
    const at = this.take(n);
    return this.buf.subarray(at, at + n);
  }

  /** Throws unless every byte has been consumed. */
  expectEnd(): void {
    if (this.pos !== this.end) throw invalidParameter(`${this.end - this.pos} trailing bytes`);
  }
}
