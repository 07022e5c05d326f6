// The one per-request part of the metrics: the latency of every /api answer per requestType, and
// the error answers per requestType and errorCode. It runs after each answer is written, so it
// is kept to a map lookup and a histogram observation: the children of the histogram are bound
// once per requestType (prom-client's labels() validates and builds the label object, which is
// then reused), and label values come from the handler table only.
import { Counter, Histogram, type Registry } from 'prom-client';
import type { ApiObserver, ApiRequestRecord } from '../api/routes.js';
import { UNKNOWN_REQUEST_TYPE } from './options.js';

interface Bound {
  readonly observe: (seconds: number) => void;
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
  private readonly latency: Histogram<'requestType'>;
  private readonly errors: Counter<'requestType' | 'errorCode'>;
  private readonly known: ReadonlySet<string>;
  private readonly bound = new Map<string, Bound>();

  constructor(opts: ApiMetricsOptions, modules: ApiMetricsModules) {
    this.known = new Set(modules.requestTypes);
    this.latency = new Histogram({
      name: `${opts.prefix}api_request_duration_seconds`,
      help: 'Time from receiving an /api request to its answer being written, per requestType (requestType="unknown": missing or not an operation of this node).',
      labelNames: ['requestType'],
      buckets: [...opts.latencyBuckets],
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
      b = { observe: this.latency.labels(name).observe, errors: new Map() };
      this.bound.set(name, b);
    }
    b.observe(record.seconds);
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
