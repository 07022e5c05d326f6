// The fields getBlockchainStatus reports and getState repeats.
import { availableParallelism } from 'node:os';
import { idToString } from '../../../domain/ids.js';
import type { NodeApiContext } from '../../context.js';
import type { StoreFailure } from '../../../storage/health.js';
import { epochTime } from '../../../domain/network-params.js';
import { BOOLEAN, INTEGER, NON_NEGATIVE, R, STRING, int, nullable, object, oneOfStrings } from '../../response-schema.js';

/** The answer of getBlockchainStatus (blockchainStatusFields); getState extends it. */
export const BLOCKCHAIN_STATUS_RESPONSE = object({
  application: STRING,
  version: STRING,
  network: STRING,
  isTestnet: BOOLEAN,
  time: int('Node epoch time.'),
  lastBlock: R.id,
  lastBlockTimestamp: INTEGER,
  cumulativeDifficulty: R.decimal,
  numberOfBlocks: int('height + 1.', 1),
  height: NON_NEGATIVE,
  genesisBlockId: R.id,
  isScanning: BOOLEAN,
  isDownloading: BOOLEAN,
  blockchainState: oneOfStrings(['UP_TO_DATE', 'DOWNLOADING', 'LIGHT_CLIENT', 'FORK', 'STORE_ERROR']),
  availableProcessors: int('Processors of the machine.', 1),
  maxRollback: NON_NEGATIVE,
  blockTime: int('Seconds.', 1),
  minPrunableLifetime: int('Seconds prunable message data is held at least (node.minPrunableLifetime).', 1),
  maxPrunableLifetime: int('Seconds after which prunable message data is pruned; -1: kept forever (node.maxPrunableLifetime, at least the minimum).', -1),
  lastStoreError: nullable(
    object(
      { time: int('Epoch seconds.'), date: STRING, write: oneOfStrings(['block', 'pop', 'pool', 'probe', 'prune']), cause: STRING, recovered: BOOLEAN },
      { code: STRING, recoveredTime: int('Epoch seconds, once writes work again.') },
      { description: 'The last failed store write.' },
    ),
  ),
});

export async function blockchainStatusFields(ctx: NodeApiContext): Promise<Record<string, unknown>> {
  // Read directly while the node runs: through the blockchain actor's mailbox, a health check
  // waited behind every message queued there (a syncing peer's reads, a push) and each ask
  // allocated ~20 KB of XState's bookkeeping, which paced the GC of a peer serving a sync.
  const s = ctx.readView.chainStatus() ?? (await ctx.blockchain.status());
  return {
    application: ctx.application,
    version: ctx.version,
    network: ctx.params.name,
    // Only the devnet, whose forging keys are public, is a test network; a network of a genesis
    // file may be someone's production network.
    isTestnet: ctx.params.name === 'devnet',
    time: ctx.epochTime(),
    lastBlock: idToString(s.lastBlockId),
    lastBlockTimestamp: s.lastBlockTimestamp,
    cumulativeDifficulty: s.cumulativeDifficulty.toString(),
    numberOfBlocks: s.height + 1,
    height: s.height,
    genesisBlockId: idToString(s.genesisBlockId),
    isScanning: s.isScanning,
    isDownloading: s.isDownloading,
    blockchainState: s.blockchainState,
    availableProcessors: availableParallelism(),
    maxRollback: ctx.params.maxRollback,
    blockTime: ctx.params.blockTimeSeconds,
    minPrunableLifetime: s.minPrunableLifetime,
    maxPrunableLifetime: s.maxPrunableLifetime,
    lastStoreError: s.lastStoreError === undefined ? null : storeErrorJSON(s.lastStoreError, ctx),
  };
}

/** The last failed store write: when (node epoch seconds and ISO date), which write, why, and
 * whether (and when) writes worked again. */
function storeErrorJSON(failure: StoreFailure, ctx: NodeApiContext): Record<string, unknown> {
  return {
    time: epochTime(failure.atMs, ctx.params),
    date: new Date(failure.atMs).toISOString(),
    write: failure.write,
    cause: failure.cause,
    ...(failure.code !== undefined ? { code: failure.code } : {}),
    recovered: failure.recoveredAtMs !== undefined,
    ...(failure.recoveredAtMs !== undefined ? { recoveredTime: epochTime(failure.recoveredAtMs, ctx.params) } : {}),
  };
}
