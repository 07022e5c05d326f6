// The hot set of decoded accounts, shared by the store and the overlays that read through it.
// Least-recently-used eviction (once nearly full) keeps memory bounded; an evicted account is read back from the
// store synchronously (LevelDB getSync) when next needed, so eviction never loses anything: the
// store is the truth. Cached objects are immutable (Account is readonly), so they are shared.
//
// While the cache holds every account of the ledger (`complete`: the store preloaded them all
// and nothing was evicted since), a miss is an authoritative "no such account" and needs no read
// at all: payments to new accounts then cost no store lookup.

import type { Account } from '../domain/types.js';

export class AccountCache {
  private readonly map = new Map<bigint, Account>();
  /** True while every existing account is in the cache. Eviction clears it for good. */
  complete = false;

  constructor(readonly capacity: number) {}

  get size(): number {
    return this.map.size;
  }

  /** Recency is tracked only once the cache is nearly full: below that nothing is evicted, and
   * re-inserting on every hit churns the Map's hash table for no benefit. */
  private get tracksRecency(): boolean {
    return this.map.size >= this.capacity - (this.capacity >>> 3);
  }

  get(id: bigint): Account | undefined {
    const account = this.map.get(id);
    if (account !== undefined && this.tracksRecency) {
      // Re-insert to mark as most recently used (Map keeps insertion order).
      this.map.delete(id);
      this.map.set(id, account);
    }
    return account;
  }

  /** Without touching recency (debug and tests). */
  peek(id: bigint): Account | undefined {
    return this.map.get(id);
  }

  has(id: bigint): boolean {
    return this.map.has(id);
  }

  set(account: Account): void {
    if (this.tracksRecency) this.map.delete(account.id);
    this.map.set(account.id, account);
    if (this.map.size > this.capacity) {
      // The first key is the least recently used.
      const oldest = this.map.keys().next();
      if (!oldest.done) this.map.delete(oldest.value);
      this.complete = false;
    }
  }

  delete(id: bigint): void {
    this.map.delete(id);
  }

  clear(): void {
    this.map.clear();
    this.complete = false;
  }
}
