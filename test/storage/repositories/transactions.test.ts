import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { ChainStore } from '../../../src/storage/chain-store.js';
import type { StoredTransactionIndex } from '../../../src/storage/interface.js';
import { COIN, accountId, applyPayment, commitGenesis, makeBlock, makeTx, sha256 } from '../fixtures.js';

const A = accountId(1);
const B = accountId(2);
const C = accountId(3);

let store: ChainStore;
const all: StoredTransactionIndex[] = [];

// Heights 1..3; each block: A->B (type 0/0), B->C (type 1/0), A->A (type 2/4, sender is recipient), C with no recipient (type 1/1).
beforeAll(async () => {
  store = await ChainStore.open({});
  await commitGenesis(store);
  for (let h = 1; h <= 3; h++) {
    const tip = store.tip()!;
    const payload = new Uint8Array(40).map((_, i) => (h * 40 + i) & 0xff);
    const block = { ...makeBlock(h, tip.blockId), bytes: payload };
    const ledger = store.beginBlock(h, block.timestamp);
    applyPayment(ledger, { from: A, to: B, amount: COIN, fee: 0n });
    const txs = [
      { ...makeTx(block, 0, { from: A, to: B, amount: 0n, fee: 0n }), byteRange: { offset: 0, length: 10 } },
      { ...makeTx(block, 1, { from: B, to: C, amount: 0n, fee: 0n }), type: 1 },
      { ...makeTx(block, 2, { from: A, to: A, amount: 0n, fee: 0n }), type: 2, subtype: 4 },
      { ...makeTx(block, 3, { from: C, to: 0n, amount: 0n, fee: 0n }), type: 1, subtype: 1, byteRange: { offset: 30, length: 10 } },
    ];
    await store.commitBlock(ledger, block, txs);
    all.push(...txs);
  }
});

afterAll(async () => {
  await store.close();
});

const ids = (txs: StoredTransactionIndex[]): bigint[] => txs.map((t) => t.id);
const newestFirst = (pred: (t: StoredTransactionIndex) => boolean): bigint[] => ids(all.filter(pred)).reverse();

describe('TransactionRepository', () => {
  it('finds transactions by id and full hash', async () => {
    const tx = all[5]!;
    expect(await store.transactions.getById(tx.id)).toEqual(tx);
    expect(await store.transactions.getByFullHash(tx.fullHash)).toEqual(tx);
    expect(await store.transactions.hasId(tx.id)).toBe(true);
    expect(await store.transactions.hasId(12345n)).toBe(false);
    expect(await store.transactions.getByFullHash(sha256('nothing'))).toBeUndefined();
  });

  it('lists an account history newest first, as sender or recipient, once per transaction', async () => {
    expect(await store.transactions.idsForAccount(A)).toEqual(newestFirst((t) => t.senderId === A || t.recipientId === A));
    expect(await store.transactions.idsForAccount(C)).toEqual(newestFirst((t) => t.senderId === C || t.recipientId === C));
    expect(await store.transactions.idsForAccount(accountId(77))).toEqual([]);
  });

  it('filters by type, subtype and height, and pages with inclusive indices', async () => {
    const ofB = newestFirst((t) => t.senderId === B || t.recipientId === B);
    expect(await store.transactions.idsForAccount(B, { type: 1 })).toEqual(newestFirst((t) => t.senderId === B && t.type === 1));
    expect(await store.transactions.idsForAccount(C, { type: 1, subtype: 1 })).toEqual(newestFirst((t) => t.type === 1 && t.subtype === 1));
    expect(await store.transactions.idsForAccount(A, { subtype: 4 })).toEqual(newestFirst((t) => t.subtype === 4));
    expect(await store.transactions.idsForAccount(B, { fromHeight: 3 })).toEqual(newestFirst((t) => (t.senderId === B || t.recipientId === B) && t.height >= 3));
    expect(await store.transactions.idsForAccount(B, { firstIndex: 1, lastIndex: 2 })).toEqual(ofB.slice(1, 3));
    expect(await store.transactions.idsForAccount(B, { firstIndex: 4 })).toEqual(ofB.slice(4));
    expect(await store.transactions.idsForAccount(B, { lastIndex: 0 })).toEqual(ofB.slice(0, 1));
    expect(await store.transactions.idsForAccount(B, { firstIndex: 3, lastIndex: 2 })).toEqual([]);
    const filteredPage = newestFirst((t) => t.senderId === B && t.type === 1).slice(1, 2);
    expect(await store.transactions.idsForAccount(B, { type: 1, firstIndex: 1, lastIndex: 1 })).toEqual(filteredPage);
  });

  it('cuts a transaction out of its block when its byte range is known', async () => {
    const withRange = all[7]!; // height 2, index 3: offset 30, length 10
    const bytes = await store.transactions.getBytes(withRange.id);
    expect(Array.from(bytes!)).toEqual(Array.from({ length: 10 }, (_, i) => (2 * 40 + 30 + i) & 0xff));
    expect(await store.transactions.getBytes(all[1]!.id)).toBeUndefined(); // no range stored
    expect(await store.transactions.getBytes(999n)).toBeUndefined();
  });
});
