// `npm run bench -- engines` (issue 31 item 6): the two storage engines of node.storageEngine,
// LevelDB (classic-level) and RocksDB (@nxtedition/rocksdb through src/storage/engines/), on the
// same data: a chain funding ENGINE_ACCOUNTS accounts (default 1,000,000) in blocks of the
// throughput profile's size (16,384 payments), then ENGINE_APPLY_BLOCKS (default 10) blocks of payments to random accounts. Each
// engine runs in a process of its own, one after the other (bench/lib/engine-lane.ts says what
// each phase times); the chain is forged once and cached (bench/lib/engine-fixture.ts).
// Figures: apply (load and at full size), disk size at rest and compacted, open time, random
// point reads (getSync, found and absent), and write stalls (block-sized batches back to back).
// Process CPU time is the figure to compare on a shared machine; wall times are noisy.
// Other knobs: ENGINE_READS (200,000), ENGINE_STALL_BATCHES (400 batches of 8,192 keys).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadavg } from 'node:os';
import type { StorageEngine } from '../src/storage/db.js';
import { engineFixture, type FixtureFile } from './lib/engine-fixture.js';
import { runLane, type LaneFigures, type LaneOptions } from './lib/engine-lane.js';
import type { BenchRow } from './lib/report.js';
import { makeTempDir, removeTempDir } from './lib/tmp.js';

const ENGINES: readonly StorageEngine[] = ['leveldb', 'rocksdb'];

function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw.replace(/[_,]/g, ''));
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got '${raw}'`);
  return n;
}

interface LaneRequest {
  readonly engine: StorageEngine;
  readonly fixture: FixtureFile;
  readonly dir: string;
  readonly opts: LaneOptions;
}

/** Runs one engine's lane in a child process (this file, with 'lane' and the request). */
function laneProcess(request: LaneRequest): Promise<LaneFigures> {
  return new Promise((resolve, reject) => {
    let figures: LaneFigures | undefined;
    const child = fork(fileURLToPath(import.meta.url), ['lane', JSON.stringify(request)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.on('message', (m: LaneFigures) => (figures = m));
    child.on('error', reject);
    child.on('exit', (code, signal) => (figures !== undefined ? resolve(figures) : reject(new Error(`${request.engine} lane exited with ${signal ?? `code ${code}`}`))));
  });
}

if (process.argv[2] === 'lane' && process.send !== undefined) {
  const request = JSON.parse(process.argv[3]!) as LaneRequest;
  const figures = await runLane(request.engine, request.fixture, request.dir, request.opts);
  await new Promise<void>((resolve, reject) => process.send!(figures, undefined, {}, (err) => (err ? reject(err) : resolve())));
  process.disconnect();
}

const mib = (bytes: number) => bytes / 2 ** 20;
const perUnit = (ms: number, count: number) => (ms * 1000) / count;

/** One figure of both engines: [what, unit, value of a lane]. */
type Figure = readonly [string, string, (l: LaneFigures) => number];

function figures(f: FixtureFile): Figure[] {
  return [
    [`load: pushBlock of ${f.fundingBlocks} blocks funding ${f.accounts.toLocaleString('en-US')} accounts, wall`, 'tx/s', (l) => l.load.transactions / (l.load.wallMs / 1000)],
    ['load: process CPU per transaction (engine threads included)', 'µs', (l) => perUnit(l.load.cpuMs, l.load.transactions)],
    ['load: commit batch write, p99', 'ms', (l) => l.load.writes.p99Ms],
    ['load: commit batch write, max', 'ms', (l) => l.load.writes.maxMs],
    ['load: longest JS-thread block by a commit write', 'ms', (l) => l.load.writes.blockedMaxMs],
    ['disk: closed after the load', 'MiB', (l) => mib(l.restBytes)],
    ['disk: compacted (LevelDB compactRange; RocksDB its compactions settled)', 'MiB', (l) => mib(l.compactedBytes)],
    ['open: the engine alone (open + close), wall', 'ms', (l) => l.engineOpen.wallMs],
    ['open: ChainStore.open as a node (250k accounts preloaded, tx ids scanned), wall', 'ms', (l) => l.storeOpen.wallMs],
    ['open: ChainStore.open, process CPU', 'ms', (l) => l.storeOpen.cpuMs],
    ['reads: getSync of a random funded account, process CPU', 'µs', (l) => perUnit(l.readHit.cpuMs, l.readHit.count)],
    ['reads: getSync of an absent account, process CPU', 'µs', (l) => perUnit(l.readMiss.cpuMs, l.readMiss.count)],
    [`apply at full size: pushBlock of ${f.applyBlocks} blocks of ${f.perBlock.toLocaleString('en-US')} payments to random accounts, wall`, 'tx/s', (l) => l.apply.transactions / (l.apply.wallMs / 1000)],
    ['apply at full size: process CPU per transaction', 'µs', (l) => perUnit(l.apply.cpuMs, l.apply.transactions)],
    ['apply at full size: commit batch write, mean', 'ms', (l) => l.apply.writes.meanMs],
    ['apply at full size: longest JS-thread block by a commit write', 'ms', (l) => l.apply.writes.blockedMaxMs],
    ['stalls: batch write p50 (batches of 8,192 random updates, back to back)', 'ms', (l) => l.stalls.writes.p50Ms],
    ['stalls: batch write p99', 'ms', (l) => l.stalls.writes.p99Ms],
    ['stalls: batch write max', 'ms', (l) => l.stalls.writes.maxMs],
    ['stalls: longest JS-thread block by a write', 'ms', (l) => l.stalls.writes.blockedMaxMs],
    ['stalls: process CPU per key written', 'µs', (l) => perUnit(l.stalls.cpuMs, l.stalls.keys)],
  ];
}

function table(f: FixtureFile, lanes: readonly LaneFigures[]): string {
  const rows = figures(f).map(([what, unit, get]) => [what, unit, ...lanes.map((l) => get(l).toFixed(get(l) >= 100 ? 0 : 2))]);
  const head = ['figure', 'unit', ...lanes.map((l) => l.engine)];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), ...rows.map(line)].join('\n');
}

export async function run(): Promise<BenchRow[]> {
  const accounts = envInt('ENGINE_ACCOUNTS', 1_000_000);
  const applyBlocks = envInt('ENGINE_APPLY_BLOCKS', 10);
  const opts: LaneOptions = { reads: envInt('ENGINE_READS', 200_000), stallBatches: envInt('ENGINE_STALL_BATCHES', 400) };
  const fixture = await engineFixture(accounts, applyBlocks, (line) => console.error(line));
  const lanes: LaneFigures[] = [];
  for (const engine of ENGINES) {
    const dir = await makeTempDir(`engines-${engine}`);
    try {
      console.error(`engines: ${engine} (load average ${loadavg()[0]!.toFixed(2)})`);
      lanes.push(await laneProcess({ engine, fixture, dir, opts }));
    } finally {
      await removeTempDir(dir);
    }
  }
  console.error(`\n${table(fixture, lanes)}\n(load average after: ${loadavg().map((x) => x.toFixed(2)).join(' ')})`);
  const [level, rocks] = lanes as [LaneFigures, LaneFigures];
  return figures(fixture).map(([what, unit, get]) => ({
    bench: 'engines',
    name: what,
    subject: { label: 'RocksDB (node.storageEngine=rocksdb)', value: get(rocks), unit },
    baseline: { label: 'LevelDB (classic-level, the default)', value: get(level), unit },
  }));
}
