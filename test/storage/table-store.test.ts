// One table in the store (what the accounts repository was): staging records into a batch with
// their undo entries, synchronous reads through the cache, listing and counting in key order.
import { describe, it, expect } from '@jest/globals';
import type { Account } from '../../src/domain/types.js';
import { ACCOUNTS, encodeAccount } from '../../src/domain/state/accounts.js';
import { closeDatabase, openDatabase } from '../../src/storage/db.js';
import { TableStore } from '../../src/storage/tables/table-store.js';
import { UndoableBatch } from '../../src/storage/undoable-batch.js';

const account = (id: bigint, balanceMTA = id * 10n): Account => ({ id, publicKey: null, balanceMTA, forgedBalanceMTA: 0n, creationHeight: 0, balanceHistory: [] });

describe('TableStore', () => {
  it('stores accounts under [6, id big-endian], reads them sync, lists and counts them', async () => {
    const db = await openDatabase();
    const accounts = new TableStore<bigint, Account>(ACCOUNTS, db, 0);
    const batch = new UndoableBatch(db);
    for (const id of [3n, 1n, 2n]) expect(accounts.stage(batch, id, undefined, account(id))).toBe(true);
    await batch.write();
    expect(accounts.keyBytes(0x0102030405060708n)).toEqual(Uint8Array.of(6, 1, 2, 3, 4, 5, 6, 7, 8));
    expect(accounts.decodeKey(accounts.keyBytes(5n))).toBe(5n);
    expect(db.getSync(accounts.keyBytes(2n))).toEqual(encodeAccount(account(2n)));
    expect(accounts.read(3n, undefined)?.balanceMTA).toBe(30n);
    expect(accounts.read(4n, undefined)).toBeUndefined();
    const ids: bigint[] = [];
    for await (const a of accounts.all()) ids.push(a.id);
    expect(ids).toEqual([1n, 2n, 3n]);
    expect(await accounts.count()).toBe(3);
    await closeDatabase(db);
  });

  it('stages only real changes, with the prior bytes as the undo entry', async () => {
    const db = await openDatabase();
    const accounts = new TableStore<bigint, Account>(ACCOUNTS, db, 10);
    const first = new UndoableBatch(db);
    const one = account(1n);
    accounts.stage(first, 1n, undefined, one);
    await first.write();
    accounts.committed([{ key: 1n, next: one }], undefined);
    expect(accounts.peek(1n)).toBe(one);

    const second = new UndoableBatch(db);
    expect(accounts.stage(second, 1n, one, one)).toBe(false); // the same object
    expect(accounts.stage(second, 1n, one, { ...one })).toBe(false); // the same bytes
    expect(accounts.stage(second, 9n, undefined, undefined)).toBe(false); // created and deleted
    expect(accounts.stage(second, 1n, one, undefined)).toBe(true);
    await second.write();
    expect(second.undo).toEqual([{ key: accounts.keyBytes(1n), prior: encodeAccount(one) }]);
    expect(await accounts.count()).toBe(0);
    await closeDatabase(db);
  });
});
