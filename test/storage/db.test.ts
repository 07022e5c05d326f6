import { describe, it, expect, afterEach } from '@jest/globals';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeDatabase, openDatabase, STORAGE_ENGINES } from '../../src/storage/db.js';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('openDatabase', () => {
  it('opens an in-memory store with Uint8Array keys and values and sync reads', async () => {
    const db = await openDatabase();
    await db.put(Uint8Array.of(1, 2), Uint8Array.of(3));
    expect(db.getSync(Uint8Array.of(1, 2))).toEqual(Uint8Array.of(3));
    expect(await db.get(Uint8Array.of(9))).toBeUndefined();
    await closeDatabase(db);
    expect(db.status).toBe('closed');
    await closeDatabase(db); // idempotent
  });

  it.each(STORAGE_ENGINES)('opens %s on disk and keeps data across reopen', async (engine) => {
    const path = await mkdtemp(join(tmpdir(), 'storage-db-'));
    dirs.push(path);
    const db = await openDatabase({ path, engine });
    await db.batch([{ type: 'put', key: Uint8Array.of(6, 1), value: Uint8Array.of(42) }]);
    await closeDatabase(db);
    const again = await openDatabase({ path, engine });
    const value = again.getSync(Uint8Array.of(6, 1));
    expect(value).toBeInstanceOf(Uint8Array);
    expect(Array.from(value!)).toEqual([42]);
    await closeDatabase(again);
  });

  it('opens LevelDB when no engine is named', async () => {
    const path = await mkdtemp(join(tmpdir(), 'storage-db-'));
    dirs.push(path);
    await closeDatabase(await openDatabase({ path }));
    expect((await readdir(path)).filter((f) => f === 'IDENTITY' || f.startsWith('OPTIONS-'))).toEqual([]);
    expect(await readFile(join(path, 'STORE-ENGINE'), 'utf8')).toBe('leveldb\n');
  });
});
