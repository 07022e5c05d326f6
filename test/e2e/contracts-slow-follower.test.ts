// A slow follower follows (issue 28): gas alone bounds a contract run, so a node applies the
// same blocks as everyone else however slow it is. Two real node processes: forger A and follower
// B peered to A. B is made slow on purpose: every thread of it pinned to one core (taskset) beside
// two busy-loop processes pinned to the same core, and its contractWatchdogMs set to the least
// the option allows, so each maximum-gas run on B takes longer than its watchdog. A forges blocks
// of maximum-gas calls (a pure loop and a storage-read loop, both running out of gas); B must
// reach A's tip and A's state digest after every block, record the same outcomes, log its slow
// runs at WARN with their milliseconds, and never log "block not applied".
import { afterAll, describe, expect, it } from '@jest/globals';
import { availableParallelism } from 'node:os';
import { BLOCK_GAS_LIMIT, MAX_GAS_PER_TRANSACTION } from '../../src/capabilities/contracts/constants.js';
import { SETTINGS_BY_NAME } from '../../src/config/options.js';
import { devnet } from './accounts.js';
import { call, CpuHogs, essence, outcomeOf, pinToCore, READ_LOOP_WAT, SPIN_WAT, tasksetAvailable, tipOf, until, upload, wasmOf, type Tip } from './contracts-e2e.js';
import { startNode, stopAllNodes, type LogRecord, type NodeProcess } from './process-helper.js';

/** The least contractWatchdogMs a node accepts (the option's own bound). */
const MIN_WATCHDOG_MS = (SETTINGS_BY_NAME.get('contractWatchdogMs')!.type as { min: number }).min;
/** Maximum-gas calls per block: as many as the block gas allows, at most four (time). */
const CALLS_PER_BLOCK = Number(BLOCK_GAS_LIMIT / MAX_GAS_PER_TRANSACTION < 4n ? BLOCK_GAS_LIMIT / MAX_GAS_PER_TRANSACTION : 4n);
/** How long B may take to reach A's tip after a block (B runs at a third of one core). */
const FOLLOW_TIMEOUT_MS = 30_000;

const notApplied = (r: LogRecord) => typeof r.msg === 'string' && r.msg.includes('block not applied');
/** A slow run: a WARN naming the run's milliseconds, past the node's watchdog. */
const slowRun = (r: LogRecord) => r.level === 'WARN' && typeof r.ms === 'number' && r.ms > MIN_WATCHDOG_MS;

const canPin = tasksetAvailable() && availableParallelism() >= 2;
if (!canPin) console.warn('contracts-slow-follower: skipped: needs `taskset` (util-linux) and at least 2 cores to slow one node down');

describe('a slow follower (contracts)', () => {
  let hogs: CpuHogs | undefined;
  afterAll(async () => {
    await hogs?.stop();
    await stopAllNodes();
  }, 30_000);

  (canPin ? it : it.skip)('stays at the forger\'s tip and state digest through blocks of maximum-gas calls, its runs slow but never a fault', async () => {
    // A's watchdog is generous: A is not under test, and its block selection must not drop an
    // honest call because this busy machine paused it.
    const a = await startNode({ name: 'A', settings: { 'node.blockTime': '60', 'node.devnetForging': 'true', 'node.contractWatchdogMs': '2000' } });
    const b = await startNode({
      name: 'B',
      settings: { 'node.blockTime': '60', 'node.devnetForging': 'false', 'node.peers': a.peerHostPort, 'node.contractWatchdogMs': String(MIN_WATCHDOG_MS) },
    });
    // Slow B: its threads (and the workers it starts later) on the last core, beside two loops.
    const core = availableParallelism() - 1;
    pinToCore(b.pid!, core);
    hogs = new CpuHogs(core, 2);

    // B follows when both answer the same tip and digest at one moment (A's own forging ticker
    // may add a block meanwhile: then B must catch up with that one too).
    const follows = async (what: string): Promise<Tip> => {
      let seen: { a: Tip; b: Tip } | undefined;
      const same = await until(
        async () => {
          seen = { a: await tipOf(a), b: await tipOf(b) };
          return seen.a.height === seen.b.height && seen.a.block === seen.b.block ? seen : undefined;
        },
        () => `B did not follow A after ${what}: ${JSON.stringify(seen)}; B's "block not applied" lines: ${b.records.filter(notApplied).length}\n${b.tail()}`,
        FOLLOW_TIMEOUT_MS,
        [a, b],
      );
      expect({ after: what, digest: same.b.digest }).toEqual({ after: what, digest: same.a.digest });
      return same.b;
    };
    const forge = async (txs: readonly string[], what: string): Promise<void> => {
      const r = await a.admin({ requestType: 'generateBlock' });
      expect({ what, status: r.status, error: r.json.errorDescription }).toEqual({ what, status: 200, error: undefined });
      for (const tx of txs) {
        const outcome = await outcomeOf(a, tx);
        if (outcome === undefined) {
          const why = await a.get({ requestType: 'getTransaction', transaction: tx });
          throw new Error(`${what}: ${tx} is not in A's block ${r.json.block as string}: ${why.text}`);
        }
      }
    };

    // The contracts, uploaded by devnet-1.
    const uploader = devnet(1);
    const spin = await upload(a, uploader, 'spin', await wasmOf(SPIN_WAT));
    const reader = await upload(a, uploader, 'reader', await wasmOf(READ_LOOP_WAT));
    await forge([spin, reader], 'the uploads');
    expect(await outcomeOf(a, spin)).toMatchObject({ ok: true });
    expect(await outcomeOf(a, reader)).toMatchObject({ ok: true });
    await follows('the uploads');

    // Three blocks of maximum-gas calls: pure loops, storage-read loops, then both.
    const rounds: Array<{ what: string; calls: Array<[string, string]> }> = [
      { what: 'loops', calls: Array.from({ length: CALLS_PER_BLOCK }, () => [spin, 'spin']) },
      { what: 'storage reads', calls: Array.from({ length: CALLS_PER_BLOCK }, () => [reader, 'readLoop']) },
      { what: 'both', calls: Array.from({ length: CALLS_PER_BLOCK }, (_, i) => (i % 2 === 0 ? [spin, 'spin'] : [reader, 'readLoop'])) },
    ];
    const sent: string[] = [];
    for (const round of rounds) {
      const txs: string[] = [];
      for (const [i, [contract, fn]] of round.calls.entries()) txs.push(await call(a, devnet(2 + i), contract, fn, MAX_GAS_PER_TRANSACTION));
      await forge(txs, round.what);
      for (const tx of txs) expect(await outcomeOf(a, tx)).toMatchObject({ ok: false, revertKind: 'OUT_OF_GAS', gasUsed: MAX_GAS_PER_TRANSACTION.toString() });
      await follows(round.what);
      sent.push(...txs);
    }

    // B ran every call itself and recorded what A recorded.
    for (const tx of sent) expect({ tx, onB: essence(await outcomeOf(b, tx)) }).toEqual({ tx, onB: essence(await outcomeOf(a, tx)) });
    // Its runs were slow, logged as such, and never stopped a block.
    expect(b.records.filter(notApplied)).toEqual([]);
    const slow = b.records.filter(slowRun);
    expect(slow.length).toBeGreaterThan(0);
    const status = await b.ok('GET', { requestType: 'getContractRunnerStatus' });
    expect(status.slowRuns).toBeGreaterThan(0);
    expect(status.watchdogTrips).toBe(0);
  }, 150_000);
});
