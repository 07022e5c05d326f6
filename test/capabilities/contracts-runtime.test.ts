// The inline contract runner (src/capabilities/contracts/runtime): metered modules run with the ABI
// host over a storage view. Success applies writes and events; require, an abort, running out of
// gas, call depth, the storage limit and arithmetic overflow revert with their kind; the same
// call gives the same gas and result every time.
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { parse } from '@bytecodealliance/jco-transpile/wasm-tools';
import { sha256 } from '@noble/hashes/sha2.js';
import type { ContractRunRequest, ContractStorageView } from '../../src/domain/contract-runner.js';
import { toHex } from '../../src/domain/hex.js';
import { inlineContractRunner } from '../../src/capabilities/contracts/runtime/inline-runner.js';
import { CALL_BASE_GAS } from '../../src/capabilities/contracts/runtime/execute.js';
import { HOST_GAS, MAX_CONTRACT_STORAGE_BYTES } from '../../src/capabilities/contracts/runtime/host.js';

const wat = async (name: string): Promise<Uint8Array> => parse(readFileSync(new URL(`../fixtures/contracts/${name}.wat`, import.meta.url), 'utf8'));
const enc = new TextEncoder();
const dec = new TextDecoder();

class MapStorage implements ContractStorageView {
  readonly map = new Map<string, Uint8Array>();
  get(key: Uint8Array): Uint8Array | undefined {
    return this.map.get(toHex(key));
  }
  apply(writes: ReadonlyArray<readonly [Uint8Array, Uint8Array | null]>): void {
    for (const [k, v] of writes) v === null ? this.map.delete(toHex(k)) : this.map.set(toHex(k), v);
  }
}

function request(code: Uint8Array, fn: string, args: bigint[] = [], extra: Partial<ContractRunRequest> = {}): ContractRunRequest {
  return { contract: 77n, code, codeHash: sha256(code), fn, args, input: new Uint8Array(0), sender: 12345n, amount: 0n, height: 10, gasLimit: 100_000_000n, storageBytes: 0, ...extra };
}

describe('contracts: the inline runner', () => {
  const runner = inlineContractRunner();

  it('runs init and a function: writes, events, return value and gas, the same every time', async () => {
    const code = await wat('counter');
    const storage = new MapStorage();
    const init = runner.run(request(code, 'init'), storage);
    expect(init).toMatchObject({ ok: true, events: [], storageBytes: 6 });
    // The run's base and a new key's ctx_set, at least (host.ts HOST_GAS).
    expect(init.gasUsed).toBeGreaterThanOrEqual(CALL_BASE_GAS + BigInt(HOST_GAS.set + HOST_GAS.newKey));
    storage.apply(init.writes);
    const inc = runner.run(request(code, 'increment', [5n], { storageBytes: init.storageBytes }), storage);
    expect(inc.ok).toBe(true);
    expect(inc.writes.map(([k, v]) => [dec.decode(k), dec.decode(v!)])).toEqual([['count', '5']]);
    expect(inc.events).toHaveLength(1);
    expect(inc.events[0]!.event).toBe('incremented');
    expect(inc.gasUsed).toBeGreaterThan(CALL_BASE_GAS);
    const again = runner.run(request(code, 'increment', [5n], { storageBytes: init.storageBytes }), storage);
    expect(again.gasUsed).toBe(inc.gasUsed);
    storage.apply(inc.writes);
    const got = runner.run(request(code, 'get'), storage);
    expect(dec.decode(got.returnValue)).toBe('5');
  });

  it('reverts: require with its message, a bad call, an unknown function, and no writes kept', async () => {
    const code = await wat('counter');
    const storage = new MapStorage();
    const bad = runner.run(request(code, 'increment', [0n]), storage);
    expect(bad).toMatchObject({ ok: false, revert: { kind: 'REQUIRE', reason: 'step must be positive' }, writes: [], events: [] });
    expect(runner.run(request(code, 'increment', []), storage)).toMatchObject({ ok: false, revert: { kind: 'BAD_CALL' } });
    expect(runner.run(request(code, 'nothing'), storage)).toMatchObject({ ok: false, revert: { kind: 'BAD_CALL' } });
    expect(runner.run(request(code, 'increment', [2n ** 64n]), storage)).toMatchObject({ ok: false, revert: { kind: 'BAD_CALL' } });
  });

  it('an infinite loop runs out of gas, using exactly the gas limit', async () => {
    // Past the run's base, so the loop itself spins until the gas is gone.
    const limit = CALL_BASE_GAS + 200_000n;
    const r = runner.run(request(await wat('spin'), 'spin', [], { gasLimit: limit }), new MapStorage());
    expect(r).toMatchObject({ ok: false, revert: { kind: 'OUT_OF_GAS' }, gasUsed: limit });
    // Below the base: out of gas before the first instruction, still exactly the limit.
    expect(runner.run(request(await wat('spin'), 'spin', [], { gasLimit: 5n }), new MapStorage())).toMatchObject({ revert: { kind: 'OUT_OF_GAS' }, gasUsed: 5n });
  });

  it('over-deep recursion reverts at the same depth and gas every time', async () => {
    const code = await wat('recurse');
    const runs = [1, 2, 3].map(() => runner.run(request(code, 'down', [100_000n, 1n], { gasLimit: 50_000_000n }), new MapStorage()));
    for (const r of runs) expect(r).toMatchObject({ ok: false, revert: { kind: 'CALL_DEPTH' } });
    expect(new Set(runs.map((r) => r.gasUsed)).size).toBe(1);
    expect(runner.run(request(code, 'down', [100n, 1n], { gasLimit: 50_000_000n }), new MapStorage())).toMatchObject({ ok: true, returnValue: enc.encode('101') });
  });

  it('a write past 1 MB of storage reverts; add underflow and overflow revert', async () => {
    const code = await wat('counter');
    const storage = new MapStorage();
    const full = runner.run(request(code, 'init', [], { storageBytes: MAX_CONTRACT_STORAGE_BYTES - 3 }), storage);
    expect(full).toMatchObject({ ok: false, revert: { kind: 'STORAGE_LIMIT' } });
    storage.map.set(toHex(enc.encode('count')), enc.encode(String(2n ** 63n - 3n)));
    expect(runner.run(request(code, 'increment', [5n]), storage)).toMatchObject({ ok: false, revert: { kind: 'ARITHMETIC' } });
    storage.map.set(toHex(enc.encode('count')), enc.encode('not a number'));
    expect(runner.run(request(code, 'increment', [1n]), storage)).toMatchObject({ ok: false, revert: { kind: 'ARITHMETIC' } });
  });
});
