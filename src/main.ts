// The command line: `totem-node [-c node.properties]` starts a node; `totem-node genesis ...` and
// `totem-node keys ...` are the network-launch tools (src/cli). Starting a node is two phases:
//   1. everything the operator wrote is checked, with only small modules loaded: the settings
//      (file, then TOTEM_* environment overrides), the genesis file, the forging key files and
//      the listeners' ports. Every error is printed at once and nothing is written anywhere.
//   2. only then the node's code is loaded (libp2p, the store, the capabilities) and started; it
//      stops gracefully on SIGINT/SIGTERM or the `shutdown` operation.
import './polyfills.js';
import './runtime-flags.js';
import { loadConfig } from './config/load.js';
import { ConfigErrors } from './config/errors.js';
import { checkStartSettings, type StartInputs } from './start-checks.js';
import { createLogger, type Logger } from './log/logger.js';
import { startLine } from './start-line.js';
import { missingNodeFlags, NODE_FLAGS } from './node-flags.js';

const USAGE = `usage: totem-node [-c path/to/node.properties]     start a node
       totem-node genesis create|check ...           make or check a genesis file (--help)
       totem-node keys new|show ...                  make or show a forging key file (--help)

Every setting and its default: docs/configuration.md; launching a network: docs/networks.md.
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

/** Signals closer than this to the first are one signal delivered twice. */
const DUPLICATE_SIGNAL_MS = 1000;

const io = {
  stdout: (s: string) => void process.stdout.write(s.endsWith('\n') ? s : s + '\n'),
  stderr: (s: string) => void process.stderr.write(s.endsWith('\n') ? s : s + '\n'),
  cwd: process.cwd(),
};

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv[0] === 'genesis') return (await import('./cli/genesis-command.js')).runGenesisCommand(argv.slice(1), io);
  if (argv[0] === 'keys') return (await import('./cli/keys-command.js')).runKeysCommand(argv.slice(1), io);
  const args = parseArgs(argv);
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  // Phase 1: every check, every error at once, nothing written.
  let inputs: StartInputs;
  try {
    const config = loadConfig({ ...(args.configFile !== undefined ? { file: args.configFile } : {}), env: process.env, stdoutIsTTY: process.stdout.isTTY === true });
    inputs = await checkStartSettings(config);
  } catch (error) {
    return reportConfigErrors(error);
  }
  const { config } = inputs;
  const logger = createLogger({ level: config.logLevel, format: config.logFormat });
  for (const file of inputs.forging) logger.registerSecret(file.secretPhrase);
  logger.debug('configuration', { settings: inputs.settingsForLog });
  const missing = missingNodeFlags();
  if (missing.length > 0) {
    logger.info(`started without the Node.js flags ${missing.join(' ')}: under a transaction load the node spends more CPU on garbage collection (npm start and the compiled bin pass them; with node itself: node ${NODE_FLAGS.join(' ')} dist/main.js; docs/operations.md)`, { missingFlags: missing });
  }

  // Phase 2: the node. Signals are handled from here on: one that arrives while the node's code
  // loads or the node starts stops it as soon as the start completes, so the store is always
  // closed properly.
  type FullNode = Awaited<ReturnType<typeof import('./full-node.js')['createFullNode']>>;
  let node: FullNode | undefined;
  let stopRequested = false;
  let firstSignalAt: number | undefined;
  const onSignal = (signal: string) => {
    const now = performance.now();
    if (firstSignalAt !== undefined) {
      // Ctrl-C under `npm start` arrives twice: from the terminal and forwarded by npm. Only a
      // second signal given on purpose, later, forces the exit.
      if (now - firstSignalAt < DUPLICATE_SIGNAL_MS) return;
      logger.warn('second signal: exiting now', { signal });
      process.exit(1);
    }
    firstSignalAt = now;
    logger.info('signal received: shutting down', { signal });
    stopRequested = true;
    if (node !== undefined) void node.stop();
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  const { createFullNode } = await import('./full-node.js');
  // Nothing is open yet: a stop asked for while the code loaded needs no node at all.
  if (stopRequested) {
    logger.info('node stopped');
    return 0;
  }

  try {
    node = await createFullNode(config, {
      logger,
      ...(inputs.network !== undefined ? { network: inputs.network } : {}),
      forgingSecrets: inputs.forging.map((f) => f.secretPhrase),
    });
  } catch (error) {
    logStartFailure(logger, error);
    throw error;
  }
  try {
    const addresses = await node.start();
    const { chain } = (await node.node.stats());
    const line = startLine({ network: node.node.params.name, height: chain.height }, config, addresses);
    logger.info(line.msg, line.fields);
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

/** Configuration errors on stderr, one per line, each naming its setting; exit status 2 (a
 * usage error, as for a bad argument), so a supervisor does not restart into the same mistake. */
function reportConfigErrors(error: unknown): number {
  const lines = error instanceof ConfigErrors ? error.errors.map((e) => e.message) : [error instanceof Error ? error.message : String(error)];
  process.stderr.write(`totem-node: the configuration has ${lines.length === 1 ? 'an error' : `${lines.length} errors`} (nothing was started or written):\n`);
  for (const line of lines) process.stderr.write(`  ${line}\n`);
  return 2;
}

/** A start-up failure in the log too (for log collectors), with the store's path and reason as
 * fields when the data directory is at fault; stderr gets the same message as one line. */
function logStartFailure(logger: Logger, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  const e = error as { path?: unknown; reason?: unknown };
  const fields = typeof e?.path === 'string' && typeof e?.reason === 'string' ? { path: e.path, reason: e.reason } : {};
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
