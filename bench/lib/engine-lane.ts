// One storage engine's run of bench/engines.ts, in a process of its own, so that the process CPU
// time (process.cpuUsage: every thread, the engine's flush and compaction threads included)
// belongs to that engine alone. Phases, on the fixture's blocks (engine-fixture.ts):
//   load      Blockchain.pushBlock of the funding blocks into a new store (the apply path:
//             validation, overlay, one ChainStore commit batch per block)
//   at rest   size of the closed store; then compacted (LevelDB: compactRange over every key;
//             RocksDB: its own compactions let finish, as the binding has no manual compaction)
//   open      opening the engine alone, then ChainStore.open as a node opens (accounts preloaded
//             up to the cache's 250,000, the transaction ids scanned)
//   reads     getSync of random funded accounts' keys and of absent keys, straight on the Db
//   apply     pushBlock of the payment blocks on the full store (most recipients outside the
//             account cache: their records are read from the engine)
//   stalls    block-sized batches of updates to random existing accounts written back to back;
//             each write's latency, and how long its call held the JS thread (the synchronous
//             part of batch.write(): with RocksDB the whole write, since the binding writes on the
//             calling thread; with LevelDB only the hand-off to the thread pool)
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ACCOUNTS } from '../../src/domain/state/accounts.js';
import type { Block } from '../../src/domain/block.js';
import type { Blockchain } from '../../src/chain/blockchain.js';
import { ChainStore } from '../../src/storage/chain-store.js';
import { closeDatabase, openDatabase, type Db, type StorageEngine } from '../../src/storage/db.js';
import type { RocksStore } from '../../src/storage/engines/rocksdb.js';
import { readBlocks, type FixtureFile } from './engine-fixture.js';
import { openTrustingChain, pushOrThrow, scaleAccountId, scaleParams } from './scale-store.js';
import { BENCH_RULES } from './rules.js';
import { quantile } from './timer.js';

export interface Phase {
  readonly wallMs: number;
  readonly cpuMs: number;
}

export interface LaneFigures {
  readonly engine: StorageEngine;
  readonly load: Phase & { readonly blocks: number; readonly transactions: number; readonly writes: WriteTimes };
  readonly restBytes: number;
  readonly compactedBytes: number;
  readonly compact: Phase;
  readonly engineOpen: Phase;
  readonly storeOpen: Phase;
  readonly readHit: Phase & { readonly count: number };
  readonly readMiss: Phase & { readonly count: number };
  readonly apply: Phase & { readonly blocks: number; readonly transactions: number; readonly writes: WriteTimes };
  readonly stalls: Phase & { readonly keys: number; readonly writes: WriteTimes };
}

/** Batch writes: each one's latency, and how long its write() call held the JS thread. */
export interface WriteTimes {
  readonly count: number;
  readonly meanMs: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  readonly blockedMaxMs: number;
}

class WriteLog {
  readonly latencies: number[] = [];
  readonly blocked: number[] = [];

  async time(write: () => Promise<void>): Promise<void> {
    const t0 = performance.now();
    const done = write();
    this.blocked.push(performance.now() - t0);
    await done;
    this.latencies.push(performance.now() - t0);
  }

  summary(): WriteTimes {
    const l = this.latencies;
    return {
      count: l.length,
      meanMs: l.reduce((a, b) => a + b, 0) / Math.max(1, l.length),
      p50Ms: quantile(l, 0.5),
      p99Ms: quantile(l, 0.99),
      maxMs: Math.max(...l),
      blockedMaxMs: Math.max(...this.blocked),
    };
  }
}

export interface LaneOptions {
  readonly reads: number;
  readonly stallBatches: number;
}

async function measure<T>(fn: () => Promise<T>): Promise<{ value: T; phase: Phase }> {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const value = await fn();
  const wallMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return { value, phase: { wallMs, cpuMs: (cpu.user + cpu.system) / 1000 } };
}

function diskBytes(dir: string): number {
  return Number(execFileSync('du', ['-sb', dir], { encoding: 'utf8' }).split('\t')[0]);
}

function accountKey(id: bigint): Uint8Array {
  const tail = ACCOUNTS.key.encode(id);
  const key = new Uint8Array(1 + tail.length);
  key[0] = ACCOUNTS.bucket;
  key.set(tail, 1);
  return key;
}

/** Times every chained batch written through the Db (the commit batch of each block). */
function timingDb(inner: Db, log: WriteLog): Db {
  return new Proxy(inner as object, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (prop === 'batch') {
        return (...args: unknown[]) => {
          const batch = (value as (...a: unknown[]) => { write: (o?: unknown) => Promise<void> }).apply(target, args);
          if (args.length > 0) return batch;
          const write = batch.write.bind(batch);
          batch.write = (o?: unknown) => log.time(() => write(o));
          return batch;
        };
      }
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  }) as Db;
}

/** Blocks pushed in order; parsing each from bytes is left out of the timed phase. */
async function pushBlocks(chain: Blockchain, blocks: AsyncGenerator<Block>, count: number): Promise<{ phase: Phase; transactions: number }> {
  let wallMs = 0;
  let cpuMs = 0;
  let transactions = 0;
  for (let i = 0; i < count; i++) {
    const next = await blocks.next();
    if (next.done === true) throw new Error('the fixture ended early');
    const block = next.value;
    const { phase } = await measure(() => pushOrThrow(chain, block));
    wallMs += phase.wallMs;
    cpuMs += phase.cpuMs;
    transactions += block.transactions.length;
  }
  return { phase: { wallMs, cpuMs }, transactions };
}

/** Lets RocksDB's background flushes and compactions finish (at most two minutes). */
async function rocksSettled(db: Db): Promise<void> {
  const rocks = db as unknown as RocksStore;
  const busy = () =>
    ['rocksdb.compaction-pending', 'rocksdb.num-running-compactions', 'rocksdb.num-running-flushes', 'rocksdb.mem-table-flush-pending'].some((p) => rocks.getProperty(p) !== '0');
  const until = Date.now() + 120_000;
  while (busy() && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
}

export async function runLane(engine: StorageEngine, fixture: FixtureFile, dir: string, opts: LaneOptions): Promise<LaneFigures> {
  const path = join(dir, 'chain');
  const params = scaleParams();
  const blocks = readBlocks(fixture.path);
  const tables = BENCH_RULES.tables;

  // load
  const loadWrites = new WriteLog();
  const loadDb = await openDatabase({ path, engine });
  let store = await ChainStore.open({ preloadAccounts: false }, { tables, db: timingDb(loadDb, loadWrites) });
  let chain = await openTrustingChain(store, params);
  const loaded = await pushBlocks(chain, blocks, fixture.fundingBlocks);
  await store.close();
  await closeDatabase(loadDb);
  const restBytes = diskBytes(path);

  // compaction
  const compact = await measure(async () => {
    const db = await openDatabase({ path, engine });
    if (engine === 'leveldb') {
      await (db as unknown as { compactRange(a: Uint8Array, b: Uint8Array): Promise<void> }).compactRange(Uint8Array.of(0), new Uint8Array(64).fill(0xff));
    } else {
      await rocksSettled(db);
    }
    await closeDatabase(db);
  });
  const compactedBytes = diskBytes(path);

  // open
  const engineOpen = await measure(async () => closeDatabase(await openDatabase({ path, engine })));
  const opened = await measure(() => ChainStore.open({ path, engine }, { tables }));
  store = opened.value;

  // reads
  const n = fixture.accounts;
  let seed = 7;
  const random = () => (seed = (seed * 48_271) % 2_147_483_647);
  const hitKeys = Array.from({ length: opts.reads }, () => accountKey(scaleAccountId(random() % n)));
  const missKeys = Array.from({ length: opts.reads }, () => accountKey(scaleAccountId(n + (random() % n))));
  const db = store.db;
  const readHit = await measure(async () => {
    for (const key of hitKeys) if (db.getSync(key) === undefined) throw new Error('a funded account is missing');
  });
  const readMiss = await measure(async () => {
    for (const key of missKeys) if (db.getSync(key) !== undefined) throw new Error('an absent account was found');
  });
  await store.close();

  // apply on the full store, as a node reopened with its defaults holds it
  const applyWrites = new WriteLog();
  const applyDb = await openDatabase({ path, engine });
  store = await ChainStore.open({}, { tables, db: timingDb(applyDb, applyWrites) });
  chain = await openTrustingChain(store, params);
  const applied = await pushBlocks(chain, blocks, fixture.applyBlocks);
  await store.close();

  // sustained writes
  const perBatch = 8_192;
  const stallWrites = new WriteLog();
  // Keys made beforehand (hashing them would dilute the CPU figure); values differ per write.
  const pool = Array.from({ length: 65_536 }, () => accountKey(scaleAccountId(random() % n)));
  const stalls = await measure(async () => {
    for (let b = 0; b < opts.stallBatches; b++) {
      const batch = applyDb.batch();
      for (let i = 0; i < perBatch; i++) {
        const value = new Uint8Array(60);
        new DataView(value.buffer).setUint32(0, random());
        batch.put(pool[random() & 0xffff]!, value);
      }
      await stallWrites.time(() => batch.write());
    }
  });
  await closeDatabase(applyDb);

  return {
    engine,
    load: { ...loaded.phase, blocks: fixture.fundingBlocks, transactions: loaded.transactions, writes: loadWrites.summary() },
    restBytes,
    compactedBytes,
    compact: compact.phase,
    engineOpen: engineOpen.phase,
    storeOpen: opened.phase,
    readHit: { ...readHit.phase, count: opts.reads },
    readMiss: { ...readMiss.phase, count: opts.reads },
    apply: { ...applied.phase, blocks: fixture.applyBlocks, transactions: applied.transactions, writes: applyWrites.summary() },
    stalls: { ...stalls.phase, keys: opts.stallBatches * perBatch, writes: stallWrites.summary() },
  };
}
