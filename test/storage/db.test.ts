import { describe, it, expect, afterEach } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeDatabase, openDatabase } from '../../src/storage/db.js';

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

  it('opens classic-level on disk and keeps data across reopen', async () => {
    const path = await mkdtemp(join(tmpdir(), 'storage-db-'));
    dirs.push(path);
    const db = await openDatabase({ path });
    await db.batch([{ type: 'put', key: Uint8Array.of(6, 1), value: Uint8Array.of(42) }]);
    await closeDatabase(db);
    const again = await openDatabase({ path });
    const value = again.getSync(Uint8Array.of(6, 1));
    expect(value).toBeInstanceOf(Uint8Array);
    expect(Array.from(value!)).toEqual([42]);
    await closeDatabase(again);
  });
});
