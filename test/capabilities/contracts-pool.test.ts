// The contract executor (runtime/executor.ts) and its worker pool: block application (unguarded
// runs) is inline on the calling thread whatever the workers, untimed, a slow run only logged and
// counted; guarded runs go to the workers with the inline runner's outcomes (storage read through
// the channel) and a run past the watchdog there is a node fault of kind 'watchdog' (the worker is
// replaced and the next run works); without workers a guarded run past the watchdog is judged
// after the fact. A worker's start-up is never counted as a run's time.
import { afterAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { parse } from '@bytecodealliance/jco-transpile/wasm-tools';
import { sha256 } from '@noble/hashes/sha2.js';
import { ContractNodeFaultError, type ContractRunRequest } from '../../src/domain/contract-runner.js';
import { toHex } from '../../src/domain/hex.js';
import { ContractWorkerPool } from '../../src/capabilities/contracts/runtime/pool.js';
import { ContractExecutor } from '../../src/capabilities/contracts/runtime/executor.js';
import { inlineContractRunner } from '../../src/capabilities/contracts/runtime/inline-runner.js';
import { PreparedCache } from '../../src/capabilities/contracts/runtime/prepared-cache.js';
import { MAX_GAS_PER_TRANSACTION } from '../../src/capabilities/contracts/constants.js';
import { createLogger } from '../../src/log/logger.js';

const wat = async (name: string): Promise<Uint8Array> => parse(readFileSync(new URL(`../fixtures/contracts/${name}.wat`, import.meta.url), 'utf8'));
const enc = new TextEncoder();
const nothing = { get: () => undefined };
/** Twenty times a transaction's maximum gas: a run longer than 1 ms wherever it runs. */
const LONG_GAS = 20n * MAX_GAS_PER_TRANSACTION;

function request(code: Uint8Array, fn: string, args: bigint[] = [], extra: Partial<ContractRunRequest> = {}): ContractRunRequest {
  return { contract: 9n, code, codeHash: sha256(code), fn, args, input: new Uint8Array(0), sender: 5n, amount: 0n, height: 3, gasLimit: 100_000_000n, storageBytes: 0, ...extra };
}

function faultOf(f: () => unknown): ContractNodeFaultError {
  try {
    f();
  } catch (error) {
    if (error instanceof ContractNodeFaultError) return error;
    throw error;
  }
  throw new Error('no node fault');
}

describe('contracts: the worker pool', () => {
  const pool = new ContractWorkerPool({ workers: 2, watchdogMs: 100 });
  afterAll(() => pool.close());

  it('runs calls in a worker with the inline runner\'s outcomes, reading storage through the channel', async () => {
    const code = await wat('counter');
    const store = new Map<string, Uint8Array>([[toHex(enc.encode('count')), enc.encode('41')]]);
    const view = { get: (k: Uint8Array) => store.get(toHex(k)) };
    const inWorker = pool.run(request(code, 'increment', [1n], { storageBytes: 7 }), view);
    const inline = inlineContractRunner().run(request(code, 'increment', [1n], { storageBytes: 7 }), view);
    expect(inWorker).toEqual(inline);
    expect(new TextDecoder().decode(inWorker.writes[0]![1]!)).toBe('42');
    expect(pool.run(request(code, 'increment', [0n]), view)).toMatchObject({ ok: false, revert: { kind: 'REQUIRE' } });
    expect(pool.status()).toMatchObject({ runs: 2, watchdogTrips: 0 });
  }, 60_000);

  it('a run past the watchdog is a node fault of kind watchdog; the worker is replaced and the next run works', async () => {
    const spin = await wat('spin');
    // A gas limit no transaction may carry: only the watchdog can end this run.
    const fault = faultOf(() => pool.run(request(spin, 'spin', [], { gasLimit: 10n ** 15n }), nothing));
    expect(fault.kind).toBe('watchdog');
    expect(pool.status()).toMatchObject({ watchdogTrips: 1, respawns: 1 });
    expect(pool.status().lastError?.message).toMatch(/watchdog/);
    const code = await wat('counter');
    expect(pool.run(request(code, 'init'), nothing)).toMatchObject({ ok: true });
  }, 60_000);
});

describe('contracts: the executor', () => {
  it('a worker\'s start-up is not a run\'s time: the first guarded run on a fresh pool works under a watchdog shorter than the start-up', async () => {
    // Loading a worker's runtime takes longer than 50 ms (the worker measures it); the clock starts
    // when it takes the job.
    const ex = new ContractExecutor({ workers: 1, watchdogMs: 50 });
    try {
      const code = await wat('counter');
      const first = ex.guarded(() => ex.run(request(code, 'init'), nothing), { preempt: true });
      const second = ex.guarded(() => ex.run(request(code, 'init'), nothing), { preempt: true });
      expect(first).toMatchObject({ ok: true });
      expect(second).toEqual(first);
      expect(ex.status()).toMatchObject({ mode: 'workers', runs: 2, guardedRuns: 2, watchdogTrips: 0 });
      const [worker] = ex.status()['workers'] as Array<{ startupMs: number }>;
      expect(worker!.startupMs).toBeGreaterThan(50);
    } finally {
      await ex.close();
    }
  }, 60_000);

  it('unguarded runs (block application) are inline whatever the workers, and never fault because of time', async () => {
    const lines: string[] = [];
    const logger = createLogger({ level: 'WARN', sink: (line) => lines.push(line) });
    // A 1 ms watchdog, and twenty times a transaction's maximum gas (the schedule prices that
    // maximum at a few ms): the loop takes longer on any machine, and it ends.
    const ex = new ContractExecutor({ workers: 1, watchdogMs: 1, logger });
    try {
      const spin = await wat('spin');
      const r = ex.run(request(spin, 'spin', [], { gasLimit: LONG_GAS }), nothing);
      expect(r).toMatchObject({ ok: false, revert: { kind: 'OUT_OF_GAS' }, gasUsed: LONG_GAS });
      const status = ex.status();
      expect(status).toMatchObject({ runs: 1, guardedRuns: 0, slowRuns: 1, watchdogTrips: 0 });
      // No worker was started for it.
      expect(status['workers']).toEqual([]);
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'WARN', contract: '9', function: 'spin', gas: String(LONG_GAS), watchdogMs: 1 });
    } finally {
      await ex.close();
    }
  });

  it('without workers a guarded run past the watchdog is judged after the fact: a watchdog fault, no outcome', async () => {
    const ex = new ContractExecutor({ workers: 0, watchdogMs: 1, cache: new PreparedCache() });
    const spin = await wat('spin');
    const big = request(spin, 'spin', [], { gasLimit: LONG_GAS });
    expect(faultOf(() => ex.guarded(() => ex.run(big, nothing))).kind).toBe('watchdog');
    // Nested scopes: still guarded inside, unguarded again after both close.
    expect(faultOf(() => ex.guarded(() => ex.guarded(() => ex.run(big, nothing)))).kind).toBe('watchdog');
    expect(ex.run(big, nothing)).toMatchObject({ revert: { kind: 'OUT_OF_GAS' } });
    expect(ex.status()).toMatchObject({ mode: 'inline', runs: 3, guardedRuns: 2, watchdogTrips: 2, slowRuns: 1 });
    // The contract was prepared once, before the first run's clock.
    expect(ex.status()['cache']).toMatchObject({ misses: 1, hits: 2, cached: 1 });
  });

  it('a contract this node cannot prepare is an engine fault, never an outcome', () => {
    const ex = new ContractExecutor({ workers: 0, cache: new PreparedCache() });
    const junk = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 99]);
    expect(faultOf(() => ex.run(request(junk, 'init'), nothing)).kind).toBe('engine');
  });
});
