import { describe, expect, it } from '@jest/globals';
import { dequeue, emptyQueue, enqueue, nextLive, queueToArray, type Queue } from '../../src/actors/queue.js';

describe('persistent queue', () => {
  it('behaves like an array FIFO under any interleaving of enqueue and dequeue', () => {
    let q: Queue<number> = emptyQueue();
    const model: number[] = [];
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 5_000; i++) {
      if (rand() < 0.55) {
        q = enqueue(q, i);
        model.push(i);
      } else {
        const out = dequeue(q);
        expect(out?.[0]).toBe(model.shift());
        if (out) q = out[1];
      }
      expect(q.size).toBe(model.length);
    }
    expect(queueToArray(q)).toEqual(model);
  });

  it('leaves earlier versions unchanged', () => {
    const a = enqueue(enqueue(emptyQueue<string>(), 'x'), 'y');
    const [, b] = dequeue(a)!;
    const c = enqueue(b, 'z');
    expect(queueToArray(a)).toEqual(['x', 'y']);
    expect(queueToArray(c)).toEqual(['y', 'z']);
    expect(queueToArray(c, 1)).toEqual(['y']);
  });

  it('nextLive passes over settled requests and counts them', () => {
    const live = { id: 3 };
    let q = emptyQueue<{ id: number; replyTo?: { settled?: boolean } }>();
    q = enqueue(q, { id: 1, replyTo: { settled: true } });
    q = enqueue(q, { id: 2, replyTo: { settled: true } });
    q = enqueue(q, live);
    const [next, rest, skipped] = nextLive(q)!;
    expect(next).toBe(live);
    expect(skipped).toBe(2);
    expect(rest.size).toBe(0);
    expect(nextLive(enqueue(emptyQueue<{ replyTo: { settled: boolean } }>(), { replyTo: { settled: true } }))).toBeUndefined();
  });
});
