// Prometheus metrics of the node (docs/metrics.md): NodeMetrics holds the node's own registry and
// the API observer; metricsRoute serves it at GET /metrics. full-node-routes.ts composes both.
export { NodeMetrics } from './node-metrics.js';
export { metricsRoute, type MetricsRouteOptions } from './route.js';
export { defaultMetricsOptions, METRICS_PATH, PROMETHEUS_CONTENT_TYPE, UNKNOWN_REQUEST_TYPE, type MetricsOptions } from './options.js';
export { PEER_STATES, type MetricsModules, type MetricsNode, type MetricsPeerNetwork, type PeerStateName } from './interface.js';
