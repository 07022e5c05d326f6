import { describe, it, expect, beforeAll, afterAll } from '@jest/globals';
import { ChainStore } from '../../../src/storage/chain-store.js';
import type { StoredBlock } from '../../../src/storage/interface.js';
import { accountId, commitGenesis, commitPayments } from '../fixtures.js';

let store: ChainStore;
const blocks: StoredBlock[] = [];

beforeAll(async () => {
  store = await ChainStore.open({});
  blocks.push(await commitGenesis(store));
  for (let i = 0; i < 4; i++) blocks.push((await commitPayments(store, [{ from: accountId(1), to: accountId(2), amount: 1n, fee: 0n }])).block);
});

afterAll(async () => {
  await store.close();
});

describe('BlockRepository', () => {
  it('reads blocks by id and by height', async () => {
    expect(await store.blocks.getById(blocks[2]!.id)).toEqual(blocks[2]);
    expect(await store.blocks.getAtHeight(3)).toEqual(blocks[3]);
    expect(await store.blocks.getIdAtHeight(4)).toBe(blocks[4]!.id);
    expect(store.blocks.getIdAtHeightSync(1)).toBe(blocks[1]!.id);
    expect(store.blocks.hasSync(blocks[0]!.id)).toBe(true);
    expect(await store.blocks.getById(1n)).toBeUndefined();
    expect(await store.blocks.getAtHeight(5)).toBeUndefined();
  });

  it('returns inclusive height ranges in ascending order', async () => {
    expect(await store.blocks.range(1, 3)).toEqual(blocks.slice(1, 4));
    expect(await store.blocks.range(3, 100)).toEqual(blocks.slice(3));
    expect(await store.blocks.idsInRange(-5, 1)).toEqual([blocks[0]!.id, blocks[1]!.id]);
    expect(await store.blocks.range(3, 2)).toEqual([]);
  });
});
