// A histogram with one label, for the one metric observed on every /api answer. prom-client's
// Histogram spends a few microseconds per observation even through a bound child (it rebuilds the
// label object, validates the label names and hashes them on every call); here a series is bound
// once per label value and an observation is a short scan of the bounds and three increments.
// Counts are kept per bucket (not cumulative) and summed up when scraped.
//
// To prom-client's Registry it is a metric like its own: it has name, help, type, aggregator,
// get(), getForPromString() and reset(), and gives the same values in the same order with the same
// label objects as a prom-client Histogram with the same buckets fed the same observations, so the
// registry writes the same text (`_bucket` with le first and "+Inf" last, then `_sum` and `_count`;
// the series in the order of their first observation). test/metrics/latency-histogram.test.ts
// compares the two.
import type { Metric, Registry } from 'prom-client';

/** One value of one series, as prom-client's Histogram hands it to the registry. */
interface ExportValue {
  readonly labels: Record<string, string | number>;
  readonly sharedLabels?: Record<string, string>;
  readonly value: number;
  readonly metricName: string;
  readonly exemplar: null | undefined;
}

/** The series of one label value. Observe through LatencyHistogram.observe. */
export class LatencySeries {
  /** Observations per bucket: counts[i] for bounds[i-1] < v <= bounds[i]; above the last bound,
   * none (the +Inf bucket is the count). */
  readonly counts: Float64Array;
  sum = 0;
  count = 0;

  constructor(
    /** The label of the series, one object for its life (the registry caches its text by identity). */
    readonly labels: Readonly<Record<string, string>>,
    buckets: number,
  ) {
    this.counts = new Float64Array(buckets);
  }
}

export interface LatencyHistogramConfig {
  readonly name: string;
  readonly help: string;
  readonly labelName: string;
  /** Upper bounds, strictly increasing and finite (+Inf is always added). */
  readonly buckets: readonly number[];
  readonly registers: readonly Registry[];
}

export class LatencyHistogram {
  readonly name: string;
  readonly help: string;
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly labelName: string;
  private readonly bounds: Float64Array;
  /** The bounds as given, for the le labels (numbers, as prom-client writes them). */
  private readonly les: readonly number[];
  /** Every series made, by label value. */
  private readonly made = new Map<string, LatencySeries>();
  /** The series observed since the start or the last reset, in the order of their first
   * observation (prom-client lists a series from its first observation, not from labels()). */
  private readonly listed = new Set<LatencySeries>();

  constructor(config: LatencyHistogramConfig) {
    const { buckets } = config;
    if (!/^[a-zA-Z_:][a-zA-Z0-9_:]*$/.test(config.name) || !/^[a-zA-Z_][a-zA-Z0-9_]*$/.test(config.labelName) || config.labelName === 'le') {
      throw new Error(`bad metric or label name: ${config.name}, ${config.labelName}`);
    }
    for (let i = 0; i < buckets.length; i++) {
      if (!Number.isFinite(buckets[i]) || (i > 0 && !(buckets[i]! > buckets[i - 1]!))) {
        throw new Error(`${config.name}: bucket bounds must be finite and strictly increasing`);
      }
    }
    this.name = config.name;
    this.help = config.help;
    this.labelName = config.labelName;
    this.les = Object.freeze([...buckets]);
    this.bounds = Float64Array.from(buckets);
    for (const r of config.registers) r.registerMetric(this as unknown as Metric);
  }

  /** The series of a label value, made on first use (bind it once; observing through it costs no
   * lookup). It is not exported before its first observation. */
  series(labelValue: string): LatencySeries {
    let s = this.made.get(labelValue);
    if (s === undefined) {
      s = new LatencySeries({ [this.labelName]: labelValue }, this.bounds.length);
      this.made.set(labelValue, s);
    }
    return s;
  }

  /** Counts `value` in `series`: a value equal to a bound falls in that bound's bucket. Throws on
   * a value that is not a finite number, as prom-client does. */
  observe(series: LatencySeries, value: number): void {
    if (!Number.isFinite(value)) throw new TypeError(`Value is not a valid number: ${value}`);
    if (series.count === 0) this.listed.add(series);
    const bounds = this.bounds;
    const n = bounds.length;
    let i = 0;
    while (i < n && value > bounds[i]) i++;
    if (i < n) series.counts[i]++;
    series.sum += value;
    series.count++;
  }

  /** Forgets every observation (prom-client's Registry.resetMetrics calls it). */
  reset(): void {
    for (const s of this.listed) {
      s.counts.fill(0);
      s.sum = 0;
      s.count = 0;
    }
    this.listed.clear();
  }

  /** The values as prom-client's Histogram gives them for the text format: bucket labels hold le
   * only, the series' own label comes as sharedLabels (the registry writes it after le). */
  async getForPromString(): Promise<{ name: string; help: string; type: string; values: ExportValue[]; aggregator: string }> {
    const bucketName = `${this.name}_bucket`;
    const values: ExportValue[] = [];
    for (const s of this.listed) {
      let acc = 0;
      for (let i = 0; i < this.les.length; i++) {
        acc += s.counts[i];
        values.push({ labels: { le: this.les[i]! }, sharedLabels: s.labels, value: acc, metricName: bucketName, exemplar: null });
      }
      values.push(
        { labels: { le: '+Inf' }, sharedLabels: s.labels, value: s.count, metricName: bucketName, exemplar: null },
        { labels: {}, sharedLabels: s.labels, value: s.sum, metricName: `${this.name}_sum`, exemplar: undefined },
        { labels: {}, sharedLabels: s.labels, value: s.count, metricName: `${this.name}_count`, exemplar: undefined },
      );
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  /** The values with each series' label merged after le (getMetricsAsJSON), as prom-client's. */
  async get(): Promise<{ name: string; help: string; type: string; values: ExportValue[]; aggregator: string }> {
    const data = await this.getForPromString();
    data.values = data.values.map(({ sharedLabels, labels, ...rest }) => ({ ...rest, labels: { ...labels, ...sharedLabels } }));
    return data;
  }
}
