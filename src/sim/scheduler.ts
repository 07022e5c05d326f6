// Virtual time for a whole simulated network: one queue of timed callbacks that is at once the
// actor systems' clock (every `after` delay, ask timeout, forging tick, blacklist period), the
// network glue's clock (pacer, periodic pull) and the simulated links' delivery schedule. Nothing
// in a simulation waits on real time, so a run is a pure function of its seed. Ties at one
// instant run in the order they were scheduled.
//
// The cost per event matters (a 20-node run executes ~40,000 per simulated minute, most of them
// message deliveries): an event is one heap entry, no promise, and the event loop turns once
// after it by one setImmediate (see runUntil). A timer id is its entry: cancelling marks it, and
// the heap drops it when its time comes, without turning the event loop.
import type { Clock } from '../machines/clock.js';

/** One scheduled callback; also the timer id `setTimeout` returns. */
class Entry {
  /** Cleared by clearTimeout. */
  fn: (() => void) | null;
  constructor(readonly at: number, readonly seq: number, fn: () => void) {
    this.fn = fn;
  }
}

function before(x: Entry, y: Entry): boolean {
  return x.at < y.at || (x.at === y.at && x.seq < y.seq);
}

/** A binary min-heap on (at, seq). */
class Queue {
  readonly #items: Entry[] = [];

  get size(): number {
    return this.#items.length;
  }

  peek(): Entry | undefined {
    return this.#items[0];
  }

  push(e: Entry): void {
    const a = this.#items;
    let i = a.length;
    a.push(e);
    while (i > 0) {
      const p = (i - 1) >> 1;
      const parent = a[p]!;
      if (!before(e, parent)) break;
      a[i] = parent;
      i = p;
    }
    a[i] = e;
  }

  pop(): Entry | undefined {
    const a = this.#items;
    const top = a[0];
    const last = a.pop();
    const n = a.length;
    if (n > 0 && last !== undefined) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= n) break;
        const r = l + 1;
        const m = r < n && before(a[r]!, a[l]!) ? r : l;
        const child = a[m]!;
        if (!before(child, last)) break;
        a[i] = child;
        i = m;
      }
      a[i] = last;
    }
    return top;
  }
}

export class SimScheduler implements Clock {
  #now: number;
  #seq = 0;
  readonly #queue = new Queue();
  /** Callbacks run so far (the run's length in events). */
  steps = 0;

  constructor(startMs = 0) {
    this.#now = startMs;
  }

  now(): number {
    return this.#now;
  }

  setTimeout(fn: () => void, ms: number): unknown {
    const e = new Entry(this.#now + Math.max(0, Math.floor(ms)), ++this.#seq, fn);
    this.#queue.push(e);
    return e;
  }

  clearTimeout(id: unknown): void {
    if (id instanceof Entry) id.fn = null;
  }

  /** Pending callbacks (cancelled ones included until their time comes). */
  get pending(): number {
    return this.#queue.size;
  }

  /**
   * Runs callbacks in time order up to `untilMs` (inclusive), then sets the time to it. After
   * each callback the event loop turns once (one setImmediate) before the next: the work the
   * callback started (promise chains, actor mailboxes, memory-level) runs first, in a fixed order
   * when no real timer or I/O takes part. `stop` is checked before each callback.
   */
  runUntil(untilMs: number, opts: { stop?: () => boolean } = {}): Promise<void> {
    const stop = opts.stop;
    const queue = this.#queue;
    return new Promise<void>((resolve, reject) => {
      const step = (): void => {
        try {
          for (;;) {
            if (stop !== undefined && stop()) {
              resolve();
              return;
            }
            const next = queue.peek();
            if (next === undefined || next.at > untilMs) break;
            queue.pop();
            const fn = next.fn;
            // Cancelled: dropped without a turn of the event loop.
            if (fn === null) continue;
            next.fn = null;
            this.#now = next.at;
            this.steps++;
            fn();
            setImmediate(step);
            return;
          }
          this.#now = Math.max(this.#now, untilMs);
          setImmediate(resolve);
        } catch (err) {
          reject(err);
        }
      };
      step();
    });
  }

  /** Runs for `ms` of virtual time. */
  run(ms: number, opts: { stop?: () => boolean } = {}): Promise<void> {
    return this.runUntil(this.#now + ms, opts);
  }

  /** Lets started work finish without moving time (a few event-loop turns). */
  async settle(turns = 20): Promise<void> {
    for (let i = 0; i < turns; i++) await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
