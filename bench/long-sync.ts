// Long chains (issue 31, item 5): a fresh node syncs LONGSYNC_BLOCKS blocks (default 100,000)
// holding LONGSYNC_TXS payments (default 1,000,000) from one peer, against local application of
// the same blocks in the same run; and the serving peer's API latency while it serves, against
// the same load on the peer serving nobody (the faster of the idle and control windows of (c)).
//   (a) local: the blocks read from a file, parsed and pushed into a fresh store through the
//       Blockchain service, every signature verified on the node's worker pool setup (as a
//       syncing node verifies: its pool has seen none of the transactions);
//   (b) a serving peer, a node process (src/main.ts, real libp2p on loopback) on a copy of the
//       built store, and a fresh node process whose node.peers names it; timed from the fresh
//       node's "node started" to its tip being the peer's;
//   (c) a paced GET load (getAccount, getBlockchainStatus) on the serving peer from its own
//       process: LONGSYNC_IDLE_SECONDS on the idle peer, then through (a) (the machine busy, the
//       peer serving nobody: a control) and through the whole sync (b).
// The chain is built once and cached under os.tmpdir() (bench/lib/long-chain.ts).
// LONGSYNC_PROFILE_DIR=<dir>: both node processes run with --cpu-prof into <dir>/follower and
// <dir>/peer. LONGSYNC_LOG_DIR=<dir>: their output and the follower's heights over time go there.
// LONGSYNC_PIN=1 (2+ cores): the serving peer and the API load run on CPU 0, the
// applying side ((a) in this process, then the follower) on CPU 1, as two one-core machines
// would (taskset): the peer's API then competes with its own serving, not with the follower.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Block } from '../src/domain/block.js';
import { devnetParams } from '../src/domain/network-params.js';
import { Blockchain } from '../src/chain/blockchain.js';
import { WorkerVerifierPool } from '../src/chain/signature-pool.js';
import { SystemTimeSource } from '../src/chain/time.js';
import { ChainStore } from '../src/storage/chain-store.js';
import { startNode, stopAllNodes, type NodeProcess } from '../test/e2e/process-helper.js';
import type { BenchRow } from './lib/report.js';
import { CHAIN_SUBDIR } from './lib/api-node.js';
import { longChain, readBlocksFile, type LongChain } from './lib/long-chain.js';
import { PacedLoad, type PacedKindStats, type PacedWindow } from './lib/paced-client.js';
import { apiGet, cpuSeconds, mib, rssBytes } from './lib/tps-node.js';
import { collectGarbage, rate } from './lib/timer.js';
import { makeTempDir, removeTempDir } from './lib/tmp.js';
import { BENCH_RULES } from './lib/rules.js';

function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, not ${raw}`);
  return n;
}

const BLOCKS = envInt('LONGSYNC_BLOCKS', 100_000);
const TXS = envInt('LONGSYNC_TXS', 1_000_000);
/** The API load: requests per second (half getAccount, half getBlockchainStatus), at most this
 * many in flight. A "small load client": a fraction of what the API serves flat out. */
const API_RATE = envInt('LONGSYNC_API_RATE', 200);
const API_MAX_IN_FLIGHT = 16;
const API_WARMUP_SECONDS = 5;
const IDLE_SECONDS = envInt('LONGSYNC_IDLE_SECONDS', 20);
const QUERIED_ACCOUNTS = 1_000;
const POLL_MS = 250;
const PROFILE_DIR = process.env['LONGSYNC_PROFILE_DIR'];
/** Where the node processes' output and the follower's heights over time are written, if set. */
const LOG_DIR = process.env['LONGSYNC_LOG_DIR'];
const PIN = process.env['LONGSYNC_PIN'] === '1';
const PEER_CPU = '0';
const APPLYING_CPU = '1';

/** Moves every thread of a process (and those it starts later) to these CPUs. */
function pin(pid: number | undefined, cpus: string): void {
  if (!PIN || pid === undefined) return;
  execFileSync('taskset', ['-a', '-cp', cpus, String(pid)], { stdio: 'ignore' });
}

const log = (line: string) => console.error(`longsync: ${line}`);
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Local {
  readonly seconds: number;
  readonly cpuSeconds: number;
  /** Of which the main thread (the serial part: parsing, pushing, what it verifies itself). */
  readonly mainCpuSeconds: number;
}

/** CPU seconds (user + system) of one thread of a process so far; the main thread's id is the
 * process id. */
function threadCpuSeconds(pid: number, tid: number = pid): number {
  const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** (a): the blocks from the file into a fresh store through the Blockchain service. */
async function localApplication(chain: LongChain): Promise<Local> {
  const dir = await makeTempDir('longsync-local');
  const params = devnetParams();
  const pool = new WorkerVerifierPool();
  const store = await ChainStore.open({ path: dir }, { tables: BENCH_RULES.tables });
  try {
    const blockchain = await Blockchain.open({ params, rules: BENCH_RULES }, { store, timeSource: new SystemTimeSource(params), verifier: pool });
    collectGarbage();
    log(`(a) applying ${fmt(chain.blocks)} blocks from the file (signatures verified, worker pool of ${pool.size} thread(s) + the main thread)`);
    const cpu0 = process.cpuUsage();
    const main0 = threadCpuSeconds(process.pid);
    const t0 = performance.now();
    let n = 0;
    let lastLog = t0;
    for await (const block of readBlocksFile(chain.blocksFile, (bytes) => Block.fromFullBytes(bytes, 0, 0n, BENCH_RULES.registry))) {
      const r = await blockchain.pushBlock(block);
      if (r.status !== 'pushed') throw new Error(`local application: block ${n + 1} was ${r.status}`);
      n++;
      if (performance.now() - lastLog >= 15_000) {
        lastLog = performance.now();
        log(`(a) height ${fmt(n)}, ${fmt(rate(n, (lastLog - t0) / 1000))} blocks/s`);
      }
    }
    const seconds = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const mainCpuSeconds = threadCpuSeconds(process.pid) - main0;
    if (blockchain.tip.height !== chain.blocks || blockchain.tip.id.toString() !== chain.tipId) throw new Error('local application did not end at the built tip');
    return { seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6, mainCpuSeconds };
  } finally {
    await store.close();
    await pool.close();
    await removeTempDir(dir);
  }
}

function profileArgs(name: string): string[] {
  return PROFILE_DIR === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${join(PROFILE_DIR, name)}`];
}

async function height(node: NodeProcess): Promise<{ height: number; lastBlock: string }> {
  const s = await apiGet(node.base, { requestType: 'getBlockchainStatus' });
  return { height: Number(s['numberOfBlocks']) - 1, lastBlock: String(s['lastBlock']) };
}

interface Sync {
  readonly seconds: number;
  readonly followerCpuSeconds: number;
  readonly followerMainCpuSeconds: number;
  readonly peerCpuSeconds: number;
  readonly followerRssMax: number;
  readonly peerRssMax: number;
  /** The follower's own "synced" log line, when it had one for the whole catch-up. */
  readonly syncedLine: string | undefined;
  /** Blocks per second over the middle 80% of the heights (start-up and the last round aside). */
  readonly middleRate: number;
}

/** (b): a fresh node process syncing from the peer; resolves when its tip is the peer's. */
async function followerSync(chain: LongChain, peer: NodeProcess, started: () => Promise<void>): Promise<{ sync: Sync; follower: NodeProcess }> {
  const follower = await startNode({
    name: 'follower',
    settings: { 'node.devnetForging': 'false', 'node.peers': peer.peerHostPort },
    startTimeoutMs: 120_000,
    nodeArgs: profileArgs('follower'),
  });
  pin(follower.pid, APPLYING_CPU);
  await started();
  const t0 = performance.now();
  const followerCpu0 = cpuSeconds(follower.pid!);
  const followerMain0 = threadCpuSeconds(follower.pid!);
  const peerCpu0 = cpuSeconds(peer.pid!);
  const timeline: Array<[number, number]> = [];
  let followerRssMax = 0;
  let peerRssMax = 0;
  const deadline = t0 + Math.max(600_000, chain.blocks * 20);
  let lastLog = t0;
  for (;;) {
    if (follower.exitInfo !== undefined) throw new Error(`the follower exited: ${follower.tail()}`);
    const now = performance.now();
    if (now > deadline) throw new Error(`the follower did not reach height ${chain.blocks} in ${((now - t0) / 1000).toFixed(0)} s`);
    const h = await height(follower);
    timeline.push([performance.now(), h.height]);
    followerRssMax = Math.max(followerRssMax, rssBytes(follower.pid!));
    peerRssMax = Math.max(peerRssMax, rssBytes(peer.pid!));
    if (h.height >= chain.blocks) {
      if (h.lastBlock !== chain.tipId) throw new Error(`the follower's tip ${h.lastBlock} is not the built tip ${chain.tipId}`);
      break;
    }
    if (now - lastLog >= 15_000) {
      lastLog = now;
      log(`(b) follower at height ${fmt(h.height)} after ${((now - t0) / 1000).toFixed(0)} s`);
    }
    await sleep(POLL_MS);
  }
  const seconds = (performance.now() - t0) / 1000;
  const followerCpuSeconds = cpuSeconds(follower.pid!) - followerCpu0;
  const followerMainCpuSeconds = threadCpuSeconds(follower.pid!) - followerMain0;
  const peerCpuSeconds = cpuSeconds(peer.pid!) - peerCpu0;
  const at = (fraction: number) => timeline.find(([, h]) => h >= chain.blocks * fraction)!;
  const [ta, ha] = at(0.1);
  const [tb, hb] = at(0.9);
  if (LOG_DIR !== undefined) {
    await mkdir(LOG_DIR, { recursive: true });
    await writeFile(join(LOG_DIR, 'follower.log'), `${follower.lines.join('\n')}\n--- stderr\n${follower.stderr}`);
    await writeFile(join(LOG_DIR, 'peer.log'), `${peer.lines.join('\n')}\n--- stderr\n${peer.stderr}`);
    await writeFile(join(LOG_DIR, 'heights.csv'), timeline.map(([t, h]) => `${((t - t0) / 1000).toFixed(3)},${h}`).join('\n'));
  }
  const synced = follower.records.filter((r) => typeof r.msg === 'string' && r.msg.startsWith('sync: synced at height'));
  const whole = synced.find((r) => r['height'] === chain.blocks);
  return {
    follower,
    sync: {
      seconds,
      followerCpuSeconds,
      followerMainCpuSeconds,
      peerCpuSeconds,
      followerRssMax,
      peerRssMax,
      syncedLine: whole === undefined || synced.length !== 1 ? undefined : String(whole.msg),
      middleRate: rate(hb - ha, (tb - ta) / 1000),
    },
  };
}

function kind(w: PacedWindow, name: string): PacedKindStats {
  const k = w.kinds.find((x) => x.name === name);
  if (k === undefined) throw new Error(`no ${name} figures`);
  if (k.errors > 0) throw new Error(`${name}: ${k.errors} failed requests: ${w.failures.join(' | ')}`);
  return k;
}

const ms = (x: number) => `${x.toFixed(2)} ms`;
const describe = (k: PacedKindStats) => `mean ${ms(k.meanMs)}, p50 ${ms(k.p50Ms)}, p90 ${ms(k.p90Ms)}, p99 ${ms(k.p99Ms)}, max ${ms(k.maxMs)} over ${fmt(k.count)} requests`;

export async function run(): Promise<BenchRow[]> {
  const chain = await longChain(BLOCKS, TXS, log);
  const peerDir = await makeTempDir('longsync-peer');
  let load: PacedLoad | undefined;
  try {
    await cp(chain.storeDir, join(peerDir, CHAIN_SUBDIR), { recursive: true });
    const peer = await startNode({ name: 'peer', dataDir: peerDir, settings: { 'node.devnetForging': 'false' }, startTimeoutMs: 300_000, nodeArgs: profileArgs('peer') });
    pin(peer.pid, PEER_CPU);
    const peerTip = await height(peer);
    if (peerTip.height !== chain.blocks) throw new Error(`the serving peer is at height ${peerTip.height}`);

    const accounts = chain.senderIds.slice(0, QUERIED_ACCOUNTS);
    load = new PacedLoad(peer.apiPort, [
      { name: 'getAccount', paths: accounts.map((a) => `/api?requestType=getAccount&account=${a}`) },
      { name: 'getBlockchainStatus', paths: ['/api?requestType=getBlockchainStatus'] },
    ], API_RATE, API_MAX_IN_FLIGHT);
    pin(load.pid, PEER_CPU);
    await sleep(API_WARMUP_SECONDS * 1000);
    await load.cut();
    await sleep(IDLE_SECONDS * 1000);
    const idle = await load.cut();
    log(`(c) idle peer: getAccount ${describe(kind(idle, 'getAccount'))}; getBlockchainStatus ${describe(kind(idle, 'getBlockchainStatus'))}`);

    // (a) under the same API load on the peer as (b): the machine is as busy, the peer serves
    // nobody, which tells the peer's slowdown from serving apart from the cores it shares.
    const controlCpu0 = cpuSeconds(peer.pid!);
    // (a)'s worker pool starts inside: pinned with this process's threads.
    pin(process.pid, APPLYING_CPU);
    const local = await localApplication(chain);
    const control = await load.cut();
    const controlPeerCpu = cpuSeconds(peer.pid!) - controlCpu0;
    log(`(a) local application: ${local.seconds.toFixed(1)} s, ${fmt(rate(chain.blocks, local.seconds))} blocks/s, ${fmt(rate(chain.txs, local.seconds))} tx/s, ${local.cpuSeconds.toFixed(1)} CPU s (main thread ${local.mainCpuSeconds.toFixed(1)} s)`);
    log(`(c) peer meanwhile (not serving): getAccount ${describe(kind(control, 'getAccount'))}; getBlockchainStatus ${describe(kind(control, 'getBlockchainStatus'))}`);
    collectGarbage();

    log(`(b) starting a fresh node syncing from the peer (${peer.peerHostPort})`);
    // The follower's start-up (compiling, opening its store) is no part of either window.
    const paced = load;
    const { sync, follower } = await followerSync(chain, peer, async () => void (await paced.cut()));
    const during = await load.cut();
    await follower.stop();
    // A profile is written when its process exits gracefully (stopAllNodes below does not wait for that).
    if (PROFILE_DIR !== undefined) await peer.stop();
    log(`(b) synced in ${sync.seconds.toFixed(1)} s: ${fmt(rate(chain.blocks, sync.seconds))} blocks/s, ${fmt(rate(chain.txs, sync.seconds))} tx/s; follower ${sync.followerCpuSeconds.toFixed(1)} CPU s (main thread ${sync.followerMainCpuSeconds.toFixed(1)} s), peer ${sync.peerCpuSeconds.toFixed(1)} CPU s${sync.syncedLine ? `; follower log: ${sync.syncedLine}` : ''}`);
    log(`(c) peer during the sync: getAccount ${describe(kind(during, 'getAccount'))}; getBlockchainStatus ${describe(kind(during, 'getBlockchainStatus'))}; ${during.late} requests held back`);
    return rows(chain, local, sync, { idle, control, during, controlPeerCpu });
  } finally {
    await load?.close();
    await stopAllNodes();
    await removeTempDir(peerDir);
  }
}

interface Api {
  readonly idle: PacedWindow;
  /** While (a) ran in the bench process: the peer idle but the machine busy. */
  readonly control: PacedWindow;
  readonly during: PacedWindow;
  /** The peer's CPU over the control window (its API load alone). */
  readonly controlPeerCpu: number;
}

function rows(chain: LongChain, local: Local, sync: Sync, api: Api): BenchRow[] {
  const size = `${fmt(chain.blocks)} devnet blocks holding ${fmt(chain.txs)} payments (${fmt(chain.senders)} senders funded in the first blocks, then ${(chain.txs / chain.blocks).toFixed(0)} per block on average to new accounts or, half of them, to existing ones; ${fmt(chain.accounts)} accounts at the tip; ${mib(chain.fileBytes)} of blocks)`;
  const localLabel = `the same blocks read from a file, parsed and pushed into a fresh store on disk through the Blockchain service (every signature verified, worker pool as a node has it), in this process, while the API load of (c) ran on the serving peer as during the sync: ${local.cpuSeconds.toFixed(1)} CPU s (${(1000 * local.cpuSeconds / chain.blocks).toFixed(2)} ms per block)`;
  const perBlock = (seconds: number) => `${((1000 * seconds) / chain.blocks).toFixed(2)} ms`;
  const idleAt = (name: string) => kind(api.idle, name);
  const duringAt = (name: string) => kind(api.during, name);
  const servingCpu = sync.peerCpuSeconds - (api.controlPeerCpu / api.control.seconds) * sync.seconds;
  const syncNotes = [
    `follower CPU (user + system, from /proc) ${sync.followerCpuSeconds.toFixed(1)} s = ${perBlock(sync.followerCpuSeconds)} per block, against ${perBlock(local.cpuSeconds)} applying locally; main thread alone ${perBlock(sync.followerMainCpuSeconds)} against ${perBlock(local.mainCpuSeconds)}: on a machine where each has its cores to itself, the main thread bounds both, and the ratio of those is ${(local.mainCpuSeconds / sync.followerMainCpuSeconds).toFixed(2)}`,
    `serving peer CPU over the sync ${sync.peerCpuSeconds.toFixed(1)} s, of which ~${servingCpu.toFixed(1)} s above its rate under the same API load while (a) ran, serving nobody (${(1000 * servingCpu / chain.blocks).toFixed(2)} ms per block served)`,
    `rate over the middle 80% of the heights: ${fmt(sync.middleRate)} blocks/s${sync.syncedLine ? `; the follower's log: "${sync.syncedLine}"` : ''}`,
    `RSS max: follower ${mib(sync.followerRssMax)}, peer ${mib(sync.peerRssMax)}`,
    'the API load of (c) ran on the serving peer throughout, and the machine has 2 cores shared with other work: compare CPU per block when the wall-time ratio is off',
    PIN
      ? `pinned (LONGSYNC_PIN=1): the peer and the API load on CPU ${PEER_CPU}, (a) and the follower (every thread) on CPU ${APPLYING_CPU}`
      : 'not pinned: every process may run on every core',
  ];
  const apiRow = (name: string): BenchRow => {
    const i = idleAt(name);
    const c = kind(api.control, name);
    const d = duringAt(name);
    // The baseline is the faster of the two windows where the peer serves nobody: the idle one
    // just before is short and can catch the peer's code still warming up (1.07 ms against 0.58
    // in the control window in one 100,000-block run), which flattered the ratio.
    const controlFaster = c.meanMs < i.meanMs;
    const b = controlFaster ? c : i;
    const baselineLabel = controlFaster
      ? `the same load on the peer serving nobody while (a) ran, ${api.control.seconds.toFixed(0)} s (${describe(c)}): faster than the idle window just before (${describe(i)}), so the stricter baseline`
      : `the same load on the idle peer just before, ${api.idle.seconds.toFixed(0)} s (${describe(i)})`;
    return {
      bench: 'longsync',
      name: `serving peer's API while it serves the sync, ${name}`,
      subject: {
        label: `${name} one at a time, as 1000 / mean latency, while the peer serves the whole sync (${describe(d)})`,
        value: 1000 / d.meanMs,
        unit: 'req/s/conn',
      },
      baseline: { label: baselineLabel, value: 1000 / b.meanMs, unit: 'req/s/conn' },
      // "No more than 20% slower": mean latency at most 1.2 x the baseline, i.e. this ratio >= 1 / 1.2.
      target: { kind: 'ratio-at-least', value: 1 / 1.2 },
      notes: [
        `paced load from its own process: ${API_RATE} GET/s in all (half getAccount over ${QUERIED_ACCOUNTS} senders, half getBlockchainStatus), at most ${API_MAX_IN_FLIGHT} in flight; held back past 50 ms: idle ${api.idle.late}, during ${api.during.late}; keep-alive connections the server closed as they were reused (not counted): idle ${api.idle.resets}, during ${api.during.resets}`,
        `p99 during / baseline: ${(d.p99Ms / b.p99Ms).toFixed(2)}`,
        `the same load while (a) ran in the bench process (the machine as busy with applying blocks, the peer serving nobody): ${describe(c)}; mean latency during the sync / during (a): ${(d.meanMs / c.meanMs).toFixed(2)}`,
      ],
    };
  };
  return [
    {
      bench: 'longsync',
      name: 'long chain sync from one peer, blocks',
      subject: {
        label: `a fresh node process (src/main.ts, devnet, node.peers = the serving peer) syncs ${size} from one peer, a node process on loopback TCP; timed from its "node started" to its tip being the peer's (polled every ${POLL_MS} ms); default sync settings`,
        value: rate(chain.blocks, sync.seconds),
        unit: 'blocks/s',
      },
      baseline: { label: localLabel, value: rate(chain.blocks, local.seconds), unit: 'blocks/s' },
      target: { kind: 'ratio-at-least', value: 0.8 },
      notes: syncNotes,
    },
    {
      bench: 'longsync',
      name: 'long chain sync from one peer, transactions',
      subject: { label: 'the same sync, in transactions', value: rate(chain.txs, sync.seconds), unit: 'tx/s' },
      baseline: { label: 'the same local application, in transactions', value: rate(chain.txs, local.seconds), unit: 'tx/s' },
      target: { kind: 'ratio-at-least', value: 0.8 },
    },
    apiRow('getAccount'),
    apiRow('getBlockchainStatus'),
  ];
}
