// The hot set of decoded records of one table, shared by the store and the overlays that read
// through it. Least-recently-used eviction (once nearly full) keeps memory bounded; an evicted
// record is read back from the store synchronously (LevelDB getSync) when next needed, so
// eviction never loses anything: the store is the truth. Records are immutable, so they are
// shared.
//
// While the cache holds every record of the table (`complete`: the store preloaded them all and
// nothing was evicted since), a miss is an authoritative "no such record" and needs no read at
// all: payments to new accounts then cost no store lookup.
import type { StateKey } from '../../domain/state/table.js';

export class RecordCache<K extends StateKey, V> {
  private readonly map = new Map<K, V>();
  /** True while every existing record is in the cache. Eviction clears it for good. */
  complete = false;

  /** Size from which recency is tracked (computed once: it is asked on every read). */
  private readonly recencyFrom: number;

  constructor(readonly capacity: number) {
    this.recencyFrom = capacity - Math.floor(capacity / 8);
  }

  get size(): number {
    return this.map.size;
  }

  /** Recency is tracked only once the cache is nearly full: below that nothing is evicted, and
   * re-inserting on every hit churns the Map's hash table for no benefit. */
  private get tracksRecency(): boolean {
    return this.map.size >= this.recencyFrom;
  }

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined && this.tracksRecency) {
      // Re-insert to mark as most recently used (Map keeps insertion order).
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  /** Without touching recency (debug and tests). */
  peek(key: K): V | undefined {
    return this.map.get(key);
  }

  has(key: K): boolean {
    return this.map.has(key);
  }

  set(key: K, value: V): void {
    if (this.tracksRecency) this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.capacity) {
      // The first key is the least recently used.
      const oldest = this.map.keys().next();
      if (!oldest.done) this.map.delete(oldest.value);
      this.complete = false;
    }
  }

  delete(key: K): void {
    this.map.delete(key);
  }

  clear(): void {
    this.map.clear();
    this.complete = false;
  }
}
