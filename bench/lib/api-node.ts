// The node the CLI runs (createFullNode: disk store, actors, peer network, REST API with THE
// handler table), from settings: the defaults with every port on 0 (free ports on 127.0.0.1),
// devnet forging off, logging off (so log I/O does not enter the figures), plus the overrides
// a benchmark names.
import { defaultConfig } from '../../src/config/load.js';
import type { NodeConfig } from '../../src/config/options.js';
import { createLogger } from '../../src/log/logger.js';
import { createFullNode, type FullNode } from '../../src/full-node.js';

export interface ApiNode {
  readonly full: FullNode;
  readonly config: NodeConfig;
  readonly port: number;
  close(): Promise<void>;
}

/** The chain store of a full node lives here under its dataDir. */
export const CHAIN_SUBDIR = 'chain';

export async function startApiNode(dataDir: string, overrides: Partial<NodeConfig> = {}): Promise<ApiNode> {
  const config: NodeConfig = {
    ...defaultConfig(),
    dataDir,
    network: 'devnet',
    devnetForging: false,
    apiServerHost: '127.0.0.1',
    apiServerPort: 0,
    apiServerSSLPort: 0,
    peerServerHost: '127.0.0.1',
    peerServerPort: 0,
    logLevel: 'OFF',
    ...overrides,
  };
  const logger = createLogger({ level: 'OFF', sink: () => undefined });
  const full = await createFullNode(config, { logger });
  const addresses = await full.start();
  if (addresses.apiPort === null) {
    await full.stop();
    throw new Error('the API server bound no HTTP port');
  }
  return { full, config, port: addresses.apiPort, close: () => full.stop() };
}
