import { describe, it, expect } from '@jest/globals';
import { ByteReader, ByteWriter, readU64LE, writeU64LE } from '../../src/domain/bytes.js';
import { DomainError } from '../../src/domain/errors.js';
import { MAX_LONG, MAX_UNSIGNED_LONG, MIN_LONG } from '../../src/domain/constants.js';

describe('ByteWriter / ByteReader', () => {
  it('round trips every field kind little-endian', () => {
    const w = new ByteWriter(4); // forces growth
    w.u8(255).i8(-128).i16(-2).u16(65535).i32(-5).u32(0xffffffff).i64(MIN_LONG).i64(MAX_LONG).u64(MAX_UNSIGNED_LONG).bytes(Uint8Array.of(9, 8)).zeros(3);
    const b = w.finish();
    expect(b.length).toBe(1 + 1 + 2 + 2 + 4 + 4 + 8 + 8 + 8 + 2 + 3);
    expect(b[2]).toBe(0xfe); // i16 -2 low byte first
    const r = new ByteReader(b);
    expect(r.u8()).toBe(255);
    expect(r.i8()).toBe(-128);
    expect(r.i16()).toBe(-2);
    expect(r.u16()).toBe(65535);
    expect(r.i32()).toBe(-5);
    expect(r.u32()).toBe(0xffffffff);
    expect(r.i64()).toBe(MIN_LONG);
    expect(r.i64()).toBe(MAX_LONG);
    expect(r.u64()).toBe(MAX_UNSIGNED_LONG);
    expect(r.bytes(2)).toEqual(Uint8Array.of(9, 8));
    expect(r.bytes(3)).toEqual(new Uint8Array(3));
    expect(r.remaining).toBe(0);
    r.expectEnd();
  });

  it('refuses out-of-range values instead of wrapping', () => {
    const w = new ByteWriter();
    expect(() => w.u8(256)).toThrow(DomainError);
    expect(() => w.u8(-1)).toThrow(DomainError);
    expect(() => w.i16(32768)).toThrow(DomainError);
    expect(() => w.i32(2 ** 31)).toThrow(DomainError);
    expect(() => w.i32(1.5)).toThrow(DomainError);
    expect(() => w.i64(MAX_LONG + 1n)).toThrow(DomainError);
    expect(() => w.u64(-1n)).toThrow(DomainError);
    expect(() => w.u64(MAX_UNSIGNED_LONG + 1n)).toThrow(DomainError);
    expect(() => w.bytes(new Uint8Array(3), 4)).toThrow(DomainError);
    expect(w.length).toBe(0);
  });

  it('throws on truncated input and trailing bytes', () => {
    expect(() => new ByteReader(new Uint8Array(3)).i32()).toThrow(/truncated/);
    expect(() => new ByteReader(new Uint8Array(7)).u64()).toThrow(DomainError);
    expect(() => new ByteReader(new Uint8Array(2)).bytes(3)).toThrow(DomainError);
    const r = new ByteReader(new Uint8Array(2));
    r.u8();
    expect(() => r.expectEnd()).toThrow(/trailing/);
  });

  it('reads views from an offset buffer', () => {
    const big = Uint8Array.of(0, 0, 1, 2, 3, 4);
    const r = new ByteReader(big.subarray(2));
    expect(r.u16()).toBe(0x0201);
    const v = r.bytes(2);
    expect(v.buffer).toBe(big.buffer);
  });

  it('u64 helpers', () => {
    const b = new Uint8Array(10);
    writeU64LE(b, 1, 0x0102030405060708n);
    expect([...b.subarray(1, 9)]).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    expect(readU64LE(b, 1)).toBe(0x0102030405060708n);
    writeU64LE(b, 0, MAX_UNSIGNED_LONG);
    expect(readU64LE(b, 0)).toBe(MAX_UNSIGNED_LONG);
    expect(() => readU64LE(b, 3)).toThrow(DomainError);
    expect(() => writeU64LE(b, 0, -1n)).toThrow(DomainError);
  });
});
