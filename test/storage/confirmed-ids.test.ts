import { describe, it, expect } from '@jest/globals';
import { ChainStore } from '../../src/storage/chain-store.js';
import { openDatabase, type Db } from '../../src/storage/db.js';
import { Bucket } from '../../src/storage/buckets.js';
import { bucketRange } from '../../src/storage/keys.js';
import { IdFilter } from '../../src/storage/id-filter.js';
import { accountId, commitGenesis, commitPayments, COIN, sha256, idOf } from './fixtures.js';

/** xorshift32: the same sequence of pushes, pops and reopenings on every run. */
function rng(seed: number): () => number {
  let x = seed | 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

function open(db: Db, snapshotEvery: number): Promise<ChainStore> {
  return ChainStore.open({ maxRollback: 50, txIdSnapshotEvery: snapshotEvery }, { db });
}

describe('IdFilter', () => {
  it('never forgets an id, across growth and a restore from its table', () => {
    const filter = IdFilter.create();
    const ids = Array.from({ length: 20_000 }, (_, i) => idOf(sha256(`id-${i}`)));
    ids.forEach((id) => filter.add(id));
    for (const id of [...ids, 0n, (1n << 64n) - 1n]) filter.add(id);
    const restored = IdFilter.restore(filter.seed, filter.table.slice(), filter.size);
    expect(ids.filter((id) => !filter.mayHave(id) || !restored.mayHave(id))).toEqual([]);
    // Absent ids: only fingerprint collisions say "maybe" (~n / 2^32 of them).
    const absent = Array.from({ length: 20_000 }, (_, i) => idOf(sha256(`absent-${i}`)));
    expect(absent.filter((id) => filter.mayHave(id)).length).toBeLessThan(5);
    expect(() => IdFilter.restore(filter.seed, new Uint32Array(1000), 0)).toThrow(RangeError);
  });
});

describe('confirmed ids (ChainStore.hasTransaction)', () => {
  // The property: over random pushes, pops, clean reopenings and reopenings after a "crash"
  // (the store abandoned without close), hasTransaction answers exactly what an exact set of
  // the confirmed ids (what the store held in memory before: every id) answers, for confirmed,
  // popped and never-seen ids alike, and the confirmed count matches.
  it.each([1, 7, 1_000_000])('answers as an exact set of the confirmed ids (filter written every %d ids)', async (snapshotEvery) => {
    const random = rng(snapshotEvery * 7919);
    const db = await openDatabase();
    let store = await open(db, snapshotEvery);
    await commitGenesis(store, 3);
    const confirmed = new Set<bigint>();
    const byHeight: bigint[][] = [[]];
    const seen: bigint[] = [];
    let salt = 0;
    const check = () => {
      for (const id of seen) expect([id, store.hasTransaction(id)]).toEqual([id, confirmed.has(id)]);
      for (let i = 0; i < 50; i++) expect(store.hasTransaction(idOf(sha256(`never-${salt}-${i}`)))).toBe(false);
      expect(store.stats().transactionIds).toBe(confirmed.size);
    };
    for (let step = 0; step < 120; step++) {
      const r = random();
      if (r < 0.6 || store.height < 2) {
        const n = Math.floor(random() * 5);
        const payments = Array.from({ length: n }, (_, i) => ({ from: accountId(1 + (i % 3)), to: accountId(100 + step), amount: COIN, fee: 1n }));
        const { txs } = await commitPayments(store, payments, `s${salt++}`);
        byHeight.push(txs.map((t) => t.id));
        for (const t of txs) confirmed.add(t.id), seen.push(t.id);
      } else if (r < 0.85) {
        const depth = 1 + Math.floor(random() * Math.min(5, store.height - 1));
        await store.popTo(store.height - depth);
        for (const ids of byHeight.splice(store.height + 1)) for (const id of ids) confirmed.delete(id);
      } else if (r < 0.95) {
        await store.close();
        store = await open(db, snapshotEvery);
      } else {
        // A crash: the store is dropped without close (no final write of the filter). A write of
        // the filter it had started is let finish first: a real crash ends it, whole or not at
        // all, and never lets it land after the next process's writes.
        await (store as unknown as { txIds: { writing?: Promise<void> } }).txIds.writing;
        store = await open(db, snapshotEvery);
      }
      check();
    }
    await store.close();
  });

  it('opens without scanning the id index once the filter is on disk, and scans a store without one', async () => {
    const db = await openDatabase();
    let store = await open(db, 1_000_000);
    await commitGenesis(store, 3);
    for (let b = 0; b < 10; b++) await commitPayments(store, [{ from: accountId(1), to: accountId(9), amount: COIN, fee: 1n }], `b${b}`);
    await store.close();
    store = await open(db, 1_000_000);
    expect(store.stats().transactionIdLoad).toEqual({ source: 'snapshot', idsRead: 0 });
    await store.popTo(7);
    await store.close();
    store = await open(db, 1_000_000);
    // The pop was recorded: the filter written at close covers height 7 again, nothing to re-read.
    expect(store.stats().transactionIdLoad.source).toBe('snapshot');
    await store.close();
    // A store written before the filter existed: no filter records at all.
    await db.clear(bucketRange(Bucket.TX_ID_FILTER));
    store = await open(db, 1_000_000);
    expect(store.stats().transactionIdLoad).toEqual({ source: 'scan', idsRead: 7 });
    expect(store.stats().transactionIds).toBe(7);
    await store.close();
  });
});
