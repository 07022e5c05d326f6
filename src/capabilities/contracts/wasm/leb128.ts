// Byte reader and writer for the WebAssembly binary format: LEB128 integers, names and raw bytes.
// Every read is bounds-checked and every LEB has a length cap, so a hostile module can make the
// decoder throw a WasmDecodeError but never loop, over-read or build an oversized number.

/** A module (or part of one) that does not parse as the binary format we understand. */
export class WasmDecodeError extends Error {
  readonly offset: number;
  constructor(message: string, offset: number) {
    super(`${message} at byte ${offset}`);
    this.name = 'WasmDecodeError';
    this.offset = offset;
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const utf8Encoder = new TextEncoder();

export class Reader {
  pos: number;
  constructor(readonly bytes: Uint8Array, start = 0, readonly end = bytes.length) {
    this.pos = start;
  }

  get done(): boolean {
    return this.pos >= this.end;
  }

  fail(message: string, at = this.pos): never {
    throw new WasmDecodeError(message, at);
  }

  u8(): number {
    if (this.pos >= this.end) this.fail('unexpected end');
    return this.bytes[this.pos++]!;
  }

  /** Unsigned LEB128, at most 5 bytes and 32 bits. */
  u32(): number {
    const start = this.pos;
    let b = this.u8();
    if (b < 0x80) return b; // the common one-byte case
    let result = b & 0x7f;
    for (let shift = 7; ; shift += 7) {
      b = this.u8();
      if (shift === 28 && b > 0x0f) this.fail('u32 LEB128 too long or out of range', start);
      result += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) return result;
    }
  }

  /** Signed LEB128 for i32.const: at most 5 bytes; the result is a 32-bit signed integer. */
  s32(): number {
    const start = this.pos;
    let result = 0;
    let shift = 0;
    let b: number;
    do {
      if (shift >= 35) this.fail('s32 LEB128 too long', start);
      b = this.u8();
      result |= (b & 0x7f) << shift;
      shift += 7;
    } while (b & 0x80);
    if (shift < 32 && b & 0x40) result |= -1 << shift;
    return result | 0;
  }

  /** Signed 33-bit LEB128 (block types): a negative value is a one-byte type code, else a type index. */
  s33(): number {
    const start = this.pos;
    let result = 0;
    let shift = 0;
    let b: number;
    do {
      if (shift >= 35) this.fail('s33 LEB128 too long', start);
      b = this.u8();
      result += (b & 0x7f) * 2 ** shift;
      shift += 7;
    } while (b & 0x80);
    if (shift < 33 && b & 0x40) result -= 2 ** shift;
    return result;
  }

  /** Signed LEB128 for i64.const: at most 10 bytes, returned as a bigint in the signed 64-bit range. */
  s64(): bigint {
    const start = this.pos;
    let result = 0n;
    let shift = 0n;
    let b: number;
    do {
      if (shift >= 70n) this.fail('s64 LEB128 too long', start);
      b = this.u8();
      result |= BigInt(b & 0x7f) << shift;
      shift += 7n;
    } while (b & 0x80);
    if (b & 0x40) result -= 1n << shift;
    return BigInt.asIntN(64, result);
  }

  take(n: number): Uint8Array {
    if (n < 0 || this.pos + n > this.end) this.fail(`${n} bytes run past the end`);
    const out = this.bytes.subarray(this.pos, this.pos + n);
    this.pos += n;
    return out;
  }

  name(): string {
    const at = this.pos;
    const raw = this.take(this.u32());
    try {
      return utf8.decode(raw);
    } catch {
      return this.fail('name is not valid UTF-8', at);
    }
  }

  /** A vector: its u32 count, then `count` items read by `item`. */
  vec<T>(item: (r: Reader) => T): T[] {
    const n = this.u32();
    // Every item takes at least one byte: a count beyond the bytes left is a lie, refuse it early
    // instead of allocating for it.
    if (n > this.end - this.pos) this.fail(`vector of ${n} items is longer than the bytes left`);
    const out: T[] = new Array<T>(n);
    for (let i = 0; i < n; i++) out[i] = item(this);
    return out;
  }
}

export class Writer {
  private buf = new Uint8Array(256);
  length = 0;

  private room(n: number): void {
    if (this.length + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.length + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
  }

  u8(b: number): void {
    this.room(1);
    this.buf[this.length++] = b;
  }

  u32(v: number): void {
    if (!Number.isInteger(v) || v < 0 || v > 0xffffffff) throw new RangeError(`u32 out of range: ${v}`);
    this.room(5);
    const buf = this.buf;
    while (v >= 0x80) {
      buf[this.length++] = (v & 0x7f) | 0x80;
      v = v >>> 7;
    }
    buf[this.length++] = v;
  }

  /** Signed LEB128 of a safe integer (i32.const values and s33 block types), minimal length. */
  sint(v: number): void {
    if (!Number.isSafeInteger(v)) throw new RangeError(`signed LEB out of range: ${v}`);
    this.room(10);
    const buf = this.buf;
    if (v >= -(2 ** 31) && v < 2 ** 31) {
      // The 32-bit case with bit operations: `>>` keeps the sign.
      for (;;) {
        const b = v & 0x7f;
        v >>= 7;
        if ((v === 0 && (b & 0x40) === 0) || (v === -1 && (b & 0x40) !== 0)) {
          buf[this.length++] = b;
          return;
        }
        buf[this.length++] = b | 0x80;
      }
    }
    for (;;) {
      const b = ((v % 128) + 128) % 128;
      v = Math.floor(v / 128);
      const done = (v === 0 && (b & 0x40) === 0) || (v === -1 && (b & 0x40) !== 0);
      buf[this.length++] = done ? b : b | 0x80;
      if (done) return;
    }
  }

  s64(v: bigint): void {
    if (v >= -0x80000000n && v < 0x80000000n) {
      this.sint(Number(v)); // most i64 constants (every gas charge) are small: skip bigint arithmetic
      return;
    }
    this.room(10);
    for (;;) {
      const b = Number(v & 0x7fn);
      v >>= 7n;
      const done = (v === 0n && (b & 0x40) === 0) || (v === -1n && (b & 0x40) !== 0);
      this.buf[this.length++] = done ? b : b | 0x80;
      if (done) return;
    }
  }

  bytes(b: Uint8Array): void {
    this.room(b.length);
    this.buf.set(b, this.length);
    this.length += b.length;
  }

  name(s: string): void {
    const b = utf8Encoder.encode(s);
    this.u32(b.length);
    this.bytes(b);
  }

  /** Writes another writer's bytes prefixed by their u32 length (sections, bodies, custom payloads). */
  sized(inner: Writer): void {
    this.u32(inner.length);
    this.bytes(inner.finish());
  }

  /** Empties the writer and keeps its buffer, for reuse as a scratch area. */
  reset(): void {
    this.length = 0;
  }

  finish(): Uint8Array {
    return this.buf.subarray(0, this.length);
  }
}
