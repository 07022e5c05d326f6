import { describe, it, expect } from '@jest/globals';
import { closeDatabase, openDatabase } from '../../../src/storage/db.js';
import { UndoRepository } from '../../../src/storage/repositories/undo.js';
import { UndoableBatch } from '../../../src/storage/undoable-batch.js';

describe('UndoRepository', () => {
  it('stores undo records by height and deletes the old ones', async () => {
    const db = await openDatabase();
    const undo = new UndoRepository(db);
    const batch = new UndoableBatch(db);
    for (const h of [1, 2, 3, 300]) undo.stagePut(batch, h, [{ key: Uint8Array.of(6, h & 0xff), prior: undefined }]);
    await batch.write();
    expect(await undo.heights()).toEqual([1, 2, 3, 300]);
    expect(await undo.get(2)).toEqual([{ key: Uint8Array.of(6, 2), prior: undefined }]);
    await undo.deleteBelow(3);
    expect(await undo.heights()).toEqual([3, 300]);
    const del = new UndoableBatch(db);
    undo.stageDelete(del, 300);
    await del.write();
    expect(await undo.heights()).toEqual([3]);
    expect(await undo.get(300)).toBeUndefined();
    await closeDatabase(db);
  });
});
