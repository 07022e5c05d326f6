import { describe, it, expect } from '@jest/globals';
import { closeDatabase, openDatabase } from '../../../src/storage/db.js';
import { encodeAccount } from '../../../src/storage/codecs.js';
import { AccountRepository } from '../../../src/storage/repositories/accounts.js';
import { UndoableBatch } from '../../../src/storage/undoable-batch.js';
import { accountKey } from '../../../src/storage/keys.js';

describe('AccountRepository', () => {
  it('reads accounts async and sync, lists and counts them', async () => {
    const db = await openDatabase();
    const accounts = new AccountRepository(db);
    const batch = new UndoableBatch(db);
    for (const id of [3n, 1n, 2n]) {
      accounts.stage(batch, id, encodeAccount({ id, publicKey: null, balanceMTA: id * 10n, forgedBalanceMTA: 0n, creationHeight: 0, balanceHistory: [] }), undefined);
    }
    await batch.write();
    expect((await accounts.get(2n))?.balanceMTA).toBe(20n);
    expect(accounts.getSync(3n)?.balanceMTA).toBe(30n);
    expect(accounts.getSync(4n)).toBeUndefined();
    const ids: bigint[] = [];
    for await (const a of accounts.all()) ids.push(a.id);
    expect(ids).toEqual([1n, 2n, 3n]);
    expect(await accounts.count()).toBe(3);
    expect(AccountRepository.isAccountKey(accountKey(5n))).toBe(true);
    await closeDatabase(db);
  });
});
