// The API latency histogram (src/metrics/latency-histogram.ts) against prom-client's Histogram:
// fed the same observations, a registry renders both to the same text, which parses to the same
// series (buckets with +Inf, _sum, _count, several requestTypes in order of first observation), and
// getMetricsAsJSON gives the same objects; after a reset, and with registry default labels, too.
import { describe, expect, it } from '@jest/globals';
import { Histogram, Registry } from 'prom-client';
import { LatencyHistogram } from '../../src/metrics/latency-histogram.js';
import { defaultMetricsOptions } from '../../src/metrics/options.js';
import { parsePrometheusText } from './prom-text.js';

const NAME = 'totem_api_request_duration_seconds';
const HELP = 'Time from receiving an /api request to its answer being written, per requestType.';
const BUCKETS = defaultMetricsOptions.latencyBuckets;

/** The same histogram twice: prom-client's and ours, each in its own registry. */
function pair(buckets: readonly number[] = BUCKETS) {
  const theirs = new Registry();
  const ours = new Registry();
  const reference = new Histogram({ name: NAME, help: HELP, labelNames: ['requestType'], buckets: [...buckets], registers: [theirs] });
  const histogram = new LatencyHistogram({ name: NAME, help: HELP, labelName: 'requestType', buckets, registers: [ours] });
  const bound = new Map<string, { observe(v: number): void }>();
  const observe = (requestType: string, seconds: number): void => {
    let b = bound.get(requestType);
    if (b === undefined) {
      const child = reference.labels(requestType);
      const series = histogram.series(requestType);
      b = { observe: (v) => { child.observe(v); histogram.observe(series, v); } };
      bound.set(requestType, b);
    }
    b.observe(seconds);
  };
  return { theirs, ours, observe };
}

async function expectSame(theirs: Registry, ours: Registry): Promise<string> {
  const [a, b] = [await theirs.metrics(), await ours.metrics()];
  expect(parsePrometheusText(b)).toEqual(parsePrometheusText(a));
  expect(b).toBe(a);
  expect(await ours.getMetricsAsJSON()).toEqual(await theirs.getMetricsAsJSON());
  return b;
}

/** Values on, between, below and above the bounds, and a spread of latencies (a fixed LCG). */
function observations(): Array<[string, number]> {
  const types = ['getBlock', 'unknown', 'getBalance', 'sendMoney', 'we"ird\\type'];
  const out: Array<[string, number]> = [];
  for (const b of BUCKETS) out.push(['getBlock', b], ['getBalance', b * 1.0001]);
  out.push(['unknown', 0], ['unknown', 1e-9], ['sendMoney', 10.5], ['sendMoney', 600], ['getBlock', 0.0004999], ['we"ird\\type', 0.3]);
  let x = 12345;
  for (let i = 0; i < 2000; i++) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    const seconds = (x / 2 ** 31) ** 4 * 12; // mostly small, some above the last bound
    out.push([types[i % types.length]!, seconds]);
  }
  return out;
}

describe('LatencyHistogram', () => {
  it('renders what prom-client\'s Histogram renders for the same observations', async () => {
    const { theirs, ours, observe } = pair();
    await expectSame(theirs, ours);
    for (const [t, v] of observations()) observe(t, v);
    const text = await expectSame(theirs, ours);

    const family = parsePrometheusText(text).get(NAME)!;
    expect(family.type).toBe('histogram');
    expect([...new Set(family.samples.map((s) => s.labels['requestType']))]).toEqual(['getBlock', 'getBalance', 'unknown', 'sendMoney', 'we"ird\\type']);
    // Each series: the 14 bounds, +Inf, _sum and _count.
    expect(family.samples.filter((s) => s.labels['requestType'] === 'sendMoney').map((s) => s.labels['le'] ?? s.name.slice(NAME.length)))
      .toEqual([...BUCKETS.map(String), '+Inf', '_sum', '_count']);
    expect(text).toContain(`${NAME}_bucket{le="0.0005",requestType="getBlock"} `);
    expect(text).toContain(`${NAME}_bucket{le="+Inf",requestType="sendMoney"} `);
  });

  it('starts again after a reset, listing series by their first observation since', async () => {
    const { theirs, ours, observe } = pair([0.001, 0.1, 1]);
    observe('a', 0.5);
    observe('b', 0.05);
    theirs.resetMetrics();
    ours.resetMetrics();
    await expectSame(theirs, ours);
    observe('b', 2);
    observe('c', 0.001);
    observe('a', 0.0001);
    observe('b', 0.1);
    await expectSame(theirs, ours);
  });

  it('places registry default labels as prom-client does', async () => {
    const { theirs, ours, observe } = pair([0.01, 1]);
    for (const r of [theirs, ours]) r.setDefaultLabels({ node: 'n1' });
    observe('getBlock', 0.02);
    observe('unknown', 3);
    expect(await expectSame(theirs, ours)).toContain(`${NAME}_bucket{le="0.01",node="n1",requestType="getBlock"} 0`);
  });

  it('refuses what prom-client refuses', () => {
    const ours = new Registry();
    const h = new LatencyHistogram({ name: NAME, help: HELP, labelName: 'requestType', buckets: [0.1, 1], registers: [ours] });
    for (const v of [NaN, Infinity, -Infinity]) expect(() => h.observe(h.series('x'), v)).toThrow(TypeError);
    expect(() => new LatencyHistogram({ name: NAME, help: HELP, labelName: 'requestType', buckets: [1], registers: [ours] })).toThrow(/already been registered/);
    expect(() => new LatencyHistogram({ name: 'h2', help: HELP, labelName: 'le', buckets: [1], registers: [] })).toThrow();
    expect(() => new LatencyHistogram({ name: 'h3', help: HELP, labelName: 'x', buckets: [1, 0.5], registers: [] })).toThrow(/increasing/);
  });
});
