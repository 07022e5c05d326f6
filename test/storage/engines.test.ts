// The store engines: every operation the node makes on its Db gives the same answers on the
// in-memory store, LevelDB (classic-level) and RocksDB (engines/rocksdb.ts): point reads (async,
// sync, many), writes (put, del, array and chained batches), iterators over ranges (gt/gte/lt/lte,
// reverse, limit, keys, values), clear, and explicit snapshots as write-gate.ts and
// state-digest.ts use them (readers pinned before a batch keep seeing the state before it, point
// reads and range reads alike, interleaved). Then what a store directory records: its engine,
// checked before either engine touches it.
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, readdir, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeDatabase, openDatabase, STORAGE_ENGINES, type Db, type StorageEngine } from '../../src/storage/db.js';
import { ENGINE_MARKER, detectEngine } from '../../src/storage/engines/engine.js';
import { StoreOpenError } from '../../src/storage/open-errors.js';
import { writeProbe } from '../../src/storage/write-probe.js';
import { fillUp, mountTmpfs, unmountAll, whyNoTmpfs } from '../helpers/tmpfs.js';

/** Tests that need a tmpfs mount (root): skipped, and shown as such, elsewhere. */
const itMounted = whyNoTmpfs() === null ? it : it.skip;

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'engines-'));
  dirs.push(dir);
  return dir;
}
afterAll(async () => {
  unmountAll();
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

type Kind = 'memory' | StorageEngine;
async function open(kind: Kind): Promise<Db> {
  return kind === 'memory' ? openDatabase() : openDatabase({ path: join(await tempDir(), 'chain'), engine: kind });
}

const k = (...bytes: number[]) => Uint8Array.from(bytes);
const hex = (b: Uint8Array | undefined) => (b === undefined ? undefined : Buffer.from(b).toString('hex'));
const hexes = (list: readonly Uint8Array[]) => list.map((b) => hex(b));

/** Keys 0x05 0x00 .. 0x05 0x09 with values 0x00 .. 0x09, and one key in each neighbouring bucket. */
async function fill(db: Db): Promise<void> {
  const batch = db.batch();
  for (let i = 0; i < 10; i++) batch.put(k(5, i), k(i));
  batch.put(k(4, 255), k(99));
  batch.put(k(6), k(98));
  await batch.write();
}

describe.each<Kind>(['memory', ...STORAGE_ENGINES])('the Db on %s', (kind) => {
  it('reads what it wrote: get, getSync, getMany, after put, del and both kinds of batch', async () => {
    const db = await open(kind);
    try {
      await db.put(k(1, 1), k(10));
      await db.batch([
        { type: 'put', key: k(1, 2), value: k(20) },
        { type: 'put', key: k(1, 3), value: new Uint8Array(0) },
        { type: 'del', key: k(1, 1) },
      ]);
      const chained = db.batch();
      chained.put(k(1, 4), k(40)).put(k(1, 5), k(50)).del(k(1, 5));
      expect(chained.length).toBe(3);
      await chained.write({ sync: true });
      await db.del(k(1, 2));
      expect(await db.get(k(1, 1))).toBeUndefined();
      expect(db.getSync(k(1, 2))).toBeUndefined();
      expect(hex(db.getSync(k(1, 3)))).toBe('');
      expect(db.getSync(k(1, 4))).toBeInstanceOf(Uint8Array);
      expect(hexes((await db.getMany([k(1, 4), k(1, 5), k(1, 3)])).map((v) => v ?? k(0xee)))).toEqual(['28', 'ee', '']);
      // A key given as a view into a larger buffer reads the same.
      expect(hex(db.getSync(Uint8Array.of(9, 1, 4, 9).subarray(1, 3)))).toBe('28');
      // A discarded chained batch writes nothing.
      const dropped = db.batch();
      dropped.put(k(1, 9), k(1));
      await dropped.close();
      expect(db.getSync(k(1, 9))).toBeUndefined();
    } finally {
      await closeDatabase(db);
    }
    expect(db.status).toBe('closed');
  });

  it('iterates ranges in key order, reversed, limited, keys or values only', async () => {
    const db = await open(kind);
    try {
      await fill(db);
      const keys = async (opts: object) => hexes(await db.keys(opts).all());
      expect(await keys({ gte: k(5), lt: k(6) })).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => `050${i}`));
      expect(await keys({ gt: k(5, 2), lte: k(5, 4) })).toEqual(['0503', '0504']);
      expect(await keys({ gte: k(5, 2), lt: k(5, 4), reverse: true })).toEqual(['0503', '0502']);
      expect(await keys({ gt: k(5), lt: k(6), reverse: true, limit: 3 })).toEqual(['0509', '0508', '0507']);
      expect(await keys({ gte: k(5, 8) })).toEqual(['0508', '0509', '06']);
      expect(await keys({ lt: k(5, 1) })).toEqual(['04ff', '0500']);
      expect(await keys({ reverse: true, limit: 1 })).toEqual(['06']);
      expect(await keys({ gt: k(7) })).toEqual([]);
      expect(hexes(await db.values({ gte: k(5, 7), lt: k(6) }).all())).toEqual(['07', '08', '09']);
      const entries: string[] = [];
      for await (const [key, value] of db.iterator({ gte: k(5, 8), limit: 2 })) entries.push(`${hex(key)}=${hex(value)}`);
      expect(entries).toEqual(['0508=08', '0509=09']);
      // nextv in steps, as the repositories page through a range.
      const it = db.iterator({ gte: k(5), lt: k(6) });
      expect((await it.nextv(4)).length).toBe(4);
      expect((await it.nextv(100)).length).toBe(6);
      expect(await it.nextv(1)).toEqual([]);
      await it.close();
    } finally {
      await closeDatabase(db);
    }
  });

  it('clears a range and nothing else', async () => {
    const db = await open(kind);
    try {
      await fill(db);
      await db.clear({ gte: k(5, 0), lt: k(5, 5) });
      expect(hexes(await db.keys().all())).toEqual(['04ff', '0505', '0506', '0507', '0508', '0509', '06']);
      await db.clear({ gt: k(5), lt: k(6) });
      expect(hexes(await db.keys().all())).toEqual(['04ff', '06']);
    } finally {
      await closeDatabase(db);
    }
  });

  it('keeps a snapshot\'s readers on the state before later batches, for point and range reads', async () => {
    const db = await open(kind);
    try {
      await fill(db);
      const snapshot = db.snapshot();
      // The next block: changes, deletes and adds keys inside and around the range.
      const batch = db.batch();
      batch.put(k(5, 3), k(33)).del(k(5, 4)).put(k(5, 4, 1), k(41)).del(k(4, 255)).put(k(5, 10), k(100));
      await batch.write();
      await db.put(k(5, 0), k(200));

      const before = { snapshot };
      expect(hex(db.getSync(k(5, 3), before))).toBe('03');
      expect(hex(db.getSync(k(5, 4), before))).toBe('04');
      expect(db.getSync(k(5, 4, 1), before)).toBeUndefined();
      expect(hex(await db.get(k(4, 255), before))).toBe('63');
      expect(hexes((await db.getMany([k(5, 0), k(5, 10)], before)).map((v) => v ?? k(0xee)))).toEqual(['00', 'ee']);
      // The live state has the changes.
      expect(hex(db.getSync(k(5, 3)))).toBe('21');
      expect(db.getSync(k(5, 4))).toBeUndefined();

      // Two range reads through the same snapshot, read in turns with point reads between, as
      // the state digest walks tables while blocks commit.
      const forward = db.iterator({ gt: k(5, 1), lte: k(5, 9), snapshot });
      const backward = db.keys({ gte: k(4), lt: k(5, 9), reverse: true, snapshot });
      const seen: string[] = [];
      const back: string[] = [];
      for (;;) {
        const entry = await forward.next();
        const key = await backward.next();
        expect(hex(db.getSync(k(5, 4), before))).toBe('04');
        if (entry !== undefined) seen.push(`${hex(entry[0])}=${hex(entry[1])}`);
        if (key !== undefined) back.push(hex(key)!);
        if (entry === undefined && key === undefined) break;
      }
      await Promise.all([forward.close(), backward.close()]);
      expect(seen).toEqual([2, 3, 4, 5, 6, 7, 8, 9].map((i) => `050${i}=0${i}`));
      expect(back).toEqual(['0508', '0507', '0506', '0505', '0504', '0503', '0502', '0501', '0500', '04ff']);
      expect(hexes(await db.values({ gte: k(5), lt: k(6), limit: 2, snapshot }).all())).toEqual(['00', '01']);
      await snapshot.close();
      await expect(Promise.resolve().then(() => db.getSync(k(5, 3), before))).rejects.toMatchObject({ code: 'LEVEL_SNAPSHOT_NOT_OPEN' });
    } finally {
      await closeDatabase(db);
    }
  });

  it('closes with snapshots and iterators still open, and reads in flight', async () => {
    const db = await open(kind);
    await fill(db);
    db.snapshot();
    const it = db.iterator();
    await it.next();
    const reads = [db.get(k(5, 1)), db.getMany([k(5, 2), k(5, 3)])];
    await Promise.all([closeDatabase(db), ...reads]);
    expect(db.status).toBe('closed');
    expect(hex(await reads[0] as Uint8Array)).toBe('01');
  });
});

describe('a store directory keeps its engine', () => {
  it.each([['leveldb', 'rocksdb', 'LevelDB'], ['rocksdb', 'leveldb', 'RocksDB']] as const)(
    'a %s store opened as %s is refused with both names, and left as it was',
    async (made, asked, name) => {
      const path = join(await tempDir(), 'chain');
      const db = await openDatabase({ path, engine: made });
      await db.put(k(1), k(2));
      await closeDatabase(db);
      expect((await readFile(join(path, ENGINE_MARKER), 'utf8')).trim()).toBe(made);
      const files = (await readdir(path)).sort();
      const err = await openDatabase({ path, engine: asked }).then(() => null, (e: unknown) => e);
      expect(err).toBeInstanceOf(StoreOpenError);
      expect(err).toMatchObject({ reason: 'ENGINE', path });
      expect((err as Error).message).toBe(
        `cannot open the data directory ${path}: it holds a ${name} store (${made}) and node.storageEngine is ${asked}; ` +
          `set node.storageEngine=${made}, or point node.dataDir elsewhere to start a new ${asked} store (ENGINE)`,
      );
      expect((await readdir(path)).sort()).toEqual(files);
      const again = await openDatabase({ path, engine: made });
      expect(hex(again.getSync(k(1)))).toBe('02');
      await closeDatabase(again);
    },
  );

  it.each(STORAGE_ENGINES)('a %s store made before the marker existed is recognised by its files', async (engine) => {
    const path = join(await tempDir(), 'chain');
    await closeDatabase(await openDatabase({ path, engine }));
    await rm(join(path, ENGINE_MARKER));
    expect(await detectEngine(path)).toBe(engine);
    const other = engine === 'leveldb' ? 'rocksdb' : 'leveldb';
    await expect(openDatabase({ path, engine: other })).rejects.toMatchObject({ reason: 'ENGINE' });
    await closeDatabase(await openDatabase({ path, engine }));
    expect((await readFile(join(path, ENGINE_MARKER), 'utf8')).trim()).toBe(engine);
  });

  it('an empty directory takes either engine; a marker naming no engine is refused', async () => {
    const path = await tempDir();
    expect(await detectEngine(path)).toBeUndefined();
    await writeFile(join(path, ENGINE_MARKER), 'berkeleydb\n');
    await expect(openDatabase({ path, engine: 'rocksdb' })).rejects.toMatchObject({
      reason: 'ENGINE',
      message: `cannot open the data directory ${path}: its ${ENGINE_MARKER} file names no known storage engine ('berkeleydb'; known: leveldb, rocksdb) (ENGINE)`,
    });
    await rm(join(path, ENGINE_MARKER));
    await closeDatabase(await openDatabase({ path, engine: 'rocksdb' }));
  });
});

describe('RocksDB on a full disk', () => {
  itMounted('refuses writes until reopened, loses none it acknowledged, and the probe asks for a restart', async () => {
    const mount = await tempDir();
    expect(mountTmpfs(mount, 'size=2m')).toBeNull();
    const path = join(mount, 'chain');
    const db = await openDatabase({ path, engine: 'rocksdb' });
    const acknowledged: number[] = [];
    const filler = fillUp(mount);
    for (let i = 0; i < 50; i++) {
      await db.put(k(1, i), new Uint8Array(4000).fill(i)).then(() => acknowledged.push(i), (e: unknown) => expect(e).toMatchObject({ code: 'LEVEL_IO_ERROR' }));
    }
    expect(acknowledged.length).toBeLessThan(50);
    await unlink(filler);
    // Space is back, but RocksDB keeps the failed write's error until the database is reopened.
    await expect(db.put(k(2), k(2))).rejects.toMatchObject({ code: 'LEVEL_IO_ERROR' });
    const probe = writeProbe(db, { path, spaceBytes: 64 * 1024, key: k(3) });
    await expect(probe()).rejects.toThrow(/restart the node/);
    await closeDatabase(db);
    const again = await openDatabase({ path, engine: 'rocksdb' });
    try {
      for (const i of acknowledged) expect(again.getSync(k(1, i))?.length).toBe(4000);
      await again.put(k(2), k(2));
      await writeProbe(again, { path, spaceBytes: 64 * 1024, key: k(3) })();
    } finally {
      await closeDatabase(again);
    }
  });
});
