// The contract executor's figures (runs, reverts, guarded runs, slow runs, watchdog trips, worker
// respawns, the prepared-contract cache), read from the node's runner status once per scrape (the
// figures getContractRunnerStatus shows), so the runs themselves pay nothing for the metrics. The
// executor's own counts are the truth: each counter is set to them (reset, then one inc), as the
// chain gauges do for the forger's count.
import { Counter, Gauge, type Registry } from 'prom-client';

/** What the gauges read: the runner the node's registry lends (node.ts's Node fits). */
export interface ContractStatusSource {
  readonly registry?: { readonly hooks: { readonly contracts?: { status?(): Readonly<Record<string, unknown>> } } };
}

/** The runner's status, when the node has a runner that reports one. */
export function contractStatusOf(node: object): Readonly<Record<string, unknown>> | undefined {
  return (node as ContractStatusSource).registry?.hooks.contracts?.status?.();
}

const COUNTS = {
  runs: ['contract_runs_total', 'Contract runs (uploads\' init and calls; block application, block selection and queries) since the node started.'],
  reverts: ['contract_reverts_total', 'Contract runs that reverted since the node started.'],
  guardedRuns: ['contract_guarded_runs_total', 'Contract runs of local work (block selection, queryContract), guarded by the watchdog, since the node started.'],
  slowRuns: ['contract_slow_runs_total', 'Unguarded contract runs (block application) slower than node.contractWatchdogMs: logged at WARN and applied all the same (the watchdog never decides a block).'],
  watchdogTrips: ['contract_watchdog_trips_total', 'Guarded contract runs stopped (in a worker) or discarded (inline) at node.contractWatchdogMs: node faults, never outcomes.'],
  respawns: ['contract_worker_respawns_total', 'Contract worker threads replaced (after a watchdog trip or a failure) since the node started.'],
} as const;

type CountName = keyof typeof COUNTS;

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

export class ContractGauges {
  private readonly counters: Record<CountName, Counter>;
  private readonly cacheHits: Counter;
  private readonly cacheMisses: Counter;
  private readonly cached: Gauge;

  constructor(prefix: string, modules: { readonly registry: Registry }) {
    const registers = [modules.registry];
    this.counters = Object.fromEntries(
      Object.entries(COUNTS).map(([key, [name, help]]) => [key, new Counter({ name: prefix + name, help, registers })]),
    ) as Record<CountName, Counter>;
    this.cacheHits = new Counter({ name: `${prefix}contract_cache_hits_total`, help: 'Contract runs that found their prepared (metered, compiled) module in the cache.', registers });
    this.cacheMisses = new Counter({ name: `${prefix}contract_cache_misses_total`, help: 'Contract runs that prepared their module (decode, meter, compile) before their clock started.', registers });
    this.cached = new Gauge({ name: `${prefix}contract_cache_modules`, help: 'Prepared contract modules the process keeps (node.contractCacheSize at most).', registers });
  }

  /** Sets every figure from the runner's status (all zero for a node without a runner). */
  update(status: Readonly<Record<string, unknown>> | undefined): void {
    for (const key of Object.keys(COUNTS) as CountName[]) {
      this.counters[key].reset();
      this.counters[key].inc(num(status?.[key]));
    }
    const cache = (status?.['cache'] ?? {}) as Record<string, unknown>;
    this.cacheHits.reset();
    this.cacheHits.inc(num(cache['hits']));
    this.cacheMisses.reset();
    this.cacheMisses.inc(num(cache['misses']));
    this.cached.set(num(cache['cached']));
  }
}
