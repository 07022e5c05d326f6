// `npm run bench -- scale` (issue 31): what a full node costs as the state grows to millions of
// funded accounts and confirmed transactions. For each size of SCALE_SIZES (default
// 10000,100000,1000000,10000000), a devnet store with that many funded accounts and transactions
// (built once and cached under the OS temp dir: see bench/lib/scale-store.ts; 10M takes the
// better part of an hour to build here), then:
//   - a node process on it: spawn to API ready, RSS after start and after a getAccount load,
//     getAccount p50/p99 over HTTP of accounts outside the preloaded cache (SCALE_REQUESTS of
//     them, default 10,000, once the node has answered for 6 s: see bench/lib/scale-node.ts);
//   - in this process, the store opened as the node opens it: open CPU, the duplicate check (µs),
//     and pushBlock of payments to random existing accounts (the ratio to the 100k figure of the
//     same run is the target).
// A node on a fresh devnet data dir (genesis only) is measured first, as the baseline.
// SCALE_NODE_SETTINGS=node.storeMaxOpenFiles=1000,node.storeCacheMB=64 gives the node processes
// other settings (to compare the memory settings of docs/performance.md).
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchRow } from './lib/report.js';
import { scaleStore, type ScaleStore } from './lib/scale-store.js';
import { measureNode, type NodeFigures } from './lib/scale-node.js';
import { measureApply, type ApplyFigures } from './lib/scale-apply.js';
import { stopAllNodes } from '../test/e2e/process-helper.js';

const sizes = (process.env['SCALE_SIZES'] ?? '10000,100000,1000000,10000000').split(',').map((s) => Number(s.trim()));
const REQUESTS = Number(process.env['SCALE_REQUESTS'] ?? 10_000);
const APPLY_BLOCKS = Number(process.env['SCALE_APPLY_BLOCKS'] ?? 8);
const APPLY_PER_BLOCK = 2048;
const REFERENCE = 100_000;
/** SCALE_ENTRY=sources: the node processes run the sources through the TypeScript loader
 * (compiling on the fly, seconds of each start) instead of the built node `npm start` runs. */
const COMPILED = (process.env['SCALE_ENTRY'] ?? 'compiled') !== 'sources';
const NODE_SETTINGS: Record<string, string> = Object.fromEntries(
  (process.env['SCALE_NODE_SETTINGS'] ?? '').split(',').filter((kv) => kv.includes('=')).map((kv) => kv.split('=', 2).map((s) => s.trim()) as [string, string]),
);

interface SizeFigures {
  readonly store: ScaleStore;
  readonly node: NodeFigures;
  readonly apply: ApplyFigures;
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

function table(base: NodeFigures, rows: readonly SizeFigures[], reference: number | undefined): string {
  const head = '| accounts = transactions | ready (ms) | RSS start (MB) | RSS after reads (MB) | getAccount p50 / p99 (ms) | open CPU (ms) | ids read at open | id filter (MB) | absent / present check (µs) | apply (tx/s) | ratio to 100k |';
  const lines = [head, head.replace(/[^|]/g, '-').replace(/-+/g, '---')];
  lines.push(`| genesis only | ${fmt(base.readyMs)} | ${fmt(base.rssStartMB)} | ${fmt(base.rssAfterLoadMB)} | | | | | | | |`);
  for (const r of rows) {
    const a = r.apply;
    lines.push(
      `| ${fmt(r.store.accounts)} | ${fmt(r.node.readyMs)} | ${fmt(r.node.rssStartMB)} | ${fmt(r.node.rssAfterLoadMB)} | ${r.node.p50Ms.toFixed(2)} / ${r.node.p99Ms.toFixed(2)}${r.node.allCached ? ' (cached)' : ''} | ${fmt(a.openCpuMs)} | ` +
        `${fmt(a.stats.transactionIdLoad.idsRead)} (${a.stats.transactionIdLoad.source}) | ${(a.stats.transactionIdBytes / 2 ** 20).toFixed(1)} | ${a.absentCheckUs.toFixed(2)} / ${a.presentCheckUs.toFixed(2)} | ${fmt(a.txPerSecond)} | ${reference ? (a.txPerSecond / reference).toFixed(2) : ''} |`,
    );
  }
  return lines.join('\n');
}

export async function run(): Promise<BenchRow[]> {
  const log = (line: string) => console.error(line);
  const rows: SizeFigures[] = [];
  // The built node is built from the sources of this checkout first (a stale dist/ would measure
  // other code).
  if (COMPILED) log(`scale: ${execFileSync(process.execPath, ['scripts/build.mjs'], { encoding: 'utf8' }).trim()}`);
  const fresh = await mkdtemp(join(tmpdir(), 'totem-scale-genesis-'));
  try {
    const base = await measureNode(join(fresh, 'data'), 10, { requests: 0, compiled: COMPILED });
    log(`scale: genesis-only node ready in ${fmt(base.readyMs)} ms, RSS ${fmt(base.rssStartMB)} MB`);
    for (const accounts of sizes) {
      const store = await scaleStore(accounts, log);
      const node = await measureNode(store.dataDir, accounts, { requests: REQUESTS, compiled: COMPILED, settings: NODE_SETTINGS });
      log(`scale: ${fmt(accounts)}: node ready in ${fmt(node.readyMs)} ms, RSS ${fmt(node.rssStartMB)} -> ${fmt(node.rssAfterLoadMB)} MB, getAccount p50 ${node.p50Ms.toFixed(2)} p99 ${node.p99Ms.toFixed(2)} ms from ${fmt(node.timedFromMs)} ms after ready, after ${fmt(node.coldRequests)} first ones (p50 ${node.coldP50Ms.toFixed(2)} p99 ${node.coldP99Ms.toFixed(2)} ms) (${node.failed} failed)`);
      const apply = await measureApply(store.dataDir, accounts, { blocks: APPLY_BLOCKS, perBlock: APPLY_PER_BLOCK });
      log(`scale: ${fmt(accounts)}: open CPU ${fmt(apply.openCpuMs)} ms (${apply.stats.transactionIdLoad.source}), checks ${apply.absentCheckUs.toFixed(2)} / ${apply.presentCheckUs.toFixed(2)} µs, apply ${fmt(apply.txPerSecond)} tx/s (${apply.cpuUsPerTx.toFixed(1)} µs CPU per tx)`);
      rows.push({ store, node, apply });
    }
    const reference = rows.find((r) => r.store.accounts === REFERENCE)?.apply.txPerSecond;
    console.log(`\nscale: growth (same run)\n${table(base, rows, reference)}\n`);
    return rows.flatMap((r) => sizeRows(r, base, reference));
  } finally {
    await stopAllNodes();
    await rm(fresh, { recursive: true, force: true });
  }
}

function sizeRows(r: SizeFigures, base: NodeFigures, reference: number | undefined): BenchRow[] {
  const n = fmt(r.store.accounts);
  const built = r.store.reused ? `store reused from the cache (built in ${fmt(r.store.buildSeconds)} s)` : `store built by this run in ${fmt(r.store.buildSeconds)} s`;
  const out: BenchRow[] = [
    {
      bench: 'scale',
      name: `${n} accounts: full node RSS after a getAccount load`,
      subject: { label: `node process (sources through the TypeScript loader, node.profile=throughput, default memory settings) on a devnet store of ${n} funded accounts and ${n} transactions (height ${r.store.height}; ${built}), VmRSS after ${fmt(r.node.requests)} getAccount reads`, value: r.node.rssAfterLoadMB, unit: 'MB' },
      baseline: { label: 'the same node on a fresh devnet data dir (genesis only), VmRSS after start', value: base.rssStartMB, unit: 'MB' },
      target: { kind: 'below', value: 1024, unit: 'MB' },
      notes: [`RSS right after start: ${fmt(r.node.rssStartMB)} MB; id filter table ${(r.apply.stats.transactionIdBytes / 2 ** 20).toFixed(1)} MB; accounts cached at open ${fmt(r.apply.stats.cachedAccounts)}`],
    },
    {
      bench: 'scale',
      name: `${n} accounts: spawn to API ready`,
      subject: { label: `spawn of the node process (${COMPILED ? 'the built node, dist/main.js, as npm start runs it' : 'the sources through the TypeScript loader'}) to the first HTTP 200 of getBlockchainStatus`, value: r.node.readyMs, unit: 'ms' },
      baseline: { label: 'the same on a fresh devnet data dir (genesis only)', value: base.readyMs, unit: 'ms' },
      target: { kind: 'below', value: 5000, unit: 'ms' },
      notes: [`in-process ChainStore.open on the same store: ${fmt(r.apply.openCpuMs)} ms of CPU; confirmed ids from ${r.apply.stats.transactionIdLoad.source} (${fmt(r.apply.stats.transactionIdLoad.idsRead)} ids read)`],
    },
    {
      bench: 'scale',
      name: `${n} accounts: getAccount p99 over HTTP`,
      subject: {
        label: `${fmt(r.node.requests)} sequential GET getAccount (one keep-alive connection, load generator in its own process) of random funded accounts ${r.node.allCached ? '(all accounts fit the preloaded cache: cache hits)' : 'outside the preloaded cache (uncached: a LevelDB read each)'}, after ${fmt(r.node.coldRequests)} others right after start and ${fmt(r.node.settleRequests)} more until the node had answered for ${fmt(r.node.timedFromMs)} ms; p50 ${r.node.p50Ms.toFixed(2)} ms`,
        value: r.node.p99Ms,
        unit: 'ms',
      },
      target: { kind: 'below', value: 2, unit: 'ms' },
      notes: [
        `the ${fmt(r.node.coldRequests)} first requests after start (code not yet optimised; other accounts, also uncached): p50 ${r.node.coldP50Ms.toFixed(2)} ms, p99 ${r.node.coldP99Ms.toFixed(2)} ms`,
        ...(r.node.failed > 0 ? [`${r.node.failed} requests failed`] : []),
      ],
    },
  ];
  if (reference !== undefined) {
    out.push({
      bench: 'scale',
      name: `${n} accounts: block application, payments to random accounts`,
      subject: {
        label: `${r.apply.blocks} blocks x ${r.apply.perBlock} payments from the 10 devnet accounts to random funded accounts, Blockchain.pushBlock with signatures known verified, on the store opened with the node's defaults (${r.apply.cpuUsPerTx.toFixed(1)} µs of main-thread CPU per payment)`,
        value: r.apply.txPerSecond,
        unit: 'tx/s',
      },
      baseline: { label: 'the same at 100,000 accounts in this run', value: reference, unit: 'tx/s' },
      target: { kind: 'ratio-at-least', value: 0.6 },
      notes: [`duplicate check (ChainStore.hasTransaction): ${r.apply.absentCheckUs.toFixed(2)} µs for an id never confirmed, ${r.apply.presentCheckUs.toFixed(2)} µs for a confirmed one (filter, then the TX_BY_ID index)`],
    });
  }
  return out;
}
