import { describe, it, expect } from '@jest/globals';
import { ByteReader, ByteWriter } from '../../../src/domain/state/record-bytes.js';
import { StateError } from '../../../src/domain/state/errors.js';

describe('ByteWriter / ByteReader', () => {
  it('round-trips fixed-width and variable-width fields', () => {
    const w = new ByteWriter(4); // forces growth
    const signed = [0n, 1n, -1n, 63n, -64n, 64n, (1n << 63n) - 1n, -(1n << 63n), 123456789012345n, -987654321n];
    const unsigned = [0n, 127n, 128n, 0xffffffffn, 0x100000000n, (1n << 64n) - 1n];
    w.u8(255).u32(0xdeadbeef).u64((1n << 64n) - 1n).varUint(0).varUint(300).varUint(0xffffffff);
    for (const v of signed) w.varSigned(v);
    for (const v of unsigned) w.varBig(v);
    w.lengthPrefixed(new Uint8Array([1, 2, 3]));
    const r = new ByteReader(w.finish());
    expect(r.u8()).toBe(255);
    expect(r.u32()).toBe(0xdeadbeef);
    expect(r.u64()).toBe((1n << 64n) - 1n);
    expect([r.varUint(), r.varUint(), r.varUint()]).toEqual([0, 300, 0xffffffff]);
    for (const v of signed) expect(r.varSigned()).toBe(v);
    for (const v of unsigned) expect(r.varBig()).toBe(v);
    expect(Array.from(r.lengthPrefixed())).toEqual([1, 2, 3]);
    r.end();
  });

  it('round-trips every power-of-two magnitude and its neighbours', () => {
    const signed: bigint[] = [];
    const unsigned: bigint[] = [];
    for (let k = 0n; k < 64n; k++) {
      for (const v of [(1n << k) - 1n, 1n << k, (1n << k) + 1n]) {
        if (v < 1n << 64n) unsigned.push(v);
        if (v < 1n << 63n) signed.push(v, -v);
      }
    }
    signed.push(-(1n << 63n));
    const w = new ByteWriter();
    for (const v of signed) w.varSigned(v);
    for (const v of unsigned) w.varBig(v);
    const r = new ByteReader(w.finish());
    for (const v of signed) expect(r.varSigned()).toBe(v);
    for (const v of unsigned) expect(r.varBig()).toBe(v);
    r.end();
  });

  it('rejects a varint over 64 bits', () => {
    const tooBig = new Uint8Array([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x02]);
    expect(() => new ByteReader(tooBig).varBig()).toThrow(StateError);
    const max = new Uint8Array([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01]);
    expect(new ByteReader(max).varBig()).toBe((1n << 64n) - 1n);
  });

  it('keeps small values short', () => {
    expect(new ByteWriter().varSigned(-1n).length).toBe(1);
    expect(new ByteWriter().varBig(127n).length).toBe(1);
    expect(new ByteWriter().varBig((1n << 64n) - 1n).length).toBe(10);
  });

  it('rejects out-of-range values instead of wrapping', () => {
    expect(() => new ByteWriter().varSigned(1n << 63n)).toThrow(StateError);
    expect(() => new ByteWriter().varBig(1n << 64n)).toThrow(StateError);
    expect(() => new ByteWriter().varBig(-1n)).toThrow(StateError);
    expect(() => new ByteWriter().u32(-1)).toThrow(StateError);
    expect(() => new ByteWriter().u64(-1n)).toThrow(StateError);
  });

  it('reports truncated and trailing data', () => {
    expect(() => new ByteReader(new Uint8Array([0x80])).varUint()).toThrow(StateError);
    expect(() => new ByteReader(new Uint8Array([1, 2])).u32()).toThrow(StateError);
    const r = new ByteReader(new Uint8Array([1, 2]));
    r.u8();
    expect(() => r.end()).toThrow(StateError);
  });

  it('finish returns a copy that later writes do not change', () => {
    const w = new ByteWriter();
    const first = w.u8(1).finish();
    w.reset().u8(2);
    expect(first[0]).toBe(1);
  });
});
