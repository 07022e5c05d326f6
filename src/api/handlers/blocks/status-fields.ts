// The fields getBlockchainStatus reports and getState repeats.
import { availableParallelism } from 'node:os';
import { idToString } from '../../../domain/ids.js';
import type { NodeApiContext } from '../../context.js';

export async function blockchainStatusFields(ctx: NodeApiContext): Promise<Record<string, unknown>> {
  const s = await ctx.blockchain.status();
  return {
    application: ctx.application,
    version: ctx.version,
    network: ctx.params.name,
    isTestnet: ctx.params.name !== 'mainnet',
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
  };
}
