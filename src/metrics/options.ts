// Defaults of the node's Prometheus metrics (docs/metrics.md).

export interface MetricsOptions {
  /** Prefix of every metric name, the process metrics' included. */
  readonly prefix: string;
  /** Upper bounds (seconds) of the API latency histogram's buckets. */
  readonly latencyBuckets: readonly number[];
  /** Add prom-client's process metrics (CPU, memory, event loop lag, GC, handles). */
  readonly processMetrics: boolean;
}

export const METRICS_PATH = '/metrics';

/** The Prometheus text exposition format, as prom-client writes it. */
export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/** requestType label of a request whose requestType is missing or not in the handler table: one
 * label for all of them, so a client sending made-up names cannot grow the series without bound. */
export const UNKNOWN_REQUEST_TYPE = 'unknown';

export const defaultMetricsOptions: MetricsOptions = {
  prefix: 'totem_',
  // Reads answer in well under a millisecond; block-forging and batch operations take up to
  // seconds. Fourteen buckets keep a series per requestType at 17 lines.
  latencyBuckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  processMetrics: true,
};
