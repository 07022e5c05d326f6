// GET /metrics. The API server admits the request first, as it does every route (the allowed-hosts
// rule, the connection caps, the shutdown answer); node.metricsAllowedHosts may narrow it further.
// No admin password: Prometheus scrapers do not send one, and nothing here is more than the
// public operations tell (heights, pool size, peer counts) plus the process's own figures.
import type http from 'node:http';
import { createHostMatcher } from '../config/host-patterns.js';
import { ApiError, ApiErrorCode } from '../api/errors.js';
import { CACHE_CONTROL } from '../api/http-edge.js';
import { writeApiError } from '../api/server-io.js';
import type { HttpRoute, RouteRequest } from '../api/routes.js';
import type { NodeMetrics } from './node-metrics.js';
import { METRICS_PATH } from './options.js';

export interface MetricsRouteOptions {
  /** node.metricsAllowedHosts: who may read /metrics, among the clients the API admits. */
  readonly allowedHosts: readonly string[];
}

function answerJsonError(res: http.ServerResponse, info: RouteRequest, err: ApiError): void {
  writeApiError(res, err, info.receivedAt);
}

export function metricsRoute(opts: MetricsRouteOptions, modules: { readonly metrics: NodeMetrics }): HttpRoute {
  const hosts = createHostMatcher(opts.allowedHosts);
  const { metrics } = modules;
  return {
    path: METRICS_PATH,
    methods: ['GET', 'HEAD'],
    async handle(req, res, info) {
      if (!hosts.allows(info.remoteAddress)) {
        answerJsonError(res, info, new ApiError(ApiErrorCode.FORBIDDEN_HOST, 'Forbidden host: this address may not read /metrics (node.metricsAllowedHosts)'));
        return;
      }
      const text = await metrics.scrape();
      res.writeHead(200, { 'Cache-Control': CACHE_CONTROL, 'Content-Type': metrics.contentType, 'Content-Length': Buffer.byteLength(text) });
      res.end(req.method === 'HEAD' ? undefined : text);
    },
  };
}
