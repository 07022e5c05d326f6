import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it, expect } from '@jest/globals';
import { closeDatabase, openDatabase, type Db } from '../../../src/storage/db.js';
import { MempoolRepository } from '../../../src/storage/repositories/mempool.js';

describe('MempoolRepository', () => {
  it('persists unconfirmed transaction bytes by id', async () => {
    const db = await openDatabase();
    const pool = new MempoolRepository(db);
    await pool.write([
      [2n, Uint8Array.of(2)],
      [1n, Uint8Array.of(1)],
      [3n, Uint8Array.of(3)],
    ], []);
    expect(await pool.all()).toEqual([
      [1n, Uint8Array.of(1)],
      [2n, Uint8Array.of(2)],
      [3n, Uint8Array.of(3)],
    ]);
    // Deletes and puts of one write land together.
    await pool.write([[4n, Uint8Array.of(4)]], [2n]);
    expect((await pool.all()).map(([id]) => id)).toEqual([1n, 3n, 4n]);
    await pool.clear();
    expect(await pool.all()).toEqual([]);
    await closeDatabase(db);
  });
});

describe('MempoolRepository with its journal (a store on disk)', () => {
  let dir: string;
  let db: Db;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'totem-pool-repo-'));
    db = await openDatabase();
  });
  afterEach(async () => {
    await closeDatabase(db);
    rmSync(dir, { recursive: true, force: true });
  });
  const bucketIds = async () => (await new MempoolRepository(db).all()).map(([id]) => id);
  const journalFiles = () => readdirSync(dir).filter((f) => f.startsWith('pool-journal-')).sort();

  it('keeps what was written across a crash (no close) and folds it into LevelDB at the next open', async () => {
    const pool = new MempoolRepository(db, { path: dir });
    await pool.open();
    expect(pool.writesNow).toBe(true);
    pool.writeNow([[1n, Uint8Array.of(1)], [2n, Uint8Array.of(2)]], []);
    pool.writeNow([[3n, Uint8Array.of(3)]], [1n]);
    expect((await pool.all()).map(([id]) => id)).toEqual([2n, 3n]);
    expect(await bucketIds()).toEqual([]); // in the journal only
    // The process dies here: a new repository on the same directory replays the journal.
    const after = new MempoolRepository(db, { path: dir });
    await after.open();
    expect(await after.all()).toEqual([[2n, Uint8Array.of(2)], [3n, Uint8Array.of(3)]]);
    await after.close();
    expect(await bucketIds()).toEqual([2n, 3n]);
    expect(journalFiles()).toHaveLength(1); // only the (empty) generation appends went to
  });

  it('folds once the journal holds foldBytes, and a put deleted before its fold never reaches LevelDB', async () => {
    const batches: number[] = [];
    const pool = new MempoolRepository(db, { path: dir, foldBytes: 64 }, {
      track: async (write) => {
        batches.push(1);
        await write();
      },
    });
    await pool.open();
    pool.writeNow([[1n, Uint8Array.of(1)]], []);
    pool.writeNow([], [1n]); // admitted and confirmed before any fold: cancels in memory
    pool.writeNow([[2n, new Uint8Array(80)]], []); // past foldBytes: a fold starts
    await pool.close();
    expect(await bucketIds()).toEqual([2n]);
    expect(batches.length).toBeGreaterThanOrEqual(1);
    // The delete of a folded record does reach LevelDB.
    const again = new MempoolRepository(db, { path: dir });
    await again.open();
    again.writeNow([], [2n]);
    await again.close();
    expect(await bucketIds()).toEqual([]);
  });

  it('keeps the changes of a failed fold, and their journal, until a fold succeeds', async () => {
    let fail = true;
    const pool = new MempoolRepository(db, { path: dir, foldBytes: 1 }, {
      track: async (write) => {
        if (fail) throw new Error('IO error: No space left on device');
        await write();
      },
    });
    await pool.open();
    pool.writeNow([[1n, Uint8Array.of(1)]], []); // starts a fold, which fails
    await pool.close();
    expect(await bucketIds()).toEqual([]);
    expect(journalFiles().length).toBeGreaterThan(1);
    const reopened = new MempoolRepository(db, { path: dir }, { track: (write) => write() });
    fail = false;
    await reopened.open();
    expect((await reopened.all()).map(([id]) => id)).toEqual([1n]);
    await reopened.close();
    expect(await bucketIds()).toEqual([1n]);
  });

  it('clears the bucket and the journal', async () => {
    const pool = new MempoolRepository(db, { path: dir });
    await pool.open();
    pool.writeNow([[1n, Uint8Array.of(1)]], []);
    await pool.clear();
    expect(await pool.all()).toEqual([]);
    await pool.close();
    const reopened = new MempoolRepository(db, { path: dir });
    await reopened.open();
    expect(await reopened.all()).toEqual([]);
    await reopened.close();
  });
});
