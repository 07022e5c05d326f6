// The contracts' WebAssembly decoder and encoder: LEB128 edge cases, every fixture decoded and
// written back byte for byte, every immediate shape, and malformed input refused with an offset
// (never a hang or an over-read).
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from '@bytecodealliance/jco-transpile/wasm-tools';
import { Reader, WasmDecodeError, Writer } from '../../src/capabilities/contracts/wasm/leb128.js';
import { decodeModule, preambleKind, UnsupportedError } from '../../src/capabilities/contracts/wasm/decoder.js';
import { encodeModule } from '../../src/capabilities/contracts/wasm/encoder.js';
import { opInfo, opName } from '../../src/capabilities/contracts/wasm/opcodes.js';
import { validateContract } from '../../src/capabilities/contracts/wasm/validator.js';

const FIXTURES = new URL('../fixtures/contracts/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, FIXTURES), 'utf8');
const bytesOf = (...b: number[]) => Uint8Array.from(b);

describe('LEB128', () => {
  it('reads and writes u32 at the edges', () => {
    for (const v of [0, 1, 127, 128, 16_383, 16_384, 2 ** 31, 0xffffffff]) {
      const w = new Writer();
      w.u32(v);
      expect(new Reader(w.finish()).u32()).toBe(v);
    }
    expect(Array.from((() => { const w = new Writer(); w.u32(624_485); return w.finish(); })())).toEqual([0xe5, 0x8e, 0x26]);
  });

  it('refuses a u32 that is too long or above 32 bits', () => {
    expect(() => new Reader(bytesOf(0xff, 0xff, 0xff, 0xff, 0x1f)).u32()).toThrow(WasmDecodeError);
    expect(() => new Reader(bytesOf(0x80, 0x80, 0x80, 0x80, 0x80, 0x00)).u32()).toThrow(WasmDecodeError);
    expect(() => new Reader(bytesOf(0x80)).u32()).toThrow(/unexpected end/);
  });

  it('reads and writes signed values at the edges', () => {
    for (const v of [0, -1, 63, 64, -64, -65, 2 ** 31 - 1, -(2 ** 31)]) {
      const w = new Writer();
      w.sint(v);
      expect(new Reader(w.finish()).s32()).toBe(v);
    }
    for (const v of [0n, -1n, 63n, -64n, 2n ** 63n - 1n, -(2n ** 63n), 1234567890123n]) {
      const w = new Writer();
      w.s64(v);
      expect(new Reader(w.finish()).s64()).toBe(v);
    }
    // -123456 from the spec's example, and the empty block type 0x40 read as s33.
    expect(new Reader(bytesOf(0xc0, 0xbb, 0x78)).s32()).toBe(-123_456);
    expect(new Reader(bytesOf(0x40)).s33()).toBe(-64);
    expect(new Reader(bytesOf(0x7f)).s33()).toBe(-1);
  });

  it('refuses a vector count larger than the bytes left', () => {
    expect(() => new Reader(bytesOf(0xff, 0x01, 0x00)).vec((r) => r.u8())).toThrow(/longer than the bytes left/);
  });
});

describe('opcode table', () => {
  it('names and classifies instructions', () => {
    expect(opName(0x6a)).toBe('i32.add');
    expect(opName(0xa0)).toBe('f64.add');
    expect(opInfo(0xa0)!.feature).toBe('float');
    expect(opInfo(0xbc)!.name).toBe('i32.reinterpret_f32');
    expect(opInfo(0xbc)!.feature).toBe('float');
    expect(opInfo(0xad)!.feature).toBe('mvp'); // i64.extend_i32_u
    expect(opInfo(0xa7)!.feature).toBe('mvp'); // i32.wrap_i64
    expect(opInfo(0xc4)!.feature).toBe('sign-ext');
    expect(opInfo(0xfc0b)!.name).toBe('memory.fill');
    expect(opInfo(0x06)).toBeUndefined();
  });
});

describe('module round trip', () => {
  const names = readdirSync(FIXTURES).filter((n) => n.endsWith('.wat')).sort();

  it('decodes every core fixture and writes it back byte for byte', async () => {
    let checked = 0;
    for (const name of names) {
      const bytes = await parse(fixture(name));
      if (preambleKind(bytes) !== 'core') continue;
      let module;
      try {
        module = decodeModule(bytes);
      } catch (e) {
        expect(e).toBeInstanceOf(UnsupportedError); // SIMD, atomics, exceptions: the decoder stops there
        continue;
      }
      expect({ name, bytes: Array.from(encodeModule(module)) }).toEqual({ name, bytes: Array.from(bytes) });
      checked++;
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('keeps every immediate shape', async () => {
    const bytes = await parse(`(module
      (type $t (func (param i32) (result i32)))
      (memory 1 2) (table 2 2 funcref) (elem (i32.const 0) $f $f)
      (global $g (mut i64) (i64.const -9223372036854775808))
      (func $f (type $t)
        (block $b (result i32)
          (loop $l
            (br_table $b $l $b (i32.const -1) (local.get 0)))
          (i32.const 0))
        (drop)
        (i64.store32 offset=65536 align=4 (i32.const 8) (global.get $g))
        (drop (memory.grow (memory.size)))
        (drop (f32.const 1.5)) (drop (f64.const -0.25))
        (drop (select (i32.const 1) (i32.const 2) (i32.const 3)))
        (call_indirect (type $t) (i32.const 5) (i32.const 1))))`);
    const m = decodeModule(bytes);
    const body = m.codes[0]!.body;
    // Inside the loop, $l is label 0 and $b label 1.
    expect(body.find((i) => i.op === 0x0e)).toEqual({ op: 0x0e, list: [1, 0], a: 1 });
    expect(body.find((i) => i.op === 0x3e)).toEqual({ op: 0x3e, a: 2, b: 65536 });
    expect(body.find((i) => i.op === 0x43)!.raw).toEqual(Uint8Array.from([0, 0, 0xc0, 0x3f]));
    expect(body.find((i) => i.op === 0x11)).toEqual({ op: 0x11, a: 0, b: 0 });
    expect(m.globals[0]!.init).toEqual([{ op: 0x42, i64: -(2n ** 63n) }]);
    expect(Array.from(encodeModule(m))).toEqual(Array.from(bytes));
  });

  it('puts custom sections back in their slot', async () => {
    const bytes = await parse('(module (@custom "first" (before first) "a") (func) (@custom "later" (after code) "b"))');
    const m = decodeModule(bytes);
    expect(m.customs.map((c) => [c.name, c.after])).toEqual([['first', 0], ['later', 10]]);
    expect(Array.from(encodeModule(m))).toEqual(Array.from(bytes));
  });
});

describe('malformed modules', () => {
  const header = [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00];

  it('tells core modules, components and other bytes apart', async () => {
    expect(preambleKind(Uint8Array.from(header))).toBe('core');
    expect(preambleKind(await parse('(component)'))).toBe('component');
    expect(preambleKind(bytesOf(1, 2, 3))).toBe('not-wasm');
    expect(() => decodeModule(bytesOf(1, 2, 3))).toThrow(WasmDecodeError);
  });

  it('refuses truncation, sections out of order, leftovers and count mismatches', () => {
    const cases: [number[], RegExp][] = [
      [[...header, 0x01, 0x05, 0x01], /runs past the end/],
      [[...header, 0x03, 0x01, 0x00, 0x01, 0x01, 0x00], /out of order/],
      [[...header, 0x01, 0x01, 0x00, 0x01, 0x01, 0x00], /out of order or repeated/],
      [[...header, 0x01, 0x02, 0x00, 0x00], /left over/],
      [[...header, 0x01, 0x04, 0x01, 0x60, 0x00, 0x00, 0x03, 0x02, 0x01, 0x00], /1 functions declared but 0 bodies/],
      [[...header, 0x01, 0x04, 0x01, 0x61, 0x00, 0x00], /must start with 0x60/],
      [[...header, 0x01, 0x05, 0x01, 0x60, 0x01, 0x55, 0x00], /unknown value type/],
    ];
    for (const [bytes, message] of cases) {
      expect(() => decodeModule(Uint8Array.from(bytes))).toThrow(message);
    }
  });

  it('reports unknown sections and opcodes with their code', () => {
    const unknownSection = Uint8Array.from([...header, 0x0e, 0x00]);
    expect(() => decodeModule(unknownSection)).toThrow(UnsupportedError);
    // type () -> (); one function; body: 0 locals, opcode 0x06 (legacy try), end.
    const body = Uint8Array.from([...header, 0x01, 0x04, 0x01, 0x60, 0x00, 0x00, 0x03, 0x02, 0x01, 0x00, 0x0a, 0x05, 0x01, 0x03, 0x00, 0x06, 0x0b]);
    try {
      decodeModule(body);
      throw new Error('decoded');
    } catch (e) {
      expect(e).toBeInstanceOf(UnsupportedError);
      expect((e as UnsupportedError).code).toBe(0x06);
      expect((e as UnsupportedError).offset).toBe(body.length - 2);
    }
  });
});

describe('mutated modules', () => {
  it('make the decoder throw WasmDecodeError and the validator name a rule, never anything else', async () => {
    const base = await parse(fixture('counter.wat'));
    let seed = 17;
    const rnd = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const unexpected: string[] = [];
    for (let i = 0; i < 3000; i++) {
      const b = Uint8Array.from(base);
      for (let j = 0; j < 1 + Math.floor(rnd() * 4); j++) b[8 + Math.floor(rnd() * (b.length - 8))] = Math.floor(rnd() * 256);
      const bytes = rnd() < 0.1 ? b.subarray(0, Math.floor(rnd() * b.length)) : b;
      try {
        encodeModule(decodeModule(bytes));
      } catch (e) {
        if (!(e instanceof WasmDecodeError)) unexpected.push(String(e));
      }
      try {
        validateContract(bytes);
      } catch (e) {
        unexpected.push(`validator: ${String(e)}`);
      }
    }
    expect(unexpected).toEqual([]);
  });
});
