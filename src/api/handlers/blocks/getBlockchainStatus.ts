// getBlockchainStatus: the health check (docs/operations.md explains how to read it).
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { blockchainStatusFields } from './status-fields.js';

export const getBlockchainStatus = defineHandler({
  requestType: 'getBlockchainStatus',
  tags: [ApiTag.BLOCKS],
  description:
    'Returns application, version, network, isTestnet, time (node epoch time), lastBlock, lastBlockTimestamp, cumulativeDifficulty, numberOfBlocks (height + 1), height, genesisBlockId, isScanning, isDownloading, blockchainState (UP_TO_DATE, DOWNLOADING, LIGHT_CLIENT or FORK), availableProcessors, maxRollback and blockTime (seconds). While the node starts or rescans it answers HTTP 503 (blockchain not ready).',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  params: [],
  async handler(_p, ctx: NodeApiContext) {
    return blockchainStatusFields(ctx);
  },
});
