// Virtual time for a whole simulated network: one queue of timed callbacks that is at once the
// actor systems' clock (every `after` delay, ask timeout, forging tick, blacklist period), the
// network glue's clock (pacer, periodic pull) and the simulated links' delivery schedule. Nothing
// in a simulation waits on real time, so a run is a pure function of its seed. Ties at one
// instant run in the order they were scheduled.
import type { Clock } from '../machines/clock.js';

interface Entry {
  readonly at: number;
  readonly seq: number;
  readonly fn: () => void;
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
    a.push(e);
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!before(a[i]!, a[p]!)) break;
      [a[i], a[p]] = [a[p]!, a[i]!];
      i = p;
    }
  }

  pop(): Entry | undefined {
    const a = this.#items;
    const top = a[0];
    const last = a.pop();
    if (a.length > 0 && last !== undefined) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && before(a[l]!, a[m]!)) m = l;
        if (r < a.length && before(a[r]!, a[m]!)) m = r;
        if (m === i) break;
        [a[i], a[m]] = [a[m]!, a[i]!];
        i = m;
      }
    }
    return top;
  }
}

function before(x: Entry, y: Entry): boolean {
  return x.at < y.at || (x.at === y.at && x.seq < y.seq);
}

/** Lets the work a callback started (promise chains, actor mailboxes, memory-level) run before
 * the next callback: the event loop turns in a fixed order when no real timer or I/O takes part. */
function turn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

export class SimScheduler implements Clock {
  #now: number;
  #seq = 0;
  readonly #queue = new Queue();
  readonly #cancelled = new Set<number>();
  /** Callbacks run so far (the run's length in events). */
  steps = 0;

  constructor(startMs = 0) {
    this.#now = startMs;
  }

  now(): number {
    return this.#now;
  }

  setTimeout(fn: () => void, ms: number): number {
    const seq = ++this.#seq;
    this.#queue.push({ at: this.#now + Math.max(0, Math.floor(ms)), seq, fn });
    return seq;
  }

  clearTimeout(id: unknown): void {
    if (typeof id === 'number') this.#cancelled.add(id);
  }

  /** Pending callbacks (cancelled ones included until their time comes). */
  get pending(): number {
    return this.#queue.size;
  }

  /** Runs callbacks in time order up to `untilMs` (inclusive), then sets the time to it. */
  async runUntil(untilMs: number, opts: { stop?: () => boolean } = {}): Promise<void> {
    for (;;) {
      if (opts.stop?.() === true) return;
      const next = this.#queue.peek();
      if (next === undefined || next.at > untilMs) break;
      this.#queue.pop();
      if (this.#cancelled.delete(next.seq)) continue;
      this.#now = next.at;
      this.steps++;
      next.fn();
      await turn();
    }
    this.#now = Math.max(this.#now, untilMs);
    await turn();
  }

  /** Runs for `ms` of virtual time. */
  run(ms: number, opts: { stop?: () => boolean } = {}): Promise<void> {
    return this.runUntil(this.#now + ms, opts);
  }

  /** Lets started work finish without moving time (a few event-loop turns). */
  async settle(turns = 20): Promise<void> {
    for (let i = 0; i < turns; i++) await turn();
  }
}
