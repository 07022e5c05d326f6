// A real node process on a scale store (the built node, dist/main.js, as `npm start` runs it; or
// with `compiled: false` the sources through the TypeScript loader, as the e2e tests run it):
// spawn to the first answer of getBlockchainStatus, resident memory after start
// and after a getAccount load, and getAccount latency over HTTP for accounts the store did not
// preload.
import { readFile } from 'node:fs/promises';
import { startNode } from '../../test/e2e/process-helper.js';
import { StorageDefaults } from '../../src/storage/options.js';
import { LoadClient } from './load-client.js';
import { scaleAccountId } from './scale-store.js';

export interface NodeFigures {
  /** Spawn to the first HTTP 200 of getBlockchainStatus, ms. */
  readonly readyMs: number;
  /** Spawn to the "node started" log line, ms. */
  readonly startedMs: number;
  readonly rssStartMB: number;
  readonly rssAfterLoadMB: number;
  readonly requests: number;
  readonly failed: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** True when every account fits the preloaded cache (the reads are then cache hits). */
  readonly allCached: boolean;
  /** The warm-up's requests, the first after start (timed apart: see measureNode). */
  readonly coldRequests: number;
  /** Untimed reads between the cold ones and the timed ones (see SETTLE_MS). */
  readonly settleRequests: number;
  /** Ready to the first timed read, ms. */
  readonly timedFromMs: number;
  readonly coldP50Ms: number;
  readonly coldP99Ms: number;
}

/** getAccount requests right after start, timed apart as the cold figure. */
const WARM_UP = 10_000;
/** The timed reads start once the node has answered for this long (more untimed rounds of
 * SETTLE_ROUND reads until then, at most SETTLE_MAX_ROUNDS). */
const SETTLE_MS = 6_000;
const SETTLE_ROUND = 2_000;
const SETTLE_MAX_ROUNDS = 15;

async function rssMB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status);
  if (kb === null) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb[1]) / 1024;
}

/** Random funded accounts beyond the preloaded ones. The store preloads the first
 * accountCacheSize accounts in key order (big-endian ids, so the smallest ids); ids are uniform,
 * so every id above 1.05 x that quantile of the id range is outside the cache. */
function uncachedAccounts(accounts: number, count: number): { ids: bigint[]; allCached: boolean } {
  const share = (StorageDefaults.accountCacheSize * 1.05) / accounts;
  const allCached = share >= 1;
  const threshold = allCached ? 0n : BigInt(Math.floor(share * 2 ** 52)) << 12n;
  const ids: bigint[] = [];
  let x = 0x2545f491;
  while (ids.length < count) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    const id = scaleAccountId((x >>> 0) % accounts);
    if (id >= threshold) ids.push(id);
  }
  return { ids, allCached };
}

export async function measureNode(dataDir: string, accounts: number, opts: { requests: number; settings?: Record<string, string>; compiled?: boolean }): Promise<NodeFigures> {
  const t0 = performance.now();
  const node = await startNode({
    dataDir,
    compiled: opts.compiled ?? true,
    name: `scale-${accounts}`,
    settings: { 'node.profile': 'throughput', 'node.devnetForging': 'false', ...opts.settings },
    startTimeoutMs: 300_000,
  });
  const load = new LoadClient(1);
  try {
    const startedMs = performance.now() - t0;
    for (;;) {
      const r = await fetch(`${node.base}/api?requestType=getBlockchainStatus`).catch(() => undefined);
      if (r?.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const readyMs = performance.now() - t0;
    const pid = node.pid!;
    const rssStartMB = await rssMB(pid);
    // The first seconds of a fresh process run code not yet optimised, beside the work of a
    // fresh start: on the 1M store p99 fell from 4.5 ms in the first 3,000 requests to 2.2 ms in
    // the third 3,000 and 0.4-0.8 ms after; on 100k (every account cached) rounds of 2,000 after
    // 10,000 had p99 2.7, 2.2, then 0.34, 0.45 ms, about 4 s after ready. WARM_UP requests (of
    // other accounts, so the timed reads stay uncached) are timed apart as the cold figure; then
    // untimed rounds until the node has answered for SETTLE_MS; then the timed reads.
    const warm = opts.requests === 0 ? 0 : WARM_UP;
    const settleMax = opts.requests === 0 ? 0 : SETTLE_ROUND * SETTLE_MAX_ROUNDS;
    const { ids: all, allCached } = uncachedAccounts(accounts, warm + settleMax + opts.requests);
    const get = (ids: readonly bigint[]) => load.run(node.apiPort, ids.map((id) => ({ method: 'GET' as const, path: `/api?requestType=getAccount&account=${id}` })));
    const readyAt = performance.now();
    const cold = warm > 0 ? await get(all.slice(0, warm)) : { failed: 0, latencyMs: { p50: 0, p99: 0 } };
    let settled = 0;
    let settleFailed = 0;
    while (settled < settleMax && performance.now() - readyAt < SETTLE_MS) {
      settleFailed += (await get(all.slice(warm + settled, warm + settled + SETTLE_ROUND))).failed;
      settled += SETTLE_ROUND;
    }
    const timedFromMs = performance.now() - readyAt;
    const untimed = new Set(all.slice(0, warm + settled));
    const ids = all.slice(warm + settleMax).filter((id) => !untimed.has(id));
    const result = await get(ids);
    const rssAfterLoadMB = await rssMB(pid);
    return {
      readyMs, startedMs, rssStartMB, rssAfterLoadMB, requests: ids.length, failed: result.failed + cold.failed + settleFailed, p50Ms: result.latencyMs.p50, p99Ms: result.latencyMs.p99, allCached,
      coldRequests: warm, settleRequests: settled, timedFromMs, coldP50Ms: cold.latencyMs.p50, coldP99Ms: cold.latencyMs.p99,
    };
  } finally {
    load.close();
    await node.stop();
  }
}
