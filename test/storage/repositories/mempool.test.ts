import { describe, it, expect } from '@jest/globals';
import { closeDatabase, openDatabase } from '../../../src/storage/db.js';
import { MempoolRepository } from '../../../src/storage/repositories/mempool.js';

const text = new TextEncoder();

describe('MempoolRepository', () => {
  it('persists unconfirmed transaction bytes by id', async () => {
    const db = await openDatabase();
    const pool = new MempoolRepository(db);
    await pool.putMany([
      [2n, Uint8Array.of(2)],
      [1n, Uint8Array.of(1)],
    ]);
    await pool.put(3n, Uint8Array.of(3));
    expect(await pool.all()).toEqual([
      [1n, Uint8Array.of(1)],
      [2n, Uint8Array.of(2)],
      [3n, Uint8Array.of(3)],
    ]);
    await pool.deleteMany([2n]);
    expect((await pool.all()).map(([id]) => id)).toEqual([1n, 3n]);
    await pool.clear();
    expect(await pool.all()).toEqual([]);
    await closeDatabase(db);
  });
});
