// docs/grafana-dashboard.json is a dashboard Grafana can import (a Prometheus datasource
// variable, panels with unique ids and queries over it), and every metric it queries exists in a
// scrape of a real node; docs/metrics.md documents every metric family the node exports.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startChainNode, type ChainNode } from '../api/chain-fixture.js';
import { NodeMetrics } from '../../src/metrics/node-metrics.js';
import { parsePrometheusText, type Family } from './prom-text.js';

const read = (path: string) => readFileSync(fileURLToPath(new URL(`../../${path}`, import.meta.url)), 'utf8');

interface Target {
  readonly expr: string;
  readonly datasource: { readonly type: string; readonly uid: string };
}
interface Panel {
  readonly id: number;
  readonly type: string;
  readonly title: string;
  readonly gridPos: { h: number; w: number; x: number; y: number };
  readonly datasource?: { readonly type: string; readonly uid: string };
  readonly targets?: readonly Target[];
}

const dashboard = JSON.parse(read('docs/grafana-dashboard.json')) as {
  title: string;
  uid: string;
  schemaVersion: number;
  panels: Panel[];
  templating: { list: Array<{ name: string; type: string; query: unknown }> };
};
const targets = dashboard.panels.flatMap((p) => p.targets ?? []);
/** Metric names in a PromQL expression (every name of ours starts with totem_). */
const metricsOf = (expr: string) => [...expr.matchAll(/\btotem_[a-zA-Z0-9_]+/g)].map((m) => m[0]);

/** Every sample name a family may show (a histogram's _bucket, _sum and _count too, even before
 * its first observation). */
function exportedNames(families: ReadonlyMap<string, Family>): Set<string> {
  const names = new Set<string>();
  for (const f of families.values()) {
    names.add(f.name);
    if (f.type === 'histogram' || f.type === 'summary') for (const s of ['_bucket', '_sum', '_count']) names.add(f.name + s);
  }
  return names;
}

describe('the Grafana dashboard', () => {
  let node: ChainNode;

  beforeAll(async () => {
    node = await startChainNode();
  });

  afterAll(async () => {
    await node.close();
  });

  it('is an importable dashboard with a Prometheus datasource variable', () => {
    expect(dashboard.title).toBe('totem-node');
    expect(dashboard.uid).toMatch(/^[a-zA-Z0-9_-]{1,40}$/);
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(30);
    expect(dashboard.templating.list).toContainEqual(expect.objectContaining({ name: 'datasource', type: 'datasource', query: 'prometheus' }));
    const ids = dashboard.panels.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of dashboard.panels) {
      expect(p.gridPos.x + p.gridPos.w).toBeLessThanOrEqual(24);
      if (p.type === 'row') continue;
      expect(p.datasource).toEqual({ type: 'prometheus', uid: '${datasource}' });
      expect(p.targets?.length).toBeGreaterThan(0);
      for (const t of p.targets!) {
        expect(t.datasource.uid).toBe('${datasource}');
        // Every query is narrowed to the selected nodes.
        for (const name of metricsOf(t.expr)) expect(t.expr).toContain(`${name}{instance=~"$instance"}`);
      }
    }
    // The panels cover each part of the issue: chain, pool, peers, sync, forging, actors, API, process.
    const queried = new Set(targets.flatMap((t) => metricsOf(t.expr)));
    for (const name of [
      'totem_chain_height', 'totem_chain_transactions', 'totem_mempool_transactions', 'totem_mempool_bytes', 'totem_peers', 'totem_sync_state',
      'totem_forging_blocks_forged_total', 'totem_actor_mailbox_depth', 'totem_actor_messages_processed_total',
      'totem_api_request_duration_seconds_bucket', 'totem_api_errors_total', 'totem_process_cpu_seconds_total',
    ]) expect(queried).toContain(name);
  });

  it('queries only metrics that a node exports', async () => {
    const res = await fetch(`${node.base}/metrics`);
    const exported = exportedNames(parsePrometheusText(await res.text()));
    const queried = [...new Set(targets.flatMap((t) => metricsOf(t.expr)))];
    expect(queried.length).toBeGreaterThan(20);
    expect(queried.filter((name) => !exported.has(name))).toEqual([]);
  });
});

describe('docs/metrics.md', () => {
  const doc = read('docs/metrics.md');

  it('documents every metric family of the node by name, and the process metrics by prefix', async () => {
    const own = await new NodeMetrics({ processMetrics: false }, {
      node: {
        params: { name: 'devnet', epochBeginningMs: 0 },
        stats: () => Promise.reject(new Error('not scraped')),
        system: { ids: [], get: () => { throw new Error('no actors'); } },
      },
      requestTypes: [],
      version: 'v',
    }).metricNames();
    expect(own.length).toBeGreaterThan(15);
    expect(own.filter((name) => !doc.includes(`\`${name}\``))).toEqual([]);
    expect(doc).toContain('totem_process_');
    expect(doc).toContain('totem_nodejs_');
    expect(doc).toContain('grafana-dashboard.json');
  });
});
