// The contract executor's worker pool: calls run in worker threads with the inline runner's
// outcomes (storage read through the channel), and a run that burns the watchdog is a node fault
// (never an outcome): the worker is replaced and the next run works.
import { afterAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { parse } from '@bytecodealliance/jco-transpile/wasm-tools';
import { sha256 } from '@noble/hashes/sha2.js';
import { ContractNodeFaultError, type ContractRunRequest } from '../../src/domain/contract-runner.js';
import { toHex } from '../../src/domain/hex.js';
import { ContractWorkerPool } from '../../src/capabilities/contracts/runtime/pool.js';
import { inlineContractRunner } from '../../src/capabilities/contracts/runtime/inline-runner.js';

const wat = async (name: string): Promise<Uint8Array> => parse(readFileSync(new URL(`../fixtures/contracts/${name}.wat`, import.meta.url), 'utf8'));
const enc = new TextEncoder();

function request(code: Uint8Array, fn: string, args: bigint[] = [], extra: Partial<ContractRunRequest> = {}): ContractRunRequest {
  return { contract: 9n, code, codeHash: sha256(code), fn, args, input: new Uint8Array(0), sender: 5n, amount: 0n, height: 3, gasLimit: 1_000_000n, storageBytes: 0, ...extra };
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
    expect(pool.status()).toMatchObject({ runs: 2, reverts: 1, watchdogTrips: 0 });
  }, 60_000);

  it('a run past the watchdog is a node fault; the worker is replaced and the next run works', async () => {
    const spin = await wat('spin');
    const started = performance.now();
    expect(() => pool.run(request(spin, 'spin', [], { gasLimit: 10n ** 15n }), { get: () => undefined })).toThrow(ContractNodeFaultError);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(pool.status()).toMatchObject({ watchdogTrips: 1, respawns: 1 });
    expect(pool.status().lastError?.message).toMatch(/watchdog/);
    const code = await wat('counter');
    expect(pool.run(request(code, 'init'), { get: () => undefined })).toMatchObject({ ok: true });
  }, 60_000);
});
