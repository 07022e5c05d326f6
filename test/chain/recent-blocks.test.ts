// The recent-block cache is bounded by blocks and by the transactions they hold, and keeps its
// heights contiguous to the tip.
import { describe, expect, it } from '@jest/globals';
import { RecentBlocks } from '../../src/chain/recent-blocks.js';
import type { Block } from '../../src/domain/block.js';

const block = (height: number, txs: number, id = BigInt(height)): Block => ({ height, id, transactions: new Array(txs).fill(null) }) as unknown as Block;

describe('RecentBlocks', () => {
  it('drops the oldest blocks once they hold more transactions than the bound, always keeping the tip', () => {
    const cache = new RecentBlocks(300, 10_000);
    for (let h = 1; h <= 10; h++) cache.push(block(h, 3000));
    expect(cache.size).toBe(3);
    expect(cache.transactionCount).toBe(9000);
    expect(cache.atHeight(7)).toBeUndefined();
    expect(cache.atHeight(8)?.height).toBe(8);
    cache.push(block(11, 50_000));
    expect(cache.size).toBe(1);
    expect(cache.atHeight(11)?.height).toBe(11);
    expect(cache.transactionCount).toBe(50_000);
  });

  it('keeps the block bound and the count through pops, replacements and fills', () => {
    const cache = new RecentBlocks(3, 1000);
    for (let h = 1; h <= 5; h++) cache.push(block(h, 10));
    expect([cache.atHeight(2), cache.atHeight(3)?.height]).toEqual([undefined, 3]);
    cache.truncateAbove(4);
    expect(cache.transactionCount).toBe(20);
    cache.replace(block(4, 2, 4n));
    expect(cache.transactionCount).toBe(12);
    cache.fillBelow(block(2, 995));
    expect(cache.atHeight(2)).toBeUndefined();
    cache.fillBelow(block(2, 5));
    expect(cache.atHeight(2)?.height).toBe(2);
    expect(cache.transactionCount).toBe(17);
    cache.push(block(5, 1, 55n));
    expect(cache.byBlockId(55n)?.height).toBe(5);
    expect(cache.size).toBe(3);
  });
});
