// The node's contract runner: where each run happens and what the watchdog may do to it.
//
// - Block application (a peer's block, sync, the node's own), i.e. every run outside a guarded
//   scope, runs inline on the applying thread, whatever contractWorkers says: the state is there
//   (a worker pays a cross-thread round trip per storage read), and consensus must not depend on a
//   node setting. It has no deadline: gas bounds it. A run slower than the watchdog is logged at
//   WARN and counted (slowRuns), nothing more; the block is applied however long it takes.
// - Guarded runs (local work) that ask to be preemptible (queries) go to the worker pool when the
//   node has workers, which stops a run at the watchdog (terminate and replace the worker). Other
//   guarded runs (the forger's block selection), and all of them on a node without workers, run
//   inline, where the watchdog can only judge after the fact: a JavaScript thread cannot be
//   interrupted from itself, so the run completes (bounded by its gas, a few ms at the maximum)
//   and its result is discarded. Selection stays inline because a worker pays a cross-thread round
//   trip per storage read (measured 9x an inline run for read-heavy calls, up to 170 ms for a
//   maximum-gas call under load), which would trip the watchdog on honest calls and penalise their
//   senders. Either way the caller gets ContractNodeFaultError ('watchdog') and no outcome.
//
// Every run first takes the contract from the process's prepared cache (decode, meter, compile),
// outside any clock: a contract's first call is timed exactly like its second.
import {
  ContractNodeFaultError,
  type ContractRunner,
  type ContractRunRequest,
  type ContractRunResult,
  type ContractStorageView,
} from '../../../domain/contract-runner.js';
import { execute, type PreparedContract } from './execute.js';
import { PREPARED_CACHE_SIZE, processPreparedCache, type PreparedCache } from './prepared-cache.js';
import { CONTRACT_POOL_DEFAULTS, sharedContractPool, type ContractPoolOptions, type ContractWorkerPool, type PoolHandle } from './pool.js';

/** Where slow runs are reported: the node's logger fits (capability code imports only src/domain
 * and its own folder, so the shape is named here). */
export interface WarnLogger {
  warn(msg: string, fields?: Readonly<Record<string, unknown>>): void;
}

export interface ContractExecutorOptions {
  /** Worker threads for guarded runs (0: guarded runs inline, judged after the fact). */
  readonly workers: number;
  /** The watchdog, ms: guarded runs past it are node faults; other runs past it are logged. */
  readonly watchdogMs: number;
  /** Prepared contracts the process keeps (the cache is shared: the largest wish wins). */
  readonly cacheSize: number;
  /** Where slow runs are reported (WARN). */
  readonly logger?: WarnLogger;
  /** The pool's other settings (tests, benches). */
  readonly pool?: Partial<Omit<ContractPoolOptions, 'workers' | 'watchdogMs'>>;
  /** A cache of its own instead of the process's (tests). */
  readonly cache?: PreparedCache;
}

export const CONTRACT_EXECUTOR_DEFAULTS = Object.freeze({ workers: 0, watchdogMs: CONTRACT_POOL_DEFAULTS.watchdogMs, cacheSize: PREPARED_CACHE_SIZE });

/** The status getContractRunnerStatus and /metrics read (JSON-ready). */
export interface ContractExecutorStatus extends Readonly<Record<string, unknown>> {
  readonly mode: 'workers' | 'inline';
  readonly guarded: string;
  readonly runs: number;
  readonly reverts: number;
  readonly guardedRuns: number;
  readonly slowRuns: number;
  readonly watchdogTrips: number;
  readonly respawns: number;
  readonly cache: { readonly hits: number; readonly misses: number; readonly cached: number; readonly size: number };
  readonly lastError: { readonly message: string; readonly at: string } | null;
}

export class ContractExecutor implements ContractRunner {
  readonly opts: Omit<ContractExecutorOptions, 'logger' | 'cache'>;
  private readonly logger: WarnLogger | undefined;
  private readonly cache: PreparedCache;
  private readonly handle: PoolHandle | undefined;
  /** Guarded scopes entered and not left (they nest), and those of them that asked to preempt. */
  private depth = 0;
  private preempting = 0;
  private runs = 0;
  private reverts = 0;
  private guardedRuns = 0;
  private slowRuns = 0;
  private watchdogTrips = 0;
  private hits = 0;
  private misses = 0;
  private lastError: { message: string; at: string } | null = null;

  constructor(opts: Partial<ContractExecutorOptions> = {}) {
    const o = { ...CONTRACT_EXECUTOR_DEFAULTS, ...opts };
    this.opts = { workers: o.workers, watchdogMs: o.watchdogMs, cacheSize: o.cacheSize, ...(o.pool ? { pool: o.pool } : {}) };
    this.logger = o.logger;
    this.cache = o.cache ?? processPreparedCache(o.cacheSize);
    this.handle = o.workers > 0 ? sharedContractPool({ ...o.pool, workers: o.workers, watchdogMs: o.watchdogMs }) : undefined;
  }

  private get pool(): ContractWorkerPool | undefined {
    return this.handle?.pool;
  }

  guarded<T>(fn: () => T, opts: { readonly preempt?: boolean } = {}): T {
    const preempt = opts.preempt === true ? 1 : 0;
    this.depth++;
    this.preempting += preempt;
    try {
      return fn();
    } finally {
      this.depth--;
      this.preempting -= preempt;
    }
  }

  run(request: ContractRunRequest, storage: ContractStorageView): ContractRunResult {
    const prepared = this.prepared(request);
    this.runs++;
    const result = this.depth > 0 ? this.runGuarded(prepared, request, storage) : this.runUnguarded(prepared, request, storage);
    if (!result.ok) this.reverts++;
    return result;
  }

  status(): ContractExecutorStatus {
    const pool = this.pool?.status();
    return {
      mode: pool ? 'workers' : 'inline',
      guarded: pool
        ? `queries run in ${this.opts.workers} worker thread(s), stopped at the ${this.opts.watchdogMs} ms watchdog; block selection runs inline, its runs past the watchdog discarded after the fact; block application runs inline, untimed`
        : `every run is inline; guarded runs (block selection, queries) past the ${this.opts.watchdogMs} ms watchdog are discarded after the fact; block application is untimed`,
      ...(pool ? { workers: pool.workers } : {}),
      runs: this.runs,
      reverts: this.reverts,
      guardedRuns: this.guardedRuns,
      slowRuns: this.slowRuns,
      watchdogTrips: this.watchdogTrips,
      respawns: pool?.respawns ?? 0,
      cache: { hits: this.hits, misses: this.misses, cached: this.cache.count, size: this.cache.size },
      lastError: latest(this.lastError, pool?.lastError ?? null),
      options: { ...this.opts.pool, ...(pool ? pool.options : {}), workers: this.opts.workers, watchdogMs: this.opts.watchdogMs, cacheSize: this.opts.cacheSize },
    };
  }

  async close(): Promise<void> {
    this.handle?.release();
  }

  /** The contract decoded, metered and compiled: before any clock starts. A stored contract that
   * cannot be prepared is this node's failure (it passed validation when it was uploaded). */
  private prepared(request: ContractRunRequest): PreparedContract {
    if (this.cache.has(request.codeHash)) this.hits++;
    else this.misses++;
    try {
      return this.cache.get(request.codeHash, () => request.code);
    } catch (error) {
      throw this.noted(new ContractNodeFaultError('engine', `contract ${request.contract} could not be prepared here: ${messageOf(error)}`));
    }
  }

  private runUnguarded(prepared: PreparedContract, request: ContractRunRequest, storage: ContractStorageView): ContractRunResult {
    const started = performance.now();
    const result = this.inline(prepared, request, storage);
    const ms = performance.now() - started;
    if (ms > this.opts.watchdogMs) {
      this.slowRuns++;
      this.logger?.warn('a contract run took longer than the watchdog; applied anyway (gas bounds block application, the watchdog guards local work only)', {
        contract: request.contract.toString(),
        function: request.fn,
        ms: Math.round(ms * 10) / 10,
        gas: result.gasUsed.toString(),
        watchdogMs: this.opts.watchdogMs,
      });
    }
    return result;
  }

  private runGuarded(prepared: PreparedContract, request: ContractRunRequest, storage: ContractStorageView): ContractRunResult {
    this.guardedRuns++;
    const pool = this.preempting > 0 ? this.pool : undefined;
    if (pool !== undefined) {
      try {
        return pool.runPrepared(prepared, request, storage);
      } catch (error) {
        if (error instanceof ContractNodeFaultError && error.kind === 'watchdog') this.watchdogTrips++;
        throw error instanceof ContractNodeFaultError ? this.noted(error) : error;
      }
    }
    const started = performance.now();
    const result = this.inline(prepared, request, storage);
    const ms = performance.now() - started;
    if (ms > this.opts.watchdogMs) {
      this.watchdogTrips++;
      throw this.noted(new ContractNodeFaultError('watchdog', `the run passed the ${this.opts.watchdogMs} ms watchdog (${Math.round(ms)} ms inline; its result is discarded)`));
    }
    return result;
  }

  private inline(prepared: PreparedContract, request: ContractRunRequest, storage: ContractStorageView): ContractRunResult {
    try {
      return execute(prepared, request, storage);
    } catch (error) {
      throw error instanceof ContractNodeFaultError ? this.noted(error) : error;
    }
  }

  private noted(error: ContractNodeFaultError): ContractNodeFaultError {
    this.lastError = { message: error.message, at: new Date().toISOString() };
    return error;
  }
}

function latest<T extends { readonly at: string }>(a: T | null, b: T | null): T | null {
  if (a === null) return b;
  if (b === null) return a;
  return a.at >= b.at ? a : b;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
