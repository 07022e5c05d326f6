// IncludedOrder: a removal told before its block's events waits for them, one told after goes at
// once; and what waits is bounded: past the bound the oldest removals are released (published a
// little early) rather than kept forever or lost.
import { describe, expect, it } from '@jest/globals';
import type { Transaction } from '../../src/domain/transaction.js';
import { IncludedOrder } from '../../src/events/included-order.js';

const tx = (id: number) => ({ id: BigInt(id) }) as Transaction;
const ids = (txs: readonly Transaction[]) => txs.map((t) => Number(t.id));

describe('IncludedOrder', () => {
  it('holds a removal until its block is out, and lets one through at once after it', () => {
    const order = new IncludedOrder();
    expect(ids(order.removed(tx(1)))).toEqual([]);
    expect(ids(order.blockPublished([tx(2), tx(1)]))).toEqual([1]);
    expect(ids(order.removed(tx(2)))).toEqual([2]);
  });

  it('past the bound, releases the oldest held removals rather than holding them forever', () => {
    const order = new IncludedOrder(3);
    const now: number[] = [];
    for (let id = 1; id <= 5; id++) now.push(...ids(order.removed(tx(id))));
    // Removals whose block event never comes (a peer's block whose id was forgotten, say).
    expect(now).toEqual([1, 2]);
    // The held ones still go with their block, once; the released ones are not given again.
    expect(ids(order.blockPublished([tx(1), tx(2), tx(3), tx(4), tx(5)]))).toEqual([3, 4, 5]);
    expect(ids(order.blockPublished([tx(1), tx(2), tx(3), tx(4), tx(5)]))).toEqual([]);
  });
});
