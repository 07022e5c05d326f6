// getBlockchainStatus: the health check (docs/operations.md explains how to read it).
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { BLOCKCHAIN_STATUS_RESPONSE, blockchainStatusFields } from './status-fields.js';

export const getBlockchainStatus = defineHandler({
  requestType: 'getBlockchainStatus',
  tags: [ApiTag.BLOCKS],
  description:
    'Returns application, version, network, isTestnet, time (node epoch time), lastBlock, lastBlockTimestamp, cumulativeDifficulty, numberOfBlocks (height + 1), height, genesisBlockId, isScanning, isDownloading, blockchainState (UP_TO_DATE, DOWNLOADING, LIGHT_CLIENT, FORK, or STORE_ERROR while the store cannot write, a full disk say: the chain cannot grow here and new transactions are refused), availableProcessors, maxRollback, blockTime (seconds) and lastStoreError: null, or the last failed store write {time (epoch seconds), date (ISO), write (block, pop, pool or probe), cause, code (when the error has one), recovered, recoveredTime (once writes work again)}. While the node starts or rescans it answers HTTP 503 (blockchain not ready).',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: BLOCKCHAIN_STATUS_RESPONSE,
  params: [],
  async handler(_p, ctx: NodeApiContext) {
    return blockchainStatusFields(ctx);
  },
});
