import { describe, expect, it } from '@jest/globals';
import type { Transaction } from '../../src/domain/transaction.js';
import { comparePriority, WorstFirstHeap, type PoolEntry } from '../../src/chain/mempool/pool-heap.js';

function entry(feeMTA: bigint, size: number, seq: number): PoolEntry {
  return { tx: {} as Transaction, id: BigInt(seq), senderId: 1n, costMTA: feeMTA, feeMTA, size, weightNum: BigInt(size), weightDen: 1n, rate: Number(feeMTA) / size, seq, heapIndex: -1 };
}

describe('pool priority', () => {
  it('orders by fee per byte, then arrival', () => {
    expect(comparePriority(entry(200n, 100, 2), entry(100n, 100, 1))).toBeLessThan(0);
    expect(comparePriority(entry(100n, 100, 1), entry(100n, 100, 2))).toBeLessThan(0);
    expect(comparePriority(entry(100n, 100, 2), entry(100n, 100, 1))).toBeGreaterThan(0);
    // Same fee, bigger transaction: lower rate.
    expect(comparePriority(entry(100n, 101, 1), entry(100n, 100, 2))).toBeGreaterThan(0);
    // Equal exact rates with different fee and size are ties broken by arrival.
    expect(comparePriority(entry(300n, 150, 5), entry(200n, 100, 4))).toBeGreaterThan(0);
  });

  it('is exact where floats cannot tell the rates apart', () => {
    // Fees above 2^53 differ by one MTA: equal as floats, different exactly.
    const big = 2n ** 60n;
    const a = entry(big + 1n, 200, 2);
    const b = entry(big, 200, 1);
    expect(a.rate).toBe(b.rate);
    expect(comparePriority(a, b)).toBeLessThan(0);
  });

  it('the heap always yields the worst entry and removes any entry', () => {
    const heap = new WorstFirstHeap();
    let seed = 3;
    const rand = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const live: PoolEntry[] = [];
    for (let i = 0; i < 500; i++) {
      const e = entry(BigInt(1 + Math.floor(rand() * 50)), 150 + Math.floor(rand() * 50), i);
      heap.push(e);
      live.push(e);
      if (rand() < 0.3) {
        const victim = live.splice(Math.floor(rand() * live.length), 1)[0]!;
        heap.remove(victim);
        expect(victim.heapIndex).toBe(-1);
      }
      const worst = [...live].sort(comparePriority)[live.length - 1];
      expect(heap.peekWorst()).toBe(worst);
      expect(heap.size).toBe(live.length);
    }
  });
});
