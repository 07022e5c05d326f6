// A cold node runs an upload's first call (issue 28): a node process that has never run a
// contract receives an upload and, in the next block, a call of it, and records the outcome a warm
// node records for the same call (ok, gas used, return value); its runner shows no watchdog trip
// and no fault. Once by sync from a peer (block application), once by the cold node's own forging
// (block selection, the node's guarded local work, where the watchdog applies). The contract is
// large (about 100 KB, its filler functions never called), so preparing it (decode, meter,
// compile) costs tens of milliseconds: that cost belongs before a run's clock, not inside it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MAX_GAS_PER_TRANSACTION } from '../../src/capabilities/contracts/constants.js';
import { devnet } from './accounts.js';
import { bigWorkWat, call, essence, expectOk, outcomeOf, tipOf, until, upload, wasmOf } from './contracts-e2e.js';
import { startNode, stopAllNodes, type LogRecord, type NodeProcess } from './process-helper.js';

const FILLERS = 2000;
const WORK_ROUNDS = '20000';
/** Gas limit of the upload's init and of each call: a share of the most a transaction may have,
 * so the test follows the gas schedule's calibration (it pays the schedule's base cost per run). */
const GAS = MAX_GAS_PER_TRANSACTION / 4n;
const SYNC_TIMEOUT_MS = 30_000;
/** An hour: the forging ticker (which forges when a hit time comes) all but never adds a block of
 * its own between two generateBlock calls (every node of the devnet must agree on it). */
const BLOCK_TIME = '3600';
/** The call's block follows the upload's: the next one, unless the ticker forged one between
 * (empty: nothing else ran the contract in between). */
const after = async (node: NodeProcess, upload: string): Promise<number> => (await outcomeOf(node, upload))!.height as number;

const notApplied = (r: LogRecord) => typeof r.msg === 'string' && r.msg.includes('block not applied');

/** generateBlock on a forging devnet node; every transaction given must then have an outcome
 * there (else the test fails saying what the node says of it). */
async function forge(node: NodeProcess, txs: readonly string[], what: string): Promise<void> {
  const r = await node.admin({ requestType: 'generateBlock' });
  expect({ what, status: r.status, error: r.json.errorDescription }).toEqual({ what, status: 200, error: undefined });
  for (const tx of txs) {
    if ((await outcomeOf(node, tx)) !== undefined) continue;
    const why = await node.get({ requestType: 'getTransaction', transaction: tx });
    throw new Error(`${node.name}, ${what}: ${tx} is not in block ${r.json.block as string}: ${why.text}`);
  }
}

/** The runner saw no watchdog trip and no fault, and no block was refused for a contract run. */
async function expectClean(node: NodeProcess): Promise<Record<string, any>> {
  const status = await node.ok('GET', { requestType: 'getContractRunnerStatus' });
  expect({ node: node.name, watchdogTrips: status.watchdogTrips, lastError: status.lastError ?? null }).toEqual({ node: node.name, watchdogTrips: 0, lastError: null });
  expect(node.records.filter(notApplied)).toEqual([]);
  return status;
}

describe('a cold node runs an upload\'s first call', () => {
  let code: Uint8Array;
  let warm: NodeProcess;
  /** On the warm node: the upload, the first call, and the same call again (the warm outcome). */
  const w = { upload: '', first: '', again: '' };

  beforeAll(async () => {
    code = await wasmOf(bigWorkWat(FILLERS));
    warm = await startNode({ name: 'warm', settings: { 'node.blockTime': BLOCK_TIME, 'node.devnetForging': 'true' } });
    w.upload = await upload(warm, devnet(1), 'bigwork', code, GAS);
    await forge(warm, [w.upload], 'the upload');
    await expectOk(warm, w.upload);
    w.first = await call(warm, devnet(2), w.upload, 'work', GAS, WORK_ROUNDS);
    await forge(warm, [w.first], 'the first call');
    w.again = await call(warm, devnet(3), w.upload, 'work', GAS, WORK_ROUNDS);
    await forge(warm, [w.again], 'the call again');
    const again = await outcomeOf(warm, w.again);
    expect(again).toMatchObject({ ok: true });
    expect(again!.returnValueHex).toMatch(/^[0-9a-f]{16}$/);
    expect(essence(await outcomeOf(warm, w.first))).toEqual(essence(again));
  }, 60_000);

  afterAll(async () => {
    await stopAllNodes();
  }, 30_000);

  it('by sync from a peer: the same outcomes and the same state digest, no watchdog trip, no fault', async () => {
    const cold = await startNode({ name: 'cold-sync', settings: { 'node.blockTime': BLOCK_TIME, 'node.devnetForging': 'false', 'node.peers': warm.peerHostPort } });
    let seen: unknown;
    const tips = await until(
      async () => {
        const pair = { warm: await tipOf(warm), cold: await tipOf(cold) };
        seen = pair;
        return pair.cold.block === pair.warm.block ? pair : undefined;
      },
      () => `the cold node did not reach the warm node's tip: ${JSON.stringify(seen)}\n${cold.tail()}`,
      SYNC_TIMEOUT_MS,
      [warm, cold],
    );
    expect(tips.cold.digest).toBe(tips.warm.digest);
    // The cold node ran the upload's init, then its first call in the next block, itself.
    const onCold = await outcomeOf(cold, w.first);
    expect(onCold).toMatchObject({ ok: true });
    expect(onCold!.height).toBeGreaterThan(await after(cold, w.upload));
    expect(essence(onCold)).toEqual(essence(await outcomeOf(warm, w.again)));
    for (const tx of [w.upload, w.first, w.again]) expect({ tx, cold: essence(await outcomeOf(cold, tx)) }).toEqual({ tx, cold: essence(await outcomeOf(warm, tx)) });
    const status = await expectClean(cold);
    expect(status.runs).toBeGreaterThanOrEqual(3);
  }, 60_000);

  it('by its own forging: the upload and its first call are included, with the warm outcome, no watchdog trip, no fault', async () => {
    // Not peered: its block selection (guarded local work, default watchdog) is the first thing
    // that runs the contract on this node.
    const cold = await startNode({ name: 'cold-forger', settings: { 'node.blockTime': BLOCK_TIME, 'node.devnetForging': 'true' } });
    const up = await upload(cold, devnet(1), 'bigwork', code, GAS);
    await forge(cold, [up], 'the upload');
    await expectOk(cold, up);
    const first = await call(cold, devnet(2), up, 'work', GAS, WORK_ROUNDS);
    await forge(cold, [first], 'the first call');
    const again = await call(cold, devnet(3), up, 'work', GAS, WORK_ROUNDS);
    await forge(cold, [again], 'the call again');
    const onCold = await outcomeOf(cold, first);
    expect(onCold).toMatchObject({ ok: true });
    expect(onCold!.height).toBeGreaterThan(await after(cold, up));
    // The first call behaves like the second, and like the warm node's.
    expect(essence(onCold)).toEqual(essence(await outcomeOf(cold, again)));
    expect(essence(onCold)).toEqual(essence(await outcomeOf(warm, w.again)));
    await expectClean(cold);
  }, 60_000);
});
