// The one line a node logs when it has started: what a person needs to use it (the network, the
// height it starts from, where its data is, the URLs of its API, page and console, and the
// address peers dial). In JSON it is one record with the same fields (msg "node started").
import type { NodeConfig } from './config/options.js';
import type { FullNodeAddresses } from './full-node.js';

export interface StartLine {
  readonly msg: string;
  readonly fields: Record<string, unknown>;
}

/** The host part of a URL a person can open: a wildcard listener is reached on loopback from
 * the same machine; IPv6 literals take brackets. */
export function urlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

export function startLine(chain: { readonly network: string; readonly height: number }, config: Pick<NodeConfig, 'dataDir'>, a: FullNodeAddresses): StartLine {
  const base = a.apiPort !== null ? `http://${urlHost(a.apiHost)}:${a.apiPort}` : a.apiSSLPort !== null ? `https://${urlHost(a.apiHost)}:${a.apiSSLPort}` : null;
  return {
    msg: 'node started',
    fields: {
      network: chain.network,
      height: chain.height,
      dataDir: config.dataDir,
      ...(base !== null ? { api: `${base}/api`, page: `${base}/`, console: `${base}/test.html` } : {}),
      peer: a.peerAddresses[0] ?? null,
      // The bound ports as numbers too, for scripts (port 0 in the settings picks a free one).
      apiHost: a.apiHost,
      apiPort: a.apiPort,
      apiSSLPort: a.apiSSLPort,
      peerAddresses: a.peerAddresses,
    },
  };
}
