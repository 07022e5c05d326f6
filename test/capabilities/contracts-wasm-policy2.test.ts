// What policy version 2 newly accepts, metered and run: a memory without a maximum (given 16
// pages), memory.copy/fill and memory.init charged per started 8-byte chunk of their length,
// data.drop, a start section run as `_initialize` by the host, multi-value functions and blocks,
// and the call_indirect table immediate as a padded LEB (clang 19's output). Each result matches the
// unmetered module's, and each metered module is the same bytes every time.
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { parse } from '@bytecodealliance/jco-transpile/wasm-tools';
import { sha256 } from '@noble/hashes/sha2.js';
import {
  GAS_COSTS, LIMITS, decodeModule, dynamicGas, encodeModule, meterContract, meterModule, straightLineGas, trapKind,
} from '../../src/capabilities/contracts/wasm/index.js';
import { Writer } from '../../src/capabilities/contracts/wasm/leb128.js';
import { writeInstr as encodeInstr } from '../../src/capabilities/contracts/wasm/encoder.js';
import { inlineContractRunner } from '../../src/capabilities/contracts/runtime/inline-runner.js';
import { CALL_BASE_GAS } from '../../src/capabilities/contracts/runtime/execute.js';

const FIXTURES = new URL('../fixtures/contracts/', import.meta.url);
const compile = async (name: string) => parse(readFileSync(new URL(name, FIXTURES), 'utf8'));

type Exports = Record<string, any>;
const LOTS = 10n ** 12n;

function instance(bytes: Uint8Array, env: Record<string, unknown> = {}): Exports {
  return new WebAssembly.Instance(new WebAssembly.Module(bytes), { env: env as WebAssembly.ModuleImports }).exports as Exports;
}

/** Calls an export of a metered instance: its result and gas, or the trap kind. */
function run(ex: Exports, fn: string, ...args: unknown[]): { result?: unknown; gasUsed: bigint; trap?: string } {
  ex.__gas.value = LOTS;
  try {
    const result = ex[fn](0, ...args);
    return { result, gasUsed: LOTS - (ex.__gas.value as bigint) };
  } catch (e) {
    if (!(e instanceof WebAssembly.RuntimeError)) throw e;
    return { trap: trapKind(ex.__gas.value as bigint, ex.__depth_exceeded.value as number), gasUsed: LOTS - (ex.__gas.value as bigint) };
  }
}

/** The static gas of an exported function's body, as the metering charges it (every segment run once). */
async function staticGas(name: string, exportName: string): Promise<bigint> {
  const m = decodeModule(await compile(name));
  const index = m.exports.find((e) => e.name === exportName)!.index;
  return BigInt(straightLineGas(m.codes[index]!.body));
}

const chunks = (len: number) => BigInt(Math.ceil(len / GAS_COSTS.bulkChunkBytes));

describe('policy 2 features, metered', () => {
  it('meters every newly accepted fixture to the same valid bytes every time', async () => {
    for (const name of ['memory-no-max.wat', 'bulk-memory.wat', 'bulk-memory-passive-data.wat', 'start.wat', 'multi-value.wat', 'multi-value-block.wat', 'mutable-global-export.wat']) {
      const bytes = await compile(name);
      const once = meterContract(bytes);
      expect([name, Array.from(meterContract(Uint8Array.from(bytes)))]).toEqual([name, Array.from(once)]);
      expect([name, WebAssembly.validate(once)]).toEqual([name, true]);
    }
  });

  it('gives a memory without a maximum the policy maximum: growing past 16 pages returns -1', async () => {
    const metered = meterModule(decodeModule(await compile('memory-no-max.wat')));
    expect(metered.module.memories).toEqual([{ min: 1, max: LIMITS.memoryPages, shared: false }]);
    const ex = instance(metered.bytes);
    expect(run(ex, 'grow', 15).result).toBe(1);
    expect(run(ex, 'grow', 1).result).toBe(-1);
    expect(run(ex, 'grow', 0).result).toBe(16);
    // The unmetered module would have grown: the maximum is the metering's.
    expect(instance(await compile('memory-no-max.wat')).grow(0, 16)).toBe(1);
  });

  it('charges memory.fill and memory.copy per started 8-byte chunk, before they run, even when they trap', async () => {
    const ex = instance(meterContract(await compile('bulk-memory.wat')));
    const fill = await staticGas('bulk-memory.wat', 'fill');
    const copy = await staticGas('bulk-memory.wat', 'copy');
    const perFill = BigInt(GAS_COSTS.fillPerChunk);
    const perCopy = BigInt(GAS_COSTS.copyPerChunk);
    for (const len of [1, 8, 9, 100, 4096, 65_000]) {
      expect([len, run(ex, 'fill', 0, 0xab, len)]).toEqual([len, { result: 0xab, gasUsed: fill + chunks(len) * perFill }]);
      expect(dynamicGas(0xfc0b, len)).toBe(chunks(len) * perFill);
    }
    expect(run(ex, 'copy', 40_000, 0, 300)).toEqual({ result: 0xab, gasUsed: copy + chunks(300) * perCopy });
    // Out of bounds: the op traps after its charge (a plain trap, not out of gas).
    expect(run(ex, 'fill', 65_000, 1, 1000)).toEqual({ trap: 'trap', gasUsed: fill + chunks(1000) * perFill });
    // A length of 2^32 - 1 cannot be paid for with a small limit: out of gas before the op.
    ex.__gas.value = 1_000_000n;
    expect(() => ex.fill(0, 0, 0, -1)).toThrow(WebAssembly.RuntimeError);
    expect(ex.__gas.value).toBe(-1n);
  });

  it('charges memory.init per chunk; data.drop empties the segment', async () => {
    const ex = instance(meterContract(await compile('bulk-memory-passive-data.wat')));
    const load = await staticGas('bulk-memory-passive-data.wat', 'load');
    expect(run(ex, 'load', 100, 13)).toEqual({ result: 's'.charCodeAt(0), gasUsed: load + chunks(13) * BigInt(GAS_COSTS.initPerChunk) });
    expect(new TextDecoder().decode(new Uint8Array(ex.memory.buffer, 100, 13))).toBe('passive bytes');
    expect(run(ex, 'dropThenLoad').trap).toBe('trap');
  });

  it('turns a start section into _initialize, which the host runs (metered) before the entry point', async () => {
    const bytes = await compile('start.wat');
    const metered = meterModule(decodeModule(bytes));
    expect(metered.module.start).toBeUndefined();
    expect(metered.module.exports.find((e) => e.name === '_initialize')).toEqual({ name: '_initialize', kind: 0, index: 0 });
    const runner = inlineContractRunner();
    const r = runner.run({
      contract: 1n, code: bytes, codeHash: sha256(bytes), fn: 'booted', args: [], input: new Uint8Array(0),
      sender: 2n, amount: 0n, height: 1, gasLimit: CALL_BASE_GAS + 1_000_000n, storageBytes: 0,
    }, { get: () => undefined });
    expect(r.ok).toBe(true);
    expect(new TextDecoder().decode(r.returnValue)).toBe('42');
    // The start function's segment (i32.const, global.set) is paid for, beside booted's own.
    const boot = BigInt(GAS_COSTS.move + GAS_COSTS.global + GAS_COSTS.segment);
    expect(r.gasUsed).toBe(CALL_BASE_GAS + boot + (await staticGas('start.wat', 'booted')));
  });

  it('runs multi-value functions and blocks, with the results of the unmetered module', async () => {
    const mv = await compile('multi-value.wat');
    const metered = meterModule(decodeModule(mv));
    // $divmod's wrapper block is typed by a type index: [] -> [i32 i32], appended after the module's own.
    const wrapper = metered.module.codes[0]!.body.find((i) => i.op === 0x02)!;
    expect(metered.module.types[wrapper.a!]).toEqual({ params: [], results: [0x7f, 0x7f] });
    expect(run(instance(metered.bytes), 'split', 17, 5).result).toBe(instance(mv).split(0, 17, 5));
    const blocks = await compile('multi-value-block.wat');
    expect(run(instance(meterContract(blocks)), 'twice', 20).result).toBe(41);
  });

  it('accepts and meters a call_indirect whose table index is a padded LEB (clang 19 with reference types)', async () => {
    const bytes = await compile('dispatch.wat');
    const padded = withPaddedTableIndex(bytes);
    expect(padded.length).toBeGreaterThan(bytes.length);
    expect(WebAssembly.validate(padded)).toBe(true);
    // Decoded to the same module; metered to the same bytes.
    expect(encodeModule(decodeModule(padded))).toEqual(bytes);
    expect(meterContract(padded)).toEqual(meterContract(bytes));
    expect(run(instance(meterContract(padded)), 'apply', 1, 10n, 3n).result).toBe(7n);
  });
});

/**
 * The module with each call_indirect's table index (0x00) written as the 5-byte LEB 0x80 0x80 0x80
 * 0x80 0x00, as wasm-ld leaves relocated indices: bodies and the code section re-sized.
 */
function withPaddedTableIndex(bytes: Uint8Array): Uint8Array {
  const m = decodeModule(bytes);
  const out = new Writer();
  const encoded = encodeModule(m);
  // Rebuild only the code section; copy every other section as it is.
  let pos = 8;
  out.bytes(encoded.subarray(0, 8));
  const u32 = () => {
    let result = 0;
    for (let shift = 0; ; shift += 7) {
      const b = encoded[pos++]!;
      result += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) return result;
    }
  };
  while (pos < encoded.length) {
    const id = encoded[pos++]!;
    const size = u32();
    const content = encoded.subarray(pos, pos + size);
    pos += size;
    out.u8(id);
    if (id !== 10) {
      out.u32(size);
      out.bytes(content);
      continue;
    }
    const section = new Writer();
    section.u32(m.codes.length);
    for (const code of m.codes) {
      const body = new Writer();
      body.u32(code.locals.length);
      for (const l of code.locals) {
        body.u32(l.count);
        body.u8(l.type);
      }
      const single = new Writer();
      for (const ins of code.body) {
        single.reset();
        encodeInstr(single, ins);
        const b = single.finish();
        if (ins.op === 0x11) {
          body.bytes(b.subarray(0, b.length - 1));
          body.bytes(Uint8Array.from([0x80, 0x80, 0x80, 0x80, 0x00]));
        } else {
          body.bytes(b);
        }
      }
      section.sized(body);
    }
    out.sized(section);
  }
  return out.finish().slice();
}
