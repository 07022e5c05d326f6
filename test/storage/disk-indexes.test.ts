// Indexes on disk (persistIndexes) answer exactly as in-memory indexes: one table declared both
// ways, each in its own store, fed the same random blocks (puts that move records in every index,
// deletes, writes in forks merged or dropped), popped and pushed again, reopened; after every
// step both stores give the same pages and counts as a plain model of the records, the same
// reads by key during block application, and the same state digest. The store with indexes on
// disk is a directory of each engine (LevelDB, RocksDB: their keys come back as Buffers, whose
// slice() is a view), the other one in memory.
import { afterAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ChainStore } from '../../src/storage/chain-store.js';
import { openDatabase, STORAGE_ENGINES, type Db, type StorageEngine } from '../../src/storage/db.js';
import { Bucket } from '../../src/storage/buckets.js';
import { CORE_TABLES } from '../../src/domain/capability.js';
import type { IndexRange, PageOptions } from '../../src/domain/state/state.js';
import { compareIndexKeys, defineTable, startsWith, u64Key, type IndexKey, type IndexSpec, type Table } from '../../src/domain/state/table.js';
import { compareBytes } from '../../src/storage/tables/index-keys.js';
import { commitGenesis, makeBlock } from './fixtures.js';

interface Rec {
  readonly group: bigint;
  readonly actor: bigint;
  readonly other: bigint;
  readonly height: number;
  readonly seq: number;
  readonly label: string;
  readonly amount: bigint;
  readonly mixed: number;
}

const utf8 = new TextEncoder();
const utf8Decoder = new TextDecoder();
const codec = {
  encode: (r: Rec) => utf8.encode(JSON.stringify([String(r.group), String(r.actor), String(r.other), r.height, r.seq, r.label, String(r.amount), r.mixed])),
  decode: (bytes: Uint8Array): Rec => {
    const [group, actor, other, height, seq, label, amount, mixed] = JSON.parse(utf8Decoder.decode(bytes)) as [string, string, string, number, number, string, string, number];
    return { group: BigInt(group), actor: BigInt(actor), other: BigInt(other), height, seq, label, amount: BigInt(amount), mixed };
  },
};

// Newest-first histories as the capabilities declare them, and indexes with ties (label, amount),
// records left out (amount 0), negative bigints, strings beyond ASCII, and numbers and strings at
// one place (mixed).
const INDEXES: ReadonlyArray<IndexSpec<bigint, Rec>> = [
  { name: 'recent', entry: (r) => [-r.height, -r.seq] },
  { name: 'byGroup', entry: (r) => [r.group, -r.height, -r.seq] },
  { name: 'byActor', entry: (r) => [r.actor, -r.height, -r.seq] },
  { name: 'byOther', entry: (r) => [r.other, -r.height, -r.seq] },
  { name: 'byLabel', entry: (r) => [r.label] },
  { name: 'byAmount', entry: (r) => (r.amount === 0n ? undefined : [r.amount, r.group]) },
  { name: 'mixed', entry: (r) => [r.group, r.mixed % 2 === 0 ? r.mixed / 4 : `m${r.mixed}`] },
];

const base = { name: 'histories', bucket: 100, key: u64Key, value: codec, indexes: INDEXES };
const IN_MEMORY: Table<bigint, Rec> = defineTable<bigint, Rec>({ ...base, cache: 'all' });
// A cache of 3 records: most reads during block application go to the store.
const ON_DISK: Table<bigint, Rec> = defineTable<bigint, Rec>({ ...base, cache: 3, persistIndexes: true });
// The same as a history whose records only the block that creates them writes (appendOnly).
const APPEND_ONLY: Table<bigint, Rec> = defineTable<bigint, Rec>({ ...base, cache: 3, persistIndexes: true, appendOnly: true });

const ids = [1n, 2n, 3n, 4n, 5n, 6n, 7n, 8n, 9n, 10n, 11n, 12n, 0xffff_ffff_ffff_ffffn, 1n << 40n];
const small = fc.constantFrom(-3n, 0n, 1n, 2n, 7n, 1n << 63n);
const recArb: fc.Arbitrary<Rec> = fc.record({
  group: small,
  actor: small,
  other: small,
  height: fc.integer({ min: 0, max: 6 }),
  seq: fc.integer({ min: 0, max: 3 }),
  label: fc.oneof(fc.constantFrom('', 'a', 'ab', 'b', 'a\u0000', '\u007f', '\uffff', '\ud83d\ude00', '\ue000'), fc.string({ unit: 'binary', maxLength: 4 })),
  amount: fc.oneof(fc.constant(0n), fc.bigInt({ min: -(1n << 70n), max: 1n << 70n }), fc.constantFrom(-256n, -255n, -1n, 1n, 255n, 256n)),
  mixed: fc.integer({ min: -9, max: 9 }),
});

type Write = { readonly id: bigint; readonly rec: Rec | undefined };
/** One block: groups of writes, each applied in a fork that is merged or dropped. */
type Step = { readonly kind: 'push'; readonly groups: ReadonlyArray<{ readonly writes: readonly Write[]; readonly merged: boolean }>; readonly reads: readonly bigint[] } | { readonly kind: 'pop'; readonly n: number } | { readonly kind: 'reopen' };

const writeArb: fc.Arbitrary<Write> = fc.record({ id: fc.constantFrom(...ids), rec: fc.option(recArb, { freq: 4, nil: undefined }) });
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('push' as const), groups: fc.array(fc.record({ writes: fc.array(writeArb, { maxLength: 6 }), merged: fc.boolean() }), { minLength: 1, maxLength: 3 }), reads: fc.array(fc.constantFrom(...ids), { maxLength: 3 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('pop' as const), n: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'reopen' as const }) },
);

const prefixArb = (index: string): fc.Arbitrary<IndexKey> => {
  const first: Record<string, fc.Arbitrary<IndexKey>> = {
    recent: fc.constantFrom([], [-3], [0]),
    byLabel: fc.constantFrom([], ['a'], ['\ud83d\ude00']),
    byAmount: fc.constantFrom([], [-1n], [256n]),
  };
  return first[index] ?? fc.oneof(fc.constant([]), small.map((g) => [g]), fc.tuple(small, fc.constantFrom(-3, -1, 0)).map(([g, h]) => [g, h]));
};

interface Query {
  readonly ranges: readonly IndexRange[];
  readonly opts: PageOptions<bigint, Rec>;
  readonly keep: number | undefined;
  readonly until: number | undefined;
}

/** Queries over one or several ranges, with offsets, limits and the two filters. */
const queryArb: fc.Arbitrary<Query> = fc
  .record({
    ranges: fc.oneof(
      fc
        .tuple(
          fc.constantFrom(...INDEXES.map((i) => i.name)).chain((index) => prefixArb(index).map((prefix) => ({ index, prefix }))),
          fc.option(fc.constantFrom<IndexKey>([-4], [-2, -1], [0n], ['b'], [2n, 'm']), { nil: undefined }),
        )
        .map(([range, from]) => [from === undefined ? range : { ...range, from }]),
      // The capabilities' merged listings: seller or buyer, sender or recipient.
      fc.tuple(small, fc.boolean()).map(([who, three]) => [{ index: 'byActor', prefix: [who] }, { index: 'byOther', prefix: [who] }, ...(three ? [{ index: 'byGroup', prefix: [who] }] : [])]),
    ),
    offset: fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
    limit: fc.option(fc.integer({ min: 0, max: 8 }), { nil: undefined }),
    keep: fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
    until: fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
  })
  .map(({ ranges, offset, limit, keep, until }) => ({
    ranges,
    keep,
    until,
    opts: {
      ...(offset !== undefined ? { offset } : {}),
      ...(limit !== undefined ? { limit } : {}),
      ...(keep !== undefined ? { keep: (r: Rec) => r.height !== keep } : {}),
      ...(until !== undefined ? { takeWhile: (r: Rec) => r.height >= until } : {}),
    },
  }));

/** What the ranges must list, from the records alone. */
function expected(model: ReadonlyMap<bigint, Rec>, q: Query): Array<readonly [bigint, Rec]> {
  const all = q.ranges.flatMap((range) => {
    const spec = INDEXES.find((i) => i.name === range.index)!;
    const prefix = range.prefix ?? [];
    return [...model].flatMap(([key, rec]) => {
      const entry = spec.entry(rec, key);
      if (entry === undefined || !startsWith(entry, prefix)) return [];
      const rest = entry.slice(prefix.length);
      return range.from === undefined || compareIndexKeys(rest, range.from) >= 0 ? [{ rest, key, rec }] : [];
    });
  });
  all.sort((a, b) => compareIndexKeys(a.rest, b.rest) || compareBytes(u64Key.encode(a.key), u64Key.encode(b.key)));
  const listed = all.filter((e, i) => i === 0 || compareIndexKeys(all[i - 1]!.rest, e.rest) !== 0 || all[i - 1]!.key !== e.key);
  const out: Array<readonly [bigint, Rec]> = [];
  for (const e of listed) {
    if (q.opts.takeWhile !== undefined && !q.opts.takeWhile(e.rec, e.key)) break;
    if (q.opts.keep === undefined || q.opts.keep(e.rec, e.key)) out.push([e.key, e.rec]);
  }
  const from = q.opts.offset ?? 0;
  return out.slice(from, q.opts.limit === undefined ? undefined : from + q.opts.limit);
}

class Run {
  readonly model = new Map<bigint, Rec>();
  /** The model after each block (index: height), for pops. */
  private readonly history: Array<Map<bigint, Rec>> = [];

  private constructor(
    public memory: ChainStore,
    public disk: ChainStore,
    private readonly diskDb: Db,
    /** The table on disk: ON_DISK, or APPEND_ONLY (then every block writes only records that do
     * not exist before it, as the contract of appendOnly says). */
    private readonly table: Table<bigint, Rec>,
  ) {}

  static async start(engine: StorageEngine = 'leveldb', table: Table<bigint, Rec> = ON_DISK): Promise<Run> {
    const dir = await mkdtemp(join(tmpdir(), 'disk-indexes-'));
    dirs.push(dir);
    const diskDb = await openDatabase({ path: join(dir, 'chain'), engine });
    const memory = await ChainStore.open({}, { tables: [...CORE_TABLES, IN_MEMORY] });
    const disk = await ChainStore.open({}, { db: diskDb, tables: [...CORE_TABLES, table] });
    await commitGenesis(memory);
    await commitGenesis(disk);
    const run = new Run(memory, disk, diskDb, table);
    run.history.push(new Map());
    return run;
  }

  async step(step: Step): Promise<void> {
    if (step.kind === 'reopen') {
      await this.disk.close();
      this.disk = await ChainStore.open({}, { db: this.diskDb, tables: [...CORE_TABLES, this.table] });
      return;
    }
    if (step.kind === 'pop') {
      const n = Math.min(step.n, this.memory.height);
      for (let i = 0; i < n; i++) {
        await this.memory.popBlock();
        await this.disk.popBlock();
        this.history.pop();
      }
      this.model.clear();
      for (const [k, v] of this.history[this.history.length - 1]!) this.model.set(k, v);
      return;
    }
    const tip = this.memory.tip()!;
    // A salt makes a block pushed again after a pop a different block.
    const block = makeBlock(tip.height + 1, tip.blockId, { salt: String(this.history.length) + String(Math.random()) });
    const overlays = [this.memory.beginBlock(block.height, block.timestamp), this.disk.beginBlock(block.height, block.timestamp)] as const;
    const tables = [IN_MEMORY, this.table] as const;
    // Append-only: the block writes only records absent before it (ids taken from those).
    const absent = ids.filter((id) => !this.model.has(id));
    const idOf = (id: bigint): bigint | undefined => (this.table.appendOnly !== true ? id : absent[ids.indexOf(id) % Math.max(1, absent.length)]);
    for (const group of step.groups) {
      const forks = overlays.map((o) => o.fork());
      const writes = group.writes.flatMap(({ id, rec }) => {
        const written = idOf(id);
        return written === undefined ? [] : [{ id: written, rec }];
      });
      for (const { id, rec } of writes) {
        forks.forEach((f, i) => (rec === undefined ? f.delete(tables[i], id) : f.put(tables[i], id, rec)));
        // Reads during application: committed records (through a small cache on disk) and the
        // block's own writes.
        expect(forks[1].get(this.table, id)).toEqual(forks[0].get(IN_MEMORY, id));
      }
      if (group.merged) {
        overlays.forEach((o, i) => o.merge(forks[i]!));
        for (const { id, rec } of writes) {
          if (rec === undefined) this.model.delete(id);
          else this.model.set(id, rec);
        }
      }
    }
    for (const id of step.reads) expect(overlays[1].get(this.table, id)).toEqual(overlays[0].get(IN_MEMORY, id));
    expect(() => overlays[1].scan(this.table, 'recent')).toThrow(/on disk/);
    await this.memory.commitBlock(overlays[0], block, []);
    await this.disk.commitBlock(overlays[1], block, []);
    this.history.push(new Map(this.model));
  }

  async check(queries: readonly Query[]): Promise<void> {
    for (const q of queries) {
      const want = expected(this.model, q);
      expect(await this.disk.page(this.table, q.ranges, q.opts)).toEqual(want);
      expect(await this.memory.page(IN_MEMORY, q.ranges, q.opts)).toEqual(want);
      const filters = { ...(q.opts.keep ? { keep: q.opts.keep } : {}), ...(q.opts.takeWhile ? { takeWhile: q.opts.takeWhile } : {}) };
      const all = expected(this.model, { ...q, opts: filters });
      expect(await this.disk.count(this.table, q.ranges, filters)).toBe(all.length);
      expect(await this.memory.count(IN_MEMORY, q.ranges, filters)).toBe(all.length);
      if (q.ranges.length === 1 && q.ranges[0]!.from === undefined && q.keep === undefined && q.until === undefined) {
        // The synchronous scan pages in the in-memory index alike.
        expect(this.memory.scan(IN_MEMORY, q.ranges[0]!.index, { ...q.ranges[0], ...q.opts })).toEqual(want);
      }
    }
    for (const id of ids) expect(this.disk.get(this.table, id)).toEqual(this.model.get(id));
    expect((await this.disk.stateDigest()).digest).toBe((await this.memory.stateDigest()).digest);
  }

  /** Index entries on disk: exactly one per record and index that has an entry. */
  async storedEntries(): Promise<number> {
    let n = 0;
    for await (const _ of this.diskDb.keys({ gte: Uint8Array.of(Bucket.TABLE_INDEXES), lt: Uint8Array.of(Bucket.TABLE_INDEXES + 1) })) n++;
    return n;
  }

  async close(): Promise<void> {
    await this.memory.close();
    await this.disk.close();
    await this.diskDb.close();
  }
}

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('indexes on disk (persistIndexes)', () => {
  it.each([...STORAGE_ENGINES.map((e) => [e, 'ON_DISK'] as const), ['leveldb', 'APPEND_ONLY'] as const])('answer as in-memory indexes over random blocks, pops, pushes and restarts (%s, %s)', async (engine, kind) => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(stepArb, fc.array(queryArb, { minLength: 1, maxLength: 6 })), { minLength: 1, maxLength: 14 }), async (plan) => {
        const run = await Run.start(engine, kind === 'ON_DISK' ? ON_DISK : APPEND_ONLY);
        try {
          for (const [step, queries] of plan) {
            await run.step(step);
            await run.check(queries);
            const entries = [...run.model].reduce((n, [key, rec]) => n + INDEXES.filter((i) => i.entry(rec, key) !== undefined).length, 0);
            expect(await run.storedEntries()).toBe(entries);
          }
          // Everything popped: no index entry is left behind.
          await run.step({ kind: 'pop', n: run.memory.height });
          await run.check([]);
          expect(await run.storedEntries()).toBe(0);
        } finally {
          await run.close();
        }
      }),
      { numRuns: 60 },
    );
  }, 300_000);

  it('pages deep into a long range, across the batches keys are read in', async () => {
    const run = await Run.start();
    try {
      const rec = (i: number): Rec => ({ group: BigInt(i % 3), actor: 1n, other: BigInt(i % 2), height: Math.floor(i / 10), seq: i % 10, label: `l${i % 7}`, amount: BigInt(i - 300), mixed: i % 5 });
      const ids = Array.from({ length: 700 }, (_, i) => BigInt(i + 1));
      for (let b = 0; b < 7; b++) {
        await run.step({ kind: 'push', groups: [{ writes: ids.slice(b * 100, b * 100 + 100).map((id) => ({ id, rec: rec(Number(id)) })), merged: true }], reads: [] });
      }
      const queries: Query[] = [];
      for (const offset of [0, 255, 256, 257, 511, 512, 650, 699, 700, 900]) {
        for (const ranges of [[{ index: 'recent' }], [{ index: 'byGroup', prefix: [1n] }], [{ index: 'byActor', prefix: [1n] }, { index: 'byOther', prefix: [1n] }]]) {
          queries.push({ ranges, opts: { offset, limit: 40 }, keep: undefined, until: undefined });
        }
      }
      await run.check(queries);
    } finally {
      await run.close();
    }
  });

  it('refuses a block that rewrites a record of an append-only table it still caches', async () => {
    const run = await Run.start('leveldb', APPEND_ONLY);
    try {
      const rec: Rec = { group: 1n, actor: 2n, other: 3n, height: 1, seq: 0, label: 'x', amount: 5n, mixed: 0 };
      await run.step({ kind: 'push', groups: [{ writes: [{ id: 1n, rec }], merged: true }], reads: [] });
      const tip = run.disk.tip()!;
      const block = makeBlock(tip.height + 1, tip.blockId, { salt: 'rewrite' });
      const overlay = run.disk.beginBlock(block.height, block.timestamp);
      overlay.put(APPEND_ONLY, 1n, { ...rec, seq: 1 });
      await expect(run.disk.commitBlock(overlay, block, [])).rejects.toThrow(/append-only/);
      expect(run.disk.height).toBe(tip.height);
    } finally {
      await run.close();
    }
  });

  it('refuses a scan of an index on disk, and a table with persistIndexes but no index', async () => {
    const store = await ChainStore.open({}, { tables: [...CORE_TABLES, ON_DISK] });
    await commitGenesis(store);
    expect(() => store.scan(ON_DISK, 'recent')).toThrow(/on disk/);
    await expect(store.page(ON_DISK, { index: 'nope' })).rejects.toThrow(/no index nope/);
    expect(() => defineTable({ name: 'bare', bucket: 101, key: u64Key, value: codec, persistIndexes: true })).toThrow(/persistIndexes without indexes/);
    expect(() => defineTable({ ...base, name: 'bounded', cache: 5 })).toThrow(/cache: 'all'/);
    await store.close();
  });

  it('does not pin a block write: a page read while blocks commit sees one whole state', async () => {
    const run = await Run.start();
    try {
      const rec = (height: number, seq: number): Rec => ({ group: 1n, actor: 2n, other: 3n, height, seq, label: 'x', amount: 5n, mixed: 0 });
      await run.step({ kind: 'push', groups: [{ writes: ids.slice(0, 6).map((id, i) => ({ id, rec: rec(1, i) })), merged: true }], reads: [] });
      const reading = run.disk.page(ON_DISK, { index: 'byGroup', prefix: [1n] });
      await run.step({ kind: 'push', groups: [{ writes: ids.slice(0, 6).map((id) => ({ id, rec: undefined })), merged: true }], reads: [] });
      // The snapshot was taken when the read began: all six records, none half-deleted.
      expect((await reading).map(([id]) => id).sort()).toEqual(ids.slice(0, 6).sort());
      expect(await run.disk.page(ON_DISK, { index: 'byGroup', prefix: [1n] })).toEqual([]);
    } finally {
      await run.close();
    }
  });
});
