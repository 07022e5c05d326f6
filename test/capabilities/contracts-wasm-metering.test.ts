// The contracts' gas and call-stack injector (metering version 2): deterministic output, gas that
// follows the cost table (GAS_COSTS) by formula, out of gas and over-deep recursion told apart from
// other traps, memory.grow priced per page, the same results under every V8 tier, and a 100 KB
// module instrumented.
import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parse } from '@bytecodealliance/jco-transpile/wasm-tools';
import {
  GAS_COSTS, STACK_BUDGET, ContractValidationError, decodeModule, encodeModule, endsSegment, instructionCost, meterContract,
  meterModule, straightLineGas, trapKind, validateContract, type TrapKind,
} from '../../src/capabilities/contracts/wasm/index.js';
import { instr } from '../../src/capabilities/contracts/wasm/types.js';

const FIXTURES = new URL('../fixtures/contracts/', import.meta.url);
const compile = async (name: string) => parse(readFileSync(new URL(name, FIXTURES), 'utf8'));

type Exports = Record<string, any>;

async function load(name: string, env: Record<string, (...a: never[]) => unknown> = {}): Promise<Exports> {
  const metered = meterContract(await compile(name));
  return new WebAssembly.Instance(new WebAssembly.Module(metered), { env }).exports as Exports;
}

interface Outcome { result?: unknown; gasUsed: bigint; trap?: TrapKind }

/** Runs an export the way the host will: set the limit, call, classify a trap from the globals. */
function run(ex: Exports, fn: string, gasLimit: bigint, ...args: unknown[]): Outcome {
  ex.__gas.value = gasLimit;
  try {
    const result = ex[fn](0, ...args);
    return { result, gasUsed: gasLimit - (ex.__gas.value as bigint) };
  } catch (e) {
    if (!(e instanceof WebAssembly.RuntimeError)) throw e;
    const gas = ex.__gas.value as bigint;
    const trap = trapKind(gas, ex.__depth_exceeded.value as number);
    return { trap, gasUsed: trap === 'out-of-gas' ? gasLimit : gasLimit - gas };
  }
}

const LOTS = 10n ** 12n;
// The cost classes the formulas below are written in.
const B = BigInt(GAS_COSTS.base);
const S = BigInt(GAS_COSTS.segment);
const C = BigInt(GAS_COSTS.call);
const M = BigInt(GAS_COSTS.move);
const A = BigInt(GAS_COSTS.arith);

describe('instrumented output', () => {
  it('is the same bytes every time, and still valid WebAssembly', async () => {
    for (const name of ['counter.wat', 'dispatch.wat', 'loop.wat', 'recurse.wat', 'exits.wat', 'grow.wat', 'fib.wat', 'spin.wat']) {
      const bytes = await compile(name);
      const once = meterContract(bytes);
      expect(meterContract(Uint8Array.from(bytes))).toEqual(once);
      expect(encodeModule(meterModule(decodeModule(bytes)).module)).toEqual(once);
      expect([name, WebAssembly.validate(once)]).toEqual([name, true]);
      // The original exports are kept and the two globals added after them.
      const exports = WebAssembly.Module.exports(new WebAssembly.Module(once)).map((e) => `${e.name}:${e.kind}`);
      expect(exports.slice(-2)).toEqual(['__gas:global', '__depth_exceeded:global']);
    }
  });

  it('refuses modules outside the policy, including its own output', async () => {
    expect(() => meterContract(Uint8Array.from([0, 97, 115, 109, 1, 0, 0, 0]))).toThrow(ContractValidationError);
    await expect((async () => meterContract(await compile('float-op.wat')))()).rejects.toThrow(/rule floats/);
    const metered = meterContract(await compile('loop.wat'));
    expect(() => meterContract(metered)).toThrow(/rule export-name/);
  });

  it('injects the documented sequences', async () => {
    const m = meterModule(decodeModule(await compile('spin.wat')));
    const spin = m.module.codes[1]!;
    const names = spin.body.map((i) => i.op.toString(16).padStart(2, '0') + (i.a !== undefined ? `:${i.a}` : '') + (i.i64 !== undefined ? `:${i.i64}` : ''));
    const [gas, used, exceeded] = [m.gasGlobal, m.depthGlobal, m.depthExceededGlobal];
    const t = 1; // the scratch i64 local after the single i32 param
    // spin's frame: the base, one param, an empty operand stack.
    const frame = STACK_BUDGET.frameBase + 1;
    expect(m.frames[1]).toBe(frame);
    expect(names).toEqual([
      // stack budget check and increment
      `23:${used}`, `41:${STACK_BUDGET.budget - frame + 1}`, '4f', '04:-64', '41:1', `24:${exceeded}`, '00', '0b', `23:${used}`, `41:${frame}`, '6a', `24:${used}`,
      '02:-64', // the wrapper block (no result)
      '03:-64', // loop: a segment of cost 0 before it, so no charge
      // charge `br 0` and the segment: subtract, keep in $t, trap with gas -1 below zero
      `23:${gas}`, `42:${B + S}`, '7d', `22:${t}`, `24:${gas}`, `20:${t}`, '42:0', '53', '04:-64', '42:-1', `24:${gas}`, '00', '0b',
      '0c:0', '0b', // br 0, end of loop
      '0b', // the body's end closes the wrapper block
      `23:${used}`, `41:${frame}`, '6b', `24:${used}`, // decrement
      '0b',
    ]);
    expect(spin.locals).toEqual([{ count: 1, type: 0x7e }]);
  });

  it('prices instructions by the cost table and ends segments where control lands', () => {
    const c = GAS_COSTS;
    const ops = [0x6a, 0x10, 0x11, 0x6d, 0x82, 0x6c, 0x7e, 0x28, 0x35, 0x36, 0x3e, 0x3f, 0x40, 0x02, 0x03, 0x05, 0x0b, 0x0d, 0xfc08, 0xfc09, 0xfc0a, 0xfc0b];
    expect(ops.map((op) => instructionCost(instr(op)))).toEqual([
      c.arith, c.call, c.callIndirect, c.divRem, c.divRem64, c.mul, c.mul, c.load, c.load, c.store, c.store, c.memorySize, c.memoryGrow,
      0, 0, 0, 0, c.base, c.memoryInit, c.dataDrop, c.memoryCopy, c.memoryFill,
    ]);
    // The classes metering v2 added: moves, globals, comparisons, select, rotations, bit counts,
    // the other arithmetic (sign extension, shifts, conversions), and control.
    const more: [number, number][] = [
      [0x20, c.move], [0x21, c.move], [0x22, c.move], [0x41, c.move], [0x42, c.move], [0x1a, c.move], [0x01, c.move],
      [0x23, c.global], [0x24, c.global], [0x45, c.compare], [0x4f, c.compare], [0x50, c.compare], [0x5a, c.compare],
      [0x1b, c.select], [0x77, c.rotate], [0x78, c.rotate], [0x89, c.rotate], [0x8a, c.rotate],
      [0x67, c.bitCount], [0x69, c.bitCount], [0x79, c.bitCount], [0x7b, c.bitCount],
      [0x71, c.arith], [0x86, c.arith], [0xa7, c.arith], [0xad, c.arith], [0xc0, c.arith], [0xc4, c.arith],
      [0x6e, c.divRem], [0x70, c.divRem], [0x7f, c.divRem64], [0x81, c.divRem64],
      [0x0c, c.base], [0x0f, c.base], [0x00, c.base], [0x04, c.base],
    ];
    expect(more.map(([op]) => [op, instructionCost(instr(op))])).toEqual(more);
    // A comparison consumed at once by br_if, if or select is fused with it: it costs base.
    for (const user of [0x0d, 0x04, 0x1b]) expect([user, instructionCost(instr(0x4f), instr(user))]).toEqual([user, c.base]);
    for (const other of [0x6a, 0x21, 0x0c]) expect([other, instructionCost(instr(0x4f), instr(other))]).toEqual([other, c.compare]);
    // Only comparisons fuse: an add before br_if keeps its class.
    expect(instructionCost(instr(0x6a), instr(0x0d))).toBe(c.arith);
    expect(instructionCost(instr(0x0e, 0, undefined, undefined, undefined, [0, 1, 2]))).toBe(c.brTable + 3 * c.brTablePerTarget);
    expect([0x03, 0x04, 0x05, 0x0b, 0x0c, 0x0e, 0x0f, 0x00].every(endsSegment)).toBe(true);
    expect([0x02, 0x0d, 0x10, 0x11, 0x6a].some(endsSegment)).toBe(false);
  });

  it('tells the gas of a straight-line instruction list the way the injector charges it', async () => {
    const m = decodeModule(await compile('loop.wat'));
    const body = m.codes[1]!.body;
    // count's body: block, loop (a segment of cost 0), 9 instructions up to br (5 moves, i32.ge_u
    // fused with br_if, br_if, i32.add, br), then the ends. The entry's declared local is the
    // injector's (entryCost), not part of a straight-line list.
    expect(straightLineGas(body)).toBe(5 * GAS_COSTS.move + 3 * GAS_COSTS.base + GAS_COSTS.arith + GAS_COSTS.segment);
    expect(straightLineGas([instr(0x41, 1), instr(0x41, 2), instr(0x6c), instr(0x1a)])).toBe(3 * GAS_COSTS.move + GAS_COSTS.mul + GAS_COSTS.segment);
    // Unfused, the same comparison costs its class.
    expect(straightLineGas([instr(0x41, 1), instr(0x41, 2), instr(0x4f), instr(0x1a)])).toBe(3 * GAS_COSTS.move + GAS_COSTS.compare + GAS_COSTS.segment);
    expect(straightLineGas([instr(0x02, -64), instr(0x0b)])).toBe(0);
  });
});

describe('gas', () => {
  // count: the entry segment holds only its declared local $i (block and loop are free); each pass
  // of the loop is 5 moves, i32.ge_u fused with br_if (base), br_if, i32.add, br.
  const entry = BigInt(GAS_COSTS.frameLocal) + S;
  const perIteration = 5n * M + 3n * B + A + S;

  it('for a loop of N iterations is (frameLocal + segment) + (5 move + 3 base + arith + segment) (N + 1)', async () => {
    const ex = await load('loop.wat');
    for (const n of [0, 1, 2, 10, 1000, 12_345]) {
      expect([n, run(ex, 'count', LOTS, n).gasUsed]).toEqual([n, entry + perIteration * BigInt(n + 1)]);
    }
  });

  it('runs to exactly zero, and one unit less is out of gas', async () => {
    const ex = await load('loop.wat');
    const exact = entry + perIteration * 101n;
    expect(run(ex, 'count', exact, 100)).toEqual({ result: undefined, gasUsed: exact });
    expect(ex.__gas.value).toBe(0n);
    const short = await load('loop.wat');
    // The last segment's charge does not fit: out of gas, all of the limit used.
    expect(run(short, 'count', exact - 1n, 100)).toEqual({ trap: 'out-of-gas', gasUsed: exact - 1n });
    expect(short.__gas.value).toBe(-1n);
  });

  it('stops an infinite loop: a trap, gas -1, out of gas', async () => {
    const ex = await load('spin.wat');
    let caught: unknown;
    ex.__gas.value = 1_000_000n;
    try {
      ex.spin(0);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(WebAssembly.RuntimeError);
    expect(ex.__gas.value).toBe(-1n);
    expect(trapKind(ex.__gas.value, ex.__depth_exceeded.value)).toBe('out-of-gas');
    expect(ex.__depth_exceeded.value).toBe(0);
  });

  it('follows the call-heavy formula: fib costs (move + call + segment) + G(n), G(0) = G(1) = 3 move + 2 base + 2 segment, G(n) = 6 move + 2 base + 3 arith + 2 call + 2 segment + G(n-1) + G(n-2)', async () => {
    const ex = await load('fib.wat');
    // $fib's segments: the test (2 moves, i32.lt_u fused with if, if), then (a move), else (4
    // moves, 2 i32.sub, 2 calls, i32.add); no declared locals.
    const g: bigint[] = [3n * M + 2n * B + 2n * S, 3n * M + 2n * B + 2n * S];
    for (let n = 2; n <= 20; n++) g.push(6n * M + 2n * B + 3n * A + 2n * C + 2n * S + g[n - 1]! + g[n - 2]!);
    const fib = (n: number): number => (n < 2 ? n : fib(n - 1) + fib(n - 2));
    for (const n of [0, 1, 2, 5, 20]) {
      expect([n, run(ex, 'fib', LOTS, n)]).toEqual([n, { result: fib(n), gasUsed: M + C + S + g[n]! }]);
    }
  });

  it('charges memory.grow per page requested, before growing, even when it fails', async () => {
    const ex = await load('grow.wat');
    const pages = () => (ex.memory as WebAssembly.Memory).buffer.byteLength / 65536;
    const fixed = M + BigInt(GAS_COSTS.memoryGrow) + S; // local.get, memory.grow, the segment
    const page = BigInt(GAS_COSTS.growPerPage);
    expect(run(ex, 'grow', LOTS, 0)).toEqual({ result: 1, gasUsed: fixed });
    expect(run(ex, 'grow', LOTS, 3)).toEqual({ result: 1, gasUsed: fixed + 3n * page });
    expect(pages()).toBe(4);
    expect(run(ex, 'grow', LOTS, 100)).toEqual({ result: -1, gasUsed: fixed + 100n * page }); // past the maximum of 16
    expect(pages()).toBe(4);
    // 2^32 - 1 pages cannot be paid for: out of gas before memory.grow runs.
    expect(run(ex, 'grow', 10n ** 9n, -1)).toEqual({ trap: 'out-of-gas', gasUsed: 10n ** 9n });
    expect(pages()).toBe(4);
  });

  it('leaves host charges to the host, through the exported global', async () => {
    const HOST_COST = 100n;
    const store = new Map<string, bigint>();
    const mem = () => new Uint8Array(ex.memory.buffer);
    const key = (p: number, n: number) => new TextDecoder().decode(mem().subarray(p, p + n));
    const charge = () => {
      ex.__gas.value -= HOST_COST;
    };
    const ex: Exports = await load('counter.wat', {
      ctx_sender: (p: number) => { charge(); new DataView(ex.memory.buffer).setBigUint64(p, 42n, true); },
      ctx_get: () => { charge(); return -1; },
      ctx_set: (k: number, kl: number) => { charge(); store.set(key(k, kl), 0n); },
      ctx_add: (k: number, kl: number, v: bigint) => { charge(); store.set(key(k, kl), (store.get(key(k, kl)) ?? 0n) + v); },
      ctx_require: (c: number, m: number, ml: number) => { charge(); if (c === 0) throw new Error(key(m, ml)); },
      ctx_emit: () => charge(),
      ctx_return: () => charge(),
      abort: () => { throw new Error('abort'); },
    });
    // i32.const, global.set: metered like any function (the host sets gas first).
    expect(run(ex, '_initialize', LOTS).gasUsed).toBe(M + BigInt(GAS_COSTS.global) + S);
    const first = run(ex, 'increment', LOTS, 5n);
    expect(store.get('count')).toBe(5n);
    const second = run(ex, 'increment', LOTS, 7n);
    expect(store.get('count')).toBe(12n);
    expect(second.gasUsed).toBe(first.gasUsed);
    // Four host calls (require, add, sender, emit), each charged by the host.
    const plain = run(await load('counter.wat', new Proxy({}, { get: () => () => undefined })), 'increment', LOTS, 5n);
    expect(first.gasUsed - plain.gasUsed).toBe(4n * HOST_COST);
    expect(() => run(ex, 'increment', LOTS, -1n)).toThrow('step must be positive');
  });
});

describe('call stack budget', () => {
  it('allows floor(budget / frame) frames of a recursion, at least 512, and traps at the next call, the same way every run', async () => {
    // down's frame: the base, three params, an operand stack of at most 4 (the recursive call's
    // arguments), three pure ops (i32.eqz, i32.sub, i32.add).
    const frame = meterModule(decodeModule(await compile('recurse.wat'))).frames[1]!;
    expect(frame).toBe(STACK_BUDGET.frameBase + 3 + 4 + 3);
    const LIMIT = Math.floor(STACK_BUDGET.budget / frame);
    expect(LIMIT).toBeGreaterThanOrEqual(512);
    const outcomes = new Set<string>();
    const deepJs = (n: number, f: () => Outcome): Outcome => (n === 0 ? f() : deepJs(n - 1, f));
    for (let i = 0; i < 6; i++) {
      const ex = await load('recurse.wat');
      expect(run(ex, 'down', LOTS, LIMIT - 1, 1).result).toBe(LIMIT);
      expect(ex.__depth_exceeded.value).toBe(0);
      // Over the limit, from a shallow or a deep JS stack, and from an infinite recursion.
      const n = [LIMIT, LIMIT + 1, 1_000_000][i % 3]!;
      const out = i < 3 ? run(ex, 'down', LOTS, n, 1) : deepJs(2000, () => run(ex, 'down', LOTS, n, 1));
      const reached = new DataView(ex.memory.buffer).getInt32(0, true);
      outcomes.add(JSON.stringify({ trap: out.trap, reached, gasUsed: String(out.gasUsed) }));
    }
    expect([...outcomes].map((o) => JSON.parse(o))).toEqual([{ trap: 'call-depth-exceeded', reached: LIMIT, gasUsed: expect.any(String) }]);
  });

  it('decrements on every exit path (end, return, br, br_if, br_table to the function label)', async () => {
    const bytes = await compile('exits.wat');
    const plain = (new WebAssembly.Instance(new WebAssembly.Module(bytes)).exports as Exports).run(0, 5000);
    const ex = await load('exits.wat');
    // 25,000 calls in one run: a missed decrement anywhere would reach the limit.
    expect(run(ex, 'run', LOTS, 5000).result).toBe(plain);
    expect(run(ex, 'run', LOTS, 5000).result).toBe(plain);
  });
});

describe('the same gas and results under every V8 tier', () => {
  it('matches under the default tiers, --liftoff-only, --no-liftoff and a small stack', async () => {
    const modules: Record<string, string> = {};
    for (const name of ['loop.wat', 'fib.wat', 'recurse.wat', 'spin.wat', 'grow.wat']) {
      modules[name] = Buffer.from(meterContract(await compile(name))).toString('base64');
    }
    // Plain JS for the child: no TypeScript loader, no imports from the project.
    const script = `
      const modules = JSON.parse(require('fs').readFileSync(0, 'utf8'));
      const load = (n) => new WebAssembly.Instance(new WebAssembly.Module(Buffer.from(modules[n], 'base64')), { env: {} }).exports;
      const run = (ex, fn, gas, ...args) => {
        ex.__gas.value = gas;
        try { const r = ex[fn](0, ...args); return [String(r), String(gas - ex.__gas.value)]; }
        catch (e) { return ['trap', String(ex.__gas.value), ex.__depth_exceeded.value]; }
      };
      const out = [];
      for (let i = 0; i < 3; i++) {
        out.push(run(load('loop.wat'), 'count', 10n ** 12n, 200000));
        out.push(run(load('fib.wat'), 'fib', 10n ** 12n, 22));
        out.push(run(load('recurse.wat'), 'down', 10n ** 12n, 100000, 1));
        out.push(run(load('spin.wat'), 'spin', 123457n));
        out.push(run(load('grow.wat'), 'grow', 10n ** 12n, 5));
      }
      process.stdout.write(JSON.stringify(out));`;
    const runWith = (flags: string[]) => JSON.parse(execFileSync(process.execPath, [...flags, '-e', script], { input: JSON.stringify(modules) }).toString());
    const reference = runWith([]);
    expect(reference.slice(0, 5)).toEqual(reference.slice(5, 10));
    for (const flags of [['--liftoff-only'], ['--no-liftoff'], ['--no-liftoff', '--stack-size=200']]) {
      expect([flags.join(' '), runWith(flags)]).toEqual([flags.join(' '), reference]);
    }
    expect(reference[2][0]).toBe('trap');
    expect(reference[2][2]).toBe(1); // depth exceeded
    expect(reference[3]).toEqual(['trap', '-1', 0]); // out of gas
  });
});

describe('a 100 KB module', () => {
  /** A function with a loop, branches, division, a store and a call to the previous one. */
  function fn(k: number): string {
    const call = k === 0 ? '' : `(if (i32.gt_u (local.get $a) (i32.const 2)) (then (local.set $acc (i64.add (local.get $acc) (call $f${k - 1} (i32.sub (local.get $a) (i32.const 1)) (local.get $acc))))))`;
    return `(func $f${k} (param $a i32) (param $b i64) (result i64) (local $i i32) (local $acc i64)
      (local.set $acc (local.get $b))
      (block $done (loop $next
        (br_if $done (i32.ge_u (local.get $i) (local.get $a)))
        (local.set $acc (i64.add (i64.mul (local.get $acc) (i64.const ${k + 3})) (i64.extend_i32_u (local.get $i))))
        (if (i32.and (local.get $i) (i32.const 1))
          (then (local.set $acc (i64.div_u (local.get $acc) (i64.const 3))))
          (else (local.set $acc (i64.rem_u (local.get $acc) (i64.const 1000003)))))
        (i64.store offset=${k % 64} (i32.const 8) (local.get $acc))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $next)))
      ${call}
      (local.get $acc))`;
  }

  it('is validated and instrumented, and the result runs', async () => {
    const n = 740;
    const wat = `(module (memory (export "memory") 1 16) ${Array.from({ length: n }, (_, k) => fn(k)).join('\n')}
      (func (export "init") (param i32))
      (func (export "run") (param i32) (param $a i32) (result i64) (call $f${n - 1} (local.get $a) (i64.const 1))))`;
    const bytes = await parse(wat);
    expect(bytes.length).toBeGreaterThanOrEqual(100 * 1024);
    expect(bytes.length).toBeLessThanOrEqual(128 * 1024);
    const v = validateContract(bytes);
    expect(v.ok).toBe(true);
    if (!v.ok) return;
    const metered = meterModule(v.module);
    expect(metered.chargePoints).toBeGreaterThan(5 * n);
    expect(WebAssembly.validate(metered.bytes)).toBe(true);
    const plain = (new WebAssembly.Instance(new WebAssembly.Module(bytes)).exports as Exports).run(0, 5);
    const ex = new WebAssembly.Instance(new WebAssembly.Module(metered.bytes), { env: {} }).exports as Exports;
    const out = run(ex, 'run', LOTS, 5);
    expect(out.result).toBe(plain);
    expect(out.gasUsed).toBeGreaterThan(0n);
  });
});
