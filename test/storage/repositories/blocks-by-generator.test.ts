import { describe, it, expect } from '@jest/globals';
import { ChainStore } from '../../../src/storage/chain-store.js';
import { accountId, commitGenesis, makeBlock } from '../fixtures.js';

describe('BlocksByGeneratorRepository', () => {
  it('lists the blocks an account forged, newest first, paged', async () => {
    const store = await ChainStore.open({});
    const genesis = await commitGenesis(store); // forged by account 0
    const X = accountId(50);
    const Y = accountId(51);
    const byX: bigint[] = [];
    for (let h = 1; h <= 5; h++) {
      const tip = store.tip()!;
      const generatorId = h % 2 === 1 ? X : Y;
      const block = makeBlock(h, tip.blockId, { generatorId });
      await store.commitBlock(store.beginBlock(h, block.timestamp), block, []);
      if (generatorId === X) byX.unshift(block.id);
    }
    expect(await store.generators.idsByGenerator(X)).toEqual(byX);
    expect(await store.generators.idsByGenerator(X, { firstIndex: 1 })).toEqual(byX.slice(1));
    expect(await store.generators.idsByGenerator(X, { firstIndex: 0, lastIndex: 1 })).toEqual(byX.slice(0, 2));
    expect(await store.generators.idsByGenerator(X, { fromHeight: 2 })).toEqual(byX.slice(0, 2));
    expect(await store.generators.idsByGenerator(accountId(0))).toEqual([genesis.id]);
    expect(await store.generators.countByGenerator(Y)).toBe(2);
    await store.popBlock(); // height 5, forged by X
    expect(await store.generators.idsByGenerator(X)).toEqual(byX.slice(1));
    await store.close();
  });
});
