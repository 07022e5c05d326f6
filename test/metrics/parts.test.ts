// The metrics' parts on their own: the strict text parser the other tests rely on refuses what a
// scraper would refuse; peer machines are named by state; the API observer keeps its label set
// to the handler table; two nodes in one process keep separate figures.
import { describe, expect, it } from '@jest/globals';
import { createActor } from 'xstate';
import { peerMachine, type PeerDescription } from '../../src/machines/peer/peer-machine.js';
import { peerCounts, peerStateName } from '../../src/metrics/peer-gauges.js';
import { NodeMetrics } from '../../src/metrics/node-metrics.js';
import type { MetricsNode } from '../../src/metrics/interface.js';
import type { NodeStats } from '../../src/chain/stats.js';
import { parsePrometheusText, sampleValue } from './prom-text.js';

describe('the strict Prometheus text parser (test helper)', () => {
  const ok = '# HELP a_total A counter.\n# TYPE a_total counter\na_total{x="1"} 3\n';

  it('reads families, labels with escapes and values', () => {
    const f = parsePrometheusText(`${ok}# HELP g A gauge.\n# TYPE g gauge\ng{v="q\\"uo\\\\te\\n"} -1.5e3\ng{v="b"} Nan\n`);
    expect(f.get('a_total')).toMatchObject({ type: 'counter', help: 'A counter.' });
    expect(sampleValue(f, 'g', { v: 'q"uo\\te\n' })).toBe(-1500);
    expect(sampleValue(f, 'g', { v: 'b' })).toBeNaN();
  });

  it.each([
    ['no TYPE', '# HELP a A.\na 1\n'],
    ['no HELP', '# TYPE a gauge\na 1\n'],
    ['an unknown type', '# HELP a A.\n# TYPE a meter\na 1\n'],
    ['a value that is not a number', '# HELP a A.\n# TYPE a gauge\na one\n'],
    ['an unquoted label value', '# HELP a A.\n# TYPE a gauge\na{x=1} 1\n'],
    ['a bad escape', '# HELP a A.\n# TYPE a gauge\na{x="\\t"} 1\n'],
    ['a bad label name', '# HELP a A.\n# TYPE a gauge\na{1x="y"} 1\n'],
    ['a duplicate series', '# HELP a A.\n# TYPE a gauge\na{x="1"} 1\na{x="1"} 2\n'],
    ['a family split apart', '# HELP a A.\n# TYPE a gauge\n# HELP b B.\n# TYPE b gauge\na 1\nb 1\na{x="2"} 1\n'],
    ['a negative counter', '# HELP a_total A.\n# TYPE a_total counter\na_total -1\n'],
    ['no final newline', ok.trimEnd()],
    ['buckets that are not cumulative', '# HELP h H.\n# TYPE h histogram\nh_bucket{le="1"} 2\nh_bucket{le="+Inf"} 1\nh_sum 1\nh_count 1\n'],
    ['a +Inf bucket other than the count', '# HELP h H.\n# TYPE h histogram\nh_bucket{le="1"} 1\nh_bucket{le="+Inf"} 2\nh_sum 1\nh_count 3\n'],
    ['a histogram without +Inf', '# HELP h H.\n# TYPE h histogram\nh_bucket{le="1"} 1\nh_sum 1\nh_count 1\n'],
  ])('refuses %s', (_what, text) => {
    expect(() => parsePrometheusText(text)).toThrow();
  });
});

describe('peer states', () => {
  const INFO: PeerDescription = {
    application: 'Totem', version: '0.1.0', platform: 'test', shareAddress: true, announcedAddress: '',
    apiPort: 6876, apiSSLPort: 0, blockchainState: 'UP_TO_DATE', services: ['API'], cumulativeDifficulty: 1n,
  };

  it('names each state of the peer machine, blacklisting apart from disconnection', () => {
    const peer = () => {
      const actor = createActor(peerMachine, { input: { threshold: 100, blacklistPeriodMs: 600_000 } });
      actor.start();
      return actor;
    };
    const a = peer();
    expect(peerStateName(a.getSnapshot())).toBe('non_connected');
    a.send({ type: 'CONNECTED', inbound: false, at: 1 });
    expect(peerStateName(a.getSnapshot())).toBe('handshaking');
    a.send({ type: 'HANDSHAKE_OK', info: INFO, at: 2 });
    expect(peerStateName(a.getSnapshot())).toBe('connected');
    const b = peer();
    b.send({ type: 'CONNECTED', inbound: true, at: 1 });
    b.send({ type: 'DISCONNECTED', at: 2 });
    expect(peerStateName(b.getSnapshot())).toBe('disconnected');
    const c = peer();
    c.send({ type: 'BLACKLIST', reason: 'test', at: 1 });
    expect(peerStateName(c.getSnapshot())).toBe('blacklisted');

    const counts = peerCounts({ network: { peerManager: { entries: () => [a, b, c, peer()].map((x) => ({ snapshot: x.getSnapshot() })) } } });
    expect(counts).toEqual({ non_connected: 1, handshaking: 0, connected: 1, disconnected: 1, blacklisted: 1 });
    expect(peerCounts(undefined)).toEqual({ non_connected: 0, handshaking: 0, connected: 0, disconnected: 0, blacklisted: 0 });
    for (const x of [a, b, c]) x.stop();
  });
});

/** A node of figures only (no actors). */
function fakeNode(height: number): MetricsNode {
  const stats: NodeStats = {
    chain: { height, lastBlockTimestamp: 100, transactions: 7, blockchainState: 'DOWNLOADING', isDownloading: true },
    mempool: { size: 3, bytes: 450, maxSize: 2000 },
    forger: { accounts: 0, forged: 0, lastForged: undefined },
  };
  return {
    params: { name: 'devnet', epochBeginningMs: 1_000_000 },
    stats: async () => stats,
    system: { ids: [], get: () => { throw new Error('no actors'); } },
  };
}

describe('NodeMetrics', () => {
  it('keeps each node\'s figures apart and times unknown requestTypes under one label', async () => {
    const one = new NodeMetrics({ processMetrics: false }, { node: fakeNode(5), requestTypes: ['getBlock'], version: 'v' });
    const two = new NodeMetrics({ processMetrics: false }, { node: fakeNode(9), requestTypes: ['getBlock'], version: 'v' });
    one.observer.onApiRequest({ requestType: 'getBlock', method: 'GET', status: 200, errorCode: undefined, seconds: 0.002 });
    for (const made of ['x1', 'x2', 'x3', undefined]) {
      one.observer.onApiRequest({ requestType: made, method: 'GET', status: 400, errorCode: 2, seconds: 0.0001 });
    }
    const f1 = parsePrometheusText(await one.scrape());
    const f2 = parsePrometheusText(await two.scrape());
    expect(sampleValue(f1, 'totem_chain_height')).toBe(5);
    expect(sampleValue(f2, 'totem_chain_height')).toBe(9);
    expect(sampleValue(f1, 'totem_chain_last_block_timestamp_seconds')).toBe(1_000 + 100);
    expect(sampleValue(f1, 'totem_sync_state', { state: 'DOWNLOADING' })).toBe(1);
    expect(sampleValue(f1, 'totem_sync_downloading')).toBe(1);
    expect(sampleValue(f1, 'totem_forging_last_block_timestamp_seconds')).toBe(0);
    expect(sampleValue(f1, 'totem_api_request_duration_seconds_bucket', { requestType: 'getBlock', le: '0.0025' })).toBe(1);
    expect(sampleValue(f1, 'totem_api_request_duration_seconds_bucket', { requestType: 'getBlock', le: '0.001' })).toBe(0);
    expect(sampleValue(f1, 'totem_api_request_duration_seconds_count', { requestType: 'unknown' })).toBe(4);
    expect(sampleValue(f1, 'totem_api_errors_total', { requestType: 'unknown', errorCode: '2' })).toBe(4);
    expect(f1.get('totem_api_request_duration_seconds')!.samples.map((s) => s.labels['requestType'])).not.toContain('x1');
    // The second node saw no request at all.
    expect(f2.get('totem_api_request_duration_seconds')!.samples).toEqual([]);
    // Without process metrics, nothing but the node's own families.
    expect([...f1.keys()].some((n) => n.startsWith('totem_process_'))).toBe(false);
  });
});
