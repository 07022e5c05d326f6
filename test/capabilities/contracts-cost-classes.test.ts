// The worst case of every cost class at the maximum gas ends with a gas outcome (or the limit the
// class runs into: 64 events, 1 MB of storage), never a node fault, on the inline runner and on
// the worker pool, with the same outcome, gas and writes in both. The classes are the gas
// calibration's (bench/lib/contract-gas-classes.ts: every instruction class and host import).
import { afterAll, describe, expect, it } from '@jest/globals';
import { parse } from '@bytecodealliance/jco-transpile/wasm-tools';
import { sha256 } from '@noble/hashes/sha2.js';
import type { ContractRunResult } from '../../src/domain/contract-runner.js';
import { MAX_GAS_PER_TRANSACTION } from '../../src/capabilities/contracts/constants.js';
import { codeRefusal } from '../../src/capabilities/contracts/code-check.js';
import { inlineContractRunner } from '../../src/capabilities/contracts/runtime/inline-runner.js';
import { ContractWorkerPool } from '../../src/capabilities/contracts/runtime/pool.js';
import { toHex } from '../../src/domain/hex.js';
import { classModule, GAS_CLASSES } from '../../bench/lib/contract-gas-classes.js';

const enc = new TextEncoder();
const inline = inlineContractRunner();
// The pool's own watchdog is for local work (queries); here it is set past any run, since the test
// asks whether a thread, a transport or a stack could change an outcome, not how fast a worker reads.
const pool = new ContractWorkerPool({ workers: 1, watchdogMs: 60_000 });
afterAll(() => pool.close());

/** Enough turns that every class runs out of gas at the maximum, unless a limit stops it first. */
const TURNS = 2_000_000_000n;

const summary = (r: ContractRunResult) => ({
  ok: r.ok,
  revert: r.revert ?? null,
  gasUsed: r.gasUsed.toString(),
  returnValue: toHex(r.returnValue),
  writes: r.writes.length,
  writesHash: toHex(sha256(enc.encode(JSON.stringify(r.writes.map(([k, v]) => [toHex(k), v === null ? null : toHex(v)]))))),
  events: r.events.length,
  storageBytes: r.storageBytes,
});

describe('contracts: every cost class at the maximum gas', () => {
  for (const c of GAS_CLASSES) {
    it(`${c.name}: a gas outcome or the class's limit, the same in a worker as inline`, async () => {
      const code = await parse(classModule(c));
      const refusal = codeRefusal(code);
      expect(refusal).toBeUndefined();
      const storage = new Map<string, Uint8Array>(Object.entries(c.storage ?? {}).map(([k, v]) => [toHex(enc.encode(k)), typeof v === 'number' ? new Uint8Array(v).fill(7) : enc.encode(v)]));
      const view = { get: (key: Uint8Array) => storage.get(toHex(key)) };
      const storageBytes = [...storage.entries()].reduce((s, [k, v]) => s + k.length / 2 + v.length, 0);
      const request = {
        contract: 77n, code, codeHash: sha256(code), fn: 'run', args: [c.n === 0 ? 0n : c.n === 64 ? 64n : TURNS], input: new Uint8Array(c.inputBytes ?? 0),
        sender: 5n, amount: 0n, height: 10, gasLimit: MAX_GAS_PER_TRANSACTION, storageBytes,
      };
      const a = inline.run(request, view);
      const b = pool.run(request, view);
      expect(summary(b)).toEqual(summary(a));
      // What ends each: the gas, or the documented limit the class meets first.
      if (!a.ok) expect(['OUT_OF_GAS', 'STORAGE_LIMIT', 'BAD_CALL']).toContain(a.revert!.kind);
      if (a.ok) expect(c.n === 0 || c.n === 64 || c.name === 'memory.grow pages').toBe(true);
      expect(a.gasUsed <= MAX_GAS_PER_TRANSACTION).toBe(true);
    }, 60_000);
  }
});
