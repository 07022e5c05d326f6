// The AssemblyScript SDK (sdk/assemblyscript) and its three examples (sdk/examples): each is
// compiled from source with the build of `npm run contract:build` (scripts/contract-build.ts),
// checked against the contract policy, then run in-process on a tiny ABI host (mini-host.ts).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import binaryen from 'assemblyscript/binaryen';
import {
  buildContract,
  contractName,
  exampleSources,
  MAX_CONTRACT_BYTES,
  type BuiltContract,
} from '../../scripts/contract-build.js';
import { validateContract } from '../../src/capabilities/contracts/wasm/validator.js';
import { MiniHost, type CallResult } from './mini-host.js';

const ABI_IMPORTS = new Set([
  'ctx_sender', 'ctx_self', 'ctx_amount', 'ctx_height', 'ctx_get', 'ctx_set', 'ctx_add', 'ctx_sub',
  'ctx_require', 'ctx_emit', 'ctx_input', 'ctx_return', 'abort',
]);

// ---- a minimal reader of the module's sections (enough for the policy checks below) ----

interface ModuleFacts {
  /** Value types in function types and in local declarations. */
  valueTypes: Set<number>;
  memories: Array<{ min: number; max: number | null; shared: boolean }>;
  tables: number;
  hasStart: boolean;
}

function readModule(bytes: Uint8Array): ModuleFacts {
  let pos = 8;
  const u32 = (): number => {
    let result = 0;
    let shift = 0;
    for (;;) {
      const b = bytes[pos++]!;
      result |= (b & 0x7f) << shift;
      if ((b & 0x80) === 0) return result >>> 0;
      shift += 7;
    }
  };
  const facts: ModuleFacts = { valueTypes: new Set(), memories: [], tables: 0, hasStart: false };
  while (pos < bytes.length) {
    const id = bytes[pos++]!;
    const size = u32();
    const end = pos + size;
    if (id === 1) { // type
      for (let n = u32(); n > 0; n--) {
        expect(bytes[pos++]).toBe(0x60);
        for (let p = u32(); p > 0; p--) facts.valueTypes.add(bytes[pos++]!);
        for (let r = u32(); r > 0; r--) facts.valueTypes.add(bytes[pos++]!);
      }
    } else if (id === 4) {
      facts.tables = u32();
    } else if (id === 5) { // memory
      for (let n = u32(); n > 0; n--) {
        const flags = u32();
        const min = u32();
        const max = (flags & 1) !== 0 ? u32() : null;
        facts.memories.push({ min, max, shared: (flags & 2) !== 0 });
      }
    } else if (id === 8) {
      facts.hasStart = true;
    } else if (id === 10) { // code: local declarations only
      for (let n = u32(); n > 0; n--) {
        const bodySize = u32();
        const bodyEnd = pos + bodySize;
        for (let d = u32(); d > 0; d--) {
          u32();
          facts.valueTypes.add(bytes[pos++]!);
        }
        pos = bodyEnd;
      }
    }
    pos = end;
  }
  return facts;
}

/** What the contract policy (the node's validator) would refuse in a module, as messages. */
function policyProblems(bytes: Uint8Array): string[] {
  const problems: string[] = [];
  if (!WebAssembly.validate(bytes)) return ['invalid module'];
  if (bytes.length >= MAX_CONTRACT_BYTES) problems.push(`${bytes.length} B is over the size limit`);
  const mod = new WebAssembly.Module(bytes);
  for (const imp of WebAssembly.Module.imports(mod)) {
    if (imp.module !== 'env' || imp.kind !== 'function' || !ABI_IMPORTS.has(imp.name)) {
      problems.push(`import ${imp.module}.${imp.name} (${imp.kind}) is outside the ABI`);
    }
  }
  const exports = WebAssembly.Module.exports(mod);
  if (!exports.some((e) => e.name === 'init' && e.kind === 'function')) problems.push('no init export');
  if (!exports.some((e) => e.name === 'memory' && e.kind === 'memory')) problems.push('no memory export');
  const facts = readModule(bytes);
  if (facts.hasStart) problems.push('a start section');
  if (facts.tables > 0) problems.push('a table');
  if (facts.memories.length !== 1) problems.push(`${facts.memories.length} memories`);
  for (const m of facts.memories) {
    if (m.max === null || m.max > 16) problems.push(`memory maximum ${m.max ?? 'none'}`);
    if (m.shared) problems.push('shared memory');
  }
  const foreign = [...facts.valueTypes].filter((t) => t !== 0x7f && t !== 0x7e); // i32, i64
  if (foreign.length > 0) problems.push(`value types ${foreign.map((t) => t.toString(16)).join(',')}`);
  const text = binaryen.readBinary(bytes).emitText();
  if (/\bf32\.|\bf64\.|\bv128\b|atomic|memory\.(copy|fill|init)|data\.drop|trunc_sat/.test(text)) {
    problems.push('float, SIMD, atomic, bulk-memory or saturating instructions');
  }
  return problems;
}

// ---- the build ----

let outDir: string;
const built = new Map<string, BuiltContract>();
const modules = new Map<string, WebAssembly.Module>();

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'contract-build-'));
  for (const source of exampleSources()) {
    const c = await buildContract(source, outDir);
    built.set(c.name, c);
    modules.set(c.name, new WebAssembly.Module(c.bytes));
  }
}, 120_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

const ALICE = 0x1111n;
const BOB = 0x2222n;
/** An id above 2^63: passed as an i64 it is negative, its decimal form must stay unsigned. */
const CAROL = 0xfedcba9876543210n;
const CONTRACT = 0xc0ffeen;
const asI64 = (id: bigint): bigint => BigInt.asIntN(64, id);

function ok(result: CallResult): Extract<CallResult, { ok: true }> {
  if (!result.ok) throw new Error(`call reverted: ${result.reason}`);
  return result;
}
function reverted(result: CallResult): string {
  if (result.ok) throw new Error('call did not revert');
  return result.reason;
}

describe('contract:build', () => {
  it('finds the three examples and names them after their directories', () => {
    expect(exampleSources().map(contractName)).toEqual(['counter', 'escrow', 'token']);
    expect([...built.keys()].sort()).toEqual(['counter', 'escrow', 'token']);
  });

  it.each(['counter', 'token', 'escrow'])('%s passes the contract policy', (name) => {
    const { bytes } = built.get(name)!;
    expect(policyProblems(bytes)).toEqual([]);
    const exports = WebAssembly.Module.exports(modules.get(name)!).map((e) => e.name);
    expect(exports).toEqual(expect.arrayContaining(['init', 'memory', '_initialize']));
    // the node's own validator (upload) accepts it; its entry points exclude _initialize
    const verdict = validateContract(bytes);
    expect(verdict.ok ? [...verdict.entryPoints].sort() : verdict).toEqual(
      exports.filter((e) => e !== 'memory' && e !== '_initialize').sort());
    expect(binaryen.readBinary(bytes).emitText()).toMatch(/\(memory \$0 1 16\)/);
  });

  it('the policy checks catch a float in a function body', async () => {
    const source = join(outDir, 'floaty.ts');
    writeFileSync(source, [
      'export function init(ctx: i32): void {}',
      'export function half(ctx: i32, x: i64): i64 { return <i64>(<f64>x * 0.5); }',
      '',
    ].join('\n'));
    const c = await buildContract(source, outDir);
    expect(c.name).toBe('floaty');
    expect(policyProblems(c.bytes)).toEqual(['float, SIMD, atomic, bulk-memory or saturating instructions']);
    const verdict = validateContract(c.bytes);
    expect(verdict.ok ? 'accepted' : verdict.rule).toBe('floats');
  }, 60_000);

  it('writes the built modules to the output directory', () => {
    for (const c of built.values()) expect(c.outFile).toBe(join(outDir, `${c.name}.wasm`));
  });
});

describe('counter', () => {
  it('counts, returns the count and reverts a non-positive increment', () => {
    const host = new MiniHost(modules.get('counter')!, CONTRACT);
    ok(host.call('init', { sender: ALICE }));
    expect(host.storage.get('count')).toBe('0');
    ok(host.call('increment', { sender: BOB }, 5n));
    const r = ok(host.call('increment', { sender: ALICE }, 37n));
    expect(r.events).toEqual([{ event: 'Incremented', data: '42' }]);
    expect(ok(host.call('get', { sender: BOB })).returned).toBe('42');

    expect(reverted(host.call('increment', { sender: ALICE }, 0n))).toBe('increment must be positive');
    expect(reverted(host.call('increment', { sender: ALICE }, -3n))).toBe('increment must be positive');
    // overflow in the host's add reverts, the stored count is untouched
    expect(reverted(host.call('increment', { sender: ALICE }, (1n << 63n) - 1n))).toMatch(/overflow/);
    expect(host.storage.get('count')).toBe('42');
    expect(host.events).toHaveLength(2);
  });

  it('reads a value longer than the first read buffer', () => {
    const host = new MiniHost(modules.get('counter')!, CONTRACT);
    const long = '7'.repeat(300) + 'é';
    host.storage.set('count', long);
    expect(ok(host.call('get', { sender: ALICE })).returned).toBe(long);
  });

  it('stays within its 16-page memory: a value too big for it reverts the call', () => {
    const host = new MiniHost(modules.get('counter')!, CONTRACT);
    ok(host.call('init', { sender: ALICE }));
    ok(host.call('increment', { sender: ALICE, repeat: 200 }, 1n));
    expect(host.storage.get('count')).toBe('200');
    expect(host.maxPages).toBeLessThanOrEqual(16);
    host.storage.set('count', '9'.repeat(600_000)); // read into a buffer, then a 1.2 MB UTF-16 string
    expect(reverted(host.call('get', { sender: ALICE }))).toBe('trap: unreachable'); // the stub allocator's failed grow
  });
});

describe('token', () => {
  const SUPPLY = 1_000_000_000n;

  it('mints the supply to the uploader', () => {
    const host = new MiniHost(modules.get('token')!, CONTRACT);
    const r = ok(host.call('init', { sender: CAROL }));
    expect(host.storage.get(`balance:${CAROL}`)).toBe(SUPPLY.toString());
    expect(r.events).toEqual([{ event: 'Transfer', data: `{"from":"0","to":"${CAROL}","amount":"${SUPPLY}"}` }]);
    expect(ok(host.call('totalSupply', { sender: BOB })).returned).toBe(SUPPLY.toString());
    expect(ok(host.call('balanceOf', { sender: BOB }, asI64(CAROL))).returned).toBe(SUPPLY.toString());
  });

  it('transfers with a Transfer event and requires a balance', () => {
    const host = new MiniHost(modules.get('token')!, CONTRACT);
    ok(host.call('init', { sender: ALICE }));
    const r = ok(host.call('transfer', { sender: ALICE }, asI64(CAROL), 250n));
    expect(r.events).toEqual([{ event: 'Transfer', data: `{"from":"${ALICE}","to":"${CAROL}","amount":"250"}` }]);
    expect(JSON.parse(r.events[0]!.data)).toEqual({ from: ALICE.toString(), to: CAROL.toString(), amount: '250' });
    expect(ok(host.call('balanceOf', { sender: BOB }, asI64(CAROL))).returned).toBe('250');
    expect(ok(host.call('balanceOf', { sender: BOB }, asI64(ALICE))).returned).toBe((SUPPLY - 250n).toString());
    expect(ok(host.call('balanceOf', { sender: BOB }, asI64(BOB))).returned).toBe('0');

    ok(host.call('transfer', { sender: CAROL }, asI64(BOB), 250n));
    expect(host.storage.get(`balance:${CAROL}`)).toBe('0');
    expect(host.storage.get(`balance:${BOB}`)).toBe('250');

    const before = new Map(host.storage);
    const events = host.events.length;
    expect(reverted(host.call('transfer', { sender: BOB }, asI64(CAROL), 251n))).toBe('insufficient balance');
    expect(reverted(host.call('transfer', { sender: CAROL }, asI64(BOB), 1n))).toBe('insufficient balance');
    expect(reverted(host.call('transfer', { sender: BOB }, asI64(CAROL), 0n))).toBe('amount must be positive');
    expect(reverted(host.call('transfer', { sender: BOB }, asI64(BOB), 1n))).toBe('cannot transfer to yourself');
    expect(host.storage).toEqual(before);
    expect(host.events).toHaveLength(events);
  });

  it('needs _initialize: without it the heap starts at 0 and overwrites the static data', () => {
    // Three transfers on one instance allocate more than the 1 KiB below the static data.
    const run = (skipInitialize: boolean): CallResult => {
      const host = new MiniHost(modules.get('token')!, CONTRACT);
      host.storage.set(`balance:${ALICE}`, '1000');
      return host.call('transfer', { sender: ALICE, skipInitialize, repeat: 3 }, asI64(BOB), 1n);
    };
    expect([...ok(run(false)).writes]).toEqual([[`balance:${ALICE}`, '997'], [`balance:${BOB}`, '3']]);
    const broken = run(true); // the digits table is overwritten: garbled keys, then a revert
    expect(broken.ok && broken.writes.get(`balance:${BOB}`) === '3').toBe(false);
  });

  it('reverts when a stored balance is not an integer', () => {
    const host = new MiniHost(modules.get('token')!, CONTRACT);
    host.storage.set(`balance:${ALICE}`, '12x');
    expect(reverted(host.call('transfer', { sender: ALICE }, asI64(BOB), 1n))).toBe('not an integer: 12x');
  });
});

describe('escrow', () => {
  it('locks a deposit, releases it to the beneficiary and refunds by the arbiter', () => {
    const ARBITER = 0x9999n;
    const host = new MiniHost(modules.get('escrow')!, CONTRACT);
    ok(host.call('init', { sender: ARBITER }));
    expect(host.storage.get('arbiter')).toBe(ARBITER.toString());

    const d = ok(host.call('deposit', { sender: ALICE, amount: 700n }, asI64(CAROL)));
    expect(d.events).toEqual([{ event: 'Deposited', data: `{"from":"${ALICE}","to":"${CAROL}","amount":"700"}` }]);
    ok(host.call('deposit', { sender: ALICE, amount: 300n }, asI64(CAROL)));
    expect(ok(host.call('depositOf', { sender: BOB }, asI64(ALICE))).returned).toBe('1000');

    expect(reverted(host.call('deposit', { sender: ALICE, amount: 1n }, asI64(BOB))))
      .toBe('an open deposit has another beneficiary');
    expect(reverted(host.call('deposit', { sender: BOB }, asI64(ALICE)))).toBe('deposit needs an amount');
    expect(reverted(host.call('deposit', { sender: BOB, amount: 5n }, asI64(BOB))))
      .toBe('beneficiary must differ from the depositor');
    expect(reverted(host.call('release', { sender: ALICE }, asI64(BOB)))).toBe('not the beneficiary of this deposit');
    expect(reverted(host.call('release', { sender: BOB }, asI64(CAROL)))).toBe('no open deposit from the sender');

    const r = ok(host.call('release', { sender: ALICE }, asI64(CAROL)));
    expect(r.events).toEqual([{ event: 'Released', data: `{"from":"${ALICE}","to":"${CAROL}","amount":"1000"}` }]);
    expect(ok(host.call('creditOf', { sender: BOB }, asI64(CAROL))).returned).toBe('1000');
    expect(ok(host.call('depositOf', { sender: BOB }, asI64(ALICE))).returned).toBe('0');
    expect(reverted(host.call('release', { sender: ALICE }, asI64(CAROL)))).toBe('no open deposit from the sender');

    // a new deposit, to another beneficiary now that the first is closed, refunded by the arbiter only
    ok(host.call('deposit', { sender: ALICE, amount: 40n }, asI64(BOB)));
    expect(reverted(host.call('refund', { sender: ALICE }, asI64(ALICE)))).toBe('only the arbiter can refund');
    expect(reverted(host.call('refund', { sender: ARBITER }, asI64(BOB)))).toBe('no open deposit from this depositor');
    const f = ok(host.call('refund', { sender: ARBITER }, asI64(ALICE)));
    expect(f.events).toEqual([{ event: 'Refunded', data: `{"from":"${ALICE}","to":"${ALICE}","amount":"40"}` }]);
    expect(ok(host.call('creditOf', { sender: BOB }, asI64(ALICE))).returned).toBe('40');
    expect(host.events.map((e) => e.event)).toEqual(['Deposited', 'Deposited', 'Released', 'Deposited', 'Refunded']);
  });
});
