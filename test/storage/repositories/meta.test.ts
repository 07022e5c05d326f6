import { describe, it, expect } from '@jest/globals';
import { closeDatabase, openDatabase } from '../../../src/storage/db.js';
import { MetaRepository } from '../../../src/storage/repositories/meta.js';
import { UndoableBatch } from '../../../src/storage/undoable-batch.js';

describe('MetaRepository', () => {
  it('stores the tip and the schema version', async () => {
    const db = await openDatabase();
    const meta = new MetaRepository(db);
    expect(await meta.getTip()).toBeUndefined();
    const tip = { height: 3, blockId: 9n, timestamp: 180, cumulativeDifficulty: 1n << 70n };
    const batch = new UndoableBatch(db);
    meta.stageTip(batch, tip, undefined);
    expect(MetaRepository.isTipKey(batch.undo[0]!.key)).toBe(true);
    await batch.write();
    expect(await meta.getTip()).toEqual(tip);
    await meta.putSchemaVersion(1);
    expect(await meta.getSchemaVersion()).toBe(1);
    await closeDatabase(db);
  });
});
