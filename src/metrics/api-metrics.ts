// The one per-request part of the metrics: the latency of every /api answer per requestType, and
// the error answers per requestType and errorCode. It runs after each answer is written, so it
// is kept to a map lookup and a few array operations: the latency histogram is our own
// (latency-histogram.ts), not prom-client's, whose observe rebuilds, validates and hashes the
// labels on every call (~3-4 µs a request in the HTTP benchmark's profile); its series is bound
// once per requestType, and label values come from the handler table only. Errors are rare, so
// they stay on a prom-client Counter (children bound once per requestType and errorCode).
import { Counter, type Registry } from 'prom-client';
import type { ApiObserver, ApiRequestRecord } from '../api/routes.js';
import { LatencyHistogram, type LatencySeries } from './latency-histogram.js';
import { UNKNOWN_REQUEST_TYPE } from './options.js';

interface Bound {
  readonly latency: LatencySeries;
  /** Error counters of this requestType by errorCode, bound on first use. */
  readonly errors: Map<number, { inc(): void }>;
}

export interface ApiMetricsOptions {
  readonly prefix: string;
  readonly latencyBuckets: readonly number[];
}

export interface ApiMetricsModules {
  readonly registry: Registry;
  readonly requestTypes: Iterable<string>;
}

export class ApiMetrics implements ApiObserver {
  private readonly latency: LatencyHistogram;
  private readonly errors: Counter<'requestType' | 'errorCode'>;
  private readonly known: ReadonlySet<string>;
  private readonly bound = new Map<string, Bound>();

  constructor(opts: ApiMetricsOptions, modules: ApiMetricsModules) {
    this.known = new Set(modules.requestTypes);
    this.latency = new LatencyHistogram({
      name: `${opts.prefix}api_request_duration_seconds`,
      help: 'Time from receiving an /api request to its answer being written, per requestType (requestType="unknown": missing or not an operation of this node).',
      labelName: 'requestType',
      buckets: opts.latencyBuckets,
      registers: [modules.registry],
    });
    this.errors = new Counter({
      name: `${opts.prefix}api_errors_total`,
      help: 'Error answers of /api (an errorCode in the body), per requestType and errorCode.',
      labelNames: ['requestType', 'errorCode'],
      registers: [modules.registry],
    });
  }

  onApiRequest(record: ApiRequestRecord): void {
    const name = record.requestType !== undefined && this.known.has(record.requestType) ? record.requestType : UNKNOWN_REQUEST_TYPE;
    let b = this.bound.get(name);
    if (b === undefined) {
      b = { latency: this.latency.series(name), errors: new Map() };
      this.bound.set(name, b);
    }
    this.latency.observe(b.latency, record.seconds);
    // Every error answer carries an errorCode (src/api/errors.ts); one without (never expected)
    // is still counted, as errorCode="none", rather than dropped.
    if (record.errorCode === undefined && record.status < 400) return;
    const code = record.errorCode ?? -1;
    let counter = b.errors.get(code);
    if (counter === undefined) {
      const child = this.errors.labels(name, code === -1 ? 'none' : String(code));
      counter = { inc: () => child.inc() };
      b.errors.set(code, counter);
    }
    counter.inc();
  }
}
