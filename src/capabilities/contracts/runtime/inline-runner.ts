// The contracts capability's own runner (the rules' default: tools, tests, a node given no
// executor): the executor without workers, so every run is on the calling thread, sharing the
// process's prepared-contract cache. Its outcomes are the node executor's (same prepare, same
// execute); block application through it is untimed, and guarded runs past the watchdog are
// discarded after the fact (executor.ts).
import { ContractExecutor, type ContractExecutorOptions } from './executor.js';
import type { PreparedCache } from './prepared-cache.js';

export { PREPARED_CACHE_SIZE, PreparedCache } from './prepared-cache.js';

export function inlineContractRunner(cache?: PreparedCache, opts: Partial<Omit<ContractExecutorOptions, 'workers' | 'cache'>> = {}): ContractExecutor {
  return new ContractExecutor({ ...opts, workers: 0, ...(cache ? { cache } : {}) });
}
