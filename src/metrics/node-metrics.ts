// The node's Prometheus metrics: one prom-client Registry per node (never the global default
// registry: tests run several nodes in one process, and each must report its own figures).
// A scrape reads the node's figures once (NodeStats, the actors' snapshots, the peer machines, the
// contract runner's status),
// sets the gauges and renders the text, so the hot paths pay nothing for the metrics; only the
// API observer (api-metrics.ts) works per request.
import { Registry } from 'prom-client';
import type { ApiObserver } from '../api/routes.js';
import { ActorGauges, actorFigures } from './actor-gauges.js';
import { ApiMetrics } from './api-metrics.js';
import { ChainGauges } from './chain-gauges.js';
import { ContractGauges, contractStatusOf } from './contract-gauges.js';
import type { MetricsModules } from './interface.js';
import { defaultMetricsOptions, PROMETHEUS_CONTENT_TYPE, type MetricsOptions } from './options.js';
import { PeerGauges, peerCounts } from './peer-gauges.js';
import { processRegistry } from './process-metrics.js';

export class NodeMetrics {
  readonly contentType = PROMETHEUS_CONTENT_TYPE;
  /** Tell it every /api answer (the API server's observer). */
  readonly observer: ApiObserver;
  private readonly registry = new Registry();
  /** The process's metrics, shared with other nodes in this process (process-metrics.ts). */
  private readonly process: Registry | undefined;
  private readonly modules: MetricsModules;
  private readonly chain: ChainGauges;
  private readonly actors: ActorGauges;
  private readonly peers: PeerGauges;
  private readonly contracts: ContractGauges;
  /** The scrape in progress: concurrent scrapes share it rather than interleave their updates. */
  private scraping: Promise<string> | undefined;

  constructor(opts: Partial<MetricsOptions>, modules: MetricsModules) {
    const o = { ...defaultMetricsOptions, ...opts };
    this.modules = modules;
    const deps = { registry: this.registry };
    this.observer = new ApiMetrics({ prefix: o.prefix, latencyBuckets: o.latencyBuckets }, { ...deps, requestTypes: modules.requestTypes });
    this.chain = new ChainGauges(o.prefix, { ...deps, params: modules.node.params, version: modules.version });
    this.actors = new ActorGauges(o.prefix, deps);
    this.peers = new PeerGauges(o.prefix, deps);
    this.contracts = new ContractGauges(o.prefix, deps);
    this.process = o.processMetrics ? processRegistry(o.prefix) : undefined;
  }

  /** The Prometheus text of every metric, as of now. */
  scrape(): Promise<string> {
    this.scraping ??= this.render().finally(() => {
      this.scraping = undefined;
    });
    return this.scraping;
  }

  /** Names of every metric family this node exports (docs and dashboard tests). */
  async metricNames(): Promise<string[]> {
    const own = (await this.registry.getMetricsAsJSON()).map((m) => m.name);
    return this.process ? [...(await this.process.getMetricsAsJSON()).map((m) => m.name), ...own] : own;
  }

  private async render(): Promise<string> {
    const { node, network } = this.modules;
    this.chain.update(await node.stats());
    this.actors.update(actorFigures(node.system));
    this.peers.update(peerCounts(network?.()));
    this.contracts.update(contractStatusOf(node));
    const own = await this.registry.metrics();
    return this.process ? (await this.process.metrics()) + own : own;
  }
}
