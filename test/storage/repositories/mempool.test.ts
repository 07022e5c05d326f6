import { describe, it, expect } from '@jest/globals';
import { closeDatabase, openDatabase } from '../../../src/storage/db.js';
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
