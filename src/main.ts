// The command line: `npm start -- [-c node.properties]`. Loads the settings (file, then
// TOTEM_* environment overrides), starts the full node (store, actors, peer network, API) and
// stops it gracefully on SIGINT/SIGTERM or the `shutdown` operation.
import './polyfills.js';
import { loadConfig, configForLog } from './config/load.js';
import { createLogger, type Logger } from './log/logger.js';
import { createFullNode, type FullNode } from './full-node.js';
import { StoreOpenError } from './storage/open-errors.js';

const USAGE = `usage: totem-node [-c path/to/node.properties]

Starts a node. Every setting and its default: docs/configuration.md.
Settings may also come from the environment as TOTEM_<SETTING> (e.g. TOTEM_API_SERVER_PORT).`;

function parseArgs(argv: readonly string[]): { configFile?: string; help: boolean } {
  let configFile: string | undefined;
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '-h' || a === '--help') help = true;
    else if (a === '-c' || a === '--config') {
      configFile = argv[++i];
      if (configFile === undefined) throw new Error(`-c expects a file path\n${USAGE}`);
    } else if (a.startsWith('--config=')) configFile = a.slice('--config='.length);
    else throw new Error(`unknown argument ${a}\n${USAGE}`);
  }
  return { ...(configFile !== undefined ? { configFile } : {}), help };
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig({ ...(args.configFile !== undefined ? { file: args.configFile } : {}), env: process.env });
  const logger = createLogger({ level: config.logLevel, format: config.logFormat });
  logger.info('starting node', { config: configForLog(config) });
  // Signals are handled from the very start: one that arrives while the node is still starting
  // stops it as soon as the start completes, so the store is always closed properly.
  let node: FullNode | undefined;
  let stopRequested = false;
  let signals = 0;
  const onSignal = (signal: string) => {
    signals += 1;
    if (signals > 1) {
      logger.warn('second signal: exiting now', { signal });
      process.exit(1);
    }
    logger.info('signal received: shutting down', { signal });
    stopRequested = true;
    if (node !== undefined) void node.stop();
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));

  try {
    node = await createFullNode(config, { logger });
  } catch (error) {
    logStartFailure(logger, error);
    throw error;
  }
  try {
    const addresses = await node.start();
    logger.info('node started', { ...addresses });
  } catch (error) {
    logStartFailure(logger, error);
    await node.stop();
    throw error;
  }
  if (stopRequested) void node.stop();
  await node.stopped;
  logger.info('node stopped');
  return 0;
}

/** A start-up failure in the log too (for log collectors), with the store's path and reason as
 * fields when the data directory is at fault; stderr gets the same message as one line. */
function logStartFailure(logger: Logger, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  const fields = error instanceof StoreOpenError ? { path: error.path, reason: error.reason } : {};
  logger.error('start-up failed', { error: message, ...fields });
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    const message = err instanceof Error ? err.message : String(err);
    console.error(`totem-node: ${message}`);
    process.exit(1);
  },
);
