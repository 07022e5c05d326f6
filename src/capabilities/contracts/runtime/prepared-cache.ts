// Prepared (decoded, metered, compiled) contracts by code hash, least recently used dropped first.
// One cache per process: the metered module is a deterministic function of the original bytes, so
// every node, block and worker of the process can share it, and a contract is prepared once, before
// any run's clock starts (the workers get the compiled WebAssembly.Module with each job, never the
// bytes, so a worker never compiles a contract).
import { toHex } from '../../../domain/hex.js';
import type { PreparedContract } from './execute.js';
import { prepare } from './prepare.js';

/** Prepared contracts kept by default (node option contractCacheSize). */
export const PREPARED_CACHE_SIZE = 64;

export class PreparedCache {
  private readonly entries = new Map<string, PreparedContract>();
  hits = 0;
  misses = 0;

  constructor(private capacity = PREPARED_CACHE_SIZE) {}

  get size(): number {
    return this.capacity;
  }

  /** Raises the capacity (nodes of one process share the cache: the largest wish wins). */
  atLeast(capacity: number): this {
    if (capacity > this.capacity) this.capacity = capacity;
    return this;
  }

  has(codeHash: Uint8Array): boolean {
    return this.entries.has(toHex(codeHash));
  }

  get(codeHash: Uint8Array, code: () => Uint8Array): PreparedContract {
    const key = toHex(codeHash);
    const found = this.entries.get(key);
    if (found !== undefined) {
      this.hits++;
      this.entries.delete(key);
      this.entries.set(key, found);
      return found;
    }
    this.misses++;
    const prepared = prepare(code());
    this.entries.set(key, prepared);
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return prepared;
  }

  get count(): number {
    return this.entries.size;
  }
}

let processCache: PreparedCache | undefined;

/** The process's cache, at least `capacity` entries large. */
export function processPreparedCache(capacity = PREPARED_CACHE_SIZE): PreparedCache {
  processCache ??= new PreparedCache(capacity);
  return processCache.atLeast(capacity);
}
