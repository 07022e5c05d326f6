import { describe, it, expect } from '@jest/globals';
import { closeDatabase, openDatabase } from '../../src/storage/db.js';
import { UndoableBatch } from '../../src/storage/undoable-batch.js';

describe('UndoableBatch', () => {
  it('writes atomically and records the prior value of tracked keys only', async () => {
    const db = await openDatabase();
    await db.put(Uint8Array.of(6, 1), Uint8Array.of(10));
    await db.put(Uint8Array.of(6, 2), Uint8Array.of(20));
    const batch = new UndoableBatch(db);
    batch.create(Uint8Array.of(4, 1), Uint8Array.of(1));
    batch.replace(Uint8Array.of(6, 1), Uint8Array.of(11), Uint8Array.of(10));
    batch.remove(Uint8Array.of(6, 2), Uint8Array.of(20));
    batch.putUntracked(Uint8Array.of(7, 1), Uint8Array.of(99));
    expect(batch.length).toBe(4);
    expect(batch.undo).toEqual([
      { key: Uint8Array.of(4, 1), prior: undefined },
      { key: Uint8Array.of(6, 1), prior: Uint8Array.of(10) },
      { key: Uint8Array.of(6, 2), prior: Uint8Array.of(20) },
    ]);
    expect(await db.get(Uint8Array.of(4, 1))).toBeUndefined(); // nothing before write()
    await batch.write();
    expect(await db.get(Uint8Array.of(4, 1))).toEqual(Uint8Array.of(1));
    expect(await db.get(Uint8Array.of(6, 1))).toEqual(Uint8Array.of(11));
    expect(await db.get(Uint8Array.of(6, 2))).toBeUndefined();
    expect(await db.get(Uint8Array.of(7, 1))).toEqual(Uint8Array.of(99));
    await closeDatabase(db);
  });

  it('discard writes nothing', async () => {
    const db = await openDatabase();
    const batch = new UndoableBatch(db);
    batch.create(Uint8Array.of(4, 1), Uint8Array.of(1));
    batch.delUntracked(Uint8Array.of(7, 1));
    await batch.discard();
    expect(await db.get(Uint8Array.of(4, 1))).toBeUndefined();
    await closeDatabase(db);
  });
});
