// getContractRunnerStatus: the contract executor's workers and counts, before and after the node
// runs a contract: block selection runs it guarded inline (judged by the watchdog when it ends),
// block application inline and untimed, a query guarded in the workers (they start on the first
// such run); all are counted.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { parse } from '@bytecodealliance/jco-transpile/wasm-tools';
import { toHex } from '../../src/domain/hex.js';
import { CALL_BASE_GAS } from '../../src/capabilities/contracts/runtime/execute.js';
import { gasFeeMTA, uploadBlockGas } from '../../src/capabilities/contracts/constants.js';
import { contract } from './fixtures/totem-reads.js';
import { devnet, startChainNode, type ChainNode } from './chain-fixture.js';

describe('getContractRunnerStatus', () => {
  let node: ChainNode;
  beforeAll(async () => {
    node = await startChainNode();
  });
  afterAll(() => node.close());

  it('shows the worker pool, its runs and its watchdog', async () => {
    const before = contract.check('getContractRunnerStatus', await node.get({ requestType: 'getContractRunnerStatus' }));
    expect(before).toMatchObject({ mode: 'workers', watchdogTrips: 0, slowRuns: 0, lastError: null, options: { workers: 2, watchdogMs: 5_000 } });
    expect(before.guarded).toMatch(/worker thread.*block application runs inline, untimed/);
    const code = await parse(readFileSync(new URL('../fixtures/contracts/counter.wat', import.meta.url), 'utf8'));
    // Enough gas for the run's base and the counter's few instructions and host calls.
    const gasLimit = 2n * CALL_BASE_GAS;
    const fee = gasFeeMTA(uploadBlockGas(code.length, gasLimit));
    const r = await node.post({ requestType: 'uploadContractFile', secretPhrase: devnet(1).secretPhrase, contractName: 'counter', contractBytes: toHex(code), gasLimit: String(gasLimit), feeMTA: String(fee) });
    expect(r.json.errorCode).toBeUndefined();
    await node.forge();
    expect((await node.get({ requestType: 'getContractCall', transaction: r.json.transaction as string })).json).toMatchObject({ kind: 'UPLOAD', ok: true });
    const after = contract.check('getContractRunnerStatus', await node.get({ requestType: 'getContractRunnerStatus' }));
    // The upload's init ran twice: guarded at block selection (inline), then applying the block.
    expect(after.runs).toBe((before.runs as number) + 2);
    expect(after.guardedRuns).toBe((before.guardedRuns as number) + 1);
    expect(after).toMatchObject({ slowRuns: 0, watchdogTrips: 0, cache: { misses: 1, hits: 1, cached: 1 } });
    // A query is the preemptible kind of local work: it goes to the workers.
    const q = await node.post({ requestType: 'queryContract', contract: r.json.transaction as string, function: 'get', gasLimit: String(gasLimit) });
    expect(q.json.errorCode).toBeUndefined();
    expect(q.json).toMatchObject({ ok: true, returnValue: '0' });
    const queried = contract.check('getContractRunnerStatus', await node.get({ requestType: 'getContractRunnerStatus' }));
    expect(queried.guardedRuns).toBe((after.guardedRuns as number) + 1);
    expect((queried.workers as unknown[]).length).toBe(2);
    // A status read takes no parameter and needs no password; a POST is accepted as for any read.
    expect((await node.post({ requestType: 'getContractRunnerStatus' })).json).toMatchObject({ mode: 'workers' });
  });
});
