// Child of the gas calibration (bench/capabilities/contract-gas.ts): times every cost class of
// contract-gas-classes.ts under this process's V8 flags (the parent runs it under the default
// tiering, warm, and under --liftoff-only, V8's baseline tier: what a cold contract runs in) and
// prints one JSON line of {name, gas, ms} per class. Each run goes the ledger's own way: the
// contracts capability's execute() over a state overlay, so storage reads, the settling of writes
// and events, and the outcome record are timed with the contract's own work.
import { parse } from '@bytecodealliance/jco-transpile/wasm-tools';
import { StateOverlay } from '../../src/domain/state/overlay.js';
import type { StateSource } from '../../src/domain/state/state.js';
import { emptyIndexTree, type AnyTable, type IndexTree, type StateKey, type Table } from '../../src/domain/state/table.js';
import type { Transaction } from '../../src/domain/transaction.js';
import type { RegistryHooks } from '../../src/domain/tx-types/hooks.js';
import { execute, storageView } from '../../src/capabilities/contracts/execution.js';
import { ContractExecutor } from '../../src/capabilities/contracts/runtime/executor.js';
import { PreparedCache } from '../../src/capabilities/contracts/runtime/prepared-cache.js';
import { checkCode, codeHashOf, codeRefusal } from '../../src/capabilities/contracts/code-check.js';
import { CONTRACT_STORAGE, storageKeyOf } from '../../src/capabilities/contracts/tables.js';
import { inlineContractRunner } from '../../src/capabilities/contracts/runtime/inline-runner.js';
import { classModule, GAS_CLASSES, type GasClass } from './contract-gas-classes.js';

/** Committed records in memory: the source the overlays of the runs read. */
class MemorySource implements StateSource {
  private readonly records = new Map<number, Map<StateKey, unknown>>();
  private readonly trees = new Map<string, IndexTree>();
  read<K extends StateKey, V>(table: Table<K, V>, key: K): V | undefined {
    return this.records.get(table.bucket)?.get(key) as V | undefined;
  }
  indexTree(table: AnyTable, index: string): IndexTree {
    const k = `${table.bucket}/${index}`;
    let t = this.trees.get(k);
    if (t === undefined) this.trees.set(k, (t = emptyIndexTree()));
    return t;
  }
}

const CONTRACT = 77n;
const RUN_MS = Number(process.env['GAS_RUN_MS'] ?? 20);
const ROUNDS = Number(process.env['GAS_ROUNDS'] ?? 15);
const enc = new TextEncoder();

interface Prepared {
  readonly c: GasClass;
  readonly code: Uint8Array;
  readonly base: StateOverlay;
}

async function prepareClass(c: GasClass): Promise<Prepared | string> {
  const code = await parse(classModule(c));
  const refusal = codeRefusal(code);
  if (refusal !== undefined) return refusal;
  const base = new StateOverlay({ height: 10, blockTimestamp: 1000 }, { source: new MemorySource() });
  for (const [key, v] of Object.entries(c.storage ?? {})) {
    const value = typeof v === 'number' ? new Uint8Array(v).fill(7) : enc.encode(v);
    base.put(CONTRACT_STORAGE, storageKeyOf(CONTRACT, enc.encode(key)), { contract: CONTRACT, value });
  }
  return { c, code, base };
}

const hooks = { contracts: inlineContractRunner() } as unknown as RegistryHooks;
let txSeq = 1000n;

/** One run of `n` turns (or open-ended at `gasLimit`): ms and gas used. */
function once(p: Prepared, n: number, gasLimit: bigint): { ms: number; gas: bigint; ok: boolean; revert?: string } {
  const state = p.base.fork();
  const tx = { id: txSeq++, senderId: 5n } as unknown as Transaction;
  const storageBytes = Object.values(p.c.storage ?? {}).reduce<number>((s, v) => s + (typeof v === 'number' ? v : v.length), 0);
  const t0 = performance.now();
  const { result } = execute(tx, state, hooks, {
    kind: 'CALL', contract: CONTRACT, code: p.code, codeHash: codeHashOf(p.code), fn: 'run', args: [BigInt(n)],
    input: new Uint8Array(p.c.inputBytes ?? 0), amount: 0n, gasLimit, target: CONTRACT, storageBytes, storageKeys: 0,
  });
  const ms = performance.now() - t0;
  return { ms, gas: result.gasUsed, ok: result.ok, ...(result.revert ? { revert: `${result.revert.kind}: ${result.revert.reason}` } : {}) };
}

const HUGE = 1n << 50n;

interface Scaled {
  readonly p: Prepared;
  readonly n: number;
  readonly gasLimit: bigint;
  /** Time and gas summed over every timed run (the mean counts the garbage collections a
   * class's allocations cause, which the quickest run would leave out). */
  ms: number;
  gas: bigint;
  last: { ms: number; gas: bigint; ok: boolean; revert?: string } | undefined;
}

/** Sizes a class's run to about RUN_MS: n (or the gas limit of an open-ended class) grows until a
 * run takes at least half of it (the quicker of two runs, after warm-up runs that let the engine
 * compile and tier). A class whose n is a protocol limit (64 events) keeps it. */
function scale(p: Prepared): Scaled {
  const open = p.c.n === undefined;
  let n = p.c.n ?? 0;
  let gasLimit = open ? 1_000_000n : HUGE;
  const quick = (k: number, g: bigint): number => Math.min(once(p, k, g).ms, once(p, k, g).ms);
  if (p.c.n !== undefined && p.c.n > 0 && p.c.n < 64) {
    n = 16;
    for (let w = 0; w < 3; w++) once(p, n, gasLimit);
    const cap = p.c.name.startsWith('ctx_set new') ? 200_000 : 10_000_000;
    while (n < cap && quick(n, gasLimit) < RUN_MS / 2) n = Math.min(cap, n * 4);
  } else if (open) {
    for (let w = 0; w < 3; w++) once(p, 0, gasLimit);
    while (gasLimit < HUGE && quick(0, gasLimit) < RUN_MS / 2) gasLimit *= 4n;
  } else {
    for (let w = 0; w < 3; w++) once(p, n, gasLimit);
  }
  return { p, n, gasLimit, ms: 0, gas: 0n, last: undefined };
}

/** Every class once per pass, ROUNDS passes, time and gas summed per class: the classes are timed
 * side by side, so a slow phase of a shared machine falls on all of them rather than on a few
 * (timing each class in one burst gave the same class 2x apart from one run to the next), and the
 * mean includes what a class's allocations cost the garbage collector. */
function measureAll(list: readonly Prepared[]): Array<Record<string, unknown>> {
  const scaled = list.map(scale);
  for (let r = 0; r < ROUNDS; r++) {
    for (const s of scaled) {
      const reps = s.p.c.group === 'run' || s.p.c.short === true ? 25 : 1;
      for (let k = 0; k < reps; k++) {
        const t = once(s.p, s.n, s.gasLimit);
        s.ms += t.ms;
        s.gas += t.gas;
        s.last = t;
      }
    }
  }
  return scaled.map((s) => ({ name: s.p.c.name, group: s.p.c.group, what: s.p.c.what, n: s.n, gas: s.gas.toString(), ms: s.ms, ok: s.last!.ok, revert: s.last!.revert ?? null }));
}

/** Appends a custom section naming `k`, so V8's cache of identical bytes never answers. */
function variant(bytes: Uint8Array, k: number): Uint8Array {
  const name = enc.encode(`v${k}`);
  const out = new Uint8Array(bytes.length + 3 + name.length);
  out.set(bytes);
  out.set([0, 1 + name.length, name.length, ...name], bytes.length);
  return out;
}

/** Making a large upload ready: the checks (checkCode: size, the policy, WebAssembly.validate),
 * then the first run of init on a fresh runner, which prepares the contract (decode, meter, encode,
 * compile; eagerly, so no function compiles later) and calls every function once; the second run
 * (prepared, compiled) is the init's own work, so first - second is what making it ready cost. */
async function measurePrepare(): Promise<Array<Record<string, unknown>>> {
  const { prepareShapes } = await import('./contract-gas-modules.js');
  const out: Array<Record<string, unknown>> = [];
  let k = 0;
  for (const shape of await prepareShapes()) {
    let best = { check: Infinity, prepare: Infinity, second: Infinity };
    for (let r = 0; r < 5; r++) {
      const code = variant(shape.bytes, k++);
      const runner = new ContractExecutor({ workers: 0, cache: new PreparedCache(4) });
      const state = new StateOverlay({ height: 10, blockTimestamp: 1000 }, { source: new MemorySource() });
      const t0 = performance.now();
      const failed = checkCode(code).find((c) => !c.ok);
      const t1 = performance.now();
      if (failed !== undefined) throw new Error(`${shape.name}: refused: ${failed.reason}`);
      const run = () => runner.run({ contract: 1n, code, codeHash: codeHashOf(code), fn: 'init', args: [], input: new Uint8Array(0), sender: 5n, amount: 0n, height: 10, gasLimit: 1n << 50n, storageBytes: 0 }, storageView(state, 1n));
      const first = run();
      const t2 = performance.now();
      run();
      const t3 = performance.now();
      if (!first.ok) throw new Error(`${shape.name}: init reverted: ${first.revert?.reason}`);
      const now = { check: t1 - t0, prepare: Math.max(0, t2 - t1 - (t3 - t2)), second: t3 - t2 };
      if (now.check + now.prepare < best.check + best.prepare) best = now;
    }
    out.push({ name: shape.name, bytes: shape.bytes.length, ...best });
  }
  return out;
}

if (process.env['GAS_PREPARE'] === '1') {
  console.log(JSON.stringify(await measurePrepare()));
  process.exit(0);
}

const only = process.env['GAS_CLASS'];
const out: Array<Record<string, unknown>> = [];
const ready: Prepared[] = [];
for (const c of GAS_CLASSES) {
  if (only !== undefined && !c.name.includes(only)) continue;
  const p = await prepareClass(c);
  if (typeof p === 'string') out.push({ name: c.name, group: c.group, what: c.what, refused: p });
  else ready.push(p);
}
const measured = measureAll(ready);
// In the classes' own order, refused ones where they stand.
console.log(JSON.stringify(GAS_CLASSES.filter((c) => only === undefined || c.name.includes(only)).map((c) => out.find((o) => o.name === c.name) ?? measured.find((m) => m.name === c.name)!)));
