import { describe, it, expect, afterEach, jest } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ChainStore } from '../../src/storage/chain-store.js';
import { closeDatabase, openDatabase, STORAGE_ENGINES, type Db } from '../../src/storage/db.js';
import { StorageErrorCode } from '../../src/storage/errors.js';
import { MetaKind } from '../../src/storage/buckets.js';
import { metaKey, txByIdKey } from '../../src/storage/keys.js';
import { encodeU32 } from '../../src/storage/codecs.js';
import {
  COIN,
  accountId,
  applyPayment,
  commitGenesis,
  commitPayments,
  dumpDb,
  makeBlock,
  makeTx,
  sumBalances,
  type Payment,
} from './fixtures.js';

const A = accountId(1);
const B = accountId(2);
const C = accountId(3);
const NEW = accountId(100);
const GENERATOR = accountId(0);

const opened: Array<{ close(): Promise<void> }> = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const s of opened.splice(0)) await s.close();
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function memoryStore(opts: { maxRollback?: number; accountCacheSize?: number } = {}): Promise<{ store: ChainStore; db: Db }> {
  const db = await openDatabase();
  const store = await ChainStore.open(opts, { db });
  opened.push(store, { close: () => closeDatabase(db) });
  return { store, db };
}

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'chain-store-'));
  dirs.push(dir);
  return dir;
}

const pay = (from: bigint, to: bigint, coins: bigint, fee = 1n): Payment => ({ from, to, amount: coins * COIN, fee });

describe('ChainStore', () => {
  it('starts empty and stores the genesis block', async () => {
    const { store } = await memoryStore();
    expect(store.tip()).toBeUndefined();
    expect(store.height).toBe(-1);
    expect(() => store.beginBlock(1, 60)).toThrow(expect.objectContaining({ code: StorageErrorCode.NOT_NEXT_BLOCK }));
    const genesis = await commitGenesis(store);
    expect(store.tip()).toEqual({ height: 0, blockId: genesis.id, timestamp: genesis.timestamp, cumulativeDifficulty: genesis.cumulativeDifficulty });
    expect(store.getBlockIdAtHeight(0)).toBe(genesis.id);
    expect(store.getAccount(A)!.balanceMTA).toBe(1_000n * COIN);
    expect(await store.blocks.getById(genesis.id)).toEqual(genesis);
    expect(await store.undo.heights()).toEqual([]); // the genesis block needs no undo record
  });

  it('commits a block of payments with all its indexes', async () => {
    const { store } = await memoryStore();
    await commitGenesis(store);
    const { block, txs } = await commitPayments(store, [pay(A, B, 10n), pay(B, NEW, 3n), pay(A, NEW, 1n)]);
    expect(store.tip()!.height).toBe(1);
    expect(store.getBlockIdAtHeight(1)).toBe(block.id);
    expect(store.getBlockIdAtHeight(2)).toBeUndefined();
    expect(store.lastBlockTimestamp).toBe(block.timestamp);
    expect(store.getAccount(A)!.balanceMTA).toBe(1_000n * COIN - 11n * COIN - 2n);
    expect(store.getAccount(NEW)!.balanceMTA).toBe(4n * COIN);
    expect(store.getAccount(NEW)!.creationHeight).toBe(1);
    expect(store.getAccount(GENERATOR)!.forgedBalanceMTA).toBe(3n);
    for (const tx of txs) {
      expect(store.hasTransaction(tx.id)).toBe(true);
      expect(store.hasTransactionFullHash(tx.fullHash)).toBe(true);
      expect(await store.transactions.getById(tx.id)).toEqual(tx);
      expect(await store.transactions.getByFullHash(tx.fullHash)).toEqual(tx);
    }
    expect(await store.transactions.idsForAccount(NEW)).toEqual([txs[2]!.id, txs[1]!.id]);
    expect(await store.transactions.idsForAccount(A)).toEqual([txs[2]!.id, txs[0]!.id]);
    expect(await store.generators.idsByGenerator(GENERATOR)).toEqual([block.id, store.getBlockIdAtHeight(0)]);
    // balances are conserved: the fees moved to the generator
    const all = [];
    for await (const a of store.accounts.all()) all.push(a);
    expect(sumBalances(all)).toBe(3_000n * COIN);
  });

  it('pop restores exactly the prior state of every key, and accounts created by the block disappear', async () => {
    const { store, db } = await memoryStore();
    await commitGenesis(store);
    await commitPayments(store, [pay(A, B, 5n)]);
    const before = await dumpDb(db);
    const tipBefore = store.tip();
    const aBefore = store.getAccount(A);

    const { block, txs } = await commitPayments(store, [pay(A, NEW, 10n), pay(B, C, 1n), pay(NEW, accountId(101), 2n)]);
    expect(store.getAccount(NEW)).toBeDefined();
    expect(await dumpDb(db)).not.toEqual(before);

    const popped = await store.popBlock();
    expect(popped).toEqual(block);
    expect(await dumpDb(db)).toEqual(before);
    expect(store.tip()).toEqual(tipBefore);
    expect(store.getAccount(A)).toEqual(aBefore);
    expect(store.getAccount(NEW)).toBeUndefined();
    expect(store.peekCachedAccount(NEW)).toBeUndefined();
    expect(store.getAccount(accountId(101))).toBeUndefined();
    expect(store.getBlockIdAtHeight(2)).toBeUndefined();
    for (const tx of txs) {
      expect(store.hasTransaction(tx.id)).toBe(false);
      expect(store.hasTransactionFullHash(tx.fullHash)).toBe(false);
    }
    // the chain continues on another branch at the same height
    const other = await commitPayments(store, [pay(A, C, 1n)], 'fork');
    expect(store.getBlockIdAtHeight(2)).toBe(other.block.id);
  });

  it('never pops the genesis block', async () => {
    const { store } = await memoryStore();
    await expect(store.popBlock()).rejects.toMatchObject({ code: StorageErrorCode.EMPTY_CHAIN });
    await commitGenesis(store);
    await expect(store.popBlock()).rejects.toMatchObject({ code: StorageErrorCode.GENESIS_POP });
    await commitPayments(store, [pay(A, B, 1n)]);
    expect(await store.popTo(0)).toHaveLength(1);
    expect(store.tip()!.height).toBe(0);
    await expect(store.popBlock()).rejects.toMatchObject({ code: StorageErrorCode.GENESIS_POP });
    expect(store.getAccount(A)!.balanceMTA).toBe(1_000n * COIN);
  });

  it('trims undo records older than maxRollback in the committing batch', async () => {
    const { store, db } = await memoryStore({ maxRollback: 3 });
    await commitGenesis(store);
    for (let i = 0; i < 6; i++) await commitPayments(store, [pay(A, B, 1n)]);
    expect(store.tip()!.height).toBe(6);
    expect(await store.undo.heights()).toEqual([4, 5, 6]);
    const snapshot = await dumpDb(db);
    await expect(store.popTo(2)).rejects.toMatchObject({ code: StorageErrorCode.ROLLBACK_TOO_DEEP });
    expect(await dumpDb(db)).toEqual(snapshot); // refused up front: nothing popped
    const popped = await store.popTo(3);
    expect(popped.map((b) => b.height)).toEqual([6, 5, 4]);
    await expect(store.popBlock()).rejects.toMatchObject({ code: StorageErrorCode.ROLLBACK_TOO_DEEP });
    expect(store.tip()!.height).toBe(3);
    expect(store.getAccount(B)!.balanceMTA).toBe(1_003n * COIN);
  });

  it('refuses blocks that do not continue the tip, stale overlays and duplicate transactions', async () => {
    const { store } = await memoryStore();
    const genesis = await commitGenesis(store);
    const block = makeBlock(1, genesis.id);
    const ledger = store.beginBlock(1, block.timestamp);
    await expect(store.commitBlock(ledger, makeBlock(1, 999n), [])).rejects.toMatchObject({ code: StorageErrorCode.NOT_NEXT_BLOCK });
    await expect(store.commitBlock(ledger, { ...block, timestamp: 1 }, [])).rejects.toMatchObject({ code: StorageErrorCode.NOT_NEXT_BLOCK });
    const tx = makeTx(block, 0, pay(A, B, 1n));
    await expect(store.commitBlock(ledger, block, [tx, { ...tx, index: 1 }])).rejects.toMatchObject({ code: StorageErrorCode.DUPLICATE_TRANSACTION });
    await expect(store.commitBlock(ledger, block, [tx, { ...tx, id: 5n }])).rejects.toMatchObject({ code: StorageErrorCode.TRANSACTION_MISMATCH });
    await expect(store.commitBlock(ledger, block, [{ ...tx, height: 2 }])).rejects.toMatchObject({ code: StorageErrorCode.TRANSACTION_MISMATCH });
    const foreign = (await memoryStore()).store.beginBlock(0, 0);
    await expect(store.commitBlock(foreign, block, [])).rejects.toMatchObject({ code: StorageErrorCode.FOREIGN_OVERLAY });

    applyPayment(ledger, pay(A, B, 1n));
    await store.commitBlock(ledger, block, [tx]);
    await expect(store.commitBlock(ledger, block, [])).rejects.toMatchObject({ code: StorageErrorCode.STALE_OVERLAY });

    const next = makeBlock(2, block.id);
    const again = store.beginBlock(2, next.timestamp);
    await expect(store.commitBlock(again, next, [{ ...tx, height: 2, blockId: next.id, blockTimestamp: next.timestamp }])).rejects.toMatchObject({
      code: StorageErrorCode.DUPLICATE_TRANSACTION,
    });
    expect(store.tip()!.height).toBe(1);
  });

  it('accepts ids taken from the full hash in either byte order, and nothing else', async () => {
    const { store } = await memoryStore();
    await commitGenesis(store);
    const tip = store.tip()!;
    const block = makeBlock(1, tip.blockId);
    const le = makeTx(block, 0, pay(A, B, 1n));
    const beSource = makeTx(block, 1, pay(B, C, 1n));
    const be = { ...beSource, id: new DataView(beSource.fullHash.buffer, beSource.fullHash.byteOffset, 8).getBigUint64(0, false) };
    const ledger = store.beginBlock(1, block.timestamp);
    await expect(store.commitBlock(ledger, block, [{ ...le, id: le.id + 1n }])).rejects.toMatchObject({ code: StorageErrorCode.TRANSACTION_MISMATCH });
    await store.commitBlock(ledger, block, [le, be]);
    for (const tx of [le, be]) {
      expect(store.hasTransaction(tx.id)).toBe(true);
      expect(store.hasTransactionFullHash(tx.fullHash)).toBe(true);
      expect(await store.transactions.getByFullHash(tx.fullHash)).toEqual(tx);
    }
    // A different full hash that shares the id's 8 bytes is not confirmed.
    const twin = le.fullHash.slice();
    twin[31] ^= 1;
    expect(store.hasTransactionFullHash(twin)).toBe(false);
    expect(await store.transactions.getByFullHash(twin)).toBeUndefined();
  });

  it('runs one write at a time', async () => {
    const { store } = await memoryStore();
    await commitGenesis(store);
    await commitPayments(store, [pay(A, B, 1n)]);
    const tip = store.tip()!;
    const block = makeBlock(2, tip.blockId);
    const ledger = store.beginBlock(2, block.timestamp);
    const first = store.commitBlock(ledger, block, []);
    await expect(store.popBlock()).rejects.toMatchObject({ code: StorageErrorCode.BUSY });
    expect(() => store.beginBlock(3, 0)).toThrow(expect.objectContaining({ code: StorageErrorCode.BUSY }));
    await first;
    expect(store.stats().busy).toBe(false);
    await store.popBlock();
  });

  it('shows synchronous readers the previous block until the batch has succeeded', async () => {
    // A one-account cache: reads of A and NEW go to the database (through the snapshot).
    const { store, db } = await memoryStore({ accountCacheSize: 1 });
    await commitGenesis(store);
    const tip = store.tip()!;
    const block = makeBlock(1, tip.blockId);
    const payment = pay(A, NEW, 2n);
    const tx = makeTx(block, 0, payment);
    const ledger = store.beginBlock(1, block.timestamp);
    applyPayment(ledger, payment);

    // Hold the commit after the data reached the database, before the store learns it succeeded.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const reachedDb = new Promise<void>((resolve) => (written = resolve));
    const realBatch = db.batch.bind(db);
    const spy = jest.spyOn(db, 'batch').mockImplementationOnce((() => {
      const batch = realBatch();
      const realWrite = batch.write.bind(batch);
      batch.write = (async (options?: object) => {
        await realWrite(options as never);
        written();
        await gate;
      }) as typeof batch.write;
      return batch;
    }) as never);

    expect(store.stats().accountCacheComplete).toBe(false);
    expect(store.peekCachedAccount(NEW)).toBeUndefined();
    const commit = store.commitBlock(ledger, block, [tx]);
    await reachedDb;
    // Observe while the commit is held, release, then assert (a failed expectation must not
    // leave the commit hanging).
    const seen = {
      inDb: db.getSync(txByIdKey(tx.id)) !== undefined && db.getSync(store.accounts.keyBytes(NEW)) !== undefined,
      hasTx: store.hasTransaction(tx.id),
      hasFullHash: store.hasTransactionFullHash(tx.fullHash),
      newAccount: store.getAccount(NEW),
      balanceA: store.getAccount(A)!.balanceMTA,
      idAtHeight1: store.getBlockIdAtHeight(1),
      tip: store.tip(),
    };
    release();
    await commit;
    expect(seen).toEqual({
      inDb: true, // the new block is already in the database
      hasTx: false,
      hasFullHash: false,
      newAccount: undefined,
      balanceA: 1_000n * COIN,
      idAtHeight1: undefined,
      tip,
    });
    spy.mockRestore();
    expect(store.hasTransaction(tx.id)).toBe(true);
    expect(store.getAccount(NEW)!.balanceMTA).toBe(2n * COIN);
    expect(store.getBlockIdAtHeight(1)).toBe(block.id);
  });

  it('a failed batch leaves the database, the cache and the tip unchanged', async () => {
    const { store, db } = await memoryStore();
    await commitGenesis(store);
    await commitPayments(store, [pay(A, B, 1n)]);
    const before = await dumpDb(db);
    const tip = store.tip();
    const cachedA = store.peekCachedAccount(A);
    expect(cachedA).toBeDefined();

    const realBatch = db.batch.bind(db);
    const spy = jest.spyOn(db, 'batch').mockImplementationOnce((() => {
      const batch = realBatch();
      batch.write = (async () => {
        await batch.close();
        throw new Error('disk full');
      }) as typeof batch.write;
      return batch;
    }) as never);
    await expect(commitPayments(store, [pay(A, NEW, 7n)])).rejects.toThrow('disk full');
    spy.mockRestore();

    expect(await dumpDb(db)).toEqual(before);
    expect(store.tip()).toEqual(tip);
    expect(store.peekCachedAccount(A)).toBe(cachedA);
    expect(store.peekCachedAccount(NEW)).toBeUndefined();
    expect(store.getAccount(NEW)).toBeUndefined();
    expect(store.stats().busy).toBe(false);
    // not stuck: once the health probe finds the store writable, the same height commits
    await expect(commitPayments(store, [pay(A, NEW, 7n)])).rejects.toMatchObject({ code: 'WRITES_SUSPENDED' });
    await store.health.probe();
    await commitPayments(store, [pay(A, NEW, 7n)]);
    expect(store.getAccount(NEW)!.balanceMTA).toBe(7n * COIN);
  });

  it('a failed batch because the database closed leaves the cache and tip unchanged', async () => {
    const { store, db } = await memoryStore();
    await commitGenesis(store);
    const tip = store.tip();
    const cachedA = store.peekCachedAccount(A);
    const block = makeBlock(1, tip!.blockId);
    const ledger = store.beginBlock(1, block.timestamp);
    applyPayment(ledger, pay(A, NEW, 1n));
    await db.close();
    await expect(store.commitBlock(ledger, block, [])).rejects.toBeDefined();
    expect(store.tip()).toEqual(tip);
    expect(store.peekCachedAccount(A)).toBe(cachedA);
    expect(store.peekCachedAccount(NEW)).toBeUndefined();
  });

  it('skips writes of accounts whose value did not change', async () => {
    const { store, db } = await memoryStore();
    await commitGenesis(store);
    const tip = store.tip()!;
    const block = makeBlock(1, tip.blockId);
    const ledger = store.beginBlock(1, block.timestamp);
    ledger.putAccount(ledger.getAccount(A)!);
    const before = new Map(await dumpDb(db));
    await store.commitBlock(ledger, block, []);
    const after = new Map(await dumpDb(db));
    const changedAccountKeys = [...after].filter(([k, v]) => k.startsWith('06') && before.get(k) !== v);
    expect(changedAccountKeys).toEqual([]);
    const undo = await store.undo.get(1);
    expect(undo!.some((e) => e.key[0] === 6)).toBe(false);
  });

  it('keeps working when the account cache is smaller than the ledger', async () => {
    const { store } = await memoryStore({ accountCacheSize: 2 });
    await commitGenesis(store, 6);
    await commitPayments(store, [1, 2, 3, 4, 5].map((i) => pay(accountId(i), accountId(i + 1), 1n, 0n)));
    expect(store.stats().cachedAccounts).toBeLessThanOrEqual(2);
    expect(store.getAccount(accountId(1))!.balanceMTA).toBe(999n * COIN);
    expect(store.getAccount(accountId(6))!.balanceMTA).toBe(1_001n * COIN);
    await store.popBlock();
    expect(store.getAccount(accountId(6))!.balanceMTA).toBe(1_000n * COIN);
  });

  it('applies a block of many payments with every index entry in place (correctness, not timing)', async () => {
    const { store } = await memoryStore();
    await commitGenesis(store, 50);
    const payments = Array.from({ length: 500 }, (_, i) => pay(accountId((i % 50) + 1), accountId(1000 + (i % 37)), 1n, 2n));
    const { txs } = await commitPayments(store, payments);
    for (const tx of txs) {
      expect(store.hasTransaction(tx.id)).toBe(true);
      expect(store.hasTransactionFullHash(tx.fullHash)).toBe(true);
    }
    const history = await store.transactions.idsForAccount(accountId(1000));
    expect(history).toEqual(txs.filter((t) => t.recipientId === accountId(1000)).map((t) => t.id).reverse());
    const all = [];
    for await (const a of store.accounts.all()) all.push(a);
    expect(all).toHaveLength(50 + 37 + 1);
    expect(sumBalances(all)).toBe(50n * 1_000n * COIN);
    expect(store.getAccount(GENERATOR)!.balanceMTA).toBe(1_000n);
  });

  it.each(STORAGE_ENGINES)('reopens from disk with the same tip, accounts, indexes and undo records (%s)', async (engine) => {
    const path = await tempDir();
    const store = await ChainStore.open({ path, engine });
    const genesis = await commitGenesis(store);
    const blocks = [genesis];
    const txIds: bigint[] = [];
    for (let i = 0; i < 5; i++) {
      const { block, txs } = await commitPayments(store, [pay(A, B, 1n), pay(B, NEW, 1n)]);
      blocks.push(block);
      txIds.push(...txs.map((t) => t.id));
    }
    const tip = store.tip();
    const accounts = [A, B, C, NEW, GENERATOR].map((id) => store.getAccount(id));
    await store.close();

    const reopened = await ChainStore.open({ path, engine });
    opened.push(reopened);
    expect(reopened.tip()).toEqual(tip);
    expect([A, B, C, NEW, GENERATOR].map((id) => reopened.getAccount(id))).toEqual(accounts);
    blocks.forEach((b) => expect(reopened.getBlockIdAtHeight(b.height)).toBe(b.id));
    for (const id of txIds) expect(reopened.hasTransaction(id)).toBe(true);
    expect(await reopened.blocks.range(0, 5)).toEqual(blocks);
    expect(await reopened.undo.heights()).toEqual([1, 2, 3, 4, 5]);
    expect(reopened.stats()).toMatchObject({ accountCacheComplete: true, transactionIds: txIds.length });
    const popped = await reopened.popBlock();
    expect(popped.height).toBe(5);
    expect(reopened.tip()!.blockId).toBe(blocks[4]!.id);
    expect(reopened.stats().transactionIds).toBe(txIds.length - 2);
    const afterPop = [A, B, NEW].map((id) => reopened.getAccount(id));
    await reopened.close();

    // Without preloading, every account read goes to the database; the results are the same.
    const cold = await ChainStore.open({ path, engine, preloadAccounts: false, accountCacheSize: 2 });
    opened.push(cold);
    expect(cold.stats()).toMatchObject({ cachedAccounts: 0, accountCacheComplete: false });
    expect([A, B, NEW].map((id) => cold.getAccount(id))).toEqual(afterPop);
    expect(cold.getAccount(A)!.publicKey).toEqual(accounts[0]!.publicKey);
    expect(cold.getAccount(accountId(999))).toBeUndefined();
    expect(cold.hasTransaction(txIds[0]!)).toBe(true);
    expect(cold.hasTransaction(txIds[txIds.length - 1]!)).toBe(false); // popped above
  });

  it.each(STORAGE_ENGINES)('reopening with a smaller maxRollback trims the undo records beyond it (%s)', async (engine) => {
    const path = await tempDir();
    const store = await ChainStore.open({ path, engine });
    await commitGenesis(store);
    for (let i = 0; i < 5; i++) await commitPayments(store, [pay(A, B, 1n)]);
    await store.close();
    const reopened = await ChainStore.open({ path, engine, maxRollback: 2, heightWindow: 2 });
    opened.push(reopened);
    expect(await reopened.undo.heights()).toEqual([4, 5]);
    expect(reopened.getBlockIdAtHeight(1)).toBe(await reopened.blocks.getIdAtHeight(1)); // beyond the in-memory window
    expect(reopened.stats().recentHeights).toBe(2);
  });

  it('refuses a database written by another schema version', async () => {
    const db = await openDatabase();
    opened.push({ close: () => closeDatabase(db) });
    await db.put(metaKey(MetaKind.SCHEMA_VERSION), encodeU32(999));
    await expect(ChainStore.open({}, { db })).rejects.toMatchObject({ code: StorageErrorCode.SCHEMA_MISMATCH });
  });

  it('refuses a maximum rollback below one', async () => {
    await expect(ChainStore.open({ maxRollback: 0 })).rejects.toMatchObject({ code: StorageErrorCode.OUT_OF_RANGE });
  });

  it.each(STORAGE_ENGINES)('preloads accounts into the cache, and answers misses without reads only while it holds them all (%s)', async (engine) => {
    const path = await tempDir();
    const store = await ChainStore.open({ path, engine });
    await commitGenesis(store, 4);
    await store.close();

    const partial = await ChainStore.open({ path, engine, accountCacheSize: 3 });
    expect(partial.stats()).toMatchObject({ cachedAccounts: 3, accountCacheComplete: false });
    const partialReads = jest.spyOn(partial.db, 'getSync');
    expect(partial.getAccount(accountId(999))).toBeUndefined();
    expect(partialReads).toHaveBeenCalled();
    await partial.close();

    const full = await ChainStore.open({ path, engine, accountCacheSize: 4 });
    opened.push(full);
    expect(full.stats()).toMatchObject({ cachedAccounts: 4, accountCacheComplete: true });
    const fullReads = jest.spyOn(full.db, 'getSync');
    expect(full.getAccount(accountId(999))).toBeUndefined();
    expect(full.getAccount(A)!.balanceMTA).toBe(1_000n * COIN);
    expect(fullReads).not.toHaveBeenCalled();
    // A new account joins the complete cache; one more overflows it and completeness ends.
    await commitPayments(full, [pay(A, NEW, 1n, 0n)]);
    expect(full.stats()).toMatchObject({ cachedAccounts: 4, accountCacheComplete: false });
    expect(full.getAccount(NEW)!.balanceMTA).toBe(COIN);
    expect(full.getAccount(accountId(1))!.balanceMTA).toBe(999n * COIN);
  });

  it('refuses work after close', async () => {
    const store = await ChainStore.open({});
    await commitGenesis(store);
    await store.close();
    expect(() => store.getAccount(A)).toThrow(expect.objectContaining({ code: StorageErrorCode.CLOSED }));
    expect(() => store.beginBlock(1, 0)).toThrow(expect.objectContaining({ code: StorageErrorCode.CLOSED }));
    await store.close();
  });
});
