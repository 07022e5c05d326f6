// The contracts' allowlist validator (policy version 2): one WAT fixture per refused feature, each
// refused by the rule it names and saying what to change; one per feature policy 2 accepts; the
// count limits on generated modules; the accepted contracts; and the ABI table the import check reads.
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { parse } from '@bytecodealliance/jco-transpile/wasm-tools';
import {
  ABI_IMPORTS, ABI_VERSION, LIMITS, METERING_VERSION, RULE_HINTS, STACK_BUDGET, VALIDATION_POLICY_VERSION,
  assertValidContract, checkPolicy, ContractValidationError, decodeModule, meterModule, validateContract,
  type PolicyRule,
} from '../../src/capabilities/contracts/wasm/index.js';
import { DomainError, ErrorCode } from '../../src/domain/errors.js';

const FIXTURES = new URL('../fixtures/contracts/', import.meta.url);
const compile = async (name: string) => parse(readFileSync(new URL(name, FIXTURES), 'utf8'));

function ruleOf(bytes: Uint8Array): PolicyRule | 'accepted' {
  const r = validateContract(bytes);
  return r.ok ? 'accepted' : r.rule;
}

/** A minimal valid contract with extra module fields and an extra body for init. */
function contract(fields: string, initBody = ''): string {
  return `(module (memory (export "memory") 1 1) ${fields} (func (export "init") (param i32) ${initBody}))`;
}

describe('policy version 2 refuses, one fixture per feature, and says what to change', () => {
  const refused: [string, PolicyRule][] = [
    ['float-op.wat', 'floats'],
    ['float-local.wat', 'floats'],
    ['float-param.wat', 'floats'],
    ['float-global.wat', 'floats'],
    ['float-block-type.wat', 'floats'],
    ['simd.wat', 'simd'],
    ['simd-type.wat', 'simd'],
    ['atomics.wat', 'atomics'],
    ['shared-memory.wat', 'shared-memory'],
    ['bulk-table.wat', 'bulk-table'],
    ['elem-passive.wat', 'bulk-table'],
    ['saturating-truncation.wat', 'saturating-truncation'],
    ['reference-types.wat', 'reference-types'],
    ['reference-types-select.wat', 'reference-types'],
    ['reference-types-table-get.wat', 'reference-types'],
    ['reference-types-externref.wat', 'reference-types'],
    ['start-and-initialize.wat', 'start'],
    ['import-wasi.wat', 'import'],
    ['import-unknown.wat', 'import'],
    ['import-signature.wat', 'import-signature'],
    ['import-memory.wat', 'import'],
    ['memory-none.wat', 'memory-count'],
    ['memory-min-too-big.wat', 'memory-max'],
    ['memory-max-too-big.wat', 'memory-max'],
    ['table-no-max.wat', 'table-max'],
    ['table-max-too-big.wat', 'table-max'],
    ['tables-two.wat', 'tables'],
    ['export-multi-result.wat', 'export-signature'],
    ['tail-call.wat', 'tail-calls'],
    ['exceptions.wat', 'unknown-opcode'],
    ['exceptions-tag.wat', 'unknown-section'],
    ['component.wat', 'component'],
    ['init-missing.wat', 'init'],
    ['memory-not-exported.wat', 'memory-export'],
    ['export-signature.wat', 'export-signature'],
    ['export-reserved.wat', 'export-name'],
    ['export-reexported-import.wat', 'exports'],
  ];

  it.each(refused)('%s: rule %s', async (name, rule) => {
    const bytes = await compile(name);
    const r = validateContract(bytes);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.rule).toBe(rule);
    // What was found, then the rule's fix.
    expect(r.message).toMatch(/^.{10,}\. Fix: /);
    expect(r.message.endsWith(RULE_HINTS[rule])).toBe(true);
    // The fixture's first line names the rule it is there for.
    expect(readFileSync(new URL(name, FIXTURES), 'utf8').split('\n')[0]).toContain(`rule ${rule}`);
  });

  // This V8 (11.3) refuses these with WebAssembly.validate, Node 24's accepts them: our policy
  // decides first, so the verdict is the same rule on both (contracts-node-versions.test.ts).
  it.each([['memory-two.wat', 'memory-count'], ['const-expr.wat', 'const-expr']] as const)('%s: rule %s before the engine is asked', async (name, rule) => {
    const bytes = await compile(name);
    expect(ruleOf(bytes)).toBe(rule);
    expect(checkPolicy(decodeModule(bytes))?.rule).toBe(rule);
  });
});

describe('policy version 2 accepts what current compilers emit by default, one fixture per feature', () => {
  const accepted = [
    'memory-no-max.wat', 'bulk-memory.wat', 'bulk-memory-passive-data.wat', 'start.wat', 'multi-value.wat',
    'multi-value-block.wat', 'mutable-global-export.wat', 'dispatch.wat', 'counter.wat',
  ];

  it.each(accepted)('%s', async (name) => {
    const r = validateContract(await compile(name));
    expect(r.ok ? 'accepted' : `${r.rule}: ${r.message}`).toBe('accepted');
    expect(readFileSync(new URL(name, FIXTURES), 'utf8').split('\n')[0]).toMatch(/^;; (Accepted|Metering)/);
  });

  it('has a hint for every rule, naming a flag or a construct to change', () => {
    for (const [rule, hint] of Object.entries(RULE_HINTS)) expect([rule, hint.length > 20]).toEqual([rule, true]);
    for (const rule of ['simd', 'tail-calls', 'reference-types', 'atomics'] as const) expect(RULE_HINTS[rule]).toMatch(/clang -m|-pthread/);
    expect(RULE_HINTS.floats).toMatch(/double.*AssemblyScript/);
    expect(RULE_HINTS['unknown-opcode']).toMatch(/-fno-exceptions/);
  });
});

describe('policy version 2 limits', () => {
  it('refuses a module over 128 KB before anything else', async () => {
    const big = await parse(contract(`(data (i32.const 0) "${'x'.repeat(LIMITS.moduleBytes)}")`));
    expect(big.length).toBeGreaterThan(LIMITS.moduleBytes);
    const r = validateContract(big);
    expect(r.ok ? 'accepted' : [r.rule, r.message.split('. Fix:')[0]]).toEqual(['size', `${big.length} bytes, at most 131072`]);
    // One data segment that fills the module up to exactly the cap is fine.
    const withData = (n: number) => parse(contract(`(data (i32.const 0) "${'x'.repeat(n)}")`));
    const guess = LIMITS.moduleBytes - (await withData(0)).length;
    // The segment's and the section's LEB128 lengths grow with the data: correct for them.
    const exact = await withData(guess - ((await withData(guess)).length - LIMITS.moduleBytes));
    expect(exact.length).toBe(LIMITS.moduleBytes);
    expect(ruleOf(exact)).toBe('accepted');
  });

  it('refuses a function whose frame (params, locals, operand stack, arithmetic ops) is above the limit', async () => {
    // frameBase + 1 param + a stack of n values; then frameBase + 1 param + 1 value + k pure ops.
    const room = LIMITS.frameUnits - STACK_BUDGET.frameBase - 1;
    const deep = (n: number) => contract(`(func (param i32) ${'(i32.const 1)'.repeat(n)} ${'(drop)'.repeat(n)})`);
    const busy = (k: number) => contract(`(func (param i32) (i32.const 1) ${'(i32.eqz)'.repeat(k)} (drop))`);
    expect(ruleOf(await parse(deep(room)))).toBe('accepted');
    expect(ruleOf(await parse(busy(room - 1)))).toBe('accepted');
    const r = validateContract(await parse(deep(room + 1)));
    expect(r.ok ? 'accepted' : [r.rule, r.message.split('. Fix:')[0]]).toEqual(['frame-size', `function 0 has a frame of ${LIMITS.frameUnits + 1} units (1 params and locals, an operand stack of ${room + 1}, 0 arithmetic ops), at most ${LIMITS.frameUnits}`]);
    expect(ruleOf(await parse(busy(room)))).toBe('frame-size');
  });

  it('refuses too many params and locals in one function', async () => {
    const locals = (n: number) => contract(`(func (param i32) (local ${'i64 '.repeat(n)}))`);
    expect(ruleOf(await parse(locals(LIMITS.localsPerFunction - 1)))).toBe('accepted');
    expect(ruleOf(await parse(locals(LIMITS.localsPerFunction)))).toBe('locals');
  });

  it('refuses too many functions, globals and exports', async () => {
    const funcs = (n: number) => contract('(func)'.repeat(n - 1));
    expect(ruleOf(await parse(funcs(LIMITS.functions)))).toBe('accepted');
    expect(ruleOf(await parse(funcs(LIMITS.functions + 1)))).toBe('functions');
    const globals = (n: number) => contract('(global (mut i32) (i32.const 0))'.repeat(n));
    expect(ruleOf(await parse(globals(LIMITS.globals)))).toBe('accepted');
    expect(ruleOf(await parse(globals(LIMITS.globals + 1)))).toBe('globals');
    // init and memory are two exports already.
    const exports = (n: number) => contract(Array.from({ length: n - 2 }, (_, i) => `(func (export "f${i}") (param i32))`).join(''));
    expect(ruleOf(await parse(exports(LIMITS.exports)))).toBe('accepted');
    expect(ruleOf(await parse(exports(LIMITS.exports + 1)))).toBe('exports');
  });

  it('accepts the largest memory and table allowed', async () => {
    expect(ruleOf(await parse('(module (memory (export "memory") 0 16) (table 0 1024 funcref) (func (export "init") (param i32)))'))).toBe('accepted');
  });

  it('refuses export names outside the identifier rule', async () => {
    expect(ruleOf(await parse(contract('(func (export "has space") (param i32))')))).toBe('export-name');
    expect(ruleOf(await parse(contract('(func (export "9lives") (param i32))')))).toBe('export-name');
    expect(ruleOf(await parse(contract(`(func (export "${'a'.repeat(65)}") (param i32))`)))).toBe('export-name');
    expect(ruleOf(await parse(contract('(func (export "_initialize") (param i32))')))).toBe('export-signature');
  });

  it('reserves only the metering\'s export names (Rust\'s linker globals stay allowed)', async () => {
    const rustLike = contract('(global $d i32 (i32.const 1024)) (export "__data_end" (global $d)) (export "__heap_base" (global $d))');
    expect(ruleOf(await parse(rustLike))).toBe('accepted');
    expect(ruleOf(await parse(contract('(global $d i32 (i32.const 0)) (export "__depth_exceeded" (global $d))')))).toBe('export-name');
    expect(ruleOf(await parse(contract('(func (export "__gas") (param i32))')))).toBe('export-name');
  });

  it('refuses bytes that are not a module at all, or not valid WebAssembly', async () => {
    expect(ruleOf(Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8]))).toBe('not-wasm');
    // Ill-typed code the policy has nothing against: the engine's refusal, asked last.
    expect(ruleOf(await parse('(module (memory (export "memory") 1 16) (func (export "init") (param i32)) (func (result i32) i64.const 1))'))).toBe('wasm-invalid');
  });
});

describe('accepted contracts', () => {
  it('accepts the counter (ABI imports, _initialize, data, a mutable global)', async () => {
    const r = validateContract(await compile('counter.wat'));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.entryPoints).toEqual(['init', 'increment', 'get']);
    expect(r.module.imports.map((i) => i.name)).toEqual(['ctx_sender', 'ctx_get', 'ctx_set', 'ctx_add', 'ctx_require', 'ctx_emit', 'ctx_return', 'abort']);
  });

  it('accepts a table, call_indirect and sign extension', async () => {
    expect(ruleOf(await compile('dispatch.wat'))).toBe('accepted');
  });

  it('accepts every ABI import with its published signature, and nothing else under its name', async () => {
    const wat = (t: string) => (t === 'i32' || t === 'i64' ? t : '');
    const sig = (name: string, swap = false) => {
      const f = ABI_IMPORTS[name]!;
      const params = f.params.map((p) => (p === 0x7f ? 'i32' : 'i64'));
      if (swap) params.push('i32');
      const results = f.results.map((p) => (p === 0x7f ? 'i32' : 'i64'));
      return `(import "env" "${name}" (func (param ${params.map(wat).join(' ')}) (result ${results.join(' ')})))`;
    };
    const names = Object.keys(ABI_IMPORTS);
    expect(names).toEqual(['ctx_sender', 'ctx_self', 'ctx_amount', 'ctx_height', 'ctx_get', 'ctx_set', 'ctx_add', 'ctx_sub', 'ctx_require', 'ctx_emit', 'ctx_input', 'ctx_return', 'abort']);
    const all = `(module ${names.map((n) => sig(n)).join(' ')} (memory (export "memory") 1 1) (func (export "init") (param i32)))`;
    expect(ruleOf(await parse(all))).toBe('accepted');
    for (const n of names) {
      const wrong = `(module ${sig(n, true)} (memory (export "memory") 1 1) (func (export "init") (param i32)))`;
      expect([n, ruleOf(await parse(wrong))]).toEqual([n, 'import-signature']);
    }
    // The same name from another module is not the ABI.
    expect(ruleOf(await parse('(module (import "host" "ctx_height" (func (result i32))) (memory (export "memory") 1 1) (func (export "init") (param i32)))'))).toBe('import');
  });
});

describe('docs/contracts-abi.md', () => {
  it('has a minimal WAT contract that validates, meters and runs', async () => {
    const doc = readFileSync(new URL('../../docs/contracts-abi.md', import.meta.url), 'utf8');
    const example = [...doc.matchAll(/```wat\n([\s\S]*?)```/g)].map((m) => m[1]!).find((w) => w.startsWith('(module'));
    expect(example).toBeDefined();
    const r = validateContract(await parse(example!));
    expect(r.ok ? r.entryPoints : r).toEqual(['init', 'add']);
    if (!r.ok) return;
    const stored = new Map<string, string>();
    const events: string[] = [];
    const text = (p: number, n: number) => new TextDecoder().decode(new Uint8Array(ex.memory.buffer, p, n));
    const instance = new WebAssembly.Instance(new WebAssembly.Module(meterModule(r.module).bytes), {
      env: {
        ctx_set: (k: number, kl: number, v: number, vl: number) => stored.set(text(k, kl), text(v, vl)),
        ctx_add: (k: number, kl: number, by: bigint) => stored.set(text(k, kl), String(BigInt(stored.get(text(k, kl)) ?? '0') + by)),
        ctx_require: (c: number, m: number, ml: number) => { if (c === 0) throw new Error(text(m, ml)); },
        ctx_emit: (e: number, el: number) => events.push(text(e, el)),
      },
    });
    const ex = instance.exports as any;
    ex.__gas.value = 1_000_000n;
    ex.init(0);
    ex.add(0, 5n);
    ex.add(0, 2n);
    expect([stored.get('count'), events]).toEqual(['7', ['added', 'added']]);
    expect(() => ex.add(0, 0n)).toThrow('step must be positive');
  });
});

describe('the throwing form and the versions', () => {
  it('throws a ContractValidationError (errorCode 7 on contract) naming the rule', async () => {
    const bytes = await compile('float-op.wat');
    let caught: unknown;
    try {
      assertValidContract(bytes);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(ContractValidationError);
    expect(caught).toBeInstanceOf(DomainError);
    const e = caught as ContractValidationError;
    expect([e.rule, e.code, e.param]).toEqual(['floats', ErrorCode.INVALID_PARAMETER, 'contract']);
    expect(e.reason).toContain('rule floats');
    expect(assertValidContract(await compile('counter.wat')).entryPoints).toContain('increment');
  });

  it('publishes the versions', () => {
    expect([ABI_VERSION, VALIDATION_POLICY_VERSION, METERING_VERSION]).toEqual([1, 2, 2]);
    expect(LIMITS).toEqual({ moduleBytes: 131072, memoryPages: 16, tableEntries: 1024, functions: 2048, localsPerFunction: 256, frameUnits: 16384, globals: 256, exports: 128, types: 1024 });
  });
});
