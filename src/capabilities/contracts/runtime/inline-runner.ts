// The contracts capability's own runner: runs each call on the calling thread, with a cache of
// prepared contracts by code hash. Its outcomes are the executor's (same prepare, same execute);
// what it lacks is the watchdog, so a node runs its executor (worker threads) instead, and this
// one serves the tests, the tools and a node started without workers.
import type { ContractRunner, ContractRunRequest, ContractRunResult, ContractStorageView } from '../../../domain/contract-runner.js';
import { toHex } from '../../../domain/hex.js';
import { execute, type PreparedContract } from './execute.js';
import { prepare } from './prepare.js';

/** Prepared contracts kept, least recently used dropped first. */
export const PREPARED_CACHE_SIZE = 64;

export class PreparedCache {
  private readonly entries = new Map<string, PreparedContract>();
  hits = 0;
  misses = 0;

  constructor(private readonly size = PREPARED_CACHE_SIZE) {}

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
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!);
    return prepared;
  }

  get count(): number {
    return this.entries.size;
  }
}

export function inlineContractRunner(cache = new PreparedCache()): ContractRunner {
  let runs = 0;
  let reverts = 0;
  return {
    run(request: ContractRunRequest, storage: ContractStorageView): ContractRunResult {
      runs++;
      const result = execute(cache.get(request.codeHash, () => request.code), request, storage);
      if (!result.ok) reverts++;
      return result;
    },
    status: () => ({ mode: 'inline', runs, reverts, watchdogTrips: 0, cache: { hits: cache.hits, misses: cache.misses, cached: cache.count } }),
  };
}
